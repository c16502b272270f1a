package org.calcoolation.help.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.solve.SolveResult;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
@ViewPackages(classes = HowToPlayView.class)
class HowToPlayViewTest extends SpringBrowserlessTest {

    @Test
    void the_page_has_the_rules_a_worked_four_by_four_and_the_controls() {
        HowToPlayView view = navigate(HowToPlayView.class);

        assertThat($(H1.class).single().getText()).isEqualTo("How to play");
        assertThat($(H2.class).all()).extracting(H2::getText).containsExactly("The rules", "A 4×4, solved in words", "Controls");
        assertThat(view.steps.getChildren()).hasSize(WorkedExample.STEPS.size());
        // The empty puzzle and one grid after each step, each a picture with its content in words.
        assertThat($(Div.class).withClassName("mini-grid").all()).hasSize(1 + WorkedExample.STEPS.size())
                .allSatisfy(grid -> assertThat(grid.getElement().getAttribute("aria-label")).isNotBlank());
        assertThat($(Div.class).withClassName("mini-cell").all().getFirst().getElement().getTextRecursively()).isEqualTo("2");
        assertThat($(ListItem.class).all()).extracting(li -> li.getElement().getTextRecursively())
                .anySatisfy(text -> assertThat(text).startsWith("Keyboard: arrows move"))
                .anySatisfy(text -> assertThat(text).startsWith("Touch: "))
                .anySatisfy(text -> assertThat(text).startsWith("Notes: "))
                .anySatisfy(text -> assertThat(text).startsWith("Undo: "))
                .anySatisfy(text -> assertThat(text).startsWith("Help: "));
        assertThat($(Anchor.class).all()).extracting(Anchor::getHref).contains("play", "how-to-play", ".");
    }

    @Test
    void the_worked_puzzle_has_exactly_the_solution_its_steps_write() {
        assertThat(Solver.solve(WorkedExample.PUZZLE)).isInstanceOfSatisfying(SolveResult.Unique.class,
                unique -> assertThat(unique.solution()).isEqualTo(WorkedExample.SOLUTION));
        Set<Cell> written = new HashSet<>();
        for (WorkedExample.Step step : WorkedExample.STEPS) {
            for (WorkedExample.Placed placed : step.placed()) {
                assertThat(placed.digit()).as("%s in step \"%s\"", placed.cell(), step.words())
                        .isEqualTo(WorkedExample.SOLUTION.digit(placed.cell()));
                assertThat(written.add(placed.cell())).as("%s written once", placed.cell()).isTrue();
            }
        }
        assertThat(written).as("the steps fill the whole grid").hasSize(16);
    }
}
