package org.calcoolation.practice;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.engine.Difficulty;

/**
 * One draw of a pool puzzle by a player: open until scored. {@code puzzleRating} is the puzzle's
 * rating when it was drawn (for an open attempt) or before it was scored; {@code game} the practice
 * game that plays it, empty for the moment between the draw and its game's start.
 */
public record Attempt(
        long id,
        long puzzle,
        int size,
        Difficulty level,
        double puzzleRating,
        Optional<UUID> game,
        Instant drawnAt,
        Optional<Scored> scored) {

    /**
     * Whether a finished attempt counts: screening may hold a clean solve no person can have made
     * ({@code stats.RankedScreening}); neither rating moves until a moderator clears it, and a
     * rejected one never counts. A held attempt's ratings before and after are the same.
     */
    public enum Standing {
        COUNTS,
        HELD,
        REJECTED
    }

    /**
     * How an attempt was scored: the outcome, the elapsed time against the puzzle's typical time, the
     * score (0 to 1, see {@code Scoring}), and both sides' ratings before and after it.
     */
    public record Scored(
            AttemptOutcome outcome,
            Optional<Duration> elapsed,
            Duration typical,
            double score,
            double playerBefore,
            double playerAfter,
            double playerDeviation,
            double puzzleBefore,
            double puzzleAfter,
            Instant at,
            Standing standing) {

        /** An attempt that counts. */
        public Scored(
                AttemptOutcome outcome,
                Optional<Duration> elapsed,
                Duration typical,
                double score,
                double playerBefore,
                double playerAfter,
                double playerDeviation,
                double puzzleBefore,
                double puzzleAfter,
                Instant at) {
            this(
                    outcome,
                    elapsed,
                    typical,
                    score,
                    playerBefore,
                    playerAfter,
                    playerDeviation,
                    puzzleBefore,
                    puzzleAfter,
                    at,
                    Standing.COUNTS);
        }

        /** "+71", "−12", "±0". */
        public String change() {
            long by = Math.round(playerAfter) - Math.round(playerBefore);
            return by > 0 ? "+" + by : by < 0 ? "−" + -by : "±0";
        }

        /** A win, a draw-like partial result or a loss, in a word. */
        public String result() {
            return score >= 0.75 ? "Win" : score > 0.25 ? "Partial" : "Loss";
        }
    }

    public boolean isOpen() {
        return scored.isEmpty();
    }

    /** "6×6 Normal". */
    public String kindLabel() {
        return size + "×" + size + " " + level.label();
    }
}
