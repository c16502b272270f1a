package org.calcoolation.practice;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.calcoolation.rating.Rating;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Scores an open attempt and rates both sides, in one transaction: the attempt's row is marked
 * scored only if it was open, and only then do the ratings change, so a finish told twice, or by
 * two nodes at once, is rated once.
 */
@Component
class Scorer {

    private final Attempts attempts;
    private final Ratings ratings;

    Scorer(Attempts attempts, Ratings ratings) {
        this.attempts = attempts;
        this.ratings = ratings;
    }

    /** The attempt as scored; empty, with nothing changed, if it was scored already. */
    @Transactional
    Optional<Attempt.Scored> score(
            String playerKey, Attempt attempt, AttemptOutcome outcome, Optional<Duration> elapsed, Instant at) {
        Rating player = ratings.playerForUpdate(playerKey);
        Rating puzzle = ratings.puzzleForUpdate(attempt.puzzle());
        Duration typical = Scoring.typical(attempt.size(), attempt.level(), attempts.cleanMillis(attempt.puzzle()));
        double score = Scoring.score(outcome, elapsed.orElse(Duration.ZERO), typical);
        PoolRatings.Rated rated = PoolRatings.rate(player, puzzle, score);
        Attempt.Scored scored = new Attempt.Scored(
                outcome,
                elapsed,
                typical,
                score,
                player.rating(),
                rated.player().rating(),
                rated.player().deviation(),
                puzzle.rating(),
                rated.puzzle().rating(),
                at);
        if (!attempts.score(attempt.id(), scored)) return Optional.empty();
        ratings.savePlayer(playerKey, rated.player(), at);
        ratings.savePuzzle(attempt.puzzle(), rated.puzzle());
        return Optional.of(scored);
    }
}
