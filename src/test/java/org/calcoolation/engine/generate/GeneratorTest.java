package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GeneratorTest {

    /** Every size and level we promise, in both Keen variants of old; fewer seeds where generation is slow. StylesAndMixesTest covers the rest. */
    static Stream<Arguments> supported() {
        List<Arguments> cases = new ArrayList<>();
        for (int size = 3; size <= 12; size++) {
            for (Difficulty difficulty : Difficulty.values()) {
                if (!Generator.supports(size, difficulty)) continue;
                for (Variant variant : List.of(Variant.STANDARD, Variant.MULTIPLICATION_ONLY)) {
                    int seeds = size <= 7 ? 6 : size <= 9 ? 3 : difficulty.compareTo(Difficulty.HARD) <= 0 ? 2 : 1;
                    cases.add(Arguments.of(size, difficulty, variant, seeds));
                }
            }
        }
        return cases.stream();
    }

    @Slow
    @ParameterizedTest(name = "{0}×{0} {1} {2}")
    @MethodSource("supported")
    void generated_puzzles_are_unique_graded_as_asked_and_well_formed(
            int size, Difficulty difficulty, Variant variant, int seeds) {
        for (long seed = 1; seed <= seeds; seed++) {
            Puzzle puzzle = Generator.generate(size, difficulty, variant, seed * 7919 + size);
            Grid solution = puzzle.solution().orElseThrow();

            Finding result = Solver.solve(puzzle);
            assertThat(result).as("seed %d", seed).isEqualTo(new Finding.Unique(solution, difficulty));
            assertThat(puzzle.isSolvedBy(solution)).isTrue();
            // Connected cages need no check here: Puzzle's constructor refuses any other.
            for (Cage cage : puzzle.cages()) {
                assertThat(cage.size()).isLessThanOrEqualTo(Cage.MAX_CELLS);
                if (variant.equals(Variant.MULTIPLICATION_ONLY) && cage.size() > 1)
                    assertThat(cage.operation()).isEqualTo(Operation.MULTIPLY);
                if (cage.size() == 2 && variant.equals(Variant.STANDARD)) assertNoGiveaway(cage, size);
            }
            // Keen never uses single-cell cages; sharpened puzzles may have a few.
            long givens =
                    puzzle.cages().stream().filter(cage -> cage.size() == 1).count();
            assertThat(givens)
                    .isLessThanOrEqualTo(Generator.sharpens(size, difficulty, variant) ? Generator.maxGivens(size) : 0);
        }
    }

    /** A − of N−1 or a ÷ above N/2 names its two digits outright; the next test looks at two-cell sums. */
    private static void assertNoGiveaway(Cage cage, int n) {
        switch (cage.operation()) {
            case SUBTRACT -> assertThat(cage.target()).as("difference of N−1").isLessThan(n - 1);
            case DIVIDE ->
                assertThat(2 * cage.target()).as("quotient above N/2").isLessThanOrEqualTo(n);
            case ADD, MULTIPLY -> {}
        }
    }

    @Test
    void two_cell_sums_avoid_the_giveaways_whenever_the_cage_has_a_better_clue() {
        int sums = 0, giveaways = 0;
        for (long seed = 0; seed < 40; seed++) {
            Puzzle puzzle = Generator.generate(6, Difficulty.HARD, Variant.STANDARD, seed);
            for (Cage cage : puzzle.cages()) {
                if (cage.size() != 2 || cage.operation() != Operation.ADD) continue;
                sums++;
                int t = cage.target();
                if (t == 3 || t == 4 || t == 2 * 6 - 1 || t == 2 * 6 - 2) giveaways++;
            }
        }
        assertThat(sums).isPositive();
        assertThat(giveaways).isZero();
    }

    @Test
    void operations_are_balanced_across_a_puzzle() {
        Puzzle puzzle = Generator.generate(9, Difficulty.HARD, Variant.STANDARD, 5);
        int[] counts = new int[Operation.values().length];
        for (Cage cage : puzzle.cages()) counts[cage.operation().ordinal()]++;
        int cages = puzzle.cages().size();
        // Round-robin choice: no operation takes more than half the cages, and + and × both appear.
        assertThat(Arrays.stream(counts).max().orElseThrow()).isLessThanOrEqualTo(cages / 2);
        assertThat(counts[Operation.ADD.ordinal()]).isPositive();
        assertThat(counts[Operation.MULTIPLY.ordinal()]).isPositive();
    }

    @Test
    void the_same_seed_gives_the_same_puzzle_and_another_seed_another() {
        Puzzle a = Generator.generate(7, Difficulty.EXTREME, Variant.STANDARD, 42);
        Puzzle b = Generator.generate(7, Difficulty.EXTREME, Variant.STANDARD, 42);
        Puzzle c = Generator.generate(7, Difficulty.EXTREME, Variant.STANDARD, 43);

        assertThat(KeenCodec.encode(a)).isEqualTo(KeenCodec.encode(b));
        assertThat(a.solution()).isEqualTo(b.solution());
        assertThat(KeenCodec.encode(a)).isNotEqualTo(KeenCodec.encode(c));
    }

    @Test
    void cage_sizes_are_mostly_two_to_four() {
        int small = 0, all = 0;
        for (long seed = 0; seed < 10; seed++) {
            for (Cage cage : Generator.generate(9, Difficulty.NORMAL, Variant.STANDARD, seed)
                    .cages()) {
                all++;
                if (cage.size() >= 2 && cage.size() <= 4) small++;
            }
        }
        assertThat((double) small / all).isGreaterThan(0.9);
    }

    @Test
    void levels_beyond_what_a_size_supports_are_refused_plainly() {
        assertThat(Generator.supports(3, Difficulty.HARD)).isFalse();
        assertThat(Generator.supports(12, Difficulty.UNREASONABLE)).isTrue();
        assertThat(Generator.supports(3, Difficulty.EXTREME)).isFalse();
        assertThatThrownBy(() -> Generator.generate(3, Difficulty.HARD, Variant.STANDARD, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Hard puzzles of size 3 are not available");
        assertThat(Generator.supports(16, Difficulty.UNREASONABLE)).isFalse();
        assertThatThrownBy(() -> Generator.generate(16, Difficulty.UNREASONABLE, Variant.STANDARD, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Unreasonable puzzles of size 16 are not available");
        assertThatThrownBy(() -> Generator.generate(17, Difficulty.EASY, Variant.STANDARD, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void a_cut_covers_every_cell_once_with_connected_cages() {
        var random = new SplittableRandom(3);
        for (int i = 0; i < 200; i++) {
            var shapes = KeenCut.cut(8, 3, random);
            if (shapes.isEmpty()) continue;
            List<Cell> all = shapes.get().stream().flatMap(List::stream).toList();
            assertThat(all).hasSize(64).doesNotHaveDuplicates();
        }
    }
}
