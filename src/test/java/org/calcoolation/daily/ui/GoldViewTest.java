package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.Pushed;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.ui.BoardTester;
import org.calcoolation.game.ui.GoldMark;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/**
 * A gold solve on a daily rung, browserless (issue 40): live marks off and no help shows the mark on
 * the finish panel, the day's board and the share text, and the board narrows to gold solves; the
 * same solve with one hint shows none. A context of its own, as every secured browserless test.
 */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/daily-gold-ui")
@WithUserDetails(value = GoldViewTest.USER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class GoldViewTest extends SpringBrowserlessTest {

    static final String USER = "gold.solver";

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    StatsService stats;

    @Autowired
    JdbcTemplate jdbc;

    private double keyTime;

    @BeforeEach
    void aFreshPlayer() {
        DailyTestData.freshAccount(players, USER);
    }

    private DailyPuzzle firstRung(LocalDate day) {
        return DailyTestData.ladder(daily, day).getFirst();
    }

    private BoardTester board() {
        return new BoardTester($(Div.class).withAttribute("role", "grid").single());
    }

    private Checkbox liveMarks() {
        return $(Checkbox.class).all().stream()
                .filter(box -> box.getLabel().startsWith("Live marks"))
                .findFirst()
                .orElseThrow();
    }

    /** Starts the rung, turns live marks off as a player does, takes {@code hints} hints, and solves it. */
    private DailyPlayView solveWithMarksOff(LocalDate day, int hints) {
        DailyPlayView view = navigate("daily/" + day + "/1", DailyPlayView.class);
        Press.on(view.startButton);
        test(liveMarks()).click();
        assertThat(liveMarks().getValue()).isFalse();
        for (int i = 0; i < hints; i++)
            Press.on($(NativeButton.class).withText("Hint").single());
        Grid solution = firstRung(day).puzzle().solution().orElseThrow();
        int n = solution.size();
        for (int i = 0; i < n * n; i++) {
            board().click(Cell.ofIndex(i, n));
            board().press(Integer.toString(solution.digit(Cell.ofIndex(i, n))), false, false, keyTime += 2000);
        }
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(view.finish.after.isVisible()).isTrue();
        });
        return view;
    }

    /** A solve of another player on the rung's own day, as the stats listener records it. */
    private void solvedBy(String user, DailyPuzzle rung, LocalDate day, long elapsedMillis, boolean gold) {
        long id = DailyTestData.account(players, user, null);
        stats.record(new FinishToRecord(
                id,
                UUID.randomUUID(),
                OptionalLong.of(rung.id()),
                rung.puzzleId(),
                new PuzzleKind(rung.size(), rung.difficulty(), rung.variant()),
                Outcome.CLEAN,
                elapsedMillis,
                elapsedMillis,
                day.atTime(10, 0).toInstant(ZoneOffset.UTC),
                List.of(),
                gold));
    }

    private List<NativeTableRow> boardRows() {
        return $(NativeTableRow.class).all().stream()
                .filter(row -> row.getParent()
                        .map(p -> p.getElement().getTag().equals("tbody"))
                        .orElse(false))
                .toList();
    }

    private static boolean hasGoldMark(Component c) {
        return c.getElement().getTextRecursively().contains(GoldMark.STAR)
                && c.getElement().toString().contains("aria-label=\"" + GoldMark.name() + "\"");
    }

    @Test
    void a_gold_solve_shows_its_mark_on_the_finish_panel_the_board_and_the_share_text() {
        LocalDate day = LocalDate.of(2026, 2, 20);
        DailyPuzzle rung = firstRung(day);
        jdbc.update("delete from solve_record where daily_puzzle_id = ?", rung.id());
        solvedBy("gold.ann", rung, day, 40_000, true);
        solvedBy("clean.bob", rung, day, 30_000, false);

        DailyPlayView view = solveWithMarksOff(day, 0);

        assertThat($(Paragraph.class)
                        .withClassName("finish-gold")
                        .single()
                        .getElement()
                        .getTextRecursively())
                .isEqualTo(GoldMark.STAR + " Gold solve: no help, live marks off");
        assertThat(view.finish.after.shareText.getText().lines().toList().get(1))
                .matches("4×4 Easy · Time \\d\\d:\\d\\d · ★ gold");
        List<NativeTableRow> rows = boardRows();
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).getElement().getTextRecursively()).startsWith("1clean.bob");
        assertThat(hasGoldMark(rows.get(0))).isFalse();
        assertThat(rows.get(1).getElement().getTextRecursively()).startsWith("2gold.ann");
        assertThat(hasGoldMark(rows.get(1)))
                .as("a star named for screen readers")
                .isTrue();

        test(view.finish.leaderboard.goldOnly).click();

        assertThat(boardRows())
                .extracting(row -> row.getElement().getTextRecursively())
                .singleElement()
                .satisfies(row -> assertThat(row).startsWith("1gold.ann"));
    }

    @Test
    void the_same_solve_with_one_hint_shows_no_gold_mark() {
        LocalDate day = LocalDate.of(2026, 2, 21);

        DailyPlayView view = solveWithMarksOff(day, 1);

        assertThat($(Paragraph.class).withClassName("finish-gold").all()).isEmpty();
        assertThat($(Paragraph.class).withClassName("finish-help").single().getText())
                .isEqualTo("Assisted (1 use of help)");
        assertThat(view.finish.after.shareText.getText())
                .doesNotContain(GoldMark.STAR)
                .contains("with 1 hint");
    }
}
