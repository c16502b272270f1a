package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Duration;
import java.time.LocalDate;
import org.calcoolation.Pushed;
import org.calcoolation.RefusedWrites;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Grid;
import org.calcoolation.game.ui.BoardTester;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/**
 * A daily solved while its record cannot be written (here an H2 trigger refuses it, as a broken
 * database did): the page never says "Solved", says the result is not saved yet, and tells the
 * solve once a later try stores it. View tests run on H2 only.
 */
@SpringBootTest
@WithUserDetails(value = UnsavedSolveViewTest.USER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class UnsavedSolveViewTest extends SpringBrowserlessTest {

    static final String USER = "unsaved.solver";

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void aFreshPlayerAndARefusingDatabase() {
        DailyTestData.freshAccount(players, USER);
        RefusedWrites.refuse(jdbc, "solve_record", "insert");
    }

    @AfterEach
    void databaseWritesAgain() {
        RefusedWrites.allow(jdbc, "solve_record", "insert");
    }

    @Test
    void a_solve_that_cannot_be_stored_says_so_and_is_told_once_a_later_try_stores_it() {
        LocalDate today = daily.today();
        long id = players.findByUsername(USER).orElseThrow().id();
        DailyPlayView view = navigate("daily/" + today + "/1", DailyPlayView.class);
        Grid solution = DailyTestData.ladder(daily, today)
                .getFirst()
                .puzzle()
                .solution()
                .orElseThrow();
        Press.on(view.startButton);
        BoardTester board =
                new BoardTester($(Div.class).withAttribute("role", "grid").single());
        DailyTestData.typeAtOnce(board, solution);

        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat($(H2.class).withText("Your result is not saved yet").all())
                    .hasSize(1);
        });
        assertThat(view.panel.getElement().getTextRecursively())
                .contains("tries again")
                .doesNotContain("Solved");
        assertThat(view.finish.after.isVisible())
                .as("no share text or next rung for a result not stored")
                .isFalse();
        assertThat($(NativeTableRow.class).all()).as("no leaderboard").isEmpty();
        assertThat(jdbc.queryForObject("select count(*) from solve_record where player_id = ?", Integer.class, id))
                .isZero();

        databaseWritesAgain();

        await().atMost(Duration.ofSeconds(20)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        });
        assertThat($(H2.class).withText("Your result is not saved yet").all()).isEmpty();
        assertThat($(Paragraph.class).all()).map(Paragraph::getText).noneMatch(text -> text.contains("not saved"));
        assertThat(jdbc.queryForObject("select outcome from solve_record where player_id = ?", String.class, id))
                .isEqualTo("CLEAN");
        assertThat(view.finish.after.isVisible()).isTrue();
    }
}
