package org.calcoolation.run;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.springframework.jdbc.core.JdbcTemplate;

/** Pool puzzles of a run's sizes, made here as practice's job makes them, and the solution a test types. */
public final class RunPool {

    private RunPool() {}

    /** {@code perSize} new Easy puzzles of each size a run serves. */
    public static void fill(JdbcTemplate jdbc, int perSize) {
        for (int size = RunRules.FIRST_SIZE; size <= RunRules.LAST_SIZE; size++)
            for (int i = 0; i < perSize; i++) {
                long seed = ThreadLocalRandom.current().nextLong();
                Puzzle p = Generator.generate(size, Difficulty.EASY, Variant.STANDARD, seed);
                jdbc.update(
                        """
                        insert into practice_puzzle (grid_size, difficulty, generator_version, seed, puzzle_id, rating,
                            deviation, volatility, attempts, added_at) values (?, 'EASY', ?, ?, ?, 1500, 250, 0.06, 0, ?)""",
                        size,
                        Generator.VERSION,
                        seed,
                        KeenCodec.encode(p, Difficulty.EASY, Variant.STANDARD),
                        OffsetDateTime.now(ZoneOffset.UTC));
            }
    }

    /** The digits of the puzzle's solution in reading order. */
    public static int[] solution(RunPuzzle puzzle) {
        return ((Finding.Unique) Solver.solve(puzzle.puzzle())).solution().digits();
    }
}
