package org.calcoolation.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

import jakarta.annotation.PreDestroy;

import org.calcoolation.account.AccountDeleted;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.SolveResult;
import org.calcoolation.engine.solve.Solver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The games people play, one current game per player. A player is known by a key: for now a
 * long-lived random browser cookie (see {@link PlayerKeys}).
 *
 * <p>Every game is stored in the database when it starts and again as it changes, at most about
 * once per {@link #SAVE_INTERVAL} (a finished game at once), so it survives a reload, a new tab
 * and a restart. Games in play are also kept in memory; one left alone for {@link #IDLE} is
 * dropped from memory and read back from the database when its player returns.
 *
 * <p>Games are not thread-safe: callers change them under their UI lock and then call
 * {@link #changed(Game)}, which copies the game's state on that same thread. A background
 * writer stores the latest copy, so the database is never touched while a player waits.
 */
@Service
public class GameService {

    static final Duration SAVE_INTERVAL = Duration.ofSeconds(1);
    static final Duration IDLE = Duration.ofMinutes(30);

    private static final Logger log = LoggerFactory.getLogger(GameService.class);

    private final SavedGameRepository saved;
    private final TransactionTemplate transactions;
    private final Clock clock;
    private final Map<UUID, LiveGame> games = new ConcurrentHashMap<>();
    private final Map<String, UUID> currentOf = new ConcurrentHashMap<>();
    /** Daily games in memory, by {@link #dailyKey}. */
    private final Map<String, UUID> dailyOf = new ConcurrentHashMap<>();

    private final List<SolveRecorder> recorders;

    public GameService(SavedGameRepository saved, PlatformTransactionManager transactionManager, Clock clock) {
        this(saved, transactionManager, clock, List.of());
    }

    @Autowired
    public GameService(SavedGameRepository saved, PlatformTransactionManager transactionManager, Clock clock,
            List<SolveRecorder> recorders) {
        this.saved = saved;
        this.transactions = new TransactionTemplate(transactionManager);
        this.clock = clock;
        this.recorders = List.copyOf(recorders);
    }

    /** Starts a new generated puzzle as the player's current game. */
    public Game newGame(String playerKey, int size, Difficulty difficulty, Variant variant) {
        Puzzle puzzle = Generator.generate(size, difficulty, variant, ThreadLocalRandom.current().nextLong());
        return begin(playerKey, null, Game.start(UUID.randomUUID(), puzzle, difficulty, variant, settingsOf(playerKey), clock));
    }

    /** The key under which a signed-in player's games are kept, whichever browser they use. */
    public static String accountKey(long playerId) {
        return ACCOUNT_PREFIX + playerId;
    }

    private static final String ACCOUNT_PREFIX = "account:";

    /**
     * The player's game of a daily puzzle: the one they started, wherever they left it, or a new
     * one. There is one game per player and daily puzzle.
     */
    public synchronized Game dailyGame(String playerKey, long dailyPuzzleId, Puzzle puzzle, Difficulty difficulty, Variant variant) {
        Optional<Game> started = dailyGames(playerKey, List.of(dailyPuzzleId)).values().stream().findFirst();
        if (started.isPresent()) return started.get();
        return begin(playerKey, dailyPuzzleId, Game.start(UUID.randomUUID(), puzzle, difficulty, variant, settingsOf(playerKey), clock));
    }

    /** The player's games of these daily puzzles, for those started, by daily puzzle id. */
    @Transactional(readOnly = true)
    public Map<Long, Game> dailyGames(String playerKey, Collection<Long> dailyPuzzleIds) {
        Instant now = clock.instant();
        Map<Long, Game> found = new HashMap<>();
        List<Long> missing = new ArrayList<>();
        for (Long id : dailyPuzzleIds) {
            LiveGame live = Optional.ofNullable(dailyOf.get(dailyKey(playerKey, id))).map(games::get).orElse(null);
            if (live != null) found.put(id, live.game);
            else missing.add(id);
        }
        if (!missing.isEmpty()) {
            for (SavedGame row : saved.findByPlayerKeyAndDailyPuzzleIdIn(playerKey, missing)) {
                LiveGame live = games.containsKey(row.id()) ? games.get(row.id()) : restore(row, now);
                if (live == null) continue;
                games.putIfAbsent(row.id(), live);
                dailyOf.put(dailyKey(playerKey, row.dailyPuzzleId()), row.id());
                found.put(row.dailyPuzzleId(), games.get(row.id()).game);
            }
        }
        return found;
    }

    /**
     * A guest signs in: the games played under the browser's key become the account's, and the
     * guest's game in progress becomes the account's current game.
     */
    public synchronized void adopt(String guestKey, String accountKey) {
        saveAll(true);
        transactions.executeWithoutResult(status -> saved.moveGames(guestKey, accountKey));
        for (LiveGame live : List.copyOf(games.values())) {
            if (guestKey.equals(live.playerKey)) forget(live);
        }
        currentOf.remove(guestKey);
        currentOf.remove(accountKey);
    }

    /** An account is gone: so are its games, in memory and stored. */
    @EventListener
    void accountDeleted(AccountDeleted event) {
        String key = accountKey(event.playerId());
        for (LiveGame live : List.copyOf(games.values())) {
            if (key.equals(live.playerKey)) forget(live);
        }
        currentOf.remove(key);
        transactions.executeWithoutResult(status -> saved.deleteByPlayerKey(key));
    }

    private void forget(LiveGame live) {
        synchronized (live) {
            live.evicted = true;
            live.pending = null;
            games.remove(live.game.id(), live);
        }
        dailyOf.values().remove(live.game.id());
    }

    private static String dailyKey(String playerKey, long dailyPuzzleId) {
        return playerKey + "|" + dailyPuzzleId;
    }

    /** Starts the puzzle of a Keen game ID, if it is well formed and has exactly one solution. */
    public ImportResult importGame(String playerKey, String keenId) {
        return switch (KeenCodec.decode(keenId)) {
            case DecodeResult.Invalid invalid -> new ImportResult.Rejected(invalid.message());
            case DecodeResult.Valid valid -> switch (Solver.solve(valid.puzzle(), Budget.forImport(clock))) {
                case SolveResult.Unique unique -> {
                    Variant variant = valid.multiplicationOnly() ? Variant.MULTIPLICATION_ONLY : Variant.STANDARD;
                    yield new ImportResult.Imported(begin(playerKey, null, Game.start(UUID.randomUUID(),
                            valid.puzzle().withSolution(unique.solution()), unique.difficulty(), variant, settingsOf(playerKey), clock)));
                }
                case SolveResult.Ambiguous ambiguous -> new ImportResult.Rejected("This puzzle has more than one solution, so it cannot be played fairly.");
                case SolveResult.Impossible impossible -> new ImportResult.Rejected("This puzzle has no solution.");
                case SolveResult.TooHard tooHard -> new ImportResult.Rejected("This puzzle is too hard to check here.");
            };
        };
    }

    /**
     * The player's game in progress or last played, if any: from memory, else the latest stored
     * game that can be read back. A damaged row is logged and passed over, never deleted.
     */
    @Transactional(readOnly = true)
    public Optional<Game> currentGame(String playerKey) {
        Instant now = clock.instant();
        LiveGame live = Optional.ofNullable(currentOf.get(playerKey)).map(games::get).orElse(null);
        if (live == null) live = load(playerKey, now).orElse(null);
        if (live == null) return Optional.empty();
        live.touched = now;
        return Optional.of(live.game);
    }

    /**
     * Tells the service the game changed; it is stored soon (at most about once a second per
     * game, at once if it just finished). Call on the thread that changed the game, under its lock.
     */
    public void changed(Game game) {
        Instant now = clock.instant();
        while (true) {
            LiveGame live = games.computeIfAbsent(game.id(), id -> new LiveGame(game, null, null, now, null));
            synchronized (live) {
                if (live.evicted) continue;
                live.touched = now;
                if (game.version() != live.knownVersion) {
                    live.knownVersion = game.version();
                    live.pending = game.snapshot();
                }
                if (game.isFinished() && live.personalBest == null) recordFinish(live);
                return;
            }
        }
    }

    /**
     * For a finished game of a signed-in player, whether it set a new personal best; empty for
     * guests' games and games not finished (or finished before this service started).
     */
    public Optional<Boolean> personalBest(Game game) {
        return Optional.ofNullable(games.get(game.id())).map(live -> live.personalBest);
    }

    /** Hands a signed-in player's finished game to the recorders, once; time and help come from the game itself. */
    private void recordFinish(LiveGame live) {
        if (live.playerKey == null || !live.playerKey.startsWith(ACCOUNT_PREFIX)) return;
        long playerId = Long.parseLong(live.playerKey.substring(ACCOUNT_PREFIX.length()));
        Game game = live.game;
        Game.Finish finish = game.finish().orElseThrow();
        SolveRecorder.FinishedGame finished = new SolveRecorder.FinishedGame(playerId, game.id(), live.dailyPuzzleId,
                game.puzzleId(), game.puzzle().size(), game.difficulty(), game.variant(), finish.time().toMillis(),
                finish.isClean(), finish.at());
        boolean best = false;
        for (SolveRecorder recorder : recorders) best |= recorder.record(finished);
        live.personalBest = best;
    }

    /** The levels that can be made at this size, easiest first. */
    public List<Difficulty> levelsFor(int size) {
        return Arrays.stream(Difficulty.values()).filter(d -> Generator.supports(size, d)).toList();
    }

    /** Stores the changes that are due: a game's latest state once a second at most, a finish at once. */
    @Scheduled(fixedDelay = 250)
    void saveDue() {
        saveAll(false);
    }

    /** Stores every change not yet stored, as the application stops, so that a restart loses nothing. */
    @PreDestroy
    void saveAllNow() {
        saveAll(true);
    }

    /** Drops games left alone for {@link #IDLE} from memory; they are all stored. */
    @Scheduled(fixedDelay = 60_000)
    void forgetIdle() {
        Instant cutoff = clock.instant().minus(IDLE);
        Set<UUID> forgotten = new HashSet<>();
        for (LiveGame live : games.values()) {
            synchronized (live) {
                if (live.pending != null || !live.touched.isBefore(cutoff)) continue;
                live.evicted = true;
                games.remove(live.game.id(), live);
                forgotten.add(live.game.id());
            }
        }
        currentOf.values().removeAll(forgotten);
        dailyOf.values().removeAll(forgotten);
    }

    /** How many games are held in memory. */
    int gamesInMemory() {
        return games.size();
    }

    private Game begin(String playerKey, Long dailyPuzzleId, Game game) {
        Instant now = clock.instant();
        LiveGame live = new LiveGame(game, playerKey, dailyPuzzleId, now, now);
        live.pending = game.snapshot();
        games.put(game.id(), live);
        if (dailyPuzzleId == null) {
            UUID previous = currentOf.put(playerKey, game.id());
            if (previous != null && !previous.equals(game.id())) retire(previous, now);
        } else {
            dailyOf.put(dailyKey(playerKey, dailyPuzzleId), game.id());
        }
        save(live, true, now);
        return game;
    }

    /**
     * A practice game that is no longer the player's current one: stored now if need be, then
     * dropped from memory. One that changed meanwhile (in another tab) stays until it is idle.
     */
    private void retire(UUID id, Instant now) {
        LiveGame old = games.get(id);
        if (old == null) return;
        save(old, true, now);
        synchronized (old) {
            if (old.pending != null) return;
            old.evicted = true;
            games.remove(id, old);
        }
    }

    private Optional<LiveGame> load(String playerKey, Instant now) {
        for (SavedGame row : saved.findTop5ByPlayerKeyAndDailyPuzzleIdIsNullOrderByUpdatedAtDesc(playerKey)) {
            LiveGame known = games.get(row.id());
            LiveGame live = known != null ? known : restore(row, now);
            if (live == null) continue;
            games.putIfAbsent(row.id(), live);
            currentOf.put(playerKey, row.id());
            return Optional.of(games.get(row.id()));
        }
        return Optional.empty();
    }

    private LiveGame restore(SavedGame row, Instant now) {
        try {
            return new LiveGame(Game.restore(row.toSnapshot(), clock), row.playerKey(), row.dailyPuzzleId(), now, Instant.EPOCH);
        } catch (RuntimeException e) {
            log.warn("Saved game {} of a player cannot be read back and is passed over: {}", row.id(), e.toString());
            return null;
        }
    }

    private synchronized void saveAll(boolean force) {
        Instant now = clock.instant();
        for (LiveGame live : games.values()) save(live, force, now);
    }

    /** Writes the game's pending state if it is due; keeps it pending if the write fails. */
    private void save(LiveGame live, boolean force, Instant now) {
        Game.Snapshot snapshot;
        synchronized (live) {
            snapshot = live.pending;
            if (snapshot == null) return;
            boolean finishing = snapshot.finishedAt().isPresent() && !live.savedFinished;
            if (!force && !finishing && Duration.between(live.savedAt, now).compareTo(SAVE_INTERVAL) < 0) return;
            live.pending = null;
        }
        try {
            if (!transactions.execute(status -> write(live, snapshot, now))) {
                log.warn("Game {} has no row and no known player, so it cannot be saved", snapshot.id());
                return;
            }
            synchronized (live) {
                live.savedAt = now;
                live.savedFinished |= snapshot.finishedAt().isPresent();
            }
        } catch (RuntimeException e) {
            log.error("Game {} could not be saved; trying again in a moment", snapshot.id(), e);
            synchronized (live) {
                if (live.pending == null) live.pending = snapshot;
                live.savedAt = now;
            }
        }
    }

    /** Updates the game's row, or adds it; false if there is none and the player is unknown. */
    private boolean write(LiveGame live, Game.Snapshot snapshot, Instant now) {
        Optional<SavedGame> row = saved.findById(snapshot.id());
        if (row.isPresent()) {
            row.get().update(snapshot, now);
        } else if (live.playerKey != null) {
            saved.save(new SavedGame(live.playerKey, live.dailyPuzzleId, snapshot, now));
        } else {
            return false;
        }
        return true;
    }

    private Settings settingsOf(String playerKey) {
        return currentGame(playerKey).map(Game::settings).orElse(Settings.DEFAULT);
    }
}
