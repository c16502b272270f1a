package org.calcoolation.engine.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.KeenSamples;
import org.calcoolation.engine.KeenSamples.Sample;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.junit.jupiter.api.Test;

class HintTest {

    private static Sample sample(int size, Difficulty grade) {
        return KeenSamples.all().stream()
                .filter(s -> s.size() == size && s.grade() == grade)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void a_hint_on_an_empty_grid_names_a_technique_and_settles_a_digit_of_the_solution() {
        Sample sample = sample(6, Difficulty.NORMAL);
        Puzzle puzzle = sample.puzzle();

        Hint hint = Solver.hint(puzzle, new int[36]);

        assertThat(hint).isInstanceOf(Hint.Next.class);
        Hint.Next next = (Hint.Next) hint;
        assertThat(next.digit()).isEqualTo(sample.solutionGrid().digit(next.cell()));
        assertThat(next.last().explanation()).isNotBlank();
        assertThat(next.technique().difficulty()).isLessThanOrEqualTo(Difficulty.NORMAL);
        assertThat(next.steps()).allSatisfy(step -> assertThat(step.removed()).isNotEmpty());
    }

    @Test
    void following_hints_one_after_another_solves_the_puzzle() {
        for (Sample sample : List.of(
                sample(5, Difficulty.HARD), sample(7, Difficulty.EXTREME), sample(6, Difficulty.UNREASONABLE))) {
            Puzzle puzzle = sample.puzzle();
            int n = puzzle.size();
            int[] entries = new int[n * n];
            for (int move = 0; move < n * n; move++) {
                Hint hint = Solver.hint(puzzle, entries);
                if (hint instanceof Hint.Complete) break;
                Hint.Next next = (Hint.Next) hint;
                entries[next.cell().index(n)] = next.digit();
            }
            assertThat(Grid.of(n, entries)).isEqualTo(sample.solutionGrid());
        }
    }

    @Test
    void a_hard_position_calls_for_a_hard_technique_with_its_reason_in_words() {
        Sample sample = sample(9, Difficulty.HARD);
        Hint.Next next = firstHintAtLeast(sample, Difficulty.HARD);

        assertThat(next.technique().difficulty()).isEqualTo(Difficulty.HARD);
        Deduction hard = next.steps().stream()
                .filter(s -> s.technique().difficulty() == Difficulty.HARD)
                .findFirst()
                .orElseThrow();
        assertThat(hard.explanation()).containsAnyOf("row", "column");
        assertThat(hard.cells()).isNotEmpty();
    }

    /** Plays the solution's digits in the order hints give them until a hint needs the given level. */
    private static Hint.Next firstHintAtLeast(Sample sample, Difficulty level) {
        Puzzle puzzle = sample.puzzle();
        int n = puzzle.size();
        int[] entries = new int[n * n];
        while (true) {
            Hint.Next next = (Hint.Next) Solver.hint(puzzle, entries);
            if (next.technique().difficulty().compareTo(level) >= 0) return next;
            entries[next.cell().index(n)] = next.digit();
        }
    }

    @Test
    void entries_that_contradict_the_solution_are_pointed_out_instead_of_built_on() {
        Sample sample = sample(4, Difficulty.EASY);
        Grid solution = sample.solutionGrid();
        int[] entries = new int[16];
        entries[0] = solution.digit(0, 0) % 4 + 1;
        entries[5] = solution.digit(1, 1);

        Hint hint = Solver.hint(sample.puzzle(), entries);

        assertThat(hint).isEqualTo(new Hint.Mistaken(List.of(new Cell(0, 0))));
    }

    @Test
    void a_full_correct_grid_needs_no_hint_and_an_ambiguous_puzzle_gets_none() {
        Sample sample = sample(4, Difficulty.EASY);
        assertThat(Solver.hint(sample.puzzle(), sample.solutionGrid().digits())).isEqualTo(new Hint.Complete());

        Puzzle ambiguous = new Puzzle(
                3,
                List.of(
                        new Cage(Operation.ADD, 6, List.of(new Cell(0, 0), new Cell(0, 1), new Cell(0, 2))),
                        new Cage(Operation.ADD, 6, List.of(new Cell(1, 0), new Cell(1, 1), new Cell(1, 2))),
                        new Cage(Operation.ADD, 6, List.of(new Cell(2, 0), new Cell(2, 1), new Cell(2, 2)))));
        assertThat(Solver.hint(ambiguous, new int[9])).isInstanceOf(Hint.Unavailable.class);
    }
}
