package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Locale;
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
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The operations of merged cuts with even weights, over the cages of two or more cells. Issue 45 asks
 * that none take over half of them at any mean from 2.0 to 4.0. Sharpening gave × 59–88 % from 3.0 up;
 * {@link Balance} now re-clues × cages while the puzzle keeps its level. Held here over twelve 9×9
 * puzzles each: 2.0 Normal, 3.0 Normal and Hard, 4.0 Hard; 9×9 Normal at 4.0, which {@link TellingMerge} makes,
 * holds it in every puzzle. {@link #figures()} prints the mix and times of more.
 */
class MergedMixTest {

    private static Variant merged(int tenths) {
        return new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), tenths, OperationWeights.EVEN);
    }

    @Test
    void at_a_mean_of_two_no_operation_takes_over_half_of_the_cages_of_nine_by_nine_normal_puzzles() {
        holdsHalf(20, Difficulty.NORMAL);
    }

    /** Seconds a puzzle in a busy test JVM (4.0 Hard: about a minute for the twelve): left to {@code verify}. */
    @Slow
    @ParameterizedTest(name = "mean {0} tenths, {1}")
    @CsvSource({"30, NORMAL", "30, HARD", "40, HARD"})
    void at_means_of_three_and_four_no_operation_takes_over_half_of_the_cages_either(int tenths, Difficulty level) {
        holdsHalf(tenths, level);
    }

    /**
     * Issue 45: 9×9 Normal is made at a mean of 4.0. Cut first and sharpened after, none came out in 60
     * attempts, and the reach table stopped at 8×8 (generate refused the kind). 15 s for the three in a busy
     * test JVM.
     */
    @Slow
    @Test
    void nine_by_nine_normal_puzzles_are_made_at_a_mean_of_four_unique_graded_normal_none_over_half() {
        for (long seed = 1; seed <= 3; seed++) {
            Puzzle puzzle = Generator.generate(9, Difficulty.NORMAL, merged(40), seed);
            String which = "seed " + seed;
            assertThat(ForwardCount.count(new Puzzle(9, puzzle.cages()), 2))
                    .as(which)
                    .isEqualTo(1);
            assertThat(Solver.solve(puzzle))
                    .as(which)
                    .isEqualTo(new Finding.Unique(puzzle.solution().orElseThrow(), Difficulty.NORMAL));
            assertThat(81.0 / puzzle.cages().size()).as(which).isBetween(3.75, 4.25);
            Map<Operation, Integer> mix = new EnumMap<>(Operation.class);
            count(puzzle, mix);
            int total = mix.values().stream().mapToInt(Integer::intValue).sum();
            for (Operation op : mix.keySet())
                assertThat(2 * mix.get(op))
                        .as("%s %s of %d: %s", which, op, total, mix)
                        .isLessThanOrEqualTo(total);
        }
    }

    private static void holdsHalf(int tenths, Difficulty level) {
        Map<Operation, Integer> mix = new EnumMap<>(Operation.class);
        for (long seed = 1; seed <= 12; seed++) count(Generator.generate(9, level, merged(tenths), seed), mix);
        int total = mix.values().stream().mapToInt(Integer::intValue).sum();
        assertThat(total).as("cages of two or more cells").isGreaterThan(12 * 81 * 10 / tenths / 2);
        for (Operation op : mix.keySet())
            assertThat(2 * mix.get(op)).as("%s of %d: %s", op, total, mix).isLessThanOrEqualTo(total);
    }

    /**
     * Figures, printed, not asserted: {@code ./mvnw -o test -Dtest=MergedMixTest -Dbench=true}
     * ({@code -Dbench.count=N} puzzles a row, 30 by default; {@code -Dbench.levels=normal,hard}; {@code
     * -Dbench.means=20,25,30,35,40} in tenths).
     */
    @Test
    @EnabledIfSystemProperty(named = "bench", matches = "true")
    void figures() {
        int count = Integer.getInteger("bench.count", 30);
        for (int i = 0; i < 20; i++) Generator.generate(9, Difficulty.NORMAL, merged(20), -1 - i);
        System.out.println("| mean | level | puzzles | cells a cage | + | − | × | ÷ | generate median ms | p90 ms |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (String mean : System.getProperty("bench.means", "20,30,40").split(",")) {
            int tenths = Integer.parseInt(mean.strip());
            for (String key : System.getProperty("bench.levels", "normal,hard").split(",")) {
                Difficulty level = Difficulty.parse(key);
                if (!Generator.supports(9, level, merged(tenths))) continue;
                Map<Operation, Integer> mix = new EnumMap<>(Operation.class);
                long[] nanos = new long[count];
                long cages = 0;
                for (int i = 0; i < count; i++) {
                    long start = System.nanoTime();
                    Puzzle puzzle = Generator.generate(9, level, merged(tenths), i + 1);
                    nanos[i] = System.nanoTime() - start;
                    cages += puzzle.cages().size();
                    count(puzzle, mix);
                }
                Arrays.sort(nanos);
                int total = mix.values().stream().mapToInt(Integer::intValue).sum();
                StringBuilder row = new StringBuilder(String.format(
                        Locale.ROOT, "| %.1f | %s | %d | %.2f |", tenths / 10.0, key, count, 81.0 * count / cages));
                for (Operation op :
                        new Operation[] {Operation.ADD, Operation.SUBTRACT, Operation.MULTIPLY, Operation.DIVIDE})
                    row.append(String.format(
                            Locale.ROOT,
                            " %d (%.0f %%) |",
                            mix.getOrDefault(op, 0),
                            100.0 * mix.getOrDefault(op, 0) / total));
                row.append(String.format(
                        Locale.ROOT,
                        " %.1f | %.1f |",
                        nanos[(count - 1) / 2] / 1e6,
                        nanos[(int) Math.ceil(0.9 * count) - 1] / 1e6));
                System.out.println(row);
            }
        }
    }

    private static void count(Puzzle puzzle, Map<Operation, Integer> mix) {
        for (Cage cage : puzzle.cages()) if (cage.size() > 1) mix.merge(cage.operation(), 1, Integer::sum);
    }
}
