package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.Element;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.calcoolation.HeldClock;
import org.calcoolation.Pushed;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.ui.NotFoundView;
import org.calcoolation.base.ui.Press;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.ui.BoardTester;
import org.calcoolation.game.ui.CallsTester;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

// A context of its own, as in DailyViewTest: secured browserless tests must not share one.
@SpringBootTest
@WithUserDetails(value = DailyPlayViewTest.USER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class DailyPlayViewTest extends SpringBrowserlessTest {

    static final String USER = "daily.solver";

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    GameService games;

    @Autowired
    HeldClock clock;

    /** The server's clock, held by the test that types at a script's pace. */
    @TestConfiguration
    static class Clocks {
        @Bean
        @Primary
        HeldClock heldClock() {
            return new HeldClock();
        }
    }

    /** The player starts each test with no games and no solves, also when the test data is left from an earlier run. */
    @BeforeEach
    void aFreshPlayer() {
        DailyTestData.freshAccount(players, USER);
    }

    // ---- helpers ----

    private DailyPuzzle rung(LocalDate day, int slot) {
        return DailyTestData.ladder(daily, day).get(slot);
    }

    /** The cells of the grid on the page, none where the page shows no grid. */
    private List<String> gridCells() {
        return $(Div.class).withAttribute("role", "grid").all().stream()
                .flatMap(grid -> new BoardTester(grid).labels().stream())
                .toList();
    }

    private double keyTime;

    private BoardTester board() {
        return new BoardTester($(Div.class).withAttribute("role", "grid").single());
    }

    private static void sleep(Duration time) {
        if (time.isNegative()) return;
        try {
            Thread.sleep(time);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private void place(Cell at, int digit) {
        board().click(at);
        board().press(Integer.toString(digit), false, false, keyTime += 2000);
    }

    // ---- playing ----

    @Test
    void a_rung_shows_a_start_step_and_then_the_stored_daily_puzzle() {
        DailyPlayView view = navigate("daily/2026-02-03/1", DailyPlayView.class);

        assertThat(view.startStep.isVisible()).isTrue();
        assertThat(view.panel.game().orElseThrow().started()).isFalse();
        assertThat(gridCells()).as("no grid is sent before Start").isEmpty();
        assertThat($(NativeButton.class).withText("Hint").single().isEnabled())
                .as("no help for a grid not yet shown")
                .isFalse();
        assertThat($(NativeButton.class).withText("Pause").single().isEnabled()).isFalse();
        Press.on(view.startButton);

        assertThat(view.startStep.isVisible()).isFalse();
        assertThat($(NativeButton.class).withText("Hint").single().isEnabled()).isTrue();
        assertThat(gridCells()).hasSize(16);
        assertThat(view.puzzleId.getValue())
                .isEqualTo(rung(LocalDate.of(2026, 2, 3), 0).puzzleId());
        assertThat(view.getPageTitle()).isEqualTo("Daily 4×4 Easy · Tuesday, 3 February 2026 · Calcoolation");
        assertThat(view.finish.backToLadder.getHref()).isEqualTo("daily/2026-02-03");
    }

    @Test
    void solving_todays_rung_shows_a_new_personal_best_and_the_leaderboard_with_the_player() {
        // The server's moments are held on the solve's schedule instead of waited out (some 12 s): from 15 s
        // ago, so that every moment held is one the system's time has reached and letting go never turns the
        // clock back.
        Instant begin = Instant.now().minusSeconds(15);
        clock.hold(begin);
        try {
            solveTodaysRung(begin);
        } finally {
            clock.release();
        }
    }

    private void solveTodaysRung(Instant begin) {
        LocalDate today = daily.today();
        DailyPlayView view = navigate("daily/" + today + "/1", DailyPlayView.class);
        Grid solution = rung(today, 0).puzzle().solution().orElseThrow();
        assertThat($(H2.class).withText("Solved").all()).isEmpty();
        assertThat(view.puzzleId.isVisible())
                .as("no Keen ID while the day is live")
                .isFalse();
        assertThat(view.puzzleIdLater.isVisible()).isTrue();
        Press.on(view.startButton);

        // As a quick person solves a 4×4: a look at the grid, then a digit at uneven gaps (stats.Rhythm), in
        // more time than typing it and a look at each step it needs takes (about 9 s, engine.solve.Work): a
        // quicker solve, or one typed at a script's even pace or all at once, is held for review.
        long[] gaps = {360, 840, 520, 1_000, 620, 440, 760, 480, 300, 680, 580, 900, 660, 420, 520};
        Instant at = begin.plusSeconds(3);
        for (int i = 0; i < 16; i++) {
            if (i > 0) at = at.plusMillis(gaps[i - 1]);
            clock.hold(at);
            place(Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
        }
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat($(H2.class).withText("Solved").all()).isNotEmpty();
        });

        // Queries find visible components only.
        assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        assertThat($(Paragraph.class).withText("New personal best play time!").all())
                .hasSize(1);
        // The test JVM has one database: another class may have solved today's 4×4 first.
        assertThat($(Paragraph.class).all().stream().map(Paragraph::getText))
                .as("where the player stands")
                .anyMatch(text -> text.equals("You are the first to solve it.")
                        || text.matches("Rank \\d+ of \\d+ solvers\\. Faster than \\d+% of today’s solvers\\."));
        List<String> rows = $(NativeTableRow.class).all().stream()
                .map(row -> row.getElement().getTextRecursively())
                .toList();
        assertThat(rows)
                .as("your row says so in words")
                .anyMatch(row -> row.matches("\\d+" + Pattern.quote(USER) + " \\(you\\).*"));
        assertThat(view.finish.backToLadder.getHref()).isEqualTo("daily/" + today);
        assertThat($(Anchor.class).withText("Watch your replay").single().getHref())
                .isEqualTo("replay/" + view.panel.game().orElseThrow().id());
        assertThat($(Anchor.class).all())
                .as("no other player's replay while the day is on")
                .extracting(Anchor::getText)
                .noneMatch(text -> text.startsWith("Replay of"));
    }

    @Test
    void a_solve_typed_faster_than_anyone_can_is_told_as_under_review_and_left_off_the_leaderboard() {
        LocalDate day = LocalDate.of(2026, 2, 16);
        DailyPlayView view = navigate("daily/" + day + "/1", DailyPlayView.class);
        Grid solution = rung(day, 0).puzzle().solution().orElseThrow();
        Press.on(view.startButton);
        DailyTestData.typeAtOnce(board(), solution);

        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        });
        assertThat($(Paragraph.class).all())
                .map(Paragraph::getText)
                .anySatisfy(
                        text -> assertThat(text)
                                .startsWith(
                                        "Your time is under review and not ranked: nobody can type a clean 4×4 in less than 00:04"));
        assertThat($(NativeTableRow.class).all())
                .map(row -> row.getElement().getTextRecursively())
                .noneMatch(row -> row.contains(USER));
        assertThat(jdbc.queryForObject(
                        "select review from solve_record sr join player p on p.id = sr.player_id where p.username = ?",
                        String.class,
                        USER))
                .isEqualTo("UNDER_REVIEW");
    }

    @Test
    void a_solve_typed_at_a_scripts_even_pace_is_told_as_under_review_and_left_off_the_leaderboard() {
        LocalDate day = LocalDate.of(2026, 2, 17);
        DailyPlayView view = navigate("daily/" + day + "/1", DailyPlayView.class);
        Grid solution = rung(day, 0).puzzle().solution().orElseThrow();
        Press.on(view.startButton);
        // A cell every 300 ms, each stamped on the beat: the clock is held at the beat as the digit goes
        // in, since a busy machine wakes this thread tens of milliseconds late, which a script's ±5 % is not.
        Instant start = clock.instant();
        try {
            for (int i = 0; i < 16; i++) {
                Instant beat = start.plusMillis(300L * i);
                sleep(Duration.between(Instant.now(), beat));
                clock.hold(beat);
                place(Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
            }
        } finally {
            clock.release();
        }

        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        });
        assertThat($(Paragraph.class).all())
                .map(Paragraph::getText)
                .anySatisfy(
                        text -> assertThat(text)
                                .startsWith(
                                        "Your time is under review and not ranked: its moves came in at the even pace of a script"));
        assertThat($(NativeTableRow.class).all())
                .map(row -> row.getElement().getTextRecursively())
                .noneMatch(row -> row.contains(USER));
        assertThat(jdbc.queryForObject(
                        "select review from solve_record sr join player p on p.id = sr.player_id where p.username = ?",
                        String.class,
                        USER))
                .isEqualTo("RHYTHM_REGULAR");
    }

    // ---- after a finish: the way on and the share text ----

    private void solveFirstRung(DailyPlayView view, LocalDate day) {
        solveRung(view, day, 0);
    }

    private void solveRung(DailyPlayView view, LocalDate day, int slot) {
        Grid solution = rung(day, slot).puzzle().solution().orElseThrow();
        int n = solution.size();
        Press.on(view.startButton);
        for (int i = 0; i < n * n; i++) place(Cell.ofIndex(i, n), solution.digit(Cell.ofIndex(i, n)));
        // The finish panel's own heading: the way-on part stays visible from an earlier rung, inside a hidden panel.
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(view.finish.after.isVisible()).isTrue();
            assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        });
    }

    @Test
    void a_finished_rung_shows_its_stars_and_comments_and_takes_one_as_plain_text() {
        LocalDate day = LocalDate.of(2026, 2, 11);
        jdbc.update(
                "delete from rung_comment where daily_puzzle_id = ?",
                rung(day, 0).id());
        DailyPlayView view = navigate("daily/" + day + "/1", DailyPlayView.class);
        assertThat(view.finish.talk.isVisible()).as("not before the finish").isFalse();
        solveFirstRung(view, day);

        assertThat(view.finish.talk.isVisible()).isTrue();
        assertThat($(Paragraph.class).withText("No comments yet.").all()).hasSize(1);
        view.finish.talk.composer.setValue("x".repeat(501));
        Press.on(view.finish.talk.post);
        assertThat(view.finish.talk.message.getText()).startsWith("Keep it to 500 characters");
        view.finish.talk.composer.setValue("<img src=x onerror=alert(1)> tricky 3× cage");
        Press.on(view.finish.talk.post);

        assertThat(view.finish.talk.message.getText()).isEmpty();
        Paragraph body = $(Paragraph.class).withClassName("comment-body").single();
        assertThat(body.getText()).isEqualTo("<img src=x onerror=alert(1)> tricky 3× cage");
        assertThat(body.getElement().getChildren()).as("text, not markup").allMatch(Element::isTextNode);
        assertThat($(NativeButton.class).withText("Edit").all()).hasSize(1);
        Press.on($(NativeButton.class).withText("★★★★").single());
        assertThat($(Paragraph.class).withText("4.0 stars from 1 player").all()).hasSize(1);

        // Issue 38: deleting asks first; Cancel keeps the comment, Delete takes it.
        Press.on($(NativeButton.class).withText("Delete").single());
        ConfirmDialog ask = $(ConfirmDialog.class).last();
        assertThat(ask.isOpened()).isTrue();
        assertThat(ask.getElement().getProperty("header")).isEqualTo("Delete your comment?");
        test(ask).cancel();
        assertThat($(Paragraph.class).withClassName("comment-body").all()).hasSize(1);
        Press.on($(NativeButton.class).withText("Delete").single());
        test($(ConfirmDialog.class).last()).confirm();
        assertThat($(Paragraph.class).withText("No comments yet.").all()).hasSize(1);
    }

    /** Issue 38: a day that is over had no clean solve; "yet" is for a day still on. */
    @Test
    void a_closed_day_with_no_ranked_solve_says_there_was_none() {
        LocalDate day = LocalDate.of(2026, 2, 12);
        jdbc.update(
                "delete from solve_record where daily_puzzle_id = ?",
                rung(day, 0).id());
        DailyPlayView view = navigate("daily/" + day + "/1", DailyPlayView.class);
        solveFirstRung(view, day);

        assertThat($(Paragraph.class)
                        .withText("Nobody solved it clean on Thursday, 12 February 2026.")
                        .all())
                .hasSize(1);
        assertThat($(Paragraph.class).all())
                .extracting(Paragraph::getText)
                .noneMatch(text -> text.startsWith("No clean solves on"));
        assertThat(view.moderation.isVisible())
                .as("a player who does not moderate")
                .isFalse();
    }

    @Test
    void a_finished_rung_offers_the_next_rung_and_a_share_text_to_copy() {
        LocalDate day = LocalDate.of(2026, 2, 10);
        DailyPlayView view = navigate("daily/2026-02-10/1", DailyPlayView.class);
        assertThat(view.finish.after.isVisible())
                .as("nothing to share before the finish")
                .isFalse();

        solveFirstRung(view, day);

        Anchor next = (Anchor) view.finish.after.next.getChildren().findFirst().orElseThrow();
        assertThat(next.getText()).isEqualTo("Next rung: 5×5 Normal");
        assertThat(next.getHref()).isEqualTo("daily/2026-02-10/2");
        List<String> lines = view.finish.after.shareText.getText().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).isEqualTo("Calcoolation daily · 10 February 2026");
        assertThat(lines.get(1)).matches("4×4 Easy · Time \\d\\d:\\d\\d · clean");
        assertThat(lines.get(2)).endsWith("/daily/2026-02-10/1");
        assertThat(view.finish.after.copy.getText()).isEqualTo("Copy");
    }

    @Test
    void next_rung_opens_clean_on_its_own_start_step_and_leads_on_from_there() {
        LocalDate today = daily.today();
        DailyPlayView view = navigate("daily/" + today + "/1", DailyPlayView.class);
        solveFirstRung(view, today);
        assertThat($(Paragraph.class).withText("New personal best play time!").all())
                .hasSize(1);
        Anchor next = (Anchor) view.finish.after.next.getChildren().findFirst().orElseThrow();
        CallsTester<Span> clock =
                new CallsTester<>($(Span.class).withAttribute("role", "timer").single());
        clock.calls();

        DailyPlayView shown = navigate(next.getHref(), DailyPlayView.class);

        assertThat(shown)
                .as("the router keeps the view and hands it the next rung")
                .isSameAs(view);
        assertThat(view.getPageTitle()).startsWith("Daily " + rung(today, 1).label() + " · ");
        assertThat(view.startStep.isVisible()).isTrue();
        assertThat(view.panel.game().orElseThrow().started()).isFalse();
        // Queries find visible components only: nothing of the first rung's finish is left on show.
        assertThat($(H2.class).withText("Solved").all()).isEmpty();
        assertThat($(Paragraph.class).withText("New personal best play time!").all())
                .isEmpty();
        assertThat($(H3.class).withText("Leaderboard").all()).isEmpty();
        assertThat($(H3.class).withText("Share your result").all()).isEmpty();
        assertThat($(Anchor.class).all()).extracting(Anchor::getText).noneMatch(text -> text.startsWith("Next rung"));
        Span time = $(Span.class).withAttribute("role", "timer").single();
        assertThat(time.getText()).isEqualTo(TimeText.of(Duration.ZERO));
        assertThat(clock.calls())
                .as("the browser's clock is set to the new rung's, standing")
                .singleElement()
                .satisfies(call ->
                        assertThat(call.arguments()).containsExactly(0L, false, GameService.CONTACT_GRACE.toMillis()));

        solveRung(view, today, 1);

        assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        Anchor third = (Anchor) view.finish.after.next.getChildren().findFirst().orElseThrow();
        assertThat(third.getHref()).isEqualTo(DailyPlayView.path(today, 2));
        assertThat(view.finish.after.shareText.getText().lines().toList().get(1))
                .startsWith(rung(today, 1).label() + " · ");
        assertThat(view.finish.after.shareText.getText()).endsWith("/" + DailyPlayView.path(today, 1));
    }

    @Test
    void before_its_start_the_next_rung_shows_its_own_pad_and_help_count_not_the_previous_ones() {
        LocalDate day = LocalDate.of(2026, 2, 13);
        DailyPlayView view = navigate("daily/2026-02-13/1", DailyPlayView.class);
        Press.on(view.startButton);
        Press.on($(NativeButton.class).withText("Check").single());
        Grid solution = rung(day, 0).puzzle().solution().orElseThrow();
        for (int i = 0; i < 16; i++) place(Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(view.finish.after.isVisible()).isTrue();
        });
        assertThat(helpCount()).isEqualTo("Help used: 1 time");
        assertThat(padDigits(view)).isEqualTo(4);

        navigate("daily/2026-02-13/2", DailyPlayView.class);

        assertThat(view.startStep.isVisible()).isTrue();
        assertThat(helpCount()).isEqualTo("Help used: none");
        assertThat(padDigits(view)).as("the 5×5's digits, not the 4×4's").isEqualTo(5);
        assertThat(padElement(view.getElement()).isEnabled())
                .as("nothing to write in before Start")
                .isFalse();
    }

    private String helpCount() {
        return $(Span.class).withClassName("help-count").single().getText();
    }

    /** How many digit buttons the number pad holds (plain HTML in its fieldset). */
    private static int padDigits(DailyPlayView view) {
        String html = padElement(view.getElement()).getProperty("innerHTML", "");
        return html.split("class=\"pad-digit\"", -1).length - 1;
    }

    private static Element padElement(Element page) {
        return descendants(page)
                .filter(element -> !element.isTextNode() && element.getTag().equals("fieldset"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no number pad"));
    }

    private static Stream<Element> descendants(Element element) {
        return Stream.concat(Stream.of(element), element.getChildren().flatMap(DailyPlayViewTest::descendants));
    }

    @Test
    void a_classic_rung_says_so_in_its_title_and_its_share_text() {
        LocalDate day = LocalDate.of(2026, 2, 12);
        DailyPlayView view = navigate("daily/2026-02-12/4", DailyPlayView.class);
        assertThat(view.getPageTitle())
                .isEqualTo("Daily 7×7 Hard · Classic · Thursday, 12 February 2026 · Calcoolation");

        solveRung(view, day, 3);

        assertThat(view.finish.after.shareText.getText().lines().toList().get(1))
                .matches("7×7 Hard · Classic · Time \\d\\d:\\d\\d · clean");
    }

    @Test
    void the_next_rung_skips_finished_ones_and_the_last_finish_says_the_ladder_is_done() {
        LocalDate day = LocalDate.of(2026, 2, 11);
        PlayerRef.Account me =
                new PlayerRef.Account(players.findByUsername(USER).orElseThrow().id());
        for (int slot = 1; slot < 6; slot++) {
            DailyPuzzle other = rung(day, slot);
            GameState game = games.dailyGame(
                            me,
                            other.id(),
                            other.puzzle(),
                            new PuzzleKind(other.size(), other.difficulty(), other.variant()))
                    .orElseThrow();
            games.show(new GameService.Seat(game.id(), "another page"));
            games.revealSolution(new GameService.Seat(game.id(), "another page"));
        }
        DailyPlayView view = navigate("daily/2026-02-11/1", DailyPlayView.class);

        solveFirstRung(view, day);

        assertThat(view.finish.after.next.getElement().getTextRecursively())
                .isEqualTo("Ladder done: every rung of this day is finished.");
        assertThat(view.finish.after.next.getChildren().filter(Anchor.class::isInstance))
                .isEmpty();
    }

    @Test
    void coming_back_to_a_rung_resumes_the_same_game() {
        DailyPlayView first = navigate("daily/2026-02-03/2", DailyPlayView.class);
        Press.on(first.startButton);
        place(new Cell(0, 0), 3);

        DailyPlayView again = navigate("daily/2026-02-03/2", DailyPlayView.class);
        assertThat(again.startStep.isVisible())
                .as("started once, started for good")
                .isFalse();
        assertThat(again.panel.game().orElseThrow().id())
                .isEqualTo(first.panel.game().orElseThrow().id());
        assertThat(again.panel.game().orElseThrow().board())
                .isEqualTo(first.panel.game().orElseThrow().board());
        assertThat(board().label(new Cell(0, 0))).contains(", value 3");
    }

    // ---- addresses that name no puzzle ----

    @Test
    void a_rung_past_the_ladder_is_not_found() {
        for (String address : new String[] {"daily/2026-02-03/7", "daily/2026-02-03/9", "daily/2026-02-03/0"}) {
            navigate(address, NotFoundView.class);

            assertThat($(H1.class).single().getText()).as(address).isEqualTo("Page not found");
            assertThat(gridCells()).isEmpty();
        }
    }

    @Test
    void a_day_not_out_yet_is_refused_with_a_link_to_today() {
        DailyPlayView view = navigate("daily/2030-01-01/1", DailyPlayView.class);

        assertThat(view.refusal.getText()).contains("not out yet");
        assertThat(gridCells()).isEmpty();
        assertThat($(Anchor.class).all()).extracting(Anchor::getText).contains("Go to today’s puzzles");
    }

    @Test
    void an_address_that_is_no_date_is_not_found() {
        for (String address : new String[] {"daily/nonsense/1", "daily/2026-13-40/1"}) {
            navigate(address, NotFoundView.class);

            assertThat($(H1.class).single().getText()).as(address).isEqualTo("Page not found");
            assertThat(gridCells()).isEmpty();
        }
    }
}
