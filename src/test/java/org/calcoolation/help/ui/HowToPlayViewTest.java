package org.calcoolation.help.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Technique;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
@ViewPackages(classes = HowToPlayView.class)
class HowToPlayViewTest extends SpringBrowserlessTest {

    @Test
    void the_page_has_the_rules_a_worked_four_by_four_and_the_controls() {
        HowToPlayView view = navigate(HowToPlayView.class);

        assertThat($(H1.class).single().getText()).isEqualTo("How to play");
        assertThat($(H2.class).all())
                .extracting(H2::getText)
                .containsExactly(
                        "The rules", "Twists", "Levels", "A 4×4, solved in words", "Controls", "Time and play time");
        assertThat(view.steps.getChildren()).hasSize(WorkedExample.STEPS.size());
        // The empty puzzle and one grid after each step, each a picture with its content in words.
        assertThat($(Div.class).withClassName("mini-grid").all())
                .hasSize(1 + WorkedExample.STEPS.size())
                .allSatisfy(grid ->
                        assertThat(grid.getElement().getAttribute("aria-label")).isNotBlank());
        assertThat($(Div.class)
                        .withClassName("mini-cell")
                        .all()
                        .getFirst()
                        .getElement()
                        .getTextRecursively())
                .isEqualTo("2");
        assertThat($(ListItem.class).all())
                .extracting(li -> li.getElement().getTextRecursively())
                .anySatisfy(text -> assertThat(text).startsWith("Keyboard: arrows move"))
                .anySatisfy(text -> assertThat(text).startsWith("Touch: "))
                .anySatisfy(text -> assertThat(text).startsWith("Notes: "))
                .anySatisfy(text -> assertThat(text).startsWith("Undo: "))
                .anySatisfy(text -> assertThat(text).startsWith("Help: "))
                .anySatisfy(text -> assertThat(text)
                        .startsWith("Time: from the moment the grid first appears")
                        .contains("A day’s leaderboard ranks it, and the share text gives it."))
                .anySatisfy(text -> assertThat(text)
                        .startsWith("Play time: only while the grid is on screen")
                        .contains("the clock above the grid counts it. Personal bests"));
        assertThat($(Anchor.class).all()).extracting(Anchor::getHref).contains("play", "how-to-play", ".");
    }

    @Test
    void each_level_names_the_techniques_the_solver_and_the_hints_use_for_it() {
        HowToPlayView view = navigate(HowToPlayView.class);

        assertThat(view.levels.keySet()).containsExactly(Difficulty.values());
        for (Technique technique : Technique.values()) {
            assertThat(text(view.levels.get(technique.difficulty())).toLowerCase(Locale.ROOT))
                    .as("the %s item", technique.difficulty())
                    .contains(technique.label().toLowerCase(Locale.ROOT));
        }
    }

    @Test
    void the_page_never_promises_that_logic_alone_solves_every_puzzle_and_says_unreasonable_may_need_a_trial() {
        HowToPlayView view = navigate(HowToPlayView.class);
        String page = $(Main.class).single().getElement().getTextRecursively();

        assertThat(page).doesNotContain("logic alone");
        assertThat(text(view.levels.get(Difficulty.UNREASONABLE)))
                .startsWith("Unreasonable: ")
                .contains("no step of logic is left", "trial and error", "contradiction");
        assertThat(text(view.levels.get(Difficulty.EXTREME))).doesNotContain("trial");
    }

    @Test
    void what_the_page_says_of_unreasonable_is_what_its_hint_says_when_it_gets_there() {
        // The hint a player gets where reasoning runs out, following hints through an Unreasonable puzzle of Keen's.
        String hint = firstTrialHint();

        assertThat(hint).startsWith("No step of logic is left, but trying ").contains(" in turn shows that only ");
        String page = text(navigate(HowToPlayView.class).levels.get(Difficulty.UNREASONABLE));
        assertThat(page)
                .contains("no step of logic is left")
                .contains("which digits to try in which cell, and which one leads to the solution");
    }

    /** The first step of trial and error met while following hints through Keen's Unreasonable samples. */
    private static String firstTrialHint() {
        for (KeenSamples.Sample sample : KeenSamples.all()) {
            if (sample.grade() != Difficulty.UNREASONABLE) continue;
            Puzzle puzzle = sample.puzzle();
            int n = puzzle.size();
            int[] entries = new int[n * n];
            while (Solver.hint(puzzle, entries) instanceof Hint.Next next) {
                for (Deduction step : next.steps()) if (step.technique() == Technique.GUESS) return step.explanation();
                entries[next.cell().index(n)] = next.digit();
            }
        }
        throw new AssertionError("no Unreasonable sample reached trial and error");
    }

    private static String text(ListItem item) {
        return item.getElement().getTextRecursively();
    }

    @Test
    void the_worked_puzzle_has_exactly_the_solution_its_steps_write() {
        assertThat(Solver.solve(WorkedExample.PUZZLE))
                .isInstanceOfSatisfying(
                        Finding.Unique.class,
                        unique -> assertThat(unique.solution()).isEqualTo(WorkedExample.SOLUTION));
        Set<Cell> written = new HashSet<>();
        for (WorkedExample.Step step : WorkedExample.STEPS) {
            for (WorkedExample.Placed placed : step.placed()) {
                assertThat(placed.digit())
                        .as("%s in step \"%s\"", placed.cell(), step.words())
                        .isEqualTo(WorkedExample.SOLUTION.digit(placed.cell()));
                assertThat(written.add(placed.cell()))
                        .as("%s written once", placed.cell())
                        .isTrue();
            }
        }
        assertThat(written).as("the steps fill the whole grid").hasSize(16);
    }
}
