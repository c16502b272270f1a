package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Locale;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Classic's larger cages split between sums and products, instead of going to products three times in four. */
class ClassicClueBalanceTest {

    private static final Variant CLASSIC = new Variant(CageStyle.CLASSIC, OperationMix.ALL);

    @Slow
    @Test
    void sums_and_products_share_the_larger_cages_of_classic_nine_by_nine_puzzles() {
        Tally tally = new Tally();
        for (Difficulty difficulty : Difficulty.values()) {
            for (long seed = 1; seed <= 8; seed++) {
                Puzzle puzzle = Generator.generate(9, difficulty, CLASSIC, seed);
                tally.count(puzzle);
                assertThat(Solver.solve(puzzle))
                        .as("%s seed %d", difficulty, seed)
                        .isEqualTo(new Finding.Unique(puzzle.solution().orElseThrow(), difficulty));
            }
        }
        // Before, × took 70–75 % of them: the clue with fewer fillings always won.
        assertThat(tally.largeShare(Operation.ADD))
                .as("share of + among cages of 3+ cells")
                .isBetween(0.3, 0.7);
        assertThat(tally.largeShare(Operation.MULTIPLY))
                .as("share of × among cages of 3+ cells")
                .isBetween(0.3, 0.7);
    }

    @Test
    void classic_dominoes_still_take_differences_and_quotients() {
        Tally tally = new Tally();
        for (long seed = 1; seed <= 8; seed++) tally.count(Generator.generate(9, Difficulty.HARD, CLASSIC, seed));
        double differencesAndQuotients =
                tally.clued[Operation.SUBTRACT.ordinal()] + tally.clued[Operation.DIVIDE.ordinal()];
        assertThat(differencesAndQuotients / tally.bySize[2])
                .as("share of − and ÷ among dominoes")
                .isGreaterThan(0.25);
        assertThat(tally.large[Operation.SUBTRACT.ordinal()] + tally.large[Operation.DIVIDE.ordinal()])
                .isZero();
    }

    /**
     * Figures, printed, not asserted: {@code ./mvnw -o test -Dtest=ClassicClueBalanceTest -Dbench=true}
     * ({@code -Dbench.count=N} puzzles a row, 200 by default).
     */
    @Test
    @EnabledIfSystemProperty(named = "bench", matches = "true")
    void figures() {
        int count = Integer.getInteger("bench.count", 200);
        for (int i = 0; i < 20; i++) Generator.generate(6, Difficulty.NORMAL, CLASSIC, -1 - i);
        StringBuilder out = new StringBuilder("""
                | size | level | puzzles | + | × | − | ÷ | + of 3+ | × of 3+ | 1 | 2 | 3 | 4 | 5 | 6 | mean cells | singles a puzzle | generate median ms | generate p90 ms |
                |---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
                """);
        for (int size : new int[] {6, 9, 12}) {
            for (Difficulty difficulty :
                    new Difficulty[] {Difficulty.EASY, Difficulty.NORMAL, Difficulty.HARD, Difficulty.EXTREME}) {
                Tally tally = new Tally();
                long[] nanos = new long[count];
                for (int i = 0; i < count; i++) {
                    long start = System.nanoTime();
                    Puzzle puzzle = Generator.generate(size, difficulty, CLASSIC, 1_000 + i);
                    nanos[i] = System.nanoTime() - start;
                    tally.count(puzzle);
                }
                Arrays.sort(nanos);
                out.append(String.format(Locale.ROOT, "| %d×%d | %s | %d |", size, size, difficulty.key(), count));
                for (Operation op :
                        new Operation[] {Operation.ADD, Operation.MULTIPLY, Operation.SUBTRACT, Operation.DIVIDE})
                    out.append(percent(tally.share(op)));
                out.append(percent(tally.largeShare(Operation.ADD)))
                        .append(percent(tally.largeShare(Operation.MULTIPLY)));
                for (int s = 1; s <= Cage.MAX_CELLS; s++) out.append(percent((double) tally.bySize[s] / tally.cages));
                out.append(String.format(
                        Locale.ROOT,
                        " %.2f | %.2f | %.1f | %.1f |%n",
                        (double) size * size * count / tally.cages,
                        (double) tally.bySize[1] / count,
                        nanos[(count - 1) / 2] / 1e6,
                        nanos[(int) Math.ceil(0.9 * count) - 1] / 1e6));
                System.out.print(out);
                out.setLength(0);
            }
        }
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, " %.1f |", 100 * share);
    }

    /** Operations among cages of two or more cells (a single cell's clue is its digit), and among those of three or more. */
    private static final class Tally {
        final long[] clued = new long[Operation.values().length];
        final long[] large = new long[Operation.values().length];
        final long[] bySize = new long[Cage.MAX_CELLS + 1];
        long cages;

        void count(Puzzle puzzle) {
            for (Cage cage : puzzle.cages()) {
                cages++;
                bySize[cage.size()]++;
                if (cage.size() >= 2) clued[cage.operation().ordinal()]++;
                if (cage.size() >= 3) large[cage.operation().ordinal()]++;
            }
        }

        double share(Operation op) {
            return (double) clued[op.ordinal()] / Arrays.stream(clued).sum();
        }

        double largeShare(Operation op) {
            return (double) large[op.ordinal()] / Arrays.stream(large).sum();
        }
    }
}
