package org.calcoolation.practice;

import java.util.List;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.rating.Glicko2;
import org.calcoolation.rating.Match;
import org.calcoolation.rating.Rating;

/**
 * Ratings of rated practice, by Glicko-2 ({@link org.calcoolation.rating}). Every attempt is a rating
 * period of its own for both sides, as on Lichess's puzzles: the player plays the puzzle once, each
 * side rated against the other's rating from before. A new player starts as Glicko-2's newcomer
 * (1500 ± 350); a new pool puzzle starts from its grade (see {@link #start}).
 */
final class PoolRatings {

    /** A new pool puzzle's deviation: its grade says something, so it is surer than a newcomer's 350. */
    static final double PUZZLE_DEVIATION = 250;

    private static final Glicko2 SYSTEM = Glicko2.standard();

    /** Both sides after one attempt. */
    record Rated(Rating player, Rating puzzle) {}

    private PoolRatings() {}

    /**
     * A new pool puzzle's rating from its grade: 1500 for 6×6 Normal, 200 more per level above
     * Normal and 50 more per size above 6 (200 and 50 less below): 4×4 Easy 1200, 9×9 Hard 1850,
     * 9×9 Unreasonable 2250.
     */
    static Rating start(int size, Difficulty level) {
        double rating = 1500 + 200 * (level.ordinal() - Difficulty.NORMAL.ordinal()) + 50 * (size - 6);
        return new Rating(rating, PUZZLE_DEVIATION, Glicko2.NEWCOMER.volatility());
    }

    /** A rating after {@code periods} rating periods with no attempt: its deviation widens. */
    static Rating idle(Rating rating, int periods) {
        return SYSTEM.idle(rating, periods);
    }

    /** One attempt: the player scored {@code score} against the puzzle, the puzzle {@code 1 − score}. */
    static Rated rate(Rating player, Rating puzzle, double score) {
        return new Rated(
                SYSTEM.update(player, List.of(new Match(puzzle, score))),
                SYSTEM.update(puzzle, List.of(new Match(player, 1 - score))));
    }
}
