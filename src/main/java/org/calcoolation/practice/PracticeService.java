package org.calcoolation.practice;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ImportResult;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.calcoolation.rating.Glicko2;
import org.calcoolation.stats.CurrentRating;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.RankedMode;
import org.calcoolation.stats.RankedScreening;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Rated practice (issue 41): a player draws a pool puzzle they never drew, rated near their practice
 * rating ({@link Draws}), plays it as a practice game of the game feature, and its finish, heard
 * from {@link GameFinished}, is scored ({@link Scoring}) and rates both sides ({@link PoolRatings}).
 * A player holds one open attempt at a time: drawing again brings it back, from any tab. Guests
 * play too, under their guest key; their attempts and rating go to their account when they sign in.
 */
@Service
public class PracticeService {

    private static final Logger log = LoggerFactory.getLogger(PracticeService.class);

    // Bundle keys (i18n/messages*.properties) of what a refusal or a draw's note tells the player: the page words them.
    public static final String NOT_YOURS = "practice.rated.notYours";
    public static final String POOL_EMPTY = "practice.rated.poolEmpty";
    public static final String STILL_SCORING = "practice.rated.stillScoring";
    public static final String ALREADY_SCORED = "practice.rated.alreadyScored";
    static final String ABANDONED = "practice.rated.abandoned";

    /** What a draw gave: an attempt and its game, with a note for the player (an abandoned attempt scored); or why not. */
    public sealed interface Draw {}

    public record Served(Attempt attempt, GameState game, Optional<String> note) implements Draw {}

    public record Refused(String reason) implements Draw, Lookup, Finish {}

    /** One of the player's attempts, with its game while that is kept; or why not. */
    public sealed interface Lookup {}

    public record Found(Attempt attempt, Optional<GameState> game) implements Lookup {}

    /** What a finished game did to the ratings. */
    public sealed interface Finish {}

    public record Rated(Attempt.Scored scored) implements Finish {}

    /** The game played no rated attempt: a practice game like any other. */
    public record NotRated() implements Finish {}

    /** Screening held the finish: no rating moves until a moderator clears it ({@link RankedScreening}). */
    public record HeldForReview(Attempt.Scored scored, Held why) implements Finish {}

    private final GameService games;
    private final Draws draws;
    private final Attempts attempts;
    private final Ratings ratings;
    private final Scorer scorer;
    private final RankedScreening screening;
    private final Clock clock;

    PracticeService(
            GameService games,
            Draws draws,
            Attempts attempts,
            Ratings ratings,
            Scorer scorer,
            RankedScreening screening,
            Clock clock) {
        this.games = games;
        this.screening = screening;
        this.draws = draws;
        this.attempts = attempts;
        this.ratings = ratings;
        this.scorer = scorer;
        this.clock = clock;
    }

    /**
     * The player's open attempt if they have one, else a new one of {@code size} (any size if empty)
     * near their rating. An open attempt whose game was discarded is scored as a loss first.
     */
    public Draw draw(PlayerRef player, OptionalInt size) {
        String key = PlayerKey.of(player);
        Optional<Attempt> open = attempts.open(key);
        if (open.isEmpty()) return drawNew(player, size, Optional.empty());
        Optional<Draw> resumed = resume(player, open.get());
        if (resumed.isPresent()) return resumed.get();
        scorer.score(
                key,
                open.get(),
                new Scorer.Played(AttemptOutcome.ABANDONED, Optional.empty(), Optional.empty(), clock.instant()));
        return drawNew(player, size, Optional.of(ABANDONED));
    }

    private Draw drawNew(PlayerRef player, OptionalInt size, Optional<String> note) {
        String key = PlayerKey.of(player);
        double rating = ratings.player(key).orElse(Glicko2.NEWCOMER).rating();
        Optional<PoolPuzzle> puzzle = draws.pick(key, rating, size, ThreadLocalRandom.current());
        if (puzzle.isEmpty()) return new Refused(POOL_EMPTY);
        try {
            attempts.draw(key, puzzle.get().id(), clock.instant());
        } catch (DuplicateKeyException anotherTab) {
            // Another tab drew at the same moment: its attempt is the one to play.
        }
        Attempt drawn = attempts.open(key).orElseThrow();
        return resume(player, drawn).map(d -> withNote(d, note)).orElseGet(() -> new Refused(STILL_SCORING));
    }

    /** The open attempt's game, started now if it has none yet; empty if its game is gone. */
    private Optional<Draw> resume(PlayerRef player, Attempt open) {
        if (open.game().isEmpty()) return Optional.of(start(player, open));
        Optional<GameState> game = games.resume(player, open.game().get());
        if (game.isEmpty()) return Optional.empty();
        if (game.get().isFinished()) return Optional.of(new Refused(STILL_SCORING));
        return Optional.of(new Served(open, game.get(), Optional.empty()));
    }

    /** Starts the game of a drawn attempt; a second page asking at the same moment gets the first's game. */
    private Draw start(PlayerRef player, Attempt open) {
        String keenId = attempts.keenId(open.puzzle());
        Optional<UUID> game = attempts.game(open.id(), () -> {
            if (games.importApart(player, keenId) instanceof ImportResult.Imported(GameState started))
                return Optional.of(started.id());
            log.error("Pool puzzle {} cannot be played: {}", open.puzzle(), keenId);
            attempts.withdraw(open.id());
            return Optional.empty();
        });
        if (game.isEmpty()) return new Refused(POOL_EMPTY);
        return resume(player, withGame(open, game.get())).orElseGet(() -> new Refused(STILL_SCORING));
    }

    private static Attempt withGame(Attempt a, UUID game) {
        return new Attempt(
                a.id(), a.puzzle(), a.size(), a.level(), a.puzzleRating(), Optional.of(game), a.drawnAt(), a.scored());
    }

    private static Draw withNote(Draw draw, Optional<String> note) {
        return draw instanceof Served s && note.isPresent() ? new Served(s.attempt(), s.game(), note) : draw;
    }

    /** The player's open attempt, if any, without drawing. */
    public Optional<Attempt> open(PlayerRef player) {
        return attempts.open(PlayerKey.of(player));
    }

    /** One of the player's attempts by its id, as a page's address names it; refused if it is not theirs. */
    public Lookup attempt(PlayerRef player, long id) {
        Optional<Attempt> found = attempts.of(PlayerKey.of(player), id);
        if (found.isEmpty()) return new Refused(NOT_YOURS);
        Optional<GameState> game = found.get().game().flatMap(g -> games.resume(player, g));
        return new Found(found.get(), game);
    }

    /** The attempt a game of the player plays, if it plays one. */
    public Optional<Attempt> ofGame(PlayerRef player, UUID game) {
        return attempts.ofGame(game)
                .filter(a -> attempts.of(PlayerKey.of(player), a.id()).isPresent());
    }

    /** The player's practice rating now, once they have played a rated puzzle. */
    public Optional<CurrentRating> rating(PlayerRef player) {
        return ratings.player(PlayerKey.of(player)).map(r -> new CurrentRating(r.rating(), r.deviation()));
    }

    /** The player's scored attempts, oldest first: their rating's history. */
    public List<Attempt> history(PlayerRef player) {
        return attempts.scored(PlayerKey.of(player));
    }

    /** The player's last attempts, open or scored, last drawn first. */
    public List<Attempt> recent(PlayerRef player, int most) {
        return attempts.recent(PlayerKey.of(player), most);
    }

    /** Why the player's finished attempt of this game is held or was rejected; empty if it counts. */
    public Optional<Held> held(UUID game) {
        return screening.held(game);
    }

    /**
     * Scores the attempt a finished game played, in the transaction that stores the finish (see
     * {@link RatedFinishes}), once screening has let it count; a finish it holds is kept unrated
     * until a moderator decides ({@link HeldAttempts}). A finish told again, or of another player's
     * attempt, changes nothing.
     */
    @Transactional
    public Finish finish(GameFinished finished) {
        // Locked till the finish is scored: a second finish of it (another tab, another node) waits, then finds it
        // scored.
        Optional<Attempt> attempt = attempts.ofGameForUpdate(finished.gameId());
        if (attempt.isEmpty()) return new NotRated();
        String key = PlayerKey.of(finished.player());
        if (attempts.of(key, attempt.get().id()).isEmpty()) return new Refused(NOT_YOURS);
        if (!attempt.get().isOpen()) return new Refused(ALREADY_SCORED);
        Scorer.Played played = new Scorer.Played(
                AttemptOutcome.of(finished.outcome()),
                Optional.of(finished.elapsed()),
                Optional.of(finished.playTime().toMillis()),
                finished.finishedAt());
        return switch (screening.screen(
                RankedMode.RATED_PUZZLE,
                finished,
                attempts.cleanPlayMillis(attempt.get().puzzle()))) {
            case RankedScreening.Counts counts ->
                scorer.score(key, attempt.get(), played)
                        .<Finish>map(Rated::new)
                        .orElseGet(() -> new Refused(ALREADY_SCORED));
            case RankedScreening.HeldBack(Held why) ->
                scorer.hold(key, attempt.get(), played)
                        .<Finish>map(held -> new HeldForReview(held, why))
                        .orElseGet(() -> new Refused(ALREADY_SCORED));
        };
    }
}
