package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;

import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;

/**
 * ⊕ cages as the issue asks to see them: eight 7×7 Hard puzzles, each unique by the independent
 * brute-force count (which reads ⊕ by its own arithmetic, bit parity), graded Hard by the solver,
 * carried whole by the game ID, and with the ⊕ getting its share of the cages in the round of
 * operations.
 */
class XorCagesTest {

    @Test
    void seven_by_seven_hard_puzzles_with_xor_cages_are_unique_by_brute_force_and_graded_hard() {
        Variant xor = Variant.parse("keen-all-xor");
        int cages = 0, xors = 0, zeros = 0;
        for (long seed = 1; seed <= 8; seed++) {
            Puzzle puzzle = Generator.generate(7, Difficulty.HARD, xor, seed);
            Puzzle bare = new Puzzle(7, puzzle.cages());
            assertThat(BruteForce.count(bare, 2)).as("seed " + seed).isEqualTo(1);
            assertThat(Solver.solve(puzzle))
                    .as("seed " + seed)
                    .isEqualTo(new Finding.Unique(puzzle.solution().orElseThrow(), Difficulty.HARD));
            String id = KeenCodec.encode(puzzle, Difficulty.HARD, xor);
            assertThat(((DecodeResult.Valid) KeenCodec.decode(id)).puzzle())
                    .as(id)
                    .isEqualTo(bare);
            for (Cage cage : puzzle.cages()) {
                if (cage.size() == 1) continue;
                cages++;
                if (cage.operation() == Operation.XOR) {
                    xors++;
                    if (cage.target() == 0) zeros++;
                }
            }
        }
        System.out.printf("7×7 Hard with ⊕: %d of %d cages are ⊕, %d of them 0⊕%n", xors, cages, zeros);
        // Five operations take turns; ⊕ fits every cage, so it gets at least a fifth, and + and × keep theirs.
        assertThat(xors * 5).isGreaterThanOrEqualTo(cages);
        assertThat(xors * 2).isLessThan(cages);
    }
}
