package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.LocalDate;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.game.ui.BoardTester;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/** A daily typed in faster than a person can: the page says it is under review, and the leaderboard leaves it out. */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/daily-play-ui")
@WithUserDetails(value = HeldSolveViewTest.USER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class HeldSolveViewTest extends SpringBrowserlessTest {

    static final String USER = "held.solver";

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @BeforeEach
    void aFreshPlayer() {
        long id = DailyTestData.account(players, USER, null);
        jdbc.update("delete from solve_record where player_id = ?", id);
        jdbc.update("delete from saved_game where player_key = ?", "account:" + id);
    }

    @Test
    void a_solve_typed_faster_than_anyone_can_is_told_as_under_review_and_left_off_the_leaderboard() {
        LocalDate today = daily.today();
        DailyPlayView view = navigate("daily/" + today + "/1", DailyPlayView.class);
        Grid solution = DailyTestData.ladder(daily, today).getFirst().puzzle().solution().orElseThrow();
        Press.on(view.startButton);
        BoardTester board = new BoardTester($(Div.class).withAttribute("role", "grid").single());
        double keyTime = 0;
        for (int i = 0; i < 16; i++) {
            board.click(Cell.ofIndex(i, 4));
            board.press(Integer.toString(solution.digit(Cell.ofIndex(i, 4))), false, false, keyTime += 2000);
        }

        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            view.panel.refresh();
            assertThat($(H2.class).withText("Solved").all()).hasSize(1);
        });
        assertThat($(Paragraph.class).all()).map(Paragraph::getText).anySatisfy(text -> assertThat(text)
                .startsWith("Your time is under review and not ranked: nobody can type a clean 4×4 in less than 00:04"));
        assertThat($(NativeTableRow.class).all()).map(row -> row.getElement().getTextRecursively()).noneMatch(row -> row.contains(USER));
        assertThat(jdbc.queryForObject("select review from solve_record sr join player p on p.id = sr.player_id where p.username = ?",
                String.class, USER)).isEqualTo("UNDER_REVIEW");
    }
}
