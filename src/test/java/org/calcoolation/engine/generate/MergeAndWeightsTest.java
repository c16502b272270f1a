package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Merged cuts to a mean and weighted operations: unique by an independent count, graded as asked, as asked. */
class MergeAndWeightsTest {

    private static Variant merged(int tenths) {
        return new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), tenths, OperationWeights.EVEN);
    }

    @Slow
    @ParameterizedTest(name = "mean {0} tenths")
    @CsvSource({"15", "20", "25", "30", "35"})
    void merged_puzzles_keep_their_mean_and_are_unique_and_graded_as_asked(int tenths) {
        Variant variant = merged(tenths);
        int made = 0;
        for (int size = 4; size <= 6; size++) {
            for (Difficulty difficulty : Difficulty.values()) {
                if (!Generator.supports(size, difficulty, variant)) continue;
                Puzzle puzzle = Generator.generate(size, difficulty, variant, 31L * size + difficulty.ordinal());
                String which = size + "×" + size + " " + difficulty;
                made++;
                assertThat(BruteForce.count(new Puzzle(size, puzzle.cages()), 2))
                        .as(which)
                        .isEqualTo(1);
                assertThat(Solver.solve(puzzle))
                        .as(which)
                        .isEqualTo(new Finding.Unique(puzzle.solution().orElseThrow(), difficulty));
                double mean = (double) size * size / puzzle.cages().size();
                boolean nearest = puzzle.cages().size() == MergeCut.cagesFor(size, tenths);
                assertThat(Math.abs(mean - tenths / 10.0) <= 0.3 || nearest)
                        .as(which + " mean " + mean)
                        .isTrue();
                for (Cage cage : puzzle.cages()) {
                    assertThat(cage.isConnected()).as(which).isTrue();
                    assertThat(cage.size()).as(which).isLessThanOrEqualTo(Cage.MAX_CELLS);
                }
                assertThat(KeenCodec.decodeOrThrow(KeenCodec.encode(puzzle)).cages())
                        .as(which + " read back from its ID")
                        .isEqualTo(puzzle.cages());
            }
        }
        assertThat(made).as("the reach table offers some levels at 4×4 to 6×6").isGreaterThan(0);
    }

    /**
     * The must-show of the issue: 9×9 at 4.0 at the level {@code generate} picks when told none (Normal, made
     * at that mean by {@link TellingMerge} since Generator version 10), the six puzzles of {@code --seed 1 --count 6}, each counted by a
     * counter that shares nothing with the solver.
     */
    @Slow
    @Test
    void nine_by_nine_at_a_mean_of_four_comes_out_between_three_point_seven_and_four_point_three() {
        Variant variant = merged(40);
        Difficulty level = Generator.nearestLevel(9, Difficulty.NORMAL, variant).orElseThrow();
        double total = 0;
        for (long seed = 1; seed <= 6; seed++) {
            Puzzle puzzle = Generator.generate(9, level, variant, seed);
            double mean = 81.0 / puzzle.cages().size();
            assertThat(mean).as("seed " + seed).isBetween(3.7, 4.3);
            assertThat(ForwardCount.count(new Puzzle(9, puzzle.cages()), 2))
                    .as("seed " + seed)
                    .isEqualTo(1);
            total += mean;
        }
        assertThat(total / 6).isBetween(3.7, 4.3);
    }

    @Test
    void a_kind_not_measured_on_its_own_is_made_within_a_limit_or_not_at_all() {
        Variant between = merged(37);
        Variant weighed = new Variant(CageStyle.KEEN, OperationMix.ALL, Set.of(), 0, OperationWeights.parse("add=3"));
        assertThat(Generator.measured(merged(35))).isTrue();
        assertThat(Generator.measured(between)).isFalse();
        assertThat(Generator.measured(weighed)).isFalse();
        long[] now = {0};
        // A clock a second on at each reading: the limit has passed before the first attempt ends.
        assertThat(Generator.generate(6, Difficulty.HARD, between, 1, Duration.ZERO, () -> now[0] += 1_000_000_000L))
                .isEmpty();
        assertThat(Generator.generate(6, Difficulty.HARD, between, 1, Duration.ofSeconds(30), System::nanoTime))
                .hasValueSatisfying(p -> assertThat(36.0 / p.cages().size()).isBetween(3.4, 4.0));
    }

    @Test
    void weights_tilt_the_clues_toward_the_heavier_operations_and_a_zero_leaves_one_out() {
        Map<Operation, Integer> even = clues(Variant.STANDARD);
        Variant sums =
                new Variant(CageStyle.KEEN, OperationMix.ALL, Set.of(), 0, OperationWeights.parse("add=9,div=0"));
        Map<Operation, Integer> heavy = clues(sums);
        assertThat(heavy.getOrDefault(Operation.DIVIDE, 0)).isZero();
        assertThat(share(heavy, Operation.ADD))
                .as("+ at 9 against 1 for − and ×: %s, evenly %s", heavy, even)
                .isGreaterThan(share(even, Operation.ADD) + 0.15);
    }

    @Test
    void weights_and_a_merged_cut_go_with_xor_cages() {
        Variant variant = new Variant(
                CageStyle.MERGE, OperationMix.MUL, Set.of(Twist.XOR), 30, OperationWeights.parse("mul=1,xor=4"));
        for (long seed = 1; seed <= 3; seed++) {
            Puzzle puzzle = Generator.generate(5, Difficulty.NORMAL, variant, seed);
            assertThat(BruteForce.count(new Puzzle(5, puzzle.cages()), 2)).isEqualTo(1);
            for (Cage cage : puzzle.cages())
                if (cage.size() > 1) assertThat(cage.operation()).isIn(Operation.MULTIPLY, Operation.XOR);
        }
    }

    /** How many cages of two or more cells take each operation over 40 6×6 Normal puzzles. */
    private static Map<Operation, Integer> clues(Variant variant) {
        Map<Operation, Integer> counts = new EnumMap<>(Operation.class);
        for (long seed = 1; seed <= 40; seed++) {
            Puzzle puzzle = Generator.generate(6, Difficulty.NORMAL, variant, seed);
            assertThat(BruteForce.count(new Puzzle(6, puzzle.cages()), 2)).isEqualTo(1);
            for (Cage cage : puzzle.cages()) if (cage.size() > 1) counts.merge(cage.operation(), 1, Integer::sum);
        }
        return counts;
    }

    private static double share(Map<Operation, Integer> counts, Operation op) {
        int total = counts.values().stream().mapToInt(Integer::intValue).sum();
        return (double) counts.getOrDefault(op, 0) / total;
    }
}
