package org.calcoolation.practice;

import java.time.Duration;
import java.util.List;
import org.calcoolation.engine.Difficulty;

/**
 * How a rated attempt becomes a score against its puzzle, 0 (the puzzle won) to 1 (the player won).
 * Time enters as in puzzleduel's points, 2000 − 500·log2(time / typical): the typical time is worth
 * 2000, twice it 1500, four times it 1000. Points are read as a score by (points − 1000) / 1000,
 * capped to 0..1: a clean solve within the typical time is a win, at twice it a draw, at four times
 * it or slower a loss. A solve with help scores half of that; giving up or abandoning scores 0.
 * Time is the elapsed time from the grid first shown to the finish, pauses included, which no
 * browser can shorten.
 */
final class Scoring {

    /** A puzzle's own median clean time is its typical time once it has this many clean solves. */
    static final int OWN_MEDIAN_FROM = 5;

    /** Typical times by size, 4×4 to 9×9, at Easy, before a puzzle has clean solves of its own. */
    private static final long[] EASY_SECONDS = {45, 90, 150, 240, 360, 540};

    /** How much longer each level takes than Easy, Easy to Unreasonable. */
    private static final double[] LEVEL_FACTOR = {1, 1.6, 2.5, 4, 6};

    private Scoring() {}

    /** The player's score against the puzzle. */
    static double score(AttemptOutcome outcome, Duration elapsed, Duration typical) {
        return switch (outcome) {
            case CLEAN -> timeScore(elapsed, typical);
            case ASSISTED -> timeScore(elapsed, typical) / 2;
            case GIVEN_UP, ABANDONED -> 0;
        };
    }

    /** puzzleduel's points for a solve in {@code elapsed} of a puzzle whose typical time is {@code typical}. */
    static double points(Duration elapsed, Duration typical) {
        double ratio = Math.max(1, elapsed.toMillis()) / (double) Math.max(1, typical.toMillis());
        // To a millionth of a point, so that four times the typical time is exactly 1000 points, not 1000 + ε.
        return Math.round((2000 - 500 * Math.log(ratio) / Math.log(2)) * 1e6) / 1e6;
    }

    /** The points as a score: 1 at the typical time or faster, 0.5 at twice it, 0 from four times it. */
    static double timeScore(Duration elapsed, Duration typical) {
        return Math.clamp((points(elapsed, typical) - 1000) / 1000, 0.0, 1.0);
    }

    /**
     * A puzzle's typical time: the median of its clean solves' times once it has
     * {@value #OWN_MEDIAN_FROM}, else the prior for its size and level.
     */
    static Duration typical(int size, Difficulty level, List<Long> cleanMillis) {
        if (cleanMillis.size() < OWN_MEDIAN_FROM) return prior(size, level);
        List<Long> sorted = cleanMillis.stream().sorted().toList();
        int middle = sorted.size() / 2;
        long median = sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
        return Duration.ofMillis(median);
    }

    /** The typical time before a puzzle has its own: 6×6 Normal 4 minutes, 9×9 Hard 22½ minutes. */
    static Duration prior(int size, Difficulty level) {
        if (size < 4 || size > 9) throw new IllegalArgumentException("the pool holds 4×4 to 9×9, not " + size);
        return Duration.ofMillis(Math.round(EASY_SECONDS[size - 4] * 1000 * LEVEL_FACTOR[level.ordinal()]));
    }
}
