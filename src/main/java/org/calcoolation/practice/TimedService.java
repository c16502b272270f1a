package org.calcoolation.practice;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ImportResult;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * The timed pool (issue 41 part 3): an account draws up to {@code calcoolation.timed.draws-per-day}
 * pool puzzles of a size a UTC day, of about equal difficulty (rated near the size's Normal start,
 * by {@link Draws}, so never one it saw rated or timed), and plays each as a practice game. Every draw
 * counts on the size's boards ({@link TimedBoards}, {@link TimedCount}). A timed draw moves no rating:
 * it is not chosen near the player's rating, and its one result would otherwise count twice. Guests do
 * not draw: the boards rank accounts by name.
 */
@Service
public class TimedService {

    private static final Logger log = LoggerFactory.getLogger(TimedService.class);

    public static final int SMALLEST = Pool.SMALLEST, LARGEST = Pool.LARGEST;
    // Bundle keys (i18n/messages*.properties) of what a refusal or a draw's note tells the player: the page words them.
    public static final String GUESTS = "practice.timed.guests";
    public static final String NOT_YOURS = "practice.timed.notYours";
    public static final String NO_SIZE = "practice.timed.noSize";
    public static final String ENDED = "practice.timed.ended";
    static final String POOL_EMPTY = "practice.timed.poolEmpty";
    static final String UNOPENED = "practice.timed.unopened";
    static final String SPENT = "practice.timed.spent";
    /** A note whose argument is the fixed time of a draw not solved, which the page writes. */
    public static final String DISCARDED = "practice.timed.discarded";

    /** What a draw gave: the draw and its game, with a note for the player; or why not. */
    public sealed interface Draw {}

    public record Served(TimedDraw draw, GameState game, Optional<String> note) implements Draw {}

    /** Why not: a bundle key, and its message's arguments. */
    public record Refused(String reason, List<Object> arguments) implements Draw, Lookup, Finish {
        public Refused(String reason) {
            this(reason, List.of());
        }

        public Refused {
            arguments = List.copyOf(arguments);
        }
    }

    /** One of the player's draws, with its game while that is kept; or why not. */
    public sealed interface Lookup {}

    public record Found(TimedDraw draw, Optional<GameState> game) implements Lookup {}

    /** What a finished game did to the timed pool. */
    public sealed interface Finish {}

    public record Ended(TimedDraw draw) implements Finish {}

    /** The game plays no timed draw. */
    public record NotTimed() implements Finish {}

    private final GameService games;
    private final TimedDraws draws;
    private final Draws pool;
    private final Clock clock;
    private final int perDay;
    private final Duration penalty;

    TimedService(
            GameService games,
            TimedDraws draws,
            Draws pool,
            Clock clock,
            @Value("${calcoolation.timed.draws-per-day:2}") int perDay,
            @Value("${calcoolation.timed.penalty:18m}") Duration penalty) {
        this.games = games;
        this.draws = draws;
        this.pool = pool;
        this.clock = clock;
        this.perDay = perDay;
        this.penalty = penalty;
    }

    /** Draws a day may hold per size. */
    public int perDay() {
        return perDay;
    }

    /** What an unfinished, abandoned or helped draw counts as. */
    public Duration penalty() {
        return penalty;
    }

    /** How many draws of the size the player has left today (UTC). */
    public int left(PlayerRef player, int size) {
        if (!(player instanceof PlayerRef.Account)) return 0;
        Instant now = clock.instant();
        return Math.max(0, perDay - draws.drawnOn(PlayerKey.of(player), size, TimedCount.day(now)));
    }

    /**
     * The player's open draw of the size if it is still before its deadline, else a new one while the
     * day's allowance lasts. An open draw whose game was discarded ends as abandoned first.
     */
    public Draw draw(PlayerRef player, int size) {
        if (!(player instanceof PlayerRef.Account)) return new Refused(GUESTS);
        if (size < SMALLEST || size > LARGEST) return new Refused(NO_SIZE);
        String key = PlayerKey.of(player);
        Optional<TimedDraw> open = draws.open(key, size, clock.instant());
        Optional<String> note = Optional.empty();
        if (open.isPresent()) {
            Optional<Draw> resumed = resume(player, open.get());
            if (resumed.isPresent()) return resumed.get();
            draws.finish(open.get().id(), AttemptOutcome.ABANDONED, Optional.empty(), clock.instant());
            note = Optional.of(DISCARDED);
        }
        return withNote(drawNew(player, key, size), note);
    }

    private Draw drawNew(PlayerRef player, String key, int size) {
        Instant now = clock.instant();
        int used = draws.drawnOn(key, size, TimedCount.day(now));
        if (used >= perDay) return allowanceSpent(size, now);
        double anchor = PoolRatings.start(size, Difficulty.NORMAL).rating();
        Optional<PoolPuzzle> puzzle = pool.pick(key, anchor, OptionalInt.of(size), ThreadLocalRandom.current());
        if (puzzle.isEmpty()) return new Refused(POOL_EMPTY, List.of(size));
        try {
            draws.insert(key, puzzle.get().id(), size, used + 1, now, TimedCount.deadline(now, penalty));
        } catch (DuplicateKeyException anotherTab) {
            // Another tab drew at the same moment: its draw is the one to play, and this one is not made.
            return draws.open(key, size, now)
                    .flatMap(d -> resume(player, d))
                    .orElseGet(() -> allowanceSpent(size, now));
        }
        // Two tabs at once may each take a slot, the second having counted the first's: the earliest open
        // draw is the one both play, and the later one is taken back before it has a game.
        TimedDraw drawn = draws.open(key, size, now).orElseThrow();
        if (drawn.slot() != used + 1 || !drawn.day().equals(TimedCount.day(now)))
            draws.withdraw(key, size, TimedCount.day(now), used + 1);
        return resume(player, drawn).orElseGet(() -> new Refused(ENDED));
    }

    /** The day's draws of the size are spent: how many, and the minutes until the next draw opens at 00:00 UTC. */
    private Refused allowanceSpent(int size, Instant now) {
        Instant next =
                TimedCount.day(now).plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        long minutes = Math.max(1, (Duration.between(now, next).toSeconds() + 59) / 60);
        return new Refused(SPENT, List.of(perDay, size, minutes / 60, minutes % 60));
    }

    /** The draw's game, started now if it has none yet; empty if its game is gone. */
    private Optional<Draw> resume(PlayerRef player, TimedDraw open) {
        if (open.game().isEmpty()) return Optional.of(start(player, open));
        Optional<GameState> game = games.resume(player, open.game().get());
        if (game.isEmpty()) return Optional.empty();
        return Optional.of(new Served(open, game.get(), Optional.empty()));
    }

    /** Starts the game of a new draw; a second page asking at the same moment gets the first's game. */
    private Draw start(PlayerRef player, TimedDraw open) {
        String keenId = draws.keenId(open.puzzle());
        Optional<UUID> game = draws.game(open.id(), () -> {
            if (games.importApart(player, keenId) instanceof ImportResult.Imported(GameState started))
                return Optional.of(started.id());
            log.error("Pool puzzle {} cannot be played: {}", open.puzzle(), keenId);
            draws.withdraw(open.id());
            return Optional.empty();
        });
        if (game.isEmpty()) return new Refused(UNOPENED);
        return resume(player, open.withGame(game.get())).orElseGet(() -> new Refused(ENDED));
    }

    private static Draw withNote(Draw draw, Optional<String> note) {
        return draw instanceof Served s && note.isPresent() ? new Served(s.draw(), s.game(), note) : draw;
    }

    /** One of the player's draws by its id, as a page's address names it; refused if it is not theirs. */
    public Lookup draw(PlayerRef player, long id) {
        if (!(player instanceof PlayerRef.Account)) return new Refused(NOT_YOURS);
        Optional<TimedDraw> found = draws.of(PlayerKey.of(player), id);
        if (found.isEmpty()) return new Refused(NOT_YOURS);
        return new Found(found.get(), found.get().game().flatMap(g -> games.resume(player, g)));
    }

    /** The draw a game of the player plays, if it plays one. */
    public Optional<TimedDraw> ofGame(PlayerRef player, UUID game) {
        String key = PlayerKey.of(player);
        return draws.ofGame(game).filter(d -> d.playerKey().equals(key)).map(TimedDraws.OfPlayer::draw);
    }

    /** The player's last draws, newest first. */
    public List<TimedDraw> recent(PlayerRef player, int most) {
        return draws.recent(PlayerKey.of(player), most);
    }

    /**
     * Ends the draw a finished game played, in the transaction that stores the finish (see
     * {@link TimedFinishes}). A finish told again, or by another player, changes nothing.
     */
    public Finish finish(GameFinished finished) {
        Optional<TimedDraws.OfPlayer> drawn = draws.ofGame(finished.gameId());
        if (drawn.isEmpty()) return new NotTimed();
        if (!drawn.get().playerKey().equals(PlayerKey.of(finished.player()))) return new Refused(NOT_YOURS);
        TimedDraw draw = drawn.get().draw();
        boolean ended = draws.finish(
                draw.id(),
                AttemptOutcome.of(finished.outcome()),
                Optional.of(finished.elapsed()),
                finished.finishedAt());
        if (!ended) return new Refused(ENDED);
        return new Ended(draws.of(drawn.get().playerKey(), draw.id()).orElseThrow());
    }
}
