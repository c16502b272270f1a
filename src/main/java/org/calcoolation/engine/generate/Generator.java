package org.calcoolation.engine.generate;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;

/** Makes puzzles with exactly one solution, graded exactly as asked. */
public final class Generator {

    private Generator() {}

    /** The same arguments always give the same puzzle. */
    public static Puzzle generate(int size, Difficulty difficulty, Variant variant, long seed) {
        return generate(size, difficulty, variant, new SplittableRandom(seed));
    }

    public static Puzzle generate(int size, Difficulty difficulty, Variant variant, RandomGenerator random) {
        throw new UnsupportedOperationException("in progress");
    }
}
