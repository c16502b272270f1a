package org.calcoolation.stats;

import java.util.Optional;
import java.util.OptionalInt;

/** How a daily puzzle played, measured on the players' clean solves rather than by the solver. */
public sealed interface PlayedDifficulty {

    /** Clean solves a puzzle needs before its median is shown: fewer, and one slow player sets it. */
    int MIN_CLEAN_SOLVES = 5;

    /** Puzzles of a kind a median is compared with before a verdict: fewer, and a percentile means little. */
    int MIN_COMPARED = 3;

    /** Not enough clean solves yet. */
    record TooFewSolves(int cleanSolves) implements PlayedDifficulty {}

    /**
     * The median clean play time; the share of the other measured dailies of its size and level
     * whose median was shorter (empty while fewer than {@link #MIN_COMPARED} are measured), and how
     * many those are; and the puzzle's rating from the daily fit, once a period with it is rated.
     */
    record Measured(
            int cleanSolves,
            long medianMillis,
            OptionalInt harderThanPercent,
            int comparedWith,
            Optional<CurrentRating> puzzleRating)
            implements PlayedDifficulty {

        public static final String HARDER = "Played harder than its grade";
        public static final String EASIER = "Played easier than its grade";
        public static final String AS_GRADED = "Played as graded";

        /** Against its grade: harder when it took longer than two thirds of its kind, easier when shorter. */
        public Optional<String> verdict() {
            if (harderThanPercent.isEmpty()) return Optional.empty();
            int p = harderThanPercent.getAsInt();
            return Optional.of(p >= 67 ? HARDER : p <= 33 ? EASIER : AS_GRADED);
        }
    }
}
