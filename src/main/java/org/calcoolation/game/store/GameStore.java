package org.calcoolation.game.store;

import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.base.live.LiveEvents;
import org.calcoolation.game.play.Game;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The games in play, in memory, and their rows in {@code saved_game}. Each game has one lock: a
 * change takes it, applies a move and leaves the game dirty; a background writer ({@link GameSaver})
 * stores dirty games at most about once per {@link GameSaver#SAVE_INTERVAL}, and a finished game at
 * once, off the thread that finished it. A game no page shows (its pages left, or their session
 * ended, which detaches them) is dropped from memory a minute or two after its last change, any
 * other game when left alone for {@link #IDLE}; it is read back ({@link GameFinder}) when its player
 * returns.
 *
 * <p>Rows carry a version: a write that finds the row newer than the copy it started from (another
 * node or an older copy wrote it) does not overwrite it; the stored game is read back instead and
 * the moves made here since the last save are refused, with a notice for the player.
 */
@Component
public class GameStore {

    static final Duration IDLE = Duration.ofMinutes(30);
    /** How long a game no page shows stays in memory after its last change: a player going back to it finds it at once. */
    static final Duration UNSHOWN = Duration.ofMinutes(1);

    private final SavedGameRepository rows;
    private final TransactionTemplate transactions;
    private final Executor finisher;
    private final Clock clock;
    private final Map<UUID, LiveGame> games = new ConcurrentHashMap<>();
    private final GameSaver saver;
    private final GameFinder finder;
    private final PracticeGames practice;
    private final GameWatchers watchers = new GameWatchers();
    private final ApplicationEventPublisher events;

    GameStore(
            SavedGameRepository rows,
            SavedGameUpdates updater,
            PlatformTransactionManager transactionManager,
            ApplicationEventPublisher events,
            @Qualifier("applicationTaskExecutor") Executor finisher,
            Clock clock,
            LiveEvents live) {
        this.rows = rows;
        this.transactions = new TransactionTemplate(transactionManager);
        this.finisher = finisher;
        this.clock = clock;
        this.events = events;
        this.saver = new GameSaver(games, rows, updater, transactions, events, clock, watchers, live);
        this.finder = new GameFinder(games, rows, transactions, clock);
        this.practice = new PracticeGames(games, finder, rows, transactions, clock);
        // Another node's write of a game held here too (the same player's tab there): this copy catches up.
        live.subscribe(
                GameSaver.STORED,
                event -> saver.storedElsewhere(UUID.fromString(event.key()), Long.parseLong(event.payload())));
        // Hearing again after a gap (the database restarted): the games on this node's pages are checked.
        live.subscribe(LiveEvents.RESUMED, event -> saver.catchUp(watchers.watchedGames()));
    }

    // ---- finding games ----

    /** Holds a new game; a practice game becomes the player's current one. It is stored within a moment. */
    public LiveGame add(Game game, PlayerRef player, OptionalLong dailyPuzzleId) {
        Instant now = clock.instant();
        LiveGame live = new LiveGame(game, player, dailyPuzzleId, now, now, -1);
        games.put(game.id(), live);
        if (dailyPuzzleId.isPresent()) {
            finder.addDaily(player, dailyPuzzleId.getAsLong(), game.id());
        } else {
            finder.makeCurrent(player, game.id()).ifPresent(saver::retire);
            touch(live);
        }
        return live;
    }

    /** The game with this id, from memory or its row; empty if there is none or it cannot be read back. */
    public Optional<LiveGame> find(UUID id) {
        return finder.find(id);
    }

    /** The player's latest practice game: from memory, else the newest stored one that can be read back. */
    public Optional<LiveGame> current(PlayerRef player) {
        return finder.current(player);
    }

    /** The player's games of these daily puzzles, those started, by daily puzzle id. */
    public Map<Long, LiveGame> dailies(PlayerRef player, Collection<Long> dailyPuzzleIds) {
        return finder.dailies(player, dailyPuzzleIds);
    }

    /** How many stored games of each daily puzzle were opened to their grid, as stored (within a second of play). */
    public Map<Long, Integer> dailyPlayers(Collection<Long> dailyPuzzleIds) {
        if (dailyPuzzleIds.isEmpty()) return Map.of();
        Map<Long, Integer> counts = new HashMap<>();
        transactions
                .execute(tx -> rows.countShownByDailyPuzzleIdIn(dailyPuzzleIds))
                .forEach(row -> counts.put((Long) row[0], ((Number) row[1]).intValue()));
        return counts;
    }

    /** Whether the player has a stored game of this daily puzzle, readable or not. */
    public boolean hasDailyRow(PlayerRef player, long dailyPuzzleId) {
        return finder.hasDailyRow(player, dailyPuzzleId);
    }

    /** The player's practice games not finished, last played first (see {@link PracticeGames#of}). */
    public List<PracticeGame> practiceGames(PlayerRef player, int limit) {
        return practice.of(player, limit);
    }

    /**
     * A practice game of the player's, held and made their current one (the one /play opens);
     * empty if it is gone, another's or a daily.
     */
    public Optional<LiveGame> open(PlayerRef player, UUID id) {
        Optional<LiveGame> found = find(id);
        if (found.isEmpty()) return found;
        LiveGame live = found.get();
        if (!live.locked(() -> live.isPracticeOf(player))) return Optional.empty();
        finder.makeCurrent(player, id).ifPresent(saver::retire);
        touch(live);
        return found;
    }

    /** Marks a game as played now: after the game it takes over from was stored, so that the list puts it first. */
    private void touch(LiveGame live) {
        live.locked(() -> live.played(clock.instant()));
    }

    /** Deletes a practice game of the player's, from memory and from its row; false if there was no such game. */
    public boolean discard(PlayerRef player, UUID id) {
        return practice.discard(player, id);
    }

    // ---- changing games ----

    /**
     * Applies a change to the game under its lock and returns what the change returns. A change
     * that finishes the game has it stored at once, off this thread.
     */
    public <R> R change(UUID id, Function<Game, R> change) {
        return changeThenRead(id, change, (result, live) -> result);
    }

    /**
     * Applies a change and reads the game as it left it, under one taking of the lock: a move and
     * the state its page draws next, in one method (a move from the grid comes straight here from
     * the service, see docs/move-path.md). A copy dropped from memory meanwhile is read back and tried
     * again. A change that finishes the game has it stored at once, off this thread, and is read
     * once the write is handed on, so that a finish stored at once (on this thread) reads as stored.
     */
    public <R, T> T changeThenRead(UUID id, Function<Game, R> change, BiFunction<R, LiveGame, T> reader) {
        while (true) {
            LiveGame live = find(id).orElseThrow(() -> new IllegalStateException("game " + id + " is gone"));
            R result;
            boolean moved, finished;
            T read = null;
            live.lock.lock();
            try {
                if (live.isEvicted()) continue;
                Game game = live.game();
                boolean wasFinished = game.isFinished();
                long version = game.version();
                result = change.apply(game);
                live.played(clock.instant());
                moved = game.version() != version;
                finished = !wasFinished && game.isFinished();
                if (!finished) read = reader.apply(result, live);
            } finally {
                live.lock.unlock();
            }
            if (moved) watchers.changed(id);
            if (!finished) return read;
            finisher.execute(() -> saver.write(live, true));
            R done = result;
            return live.locked(() -> reader.apply(done, live));
        }
    }

    /** What {@code action} returns, run under the lock of the game in memory: a copy dropped meanwhile is read back and tried again. */
    private <R> R underLock(UUID id, Function<LiveGame, R> action) {
        while (true) {
            LiveGame live = find(id).orElseThrow(() -> new IllegalStateException("game " + id + " is gone"));
            Optional<R> done = live.locked(() -> live.isEvicted() ? Optional.empty() : Optional.of(action.apply(live)));
            if (done.isPresent()) return done.get();
        }
    }

    /** A change that returns nothing. */
    public void apply(UUID id, Consumer<Game> change) {
        change(id, game -> {
            change.accept(game);
            return Boolean.TRUE;
        });
    }

    /**
     * A change to a game only if it is in memory: a page leaving a game that was replaced or
     * dropped must not read it back for nothing. False if it was not.
     */
    public boolean applyIfHeld(UUID id, Consumer<Game> change) {
        LiveGame live = games.get(id);
        if (live == null) return false;
        return live.locked(() -> {
            if (live.isEvicted()) return false;
            change.accept(live.game());
            return true;
        });
    }

    /** Tells {@code onChange} of each change of the game on this node, until the returned action is run. */
    public Runnable watch(UUID id, Runnable onChange) {
        return watchers.watch(id, onChange);
    }

    /** Reads the game under its lock. */
    public <R> R read(UUID id, Function<LiveGame, R> reader) {
        return underLock(id, reader);
    }

    /**
     * A guest signed in: their games, in memory and stored, are the account's now, and so is their
     * current game, but for the daily games {@link GuestHandover} keeps out. The rows move, and
     * {@link GuestDailiesCarried} is published, in one transaction: what the stats make of the
     * carried finishes is stored with the move or not at all. What it carried and kept out.
     */
    public GuestDailiesCarried hand(PlayerRef.Guest guest, PlayerRef.Account account) {
        saver.saveAll(true);
        GuestHandover plan = transactions.execute(tx -> GuestHandover.plan(rows, guest, account));
        for (UUID replaced : plan.replaced()) {
            LiveGame live = games.get(replaced);
            if (live != null) live.locked(() -> live.evictFrom(games));
        }
        transactions.executeWithoutResult(tx -> {
            plan.replaced().forEach(rows::deleteById);
            if (plan.keptOut().isEmpty()) rows.moveGames(SavedGame.keyOf(guest), SavedGame.keyOf(account));
            else rows.moveGamesBut(SavedGame.keyOf(guest), SavedGame.keyOf(account), plan.keptOut());
            if (!plan.carried().isEmpty()) events.publishEvent(plan.carried());
        });
        for (LiveGame live : games.values()) {
            if (!plan.keptOut().contains(live.game().id())) live.locked(() -> live.handOver(guest, account));
        }
        finder.hand(guest, account);
        return plan.carried();
    }

    /** An account is gone: so are its games, in memory now and stored in the caller's transaction. */
    public void deleteAll(PlayerRef.Account account) {
        for (LiveGame live : List.copyOf(games.values())) {
            live.locked(() -> {
                if (live.player().equals(account)) live.evictFrom(games);
            });
        }
        finder.forget(account);
        rows.deleteByPlayerKey(SavedGame.keyOf(account));
    }

    // ---- storing ----

    /**
     * Stores what is due: a game's changes once a second at most, in one round a second. A move
     * waits at most about a second to be stored, as when each game was written on its own second in
     * rounds four times a second, but every changed game of the node goes to disk in the same round:
     * H2 writes each page of its tree that a round touched once per round, not up to four times.
     */
    @Scheduled(fixedDelay = 1_000)
    void saveDue() {
        saver.saveAll(false);
    }

    /** Stores every change not yet stored, as the application stops, so that a restart loses nothing. */
    @PreDestroy
    void saveAllNow() {
        saver.saveAll(true);
    }

    /**
     * Drops from memory the games no page shows, unchanged for {@link #UNSHOWN}, and the games left
     * alone for {@link #IDLE}, once they are stored. Without the first, a session that ended (a
     * visitor gone, a script) left its game in memory for half an hour more.
     */
    @Scheduled(fixedDelay = 60_000)
    void forgetIdle() {
        Instant now = clock.instant();
        for (LiveGame live : games.values()) {
            live.locked(() -> {
                if (live.isForgettable(now)) live.evictFrom(games);
            });
        }
        finder.forgetDropped();
    }

    /** Whether the game is in memory now: its page may still store it, so its row must stay. */
    boolean isHeld(UUID id) {
        return games.containsKey(id);
    }

    public int gamesInMemory() {
        return games.size();
    }

    /** Players with a game on a page in touch with the server, for the metrics; takes each game's lock in turn. */
    public int playersOnline() {
        Set<PlayerRef> online = new HashSet<>();
        for (LiveGame live : games.values()) {
            live.locked(() -> {
                if (!live.isEvicted() && live.game().time().isWatched()) online.add(live.player());
            });
        }
        return online.size();
    }
}
