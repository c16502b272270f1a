package org.calcoolation.engine.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Move.Place;
import org.calcoolation.engine.play.Move.ToggleNote;
import org.junit.jupiter.api.Test;

/** Check notes: a cell is marked when its notes leave out the digit the solution has there. */
class NoteMistakesTest {

    private final Puzzle puzzle = Puzzles.fourByFour();
    private final Grid solution = puzzle.solution().orElseThrow();

    @Test
    void notes_without_the_solution_digit_are_marked_and_notes_with_it_are_not() {
        // Row 1, column 1 is 1 in the solution; row 1, column 2 is 4.
        Board board = Board.start(puzzle)
                .apply(new ToggleNote(new Cell(0, 0), 2))
                .apply(new ToggleNote(new Cell(0, 0), 3))
                .apply(new ToggleNote(new Cell(0, 1), 4))
                .apply(new ToggleNote(new Cell(0, 1), 1));

        assertThat(board.noteMistakes(solution)).containsExactly(new Cell(0, 0));
    }

    @Test
    void a_cell_without_notes_and_a_filled_cell_are_never_marked() {
        Board board = Board.start(puzzle).apply(new Place(new Cell(1, 1), 3));

        assertThat(board.noteMistakes(solution)).isEmpty();
    }

    @Test
    void writing_the_missing_note_clears_the_mark() {
        Board wrong = Board.start(puzzle).apply(new ToggleNote(new Cell(2, 0), 1));
        Board fixed = wrong.apply(new ToggleNote(new Cell(2, 0), 4));

        assertThat(wrong.noteMistakes(solution)).containsExactly(new Cell(2, 0));
        assertThat(fixed.noteMistakes(solution)).isEmpty();
    }
}
