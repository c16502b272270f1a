package org.calcoolation.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.KeenSamples.Sample;
import org.calcoolation.engine.Puzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hints that read the player's notes: where no digit can be placed yet, the next digit to cross out. */
class NotesHintTest {

    private static Sample sample(int size, Difficulty grade) {
        return KeenSamples.all().stream()
                .filter(s -> s.size() == size && s.grade() == grade)
                .findFirst()
                .orElseThrow();
    }

    /** A position as a player who wrote every candidate left by techniques up to {@code limit} has it. */
    private record Position(int[] entries, int[] notes) {}

    private static Position stuckAt(Puzzle puzzle, Difficulty limit) {
        State state = new State(new Layout(puzzle));
        assertThat(Ladder.run(state, limit)).isInstanceOf(Ladder.Outcome.Stuck.class);
        int[] entries = new int[state.mask.length], notes = new int[state.mask.length];
        for (int i = 0; i < state.mask.length; i++) {
            if (State.isSingle(state.mask[i])) entries[i] = State.digitOf(state.mask[i]);
            else notes[i] = state.mask[i];
        }
        return new Position(entries, notes);
    }

    @Test
    void with_every_note_written_the_hint_names_a_noted_digit_to_cross_out_and_why() {
        Sample sample = sample(6, Difficulty.HARD);
        Puzzle puzzle = sample.puzzle();
        int[] all = new int[36];
        java.util.Arrays.fill(all, 0b1111110);

        Hint hint = Solver.hint(puzzle, new int[36], all);

        assertThat(hint).isInstanceOf(Hint.Strike.class);
        Hint.Strike strike = (Hint.Strike) hint;
        assertThat(strike.digit()).isNotEqualTo(sample.solutionGrid().digit(strike.cell()));
        assertThat(strike.last().removed().get(strike.cell()) & 1 << strike.digit())
                .isNotZero();
        assertThat(strike.last().explanation()).isNotBlank();
        assertThat(strike.conclusion())
                .isEqualTo("So " + strike.digit() + " cannot go in row "
                        + (strike.cell().row() + 1) + ", column "
                        + (strike.cell().col() + 1) + ": cross it out of its notes.");
    }

    @Test
    void without_notes_the_hint_is_the_next_digit_as_before() {
        Puzzle puzzle = sample(6, Difficulty.HARD).puzzle();

        assertThat(Solver.hint(puzzle, new int[36], new int[36])).isEqualTo(Solver.hint(puzzle, new int[36]));
    }

    @Test
    void notes_that_leave_one_digit_settle_it_in_their_own_words() {
        Sample sample = sample(6, Difficulty.HARD);
        Cell cell = new Cell(2, 3);
        int[] notes = new int[36];
        notes[cell.index(6)] = 1 << sample.solutionGrid().digit(cell);

        Hint hint = Solver.hint(sample.puzzle(), new int[36], notes);

        assertThat(hint)
                .isEqualTo(new Hint.Next(
                        java.util.List.of(new Deduction(
                                Technique.SINGLE,
                                java.util.List.of(cell),
                                java.util.Map.of(),
                                new Reason.NotesLeaveOne(
                                        cell, sample.solutionGrid().digit(cell)))),
                        cell,
                        sample.solutionGrid().digit(cell)));
    }

    @Test
    void notes_that_rule_out_the_solution_are_not_built_on() {
        Sample sample = sample(6, Difficulty.HARD);
        Cell cell = new Cell(0, 0);
        int[] notes = new int[36];
        // Every digit but the right one: a hint that trusted these notes would settle a wrong digit.
        notes[0] = 0b1111110 & ~(1 << sample.solutionGrid().digit(cell));

        Hint hint = Solver.hint(sample.puzzle(), new int[36], notes);

        assertThat(hint).isEqualTo(Solver.hint(sample.puzzle(), new int[36]));
    }

    /** Where techniques up to {@code stuck} are spent, only {@code needed} or harder moves the player on. */
    @ParameterizedTest
    @CsvSource({"7, EXTREME, HARD, EXTREME", "6, UNREASONABLE, EXTREME, UNREASONABLE"})
    void where_only_advanced_deductions_apply_the_hint_uses_them(
            int size, Difficulty grade, Difficulty stuck, Difficulty needed) {
        Sample sample = sample(size, grade);
        Position at = stuckAt(sample.puzzle(), stuck);

        Hint hint = Solver.hint(sample.puzzle(), at.entries(), at.notes());

        assertThat(hint).isInstanceOf(Hint.Reasoned.class);
        Hint.Reasoned reasoned = (Hint.Reasoned) hint;
        System.out.println(size + "×" + size + " " + grade + " stuck at " + stuck + ": "
                + reasoned.getClass().getSimpleName() + " by " + reasoned.techniques() + ", "
                + reasoned.conclusion());
        assertThat(reasoned.technique().difficulty()).isEqualTo(needed);
        int solutionDigit = sample.solutionGrid().digit(reasoned.cell());
        switch (reasoned) {
            case Hint.Next next -> assertThat(next.digit()).isEqualTo(solutionDigit);
            case Hint.Strike strike -> {
                assertThat(strike.digit()).isNotEqualTo(solutionDigit);
                assertThat(at.notes()[strike.cell().index(size)] & 1 << strike.digit())
                        .isNotZero();
            }
        }
    }

    @ParameterizedTest
    @CsvSource({"7, EXTREME, HARD", "6, UNREASONABLE, EXTREME", "9, HARD, NORMAL"})
    void following_notes_hints_from_a_stuck_position_solves_the_puzzle(int size, Difficulty grade, Difficulty stuck) {
        Sample sample = sample(size, grade);
        Position at = stuckAt(sample.puzzle(), stuck);
        int[] entries = at.entries(), notes = at.notes();
        int strikes = 0, digits = 0;
        for (int step = 0; step < size * size * size; step++) {
            Hint hint = Solver.hint(sample.puzzle(), entries, notes);
            if (hint instanceof Hint.Complete) break;
            switch (hint) {
                case Hint.Strike strike -> {
                    notes[strike.cell().index(size)] &= ~(1 << strike.digit());
                    strikes++;
                }
                case Hint.Next next -> {
                    entries[next.cell().index(size)] = next.digit();
                    notes[next.cell().index(size)] = 0;
                    digits++;
                }
                default -> throw new AssertionError("no hint: " + hint);
            }
        }
        System.out.println(size + "×" + size + " " + grade + " from " + stuck + ": " + strikes + " notes crossed out, "
                + digits + " digits placed");
        assertThat(Grid.of(size, entries)).isEqualTo(sample.solutionGrid());
        assertThat(strikes).isPositive();
    }
}
