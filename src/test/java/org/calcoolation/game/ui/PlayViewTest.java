package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.internal.JacksonUtils;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.node.ObjectNode;

@SpringBootTest
class PlayViewTest extends SpringBrowserlessTest {

    private PlayView view;

    @BeforeEach
    void open() {
        view = navigate(PlayView.class);
    }

    private List<Div> gridCells() {
        return $(Div.class).withAttribute("role", "gridcell").all();
    }

    private String label(Cell cell) {
        return view.board.cell(cell).getElement().getAttribute("aria-label");
    }

    private void newPuzzle(int size, Difficulty difficulty) {
        test(view.size).selectItem(size + " × " + size);
        test(view.difficulty).selectItem(difficulty.label());
        test(view.newPuzzle).click();
    }

    private void press(String key) {
        new Keyboard(view.board).press(key);
    }

    private void pad(String label) {
        test($(Button.class, view.pad).withText(label).single()).click();
    }

    @Test
    void the_page_opens_on_a_six_by_six_normal_puzzle_drawn_as_a_grid_of_named_cells() {
        assertThat(view.board.getElement().getAttribute("role")).isEqualTo("grid");
        assertThat($(Div.class).withAttribute("role", "row").all()).hasSize(6);
        assertThat(gridCells()).hasSize(36);
        assertThat(gridCells().getFirst().getElement().getAttribute("aria-label")).startsWith("Row 1, column 1, cage ").endsWith(", empty");
        assertThat(label(new Cell(5, 5))).startsWith("Row 6, column 6, cage ");
        assertThat(view.puzzleId.getValue()).startsWith("6:");
    }

    @Test
    void a_new_puzzle_has_the_size_asked_for_and_big_sizes_offer_no_level_above_hard() {
        newPuzzle(4, Difficulty.EASY);
        assertThat(gridCells()).hasSize(16);
        assertThat($(Button.class, view.pad).all()).extracting(Button::getText).containsExactly("1", "2", "3", "4", "Clear");

        view.difficulty.setValue(Difficulty.EXTREME);
        test(view.size).selectItem("10 × 10");
        assertThat(view.difficulty.getValue()).isEqualTo(Difficulty.HARD);
    }

    @Test
    void the_number_pad_and_the_keyboard_place_and_clear_digits_in_the_selected_cell() {
        newPuzzle(4, Difficulty.EASY);
        test(view.board.cell(new Cell(0, 0))).click();
        pad("3");
        assertThat(label(new Cell(0, 0))).contains(", value 3");

        press("ArrowRight");
        press("2");
        assertThat(view.board.selected()).isEqualTo(new Cell(0, 1));
        assertThat(label(new Cell(0, 1))).contains(", value 2");

        press("Backspace");
        assertThat(label(new Cell(0, 1))).endsWith(", empty");
        press("9");
        assertThat(label(new Cell(0, 1))).endsWith(", empty");
    }

    @Test
    void a_digit_twice_in_a_row_is_marked_as_a_conflict_on_both_cells() {
        newPuzzle(4, Difficulty.EASY);
        test(view.board.cell(new Cell(0, 0))).click();
        pad("1");
        test(view.board.cell(new Cell(0, 3))).click();
        pad("1");

        for (Cell cell : List.of(new Cell(0, 0), new Cell(0, 3))) {
            assertThat(view.board.cell(cell).hasClassName("conflict")).isTrue();
            assertThat(label(cell)).contains(", value 1, conflict");
        }
        pad("Clear");
        assertThat(view.board.cell(new Cell(0, 0)).hasClassName("conflict")).isFalse();
    }

    @Test
    void typing_the_solution_says_solved_and_locks_the_grid() {
        newPuzzle(4, Difficulty.EASY);
        Grid solution = view.board.puzzle().solution().orElseThrow();
        test(view.board.cell(new Cell(0, 0))).click();
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                test(view.board.cell(new Cell(r, c))).click();
                press(Integer.toString(solution.digit(r, c)));
            }
        }

        assertThat(view.board.isSolved()).isTrue();
        assertThat(view.status.getText()).startsWith("Solved");
        press("Backspace");
        assertThat(label(new Cell(3, 3))).contains(", value " + solution.digit(3, 3));
    }

    /** Sends keydown events to the board as the browser would, filter result included. */
    private static final class Keyboard extends ComponentTester<BoardComponent> {

        Keyboard(BoardComponent board) {
            super(board);
        }

        void press(String key) {
            ObjectNode data = JacksonUtils.createObjectNode();
            data.put("event.key", key);
            data.put(BoardComponent.KEY_FILTER, true);
            fireDomEvent("keydown", data);
        }
    }
}
