package org.calcoolation.practice;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.calcoolation.rating.Rating;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Scores an open attempt and rates both sides, in one transaction: the attempt's row is marked
 * scored only if it was open, and only then do the ratings change, so a finish told twice, or by
 * two nodes at once, is rated once. A finish screening held is marked scored with no rating moved;
 * when a moderator clears it, it is rated then, against both sides' ratings of that moment.
 */
@Component
class Scorer {

    private final Attempts attempts;
    private final Ratings ratings;
    private final Clock clock;

    Scorer(Attempts attempts, Ratings ratings, Clock clock) {
        this.attempts = attempts;
        this.ratings = ratings;
        this.clock = clock;
    }

    /** What a finish is: its outcome, wall time, play time (none for an abandoned attempt) and moment. */
    record Played(AttemptOutcome outcome, Optional<Duration> elapsed, Optional<Long> playMillis, Instant at) {}

    /** The attempt as scored; empty, with nothing changed, if it was scored already. */
    @Transactional
    Optional<Attempt.Scored> score(String playerKey, Attempt attempt, Played played) {
        Rated rated = rated(playerKey, attempt, played, Attempt.Standing.COUNTS);
        if (!attempts.score(attempt.id(), rated.scored(), played.playMillis())) return Optional.empty();
        save(playerKey, attempt, rated.ratings());
        return Optional.of(rated.scored());
    }

    /** The attempt as held for review: finished, no rating moved; empty if it was scored already. */
    @Transactional
    Optional<Attempt.Scored> hold(String playerKey, Attempt attempt, Played played) {
        Rating player = ratings.playerForUpdate(playerKey);
        Attempt.Scored rated =
                rated(playerKey, attempt, played, Attempt.Standing.HELD).scored();
        Attempt.Scored held = new Attempt.Scored(
                rated.outcome(),
                rated.elapsed(),
                rated.typical(),
                rated.score(),
                rated.playerBefore(),
                rated.playerBefore(),
                player.deviation(),
                rated.puzzleBefore(),
                rated.puzzleBefore(),
                rated.at(),
                Attempt.Standing.HELD);
        return attempts.score(attempt.id(), held, played.playMillis()) ? Optional.of(held) : Optional.empty();
    }

    /** A held attempt a moderator cleared: rated now; empty, changing nothing, if it was not held. */
    @Transactional
    Optional<Attempt.Scored> count(Attempt held) {
        if (held.scored().isEmpty() || held.scored().get().standing() != Attempt.Standing.HELD) return Optional.empty();
        Attempt.Scored was = held.scored().get();
        String playerKey = attempts.playerOf(held.id());
        Played played = new Played(was.outcome(), was.elapsed(), Optional.empty(), was.at());
        Rated rated = rated(playerKey, held, played, Attempt.Standing.COUNTS);
        if (!attempts.count(held.id(), rated.scored())) return Optional.empty();
        save(playerKey, held, rated.ratings());
        return Optional.of(rated.scored());
    }

    private record Rated(Attempt.Scored scored, PoolRatings.Rated ratings) {}

    /** Both sides rated by the attempt, from their ratings now (rows locked till the transaction ends). */
    private Rated rated(String playerKey, Attempt attempt, Played played, Attempt.Standing standing) {
        Rating player = ratings.playerForUpdate(playerKey);
        Rating puzzle = ratings.puzzleForUpdate(attempt.puzzle());
        Duration typical = Scoring.typical(attempt.size(), attempt.level(), attempts.cleanMillis(attempt.puzzle()));
        double score = Scoring.score(played.outcome(), played.elapsed().orElse(Duration.ZERO), typical);
        PoolRatings.Rated rated = PoolRatings.rate(player, puzzle, score);
        return new Rated(
                new Attempt.Scored(
                        played.outcome(),
                        played.elapsed(),
                        typical,
                        score,
                        player.rating(),
                        rated.player().rating(),
                        rated.player().deviation(),
                        puzzle.rating(),
                        rated.puzzle().rating(),
                        played.at(),
                        standing),
                rated);
    }

    private void save(String playerKey, Attempt attempt, PoolRatings.Rated rated) {
        ratings.savePlayer(playerKey, rated.player(), clock.instant());
        ratings.savePuzzle(attempt.puzzle(), rated.puzzle());
    }
}
