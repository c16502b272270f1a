package org.calcoolation.run.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Press;
import org.calcoolation.run.RunPool;
import org.calcoolation.run.RunPuzzle;
import org.calcoolation.run.RunService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The run's page without a browser, as a guest: the grids run.js would send are handed to the view as
 * its event would hand them. The clock is the real one, so the run is ended by wrong grids (5 s each).
 */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/run-ui")
class RunViewTest extends SpringBrowserlessTest {

    @Autowired
    RunService runs;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    ApplicationContext context;

    @BeforeEach
    void poolPuzzles() {
        RunPool.fill(jdbc, 2);
    }

    private static String grid(int seq, RunPuzzle puzzle, boolean right) {
        int[] digits = RunPool.solution(puzzle);
        if (!right) digits[0] = digits[0] % puzzle.puzzle().size() + 1;
        return seq + "|" + puzzle.position() + "|"
                + Arrays.stream(digits).mapToObj(Integer::toString).collect(Collectors.joining(",")) + "|";
    }

    @Test
    void a_guest_plays_a_run_to_its_end_and_sees_the_score_the_hold_and_the_review() {
        RunView view = navigate(RunView.class);
        assertThat(view.intro.isVisible()).isTrue();
        assertThat(view.boards.today.getElement().getTextRecursively()).contains("Today’s best runs");

        Press.on(view.start);
        assertThat(view.intro.isVisible()).isFalse();
        assertThat(view.board.isAttached()).isTrue();
        RunService.Started started = view.started.orElseThrow();
        view.grid(grid(1, started.puzzles().getFirst(), true));
        // Solved in no time: held by the screening. Wrong grids then take the clock down, 5 s each.
        int seq = 2;
        while (view.started.isPresent() && seq < 60)
            view.grid(grid(seq++, started.puzzles().get(1), false));

        assertThat(view.started).isEmpty();
        assertThat(view.result.isVisible()).isTrue();
        String said = view.result.getElement().getTextRecursively();
        assertThat(said).contains("Time! You solved 1 puzzle (");
        assertThat(said).contains("This run is held off the boards until a moderator has looked at it");
        assertThat(said).contains("Puzzle 1 · 4×4 · solved in").contains("Puzzle 2 · 4×4 · not finished");
        assertThat(view.start.getText()).isEqualTo("Run again");
    }

    @Test
    void a_run_live_in_another_tab_is_refused_with_a_sentence() {
        RunView view = navigate(RunView.class);
        runs.start(context.getBean(CurrentPlayer.class).ref());
        Press.on(view.start);
        assertThat(view.refusal.isVisible()).isTrue();
        assertThat(view.refusal.getText()).isEqualTo(Wording.t(RunService.ANOTHER_TAB));
        assertThat(view.started).isEmpty();
    }

    @Test
    void a_finish_from_the_page_before_the_servers_end_is_not_taken() {
        RunView view = navigate(RunView.class);
        Press.on(view.start);
        view.over();
        assertThat(view.started).isPresent();
        assertThat(view.result.isVisible()).isFalse();
    }

    @Test
    void another_players_run_is_refused_with_a_sentence() {
        RunService.Started theirs = (RunService.Started) runs.start(PlayerKeys.random());
        RunView view = navigate("run/" + theirs.run(), RunView.class);
        assertThat(view.refusal.getText()).isEqualTo("That run is not one of yours, or it is not over yet.");
        assertThat(view.result.isVisible()).isFalse();
    }
}
