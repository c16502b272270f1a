package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Step;
import org.calcoolation.engine.solve.Technique;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Puzzles made to practise one technique need it, and nothing harder, step by step as hints take them. */
class TargetedGenerationTest {

    @ParameterizedTest(name = "{0} on {1}×{1}")
    @CsvSource({"SINGLE, 4", "CAGE_CELLS, 5", "CAGE_LINE, 5", "NAKED_SUBSET, 6"})
    void twenty_puzzles_made_for_a_technique_each_need_it_as_their_hardest_step(Technique technique, int size) {
        SplittableRandom random = new SplittableRandom(43);
        long start = System.nanoTime();
        for (int i = 0; i < 20; i++) {
            Puzzle puzzle = Generator.needing(size, technique, 400, random).orElseThrow();
            assertThat(Solver.solve(puzzle)).isInstanceOf(Finding.Unique.class);
            List<Step> trace = Solver.trace(puzzle, Budget.unlimited());
            List<Technique> used = trace.stream()
                    .map(Step::deduction)
                    .map(Deduction::technique)
                    .toList();
            assertThat(used).as("puzzle %d: %s", i, used).contains(technique);
            assertThat(used.stream().max(Enum::compareTo)).contains(technique);
            // The trace solves it: no trial and error was needed.
            assertThat(Solver.hardestNeeded(puzzle, Budget.unlimited())).contains(technique);
        }
        System.out.printf(
                "20 %s puzzles of %d×%d in %d ms%n", technique, size, size, (System.nanoTime() - start) / 1_000_000);
    }

    @Test
    void a_puzzle_to_practise_trial_and_error_needs_it() {
        Puzzle puzzle = Generator.needing(4, Technique.GUESS, 50, new SplittableRandom(1))
                .orElseThrow();
        assertThat(Solver.hardestNeeded(puzzle, Budget.unlimited())).contains(Technique.GUESS);
        List<Step> trace = Solver.trace(puzzle, Budget.unlimited());
        assertThat(trace).isNotEmpty();
        // The trace stops where logic does: some cell is still open after its last step.
        int[] after = trace.getLast().candidates();
        assertThat(java.util.Arrays.stream(after).anyMatch(m -> Integer.bitCount(m) > 1))
                .isTrue();
    }

    @Test
    void cage_digits_are_practised_on_puzzles_that_need_nothing_but_easy_steps() {
        Puzzle puzzle = Generator.needing(4, Technique.CAGE_DIGITS, 50, new SplittableRandom(2))
                .orElseThrow();
        assertThat(Solver.hardestNeeded(puzzle, Budget.unlimited())).contains(Technique.SINGLE);
    }

    @Test
    void a_level_not_made_at_the_size_is_refused() {
        assertThatThrownBy(() -> Generator.needing(3, Technique.NAKED_SUBSET, 10, new SplittableRandom(3)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
