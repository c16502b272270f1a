package org.calcoolation.game;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.springframework.stereotype.Service;

/** Makes the puzzles people play. */
@Service
public class GameService {

    /** A new puzzle with a random seed. */
    public Puzzle newPuzzle(int size, Difficulty difficulty, Variant variant) {
        return Generator.generate(size, difficulty, variant, ThreadLocalRandom.current().nextLong());
    }

    /** The levels that can be made at this size, easiest first. */
    public List<Difficulty> levelsFor(int size) {
        return Arrays.stream(Difficulty.values()).filter(d -> Generator.supports(size, d)).toList();
    }
}
