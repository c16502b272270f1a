package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Hint;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Check notes and a notes hint's "cross it out", on one game: each counts as help; the strike is undone as any move. */
class NotesHelpTest {

    private static final PuzzleKind KIND = new PuzzleKind(6, Difficulty.HARD, Variant.STANDARD);
    private final HandClock clock = new HandClock();
    private Grid solution;
    private Game game;

    @BeforeEach
    void start() {
        Puzzle puzzle = Generator.generate(6, Difficulty.HARD, Variant.STANDARD, 43);
        solution = puzzle.solution().orElseThrow();
        game = Game.start(UUID.randomUUID(), puzzle, KIND, Settings.DEFAULT, clock);
        game.time().shown(GameTest.PAGE);
    }

    private int wrongDigit(Cell cell) {
        return solution.digit(cell) % 6 + 1;
    }

    @Test
    void check_notes_marks_a_cell_whose_notes_leave_out_its_digit_and_counts_as_a_check() {
        Cell cell = new Cell(1, 3);
        game.toggleNote(cell, wrongDigit(cell));
        game.toggleNote(new Cell(0, 0), solution.digit(0, 0));

        assertThat(game.checkNotes()).containsExactly(cell);
        assertThat(game.help().checks()).isEqualTo(1);
        assertThat(game.help().isClean()).isFalse();
    }

    @Test
    void the_hint_with_every_note_written_crosses_one_out_in_one_undoable_move_counted_as_a_hint() {
        game.fillNotes(Move.Fill.FREE);
        Hint hint = game.hint().hint();
        assertThat(hint).isInstanceOf(Hint.Strike.class);
        Hint.Strike strike = (Hint.Strike) hint;
        int hintsBefore = game.help().hints();

        assertThat(game.strikeNote(strike.cell(), strike.digit())).isTrue();

        assertThat(game.board().notes(strike.cell()) & 1 << strike.digit()).isZero();
        assertThat(game.help().hints()).isEqualTo(hintsBefore + 1);
        assertThat(game.undo()).isTrue();
        assertThat(game.board().notes(strike.cell()) & 1 << strike.digit()).isNotZero();
    }

    @Test
    void a_strike_of_the_solution_digit_or_of_a_note_not_written_is_refused_and_costs_nothing() {
        Cell cell = new Cell(2, 2);
        game.fillNotes(Move.Fill.FREE);
        game.toggleNote(cell, wrongDigit(cell)); // no longer noted

        assertThat(game.strikeNote(cell, solution.digit(cell))).isFalse();
        assertThat(game.strikeNote(cell, wrongDigit(cell))).isFalse();
        assertThat(game.strikeNote(cell, 9)).isFalse();
        assertThat(game.help().isClean()).isTrue();
    }
}
