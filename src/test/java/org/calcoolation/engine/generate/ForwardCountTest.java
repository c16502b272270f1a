package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.latin.LatinSquares;
import org.junit.jupiter.api.Test;

/** The fast counter against the plain one, on puzzles with one solution and on puzzles with many. */
class ForwardCountTest {

    @Test
    void it_counts_as_the_reading_order_search_does_on_random_cuts_and_clues_up_to_six_by_six() {
        SplittableRandom random = new SplittableRandom(7);
        int several = 0, unique = 0;
        for (int round = 0; round < 300; round++) {
            int n = 4 + round % 3;
            Grid grid = LatinSquares.chain(n, random).next();
            List<List<Cell>> shapes = KeenCut.cut(n, 3, random).orElseThrow();
            List<Cage> cages = new ArrayList<>();
            for (List<Cell> shape : shapes) {
                int[] digits = shape.stream().mapToInt(grid::digit).toArray();
                List<Operation> fits = new ArrayList<>();
                for (Operation op : Operation.values()) {
                    if (op.needsTwoCells() && shape.size() != 2) continue;
                    long target = op.apply(digits);
                    if (target > 0 || op == Operation.XOR && shape.size() > 2) fits.add(op);
                }
                Operation op = fits.get(random.nextInt(fits.size()));
                cages.add(new Cage(op, Math.toIntExact(op.apply(digits)), shape));
            }
            Puzzle puzzle = new Puzzle(n, cages);
            int plain = BruteForce.count(puzzle, 5);
            assertThat(ForwardCount.count(puzzle, 5)).as("round " + round).isEqualTo(plain);
            if (plain == 1) unique++;
            if (plain > 1) several++;
        }
        assertThat(unique).as("puzzles with one solution").isGreaterThan(20);
        assertThat(several).as("puzzles with several").isGreaterThan(20);
    }

    @Test
    void it_finds_every_generated_puzzle_of_each_twist_unique() {
        for (Variant variant : List.of(
                Variant.parse("keen-all-hidden"), Variant.parse("keen-all-extended"), Variant.parse("keen-all-xor"))) {
            for (long seed = 1; seed <= 5; seed++) {
                Puzzle puzzle = Generator.generate(6, Difficulty.HARD, variant, seed);
                assertThat(ForwardCount.count(new Puzzle(6, puzzle.cages()), 2))
                        .as(variant.key() + " seed " + seed)
                        .isEqualTo(1);
            }
        }
    }
}
