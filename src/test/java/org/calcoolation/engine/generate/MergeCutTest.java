package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.latin.LatinSquares;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The merged cut alone: the number of cages the mean asks for, each connected, small enough and swap-free. */
class MergeCutTest {

    @Slow
    @ParameterizedTest(name = "{0}×{0} at {1} tenths")
    @CsvSource({"3,15", "4,25", "6,45", "7,15", "9,25", "9,40", "12,30", "12,40"})
    void cuts_into_as_many_cages_as_the_mean_asks_each_connected_and_swap_free(int n, int tenths) {
        int made = 0;
        for (long seed = 1; seed <= 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Grid grid = LatinSquares.chain(n, random).next();
            Variant variant = new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), tenths, OperationWeights.EVEN);
            Optional<List<List<Cell>>> cut = MergeCut.cut(grid, variant, random);
            if (cut.isEmpty()) continue;
            made++;
            List<List<Cell>> cages = cut.get();
            String which = n + "×" + n + " seed " + seed;
            // Exactly the count asked, or one a little over where the last cages could not merge.
            assertThat(cages.size())
                    .as(which)
                    .isBetween(
                            MergeCut.cagesFor(n, tenths), MergeCut.cagesFor(n, tenths - MergeCut.NEAR_ENOUGH_TENTHS));
            Set<Cell> seen = new HashSet<>();
            boolean[][] swappable = ClassicCut.intercalatePairs(grid);
            for (List<Cell> cells : cages) {
                assertThat(cells.size()).as(which).isBetween(1, Cage.MAX_CELLS);
                assertThat(new Cage(Operation.ADD, 1, cells).isConnected())
                        .as(which + " " + cells)
                        .isTrue();
                for (Cell a : cells) {
                    assertThat(seen.add(a)).as(which + " " + a + " twice").isTrue();
                    for (Cell b : cells)
                        assertThat(swappable[a.index(n)][b.index(n)]).as(which).isFalse();
                }
            }
            assertThat(seen).as(which).hasSize(n * n);
        }
        // A cut may strand a cell among full cages and start again: at 4.5 on a 6×6 about half do.
        assertThat(made).isGreaterThanOrEqualTo(5);
    }
}
