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
    public static final String GUESTS =
            "Timed puzzles are for accounts, since their times go on boards by name. Log in or register to draw one.";
    public static final String NOT_YOURS = "That timed puzzle is not one you drew.";
    public static final String NO_SIZE = "Timed puzzles come in sizes 4×4 to 9×9.";
    public static final String ENDED = "This timed puzzle has ended already; its time stands.";
    static final String DISCARDED = "Your last timed puzzle of this size was discarded unfinished, so it counts as %s.";

    /** What a draw gave: the draw and its game, with a note for the player; or why not. */
    public sealed interface Draw {}

    public record Served(TimedDraw draw, GameState game, Optional<String> note) implements Draw {}

    public record Refused(String reason) implements Draw, Lookup, Finish {}

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
            note = Optional.of(DISCARDED.formatted(minutes(penalty)));
        }
        return withNote(drawNew(player, key, size), note);
    }

    private Draw drawNew(PlayerRef player, String key, int size) {
        Instant now = clock.instant();
        int used = draws.drawnOn(key, size, TimedCount.day(now));
        if (used >= perDay) return new Refused(allowanceSpent(size, now));
        double anchor = PoolRatings.start(size, Difficulty.NORMAL).rating();
        Optional<PoolPuzzle> puzzle = pool.pick(key, anchor, OptionalInt.of(size), ThreadLocalRandom.current());
        if (puzzle.isEmpty())
            return new Refused("No timed " + size + "×" + size + " puzzle you have not seen is ready yet: "
                    + "the pool is still being filled. Please try again later.");
        try {
            draws.insert(key, puzzle.get().id(), size, used + 1, now, TimedCount.deadline(now, penalty));
        } catch (DuplicateKeyException anotherTab) {
            // Another tab drew at the same moment: its draw is the one to play, and this one is not made.
            return draws.open(key, size, now)
                    .flatMap(d -> resume(player, d))
                    .orElseGet(() -> new Refused(allowanceSpent(size, now)));
        }
        // Two tabs at once may each take a slot, the second having counted the first's: the earliest open
        // draw is the one both play, and the later one is taken back before it has a game.
        TimedDraw drawn = draws.open(key, size, now).orElseThrow();
        if (drawn.slot() != used + 1 || !drawn.day().equals(TimedCount.day(now)))
            draws.withdraw(key, size, TimedCount.day(now), used + 1);
        return resume(player, drawn).orElseGet(() -> new Refused(ENDED));
    }

    private String allowanceSpent(int size, Instant now) {
        Instant next =
                TimedCount.day(now).plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        return "You have drawn your " + perDay + " timed " + size + "×" + size + " puzzles for today. "
                + "The next draw opens at 00:00 UTC, in " + hoursAndMinutes(Duration.between(now, next)) + ".";
    }

    static String hoursAndMinutes(Duration d) {
        long minutes = Math.max(1, (d.toSeconds() + 59) / 60);
        return minutes >= 60 ? minutes / 60 + " h " + minutes % 60 + " min" : minutes + " min";
    }

    static String minutes(Duration d) {
        return d.toSeconds() % 60 == 0 ? d.toMinutes() + " minutes" : d.toSeconds() + " seconds";
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
        if (game.isEmpty()) return new Refused("That timed puzzle could not be opened. Please draw again.");
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
