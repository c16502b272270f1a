package org.calcoolation.engine.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Move.Clear;
import org.calcoolation.engine.play.Move.ClearNotes;
import org.calcoolation.engine.play.Move.Fill;
import org.calcoolation.engine.play.Move.FillNotes;
import org.calcoolation.engine.play.Move.Place;
import org.calcoolation.engine.play.Move.ToggleNote;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class BoardTest {

    private final Puzzle puzzle = Puzzles.fourByFour();
    private final Board empty = Board.start(puzzle);

    private static Cell cell(int row, int col) {
        return new Cell(row, col);
    }

    /** Applies moves in turn, as a game would. */
    private static Board play(Board board, Move... moves) {
        for (Move move : moves) board = board.apply(move);
        return board;
    }

    private static Board fill(Puzzle puzzle, int[][] rows) {
        Board board = Board.start(puzzle);
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length; c++) board = board.apply(new Place(cell(r, c), rows[r][c]));
        }
        return board;
    }

    @Nested
    class Entries {

        @Test
        void a_new_board_is_empty_and_without_notes() {
            assertThat(empty.entries()).containsOnly(0).hasSize(16);
            assertThat(empty.notes()).containsOnly(0);
            assertThat(empty.isFull()).isFalse();
        }

        @Test
        void placing_a_digit_writes_it_in_the_cell() {
            Board board = empty.apply(new Place(cell(1, 2), 3));

            assertThat(board.value(cell(1, 2))).isEqualTo(3);
            assertThat(board.isEmpty(cell(1, 2))).isFalse();
            assertThat(board.entries()[6]).isEqualTo(3);
        }

        @Test
        void placing_over_a_digit_replaces_it() {
            Board board = play(empty, new Place(cell(0, 0), 1), new Place(cell(0, 0), 4));

            assertThat(board.value(cell(0, 0))).isEqualTo(4);
        }

        @Test
        void clearing_empties_the_cell() {
            Board board = play(empty, new Place(cell(0, 0), 1), new Clear(cell(0, 0)));

            assertThat(board.value(cell(0, 0))).isZero();
            assertThat(board).isEqualTo(empty);
        }

        @Test
        void applying_a_move_leaves_the_old_board_unchanged() {
            Board before = empty.apply(new ToggleNote(cell(0, 1), 2));
            Board after = play(before, new Place(cell(0, 0), 2), new FillNotes(Fill.FREE));

            assertThat(before.value(cell(0, 0))).isZero();
            assertThat(before.noteDigits(cell(0, 1))).containsExactly(2);
            assertThat(before.notes(cell(2, 2))).isZero();
            assertThat(after).isNotSameAs(before).isNotEqualTo(before);
        }

        @Test
        void the_entries_array_is_a_copy() {
            int[] entries = empty.entries();
            entries[0] = 3;

            assertThat(empty.value(cell(0, 0))).isZero();
        }

        @Test
        void a_move_that_changes_nothing_returns_the_same_board() {
            assertThat(empty.apply(new Clear(cell(2, 2)))).isSameAs(empty);
            assertThat(empty.apply(new ClearNotes(cell(2, 2)))).isSameAs(empty);
        }

        @Test
        void a_digit_outside_the_grid_size_is_refused() {
            assertThatThrownBy(() -> empty.apply(new Place(cell(0, 0), 5)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("digit 5 is not in 1..4");
            assertThatThrownBy(() -> empty.apply(new Place(cell(0, 0), 0)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("digit 0 is not in 1..4");
            assertThatThrownBy(() -> empty.apply(new ToggleNote(cell(0, 0), 9)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("digit 9 is not in 1..4");
        }

        @Test
        void a_cell_outside_the_grid_is_refused() {
            assertThatThrownBy(() -> empty.apply(new Place(cell(4, 0), 1)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("cell (4,0) lies outside the 4×4 grid");
            assertThatThrownBy(() -> empty.value(cell(0, 7)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("cell (0,7) lies outside the 4×4 grid");
        }

        @Test
        void a_restored_board_equals_the_board_it_was_saved_from() {
            Board board =
                    play(empty, new Place(cell(0, 0), 1), new ToggleNote(cell(3, 3), 4), new ToggleNote(cell(3, 3), 1));

            assertThat(Board.restore(puzzle, board.entries(), board.notes())).isEqualTo(board);
        }

        @Test
        void restoring_refuses_digits_the_grid_cannot_hold() {
            int[] entries = new int[16];
            entries[3] = 7;

            assertThatThrownBy(() -> Board.restore(puzzle, entries, new int[16]))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("digit 7 is not in 1..4");
        }
    }

    @Nested
    class Notes {

        @Test
        void toggling_a_note_adds_it_and_toggling_again_removes_it() {
            Board once = empty.apply(new ToggleNote(cell(2, 1), 3));
            Board twice = once.apply(new ToggleNote(cell(2, 1), 3));

            assertThat(once.noteDigits(cell(2, 1))).containsExactly(3);
            assertThat(once.notes(cell(2, 1))).isEqualTo(1 << 3);
            assertThat(twice.noteDigits(cell(2, 1))).isEmpty();
            assertThat(twice).isEqualTo(empty);
        }

        @Test
        void on_a_sixteen_by_sixteen_notes_15_and_16_are_kept_and_filled_like_the_others() {
            // Dominoes along each row of a cyclic Latin square: every cell's free digits are all sixteen.
            List<Cage> cages = new ArrayList<>();
            for (int r = 0; r < 16; r++)
                for (int c = 0; c < 16; c += 2)
                    cages.add(new Cage(
                            Operation.ADD, (r + c) % 16 + (r + c + 1) % 16 + 2, List.of(cell(r, c), cell(r, c + 1))));
            Board start = Board.start(new Puzzle(16, cages, Optional.empty()));
            Cell last = cell(15, 15);

            Board board = play(start, new ToggleNote(last, 15), new ToggleNote(last, 16), new ToggleNote(last, 1));

            assertThat(board.noteDigits(last)).containsExactly(1, 15, 16);
            assertThat(board.notes(last)).isEqualTo(1 << 1 | 1 << 15 | 1 << 16);
            assertThat(Board.restore(board.puzzle(), board.entries(), board.notes()))
                    .isEqualTo(board);
            Board filled = start.apply(new FillNotes(Fill.FREE));
            assertThat(filled.noteDigits(last)).hasSize(16).contains(15, 16);
            assertThat(play(start, new Place(cell(15, 0), 16), new FillNotes(Fill.FREE))
                            .noteDigits(last))
                    .hasSize(15)
                    .doesNotContain(16);
        }

        @Test
        void toggling_a_note_on_a_filled_cell_does_nothing() {
            Board filled = empty.apply(new Place(cell(2, 1), 1));

            assertThat(filled.apply(new ToggleNote(cell(2, 1), 3))).isSameAs(filled);
        }

        @Test
        void placing_a_digit_drops_the_cells_own_notes() {
            Board board =
                    play(empty, new ToggleNote(cell(1, 1), 2), new ToggleNote(cell(1, 1), 3), new Place(cell(1, 1), 3));

            assertThat(board.notes(cell(1, 1))).isZero();
        }

        @Test
        void clearing_notes_removes_every_note_of_the_cell() {
            Board board = play(
                    empty, new ToggleNote(cell(1, 1), 2), new ToggleNote(cell(1, 1), 4), new ClearNotes(cell(1, 1)));

            assertThat(board.noteDigits(cell(1, 1))).isEmpty();
        }

        @Test
        void placing_a_digit_removes_it_from_the_notes_of_its_row_and_column() {
            Board noted = play(
                    empty,
                    new ToggleNote(cell(0, 3), 2),
                    new ToggleNote(cell(0, 3), 3),
                    new ToggleNote(cell(3, 0), 2),
                    new ToggleNote(cell(2, 2), 2));

            Board board = noted.apply(new Place(cell(0, 0), 2));

            assertThat(board.noteDigits(cell(0, 3))).containsExactly(3);
            assertThat(board.noteDigits(cell(3, 0))).isEmpty();
            assertThat(board.noteDigits(cell(2, 2)))
                    .as("neither row nor column")
                    .containsExactly(2);
        }

        @Test
        void with_line_clearing_switched_off_placing_keeps_the_notes_of_row_and_column() {
            Board noted = play(empty, new ToggleNote(cell(0, 3), 2), new ToggleNote(cell(3, 0), 2));

            Board board = noted.apply(new Place(cell(0, 0), 2, false));

            assertThat(board.noteDigits(cell(0, 3))).containsExactly(2);
            assertThat(board.noteDigits(cell(3, 0))).containsExactly(2);
        }

        @Test
        void filling_notes_writes_into_each_empty_cell_the_digits_its_row_and_column_have_not_placed() {
            Board board = play(empty, new Place(cell(0, 0), 1), new Place(cell(1, 1), 2), new FillNotes(Fill.FREE));

            assertThat(board.noteDigits(cell(0, 1)))
                    .as("1 is in its row, 2 in its column")
                    .containsExactly(3, 4);
            assertThat(board.noteDigits(cell(1, 0)))
                    .as("2 is in its row, 1 in its column")
                    .containsExactly(3, 4);
            assertThat(board.noteDigits(cell(0, 3))).as("1 is in its row").containsExactly(2, 3, 4);
            assertThat(board.noteDigits(cell(3, 1))).as("2 is in its column").containsExactly(1, 3, 4);
            assertThat(board.noteDigits(cell(3, 3)))
                    .as("neither row nor column has a digit")
                    .containsExactly(1, 2, 3, 4);
            assertThat(board.notes(cell(0, 0))).as("a filled cell").isZero();
        }

        @Test
        void filling_notes_leaves_the_cage_arithmetic_to_smart_fill() {
            Board one = empty.apply(new Place(cell(0, 0), 1));

            // (0,1) shares a 3− cage with that 1, so only 4 makes the cage.
            assertThat(one.apply(new FillNotes(Fill.FREE)).noteDigits(cell(0, 1)))
                    .containsExactly(2, 3, 4);
            assertThat(one.apply(new FillNotes(Fill.CONSISTENT)).noteDigits(cell(0, 1)))
                    .containsExactly(4);
        }

        @Test
        void filling_consistent_notes_keeps_only_1_and_4_in_a_two_cell_3_minus_cage() {
            Board board = empty.apply(new FillNotes(Fill.CONSISTENT));

            assertThat(board.noteDigits(cell(0, 0))).containsExactly(1, 4);
            assertThat(board.noteDigits(cell(0, 1))).containsExactly(1, 4);
            assertThat(board.noteDigits(cell(3, 0))).as("the given 2").containsExactly(2);
            assertThat(board.noteDigits(cell(1, 1))).as("2÷ takes 1, 2 or 4").containsExactly(1, 2, 4);
        }

        @Test
        void filling_consistent_notes_leaves_out_digits_already_in_the_row_or_column() {
            Board board = play(empty, new Place(cell(1, 0), 4), new FillNotes(Fill.CONSISTENT));

            assertThat(board.noteDigits(cell(0, 0))).as("4 is in its column").containsExactly(1);
            assertThat(board.noteDigits(cell(0, 1)))
                    .as("its cage partner must then be 4")
                    .containsExactly(4);
            assertThat(board.noteDigits(cell(1, 1))).as("4 is in its row").containsExactly(1, 2);
            assertThat(board.noteDigits(cell(2, 0))).as("7+ with a 4 needs a 3").containsExactly(3);
        }

        @Test
        void filling_consistent_notes_narrows_a_cell_the_player_has_noted_and_never_adds_to_it() {
            // (1,1) is in a 2÷ cage, so it may take 1, 2 or 4; the player has ruled out 1 and 2 already.
            Board noted = play(empty, new ToggleNote(cell(1, 1), 3), new ToggleNote(cell(1, 1), 4));

            Board board = noted.apply(new FillNotes(Fill.CONSISTENT));

            assertThat(board.noteDigits(cell(1, 1)))
                    .as("3 does not fit, 1 and 2 stay out")
                    .containsExactly(4);
            assertThat(board.noteDigits(cell(0, 0)))
                    .as("a cell without notes is filled")
                    .containsExactly(1, 4);
        }

        @Test
        void filling_consistent_notes_a_second_time_changes_nothing() {
            Board once = play(empty, new Place(cell(1, 0), 4), new FillNotes(Fill.CONSISTENT));

            assertThat(once.apply(new FillNotes(Fill.CONSISTENT))).isSameAs(once);
        }

        @Test
        void filling_notes_still_replaces_the_players_notes() {
            Board noted = empty.apply(new ToggleNote(cell(1, 1), 3));

            assertThat(noted.apply(new FillNotes(Fill.FREE)).noteDigits(cell(1, 1)))
                    .containsExactly(1, 2, 3, 4);
        }

        @Test
        void notes_hold_every_digit_of_a_twelve_by_twelve_grid() {
            List<Cage> rows = new ArrayList<>();
            for (int r = 0; r < 12; r++) {
                List<Cell> cells = new ArrayList<>();
                for (int c = 0; c < 12; c++) cells.add(cell(r, c));
                rows.add(new Cage(Operation.ADD, 78, cells));
            }
            Board board = Board.start(new Puzzle(12, rows)).apply(new FillNotes(Fill.FREE));

            assertThat(board.noteDigits(cell(11, 11))).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
            assertThat(board.apply(new ToggleNote(cell(11, 11), 12)).noteDigits(cell(11, 11)))
                    .doesNotContain(12);
        }
    }

    @Nested
    class Checking {

        @Test
        void a_digit_repeated_in_a_row_marks_both_cells_as_conflicts() {
            Board board = play(empty, new Place(cell(0, 0), 1), new Place(cell(0, 3), 1), new Place(cell(1, 1), 1));

            assertThat(board.conflicts()).containsExactly(cell(0, 0), cell(0, 3));
        }

        @Test
        void a_digit_repeated_in_a_column_marks_both_cells_as_conflicts() {
            Board board = play(empty, new Place(cell(0, 1), 3), new Place(cell(2, 1), 3), new Place(cell(3, 2), 3));

            assertThat(board.conflicts()).containsExactly(cell(0, 1), cell(2, 1));
        }

        @Test
        void a_board_without_repeats_has_no_conflicts() {
            assertThat(fill(puzzle, puzzle.solution().orElseThrow().rows()).conflicts())
                    .isEmpty();
        }

        @Test
        void a_partly_filled_cage_is_incomplete_even_when_it_cannot_work() {
            Cage product = puzzle.cageAt(cell(0, 2));
            Board board = play(empty, new Place(cell(0, 2), 1), new Place(cell(0, 3), 1));

            assertThat(board.status(product)).isEqualTo(CageStatus.INCOMPLETE);
        }

        @Test
        void a_full_cage_with_the_wrong_product_is_marked_wrong() {
            Cage product = puzzle.cageAt(cell(0, 2));
            Board board = play(empty, new Place(cell(0, 2), 3), new Place(cell(0, 3), 2), new Place(cell(1, 3), 1));

            assertThat(product.clue()).isEqualTo("24×");
            assertThat(board.status(product)).isEqualTo(CageStatus.WRONG);
        }

        @Test
        void a_full_cage_that_makes_its_target_is_satisfied() {
            Cage product = puzzle.cageAt(cell(0, 2));
            Board board = play(empty, new Place(cell(0, 2), 3), new Place(cell(0, 3), 2), new Place(cell(1, 3), 4));

            assertThat(board.status(product)).isEqualTo(CageStatus.SATISFIED);
        }

        @Test
        void the_stored_solution_completes_the_puzzle() {
            Board board = fill(puzzle, puzzle.solution().orElseThrow().rows());

            assertThat(board.isFull()).isTrue();
            assertThat(board.isComplete()).isTrue();
            assertThat(board.mistakes(puzzle.solution().orElseThrow())).isEmpty();
        }

        @Test
        void a_different_valid_solution_of_an_ambiguous_puzzle_also_completes_it() {
            Puzzle ambiguous = Puzzles.rowsOfSix();
            int[][] other = {{1, 2, 3}, {3, 1, 2}, {2, 3, 1}};
            Grid stored = ambiguous.solution().orElseThrow();

            Board board = fill(ambiguous, other);

            assertThat(Grid.ofRows(other)).isNotEqualTo(stored);
            assertThat(board.isComplete()).isTrue();
            assertThat(board.mistakes(stored)).isNotEmpty();
        }

        @Test
        void a_full_board_with_a_conflict_is_not_complete_even_when_every_cage_adds_up() {
            Puzzle ambiguous = Puzzles.rowsOfSix();
            Board board = fill(ambiguous, new int[][] {{1, 2, 3}, {2, 3, 1}, {2, 2, 2}});

            assertThat(board.isFull()).isTrue();
            assertThat(ambiguous.cages())
                    .allSatisfy(cage -> assertThat(board.status(cage)).isEqualTo(CageStatus.SATISFIED));
            assertThat(board.conflicts()).isNotEmpty();
            assertThat(board.isComplete()).isFalse();
        }

        @Test
        void a_latin_board_that_misses_a_cage_target_is_not_complete() {
            // Rows and columns are fine, but the 7+ cage in the first column holds 3 and 1.
            Board board = fill(puzzle, new int[][] {{4, 1, 3, 2}, {3, 2, 1, 4}, {1, 4, 2, 3}, {2, 3, 4, 1}});

            assertThat(board.conflicts()).isEmpty();
            assertThat(board.isComplete()).isFalse();
        }

        @Test
        void an_empty_or_partly_filled_board_is_not_complete() {
            assertThat(empty.isComplete()).isFalse();
            assertThat(empty.apply(new Place(cell(0, 0), 1)).isComplete()).isFalse();
        }

        @Test
        void mistakes_are_the_filled_cells_that_differ_from_the_solution() {
            Grid solution = puzzle.solution().orElseThrow();
            Board board = play(empty, new Place(cell(0, 0), 1), new Place(cell(0, 1), 1), new Place(cell(3, 3), 2));

            assertThat(board.mistakes(solution)).containsExactly(cell(0, 1), cell(3, 3));
        }
    }
}
