package org.calcoolation.game;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
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
import java.util.function.Consumer;
import java.util.function.Function;

import jakarta.annotation.PreDestroy;

import org.calcoolation.account.PlayerRef;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.data.domain.Limit;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The games in play, in memory, and their rows in {@code saved_game}. Each game has one lock: a
 * change takes it, applies a move and leaves the game dirty; a background writer stores dirty
 * games at most about once per {@link #SAVE_INTERVAL}, and a finished game at once, off the
 * thread that finished it. A game left alone for {@link #IDLE} is dropped from memory and read
 * back when its player returns.
 *
 * <p>Rows carry a version: a write that finds the row newer than the copy it started from (another
 * node or an older copy wrote it) does not overwrite it; the stored game is read back instead and
 * the moves made here since the last save are refused, with a notice for the player.
 */
@Component
class GameStore {

    static final Duration SAVE_INTERVAL = Duration.ofSeconds(1);
    static final Duration IDLE = Duration.ofMinutes(30);
    static final String OVERTAKEN = "This game was also played in another window, and that play was saved first: "
            + "your last moves here were not kept.";

    private static final Logger log = LoggerFactory.getLogger(GameStore.class);

    private record DailyKey(PlayerRef player, long dailyPuzzleId) {}

    private final SavedGameRepository rows;
    private final SavedGameUpdates updater;
    private final TransactionTemplate transactions;
    private final ApplicationEventPublisher events;
    private final Executor finisher;
    private final Clock clock;
    private final Map<UUID, LiveGame> games = new ConcurrentHashMap<>();
    private final Map<PlayerRef, UUID> currentOf = new ConcurrentHashMap<>();
    private final Map<DailyKey, UUID> dailyOf = new ConcurrentHashMap<>();

    GameStore(SavedGameRepository rows, SavedGameUpdates updater, PlatformTransactionManager transactionManager, ApplicationEventPublisher events,
            @Qualifier("applicationTaskExecutor") Executor finisher, Clock clock) {
        this.rows = rows;
        this.updater = updater;
        this.transactions = new TransactionTemplate(transactionManager);
        this.events = events;
        this.finisher = finisher;
        this.clock = clock;
    }

    // ---- finding games ----

    /** Holds a new game; a practice game becomes the player's current one. It is stored within a moment. */
    LiveGame add(Game game, PlayerRef player, OptionalLong dailyPuzzleId) {
        LiveGame live = new LiveGame(game, player, dailyPuzzleId, clock.instant(), -1);
        games.put(game.id(), live);
        if (dailyPuzzleId.isPresent()) {
            dailyOf.put(new DailyKey(player, dailyPuzzleId.getAsLong()), game.id());
        } else {
            UUID previous = currentOf.put(player, game.id());
            if (previous != null && !previous.equals(game.id())) retire(previous);
            touch(live);
        }
        return live;
    }

    /** The game with this id, from memory or its row; empty if there is none or it cannot be read back. */
    Optional<LiveGame> find(UUID id) {
        LiveGame live = games.get(id);
        if (live != null) return Optional.of(live);
        return transactions.execute(tx -> rows.findById(id)).flatMap(this::hold);
    }

    /** The player's latest practice game: from memory, else the newest stored one that can be read back. */
    Optional<LiveGame> current(PlayerRef player) {
        UUID id = currentOf.get(player);
        LiveGame live = id == null ? null : games.get(id);
        if (live != null) return Optional.of(live);
        List<SavedGame> latest = transactions.execute(tx -> rows.findTop5ByPlayerKeyAndDailyPuzzleIdIsNullOrderByUpdatedAtDesc(SavedGame.keyOf(player)));
        for (SavedGame row : latest) {
            Optional<LiveGame> held = hold(row);
            if (held.isEmpty()) continue;
            currentOf.put(player, row.id());
            return held;
        }
        return Optional.empty();
    }

    /** The player's games of these daily puzzles, those started, by daily puzzle id. */
    Map<Long, LiveGame> dailies(PlayerRef player, Collection<Long> dailyPuzzleIds) {
        Map<Long, LiveGame> found = new HashMap<>();
        List<Long> missing = new ArrayList<>();
        for (Long dailyId : dailyPuzzleIds) {
            UUID id = dailyOf.get(new DailyKey(player, dailyId));
            LiveGame live = id == null ? null : games.get(id);
            if (live != null) found.put(dailyId, live);
            else missing.add(dailyId);
        }
        if (missing.isEmpty()) return found;
        List<SavedGame> stored = transactions.execute(tx -> rows.findByPlayerKeyAndDailyPuzzleIdIn(SavedGame.keyOf(player), missing));
        for (SavedGame row : stored) {
            hold(row).ifPresent(live -> {
                dailyOf.put(new DailyKey(player, row.dailyPuzzleId()), row.id());
                found.put(row.dailyPuzzleId(), live);
            });
        }
        return found;
    }

    /** Whether the player has a stored game of this daily puzzle, readable or not. */
    boolean hasDailyRow(PlayerRef player, long dailyPuzzleId) {
        return transactions.execute(tx -> rows.findByPlayerKeyAndDailyPuzzleId(SavedGame.keyOf(player), dailyPuzzleId).isPresent());
    }

    /** Keeps a stored game in memory, unless another thread got there first; a damaged row is logged and passed over. */
    private Optional<LiveGame> hold(SavedGame row) {
        LiveGame known = games.get(row.id());
        if (known != null) return Optional.of(known);
        try {
            Game game = Game.restore(row.toSnapshot(), clock);
            OptionalLong daily = row.dailyPuzzleId() == null ? OptionalLong.empty() : OptionalLong.of(row.dailyPuzzleId());
            LiveGame live = new LiveGame(game, row.player(), daily, clock.instant(), row.rowVersion());
            LiveGame raced = games.putIfAbsent(row.id(), live);
            return Optional.of(raced != null ? raced : live);
        } catch (RuntimeException e) {
            log.warn("Saved game {} cannot be read back and is passed over: {}", row.id(), e.toString());
            return Optional.empty();
        }
    }

    /**
     * The player's practice games not finished, last played first: those in memory as they stand,
     * the others as stored (read, not held). Rows that cannot be read back are passed over.
     */
    List<PracticeGame> practiceGames(PlayerRef player, int limit) {
        Map<UUID, PracticeGame> found = new HashMap<>();
        Set<UUID> seen = new HashSet<>();
        for (LiveGame live : games.values()) {
            live.lock.lock();
            try {
                if (live.evicted || !live.player.equals(player) || live.dailyPuzzleId.isPresent()) continue;
                seen.add(live.game.id());
                if (!live.game.isFinished()) found.put(live.game.id(), PracticeGame.of(live.game, live.touched));
            } finally {
                live.lock.unlock();
            }
        }
        List<SavedGame> stored = transactions.execute(tx ->
                rows.findByPlayerKeyAndDailyPuzzleIdIsNullAndFinishedAtIsNullOrderByUpdatedAtDesc(SavedGame.keyOf(player), Limit.of(limit)));
        for (SavedGame row : stored) {
            if (seen.contains(row.id())) continue;
            try {
                found.put(row.id(), PracticeGame.of(Game.restore(row.toSnapshot(), clock), row.updatedAt()));
            } catch (RuntimeException e) {
                log.warn("Saved game {} cannot be read back and is left out of the list: {}", row.id(), e.toString());
            }
        }
        // Started later first among games played at the same moment.
        Comparator<PracticeGame> lastPlayedFirst = Comparator.comparing(PracticeGame::lastPlayed).thenComparing(PracticeGame::started).reversed();
        return found.values().stream().sorted(lastPlayedFirst).limit(limit).toList();
    }

    /**
     * A practice game of the player's, held and made their current one (the one /play opens);
     * empty if it is gone, another's or a daily.
     */
    Optional<LiveGame> open(PlayerRef player, UUID id) {
        Optional<LiveGame> found = find(id);
        if (found.isEmpty()) return found;
        LiveGame live = found.get();
        live.lock.lock();
        try {
            if (live.evicted || !live.player.equals(player) || live.dailyPuzzleId.isPresent()) return Optional.empty();
        } finally {
            live.lock.unlock();
        }
        UUID previous = currentOf.put(player, id);
        if (previous != null && !previous.equals(id)) retire(previous);
        touch(live);
        return found;
    }

    /** Marks a game as played now: after the game it takes over from was stored, so that the list puts it first. */
    private void touch(LiveGame live) {
        live.lock.lock();
        try {
            live.touched = clock.instant();
        } finally {
            live.lock.unlock();
        }
    }

    /**
     * Deletes a practice game of the player's, from memory and from its row. A copy another node
     * holds is not written back: its row is gone, which it takes as overtaken (see {@link #store}).
     * False if there was no such game.
     */
    boolean discard(PlayerRef player, UUID id) {
        LiveGame live = games.get(id);
        boolean held = false;
        if (live != null) {
            // Under the write lock, so that this node's saver cannot insert the row again after the delete.
            live.writing.lock();
            try {
                live.lock.lock();
                try {
                    if (!live.player.equals(player) || live.dailyPuzzleId.isPresent()) return false;
                    live.evicted = true;
                    games.remove(id, live);
                    held = true;
                } finally {
                    live.lock.unlock();
                }
                return deleteRow(player, id) || held;
            } finally {
                live.writing.unlock();
            }
        }
        return deleteRow(player, id);
    }

    private boolean deleteRow(PlayerRef player, UUID id) {
        currentOf.remove(player, id);
        Integer deleted = transactions.execute(tx -> rows.deletePractice(id, SavedGame.keyOf(player)));
        return deleted != null && deleted > 0;
    }

    // ---- changing games ----

    /**
     * Applies a change to the game under its lock and returns what the change returns. A change
     * that finishes the game has it stored at once, off this thread.
     */
    <R> R change(UUID id, Function<Game, R> change) {
        while (true) {
            LiveGame live = find(id).orElseThrow(() -> new IllegalStateException("game " + id + " is gone"));
            R result;
            boolean finished;
            live.lock.lock();
            try {
                if (live.evicted) continue;
                boolean wasFinished = live.game.isFinished();
                result = change.apply(live.game);
                live.touched = clock.instant();
                finished = !wasFinished && live.game.isFinished();
            } finally {
                live.lock.unlock();
            }
            if (finished) finisher.execute(() -> write(live, true));
            return result;
        }
    }

    /** A change that returns nothing. */
    void apply(UUID id, Consumer<Game> change) {
        change(id, game -> {
            change.accept(game);
            return Boolean.TRUE;
        });
    }

    /**
     * A change to a game only if it is in memory: a page leaving a game that was replaced or
     * dropped must not read it back for nothing.
     */
    void applyIfHeld(UUID id, Consumer<Game> change) {
        LiveGame live = games.get(id);
        if (live == null) return;
        live.lock.lock();
        try {
            if (!live.evicted) change.accept(live.game);
        } finally {
            live.lock.unlock();
        }
    }

    /** Reads the game under its lock. */
    <R> R read(UUID id, Function<LiveGame, R> reader) {
        while (true) {
            LiveGame live = find(id).orElseThrow(() -> new IllegalStateException("game " + id + " is gone"));
            live.lock.lock();
            try {
                if (live.evicted) continue;
                return reader.apply(live);
            } finally {
                live.lock.unlock();
            }
        }
    }

    /** A guest signed in: their games, in memory and stored, are the account's now, and so is their current game. */
    void hand(PlayerRef.Guest guest, PlayerRef.Account account) {
        saveAll(true);
        for (LiveGame live : games.values()) {
            live.lock.lock();
            try {
                if (live.player.equals(guest)) live.player = account;
            } finally {
                live.lock.unlock();
            }
        }
        transactions.executeWithoutResult(tx -> rows.moveGames(SavedGame.keyOf(guest), SavedGame.keyOf(account)));
        UUID guestCurrent = currentOf.remove(guest);
        if (guestCurrent != null) currentOf.put(account, guestCurrent);
        else currentOf.remove(account);
    }

    /** An account is gone: so are its games, in memory now and stored in the caller's transaction. */
    void deleteAll(PlayerRef.Account account) {
        for (LiveGame live : List.copyOf(games.values())) {
            if (!live.player.equals(account)) continue;
            live.lock.lock();
            try {
                live.evicted = true;
                games.remove(live.game.id(), live);
            } finally {
                live.lock.unlock();
            }
        }
        currentOf.remove(account);
        dailyOf.keySet().removeIf(key -> key.player().equals(account));
        rows.deleteByPlayerKey(SavedGame.keyOf(account));
    }

    /**
     * A practice game that is no longer its player's current one: stored now, then dropped from
     * memory unless another tab changed it meanwhile (then it goes when idle).
     */
    private void retire(UUID id) {
        LiveGame old = games.get(id);
        if (old == null) return;
        write(old, true);
        old.lock.lock();
        try {
            if (old.isDirty()) return;
            old.evicted = true;
            games.remove(id, old);
        } finally {
            old.lock.unlock();
        }
    }

    // ---- storing ----

    /** Stores what is due: a game's changes once a second at most. */
    @Scheduled(fixedDelay = 250)
    void saveDue() {
        saveAll(false);
    }

    /** Stores every change not yet stored, as the application stops, so that a restart loses nothing. */
    @PreDestroy
    void saveAllNow() {
        saveAll(true);
    }

    /**
     * Writes every game with changes due. Games whose rows exist go in batches of {@link #BATCH},
     * one statement each in one transaction per batch: the saver of a node with two thousand games in
     * play writes some two thousand rows a second, and one by one (read the row, update it,
     * commit) that cost a fifth of the server's CPU. New rows and finishes go one at a time, after.
     */
    private void saveAll(boolean force) {
        Instant now = clock.instant();
        List<LiveGame> oneByOne = new ArrayList<>();
        List<Due> batch = new ArrayList<>(BATCH);
        for (LiveGame live : games.values()) {
            // A game being written right now is left to that write, or written after the batches when all must be.
            if (!live.writing.tryLock()) {
                if (force) oneByOne.add(live);
                continue;
            }
            Optional<Pending> due = pendingOf(live, force, now);
            if (due.isPresent() && !due.get().finishing() && due.get().rowVersion() >= 0) {
                batch.add(new Due(live, due.get()));
                if (batch.size() == BATCH) {
                    writeBatch(batch, now);
                    batch = new ArrayList<>(BATCH);
                }
                continue;
            }
            live.writing.unlock();
            if (due.isPresent()) oneByOne.add(live);
        }
        writeBatch(batch, now);
        for (LiveGame live : oneByOne) write(live, force);
    }

    static final int BATCH = 200;

    /** A game whose writing lock is held, with what is to be written. */
    private record Due(LiveGame live, Pending pending) {}

    /** Writes the batch in one transaction and releases the games' writing locks. */
    private void writeBatch(List<Due> batch, Instant now) {
        if (batch.isEmpty()) return;
        try {
            List<SavedGame.Update> updates = batch.stream().map(due -> new SavedGame.Update(due.pending().snapshot(), due.pending().rowVersion())).toList();
            int[] written = transactions.execute(tx -> updater.update(updates, now));
            for (int i = 0; i < batch.size(); i++) {
                Due due = batch.get(i);
                if (written[i] == 1) stored(due.live(), due.pending(), due.pending().rowVersion() + 1, now);
                else readBack(due.live());
            }
        } catch (RuntimeException e) {
            for (Due due : batch) failed(due.live(), due.pending(), now, e);
        } finally {
            for (Due due : batch) due.live().writing.unlock();
        }
    }

    /** Drops games left alone for {@link #IDLE} from memory; they are all stored. */
    @Scheduled(fixedDelay = 60_000)
    void forgetIdle() {
        Instant cutoff = clock.instant().minus(IDLE);
        for (LiveGame live : games.values()) {
            live.lock.lock();
            try {
                if (live.isDirty() || live.playTimeMoved() || !live.touched.isBefore(cutoff) || (live.game.isFinished() && !live.finishStored)) continue;
                live.evicted = true;
                games.remove(live.game.id(), live);
            } finally {
                live.lock.unlock();
            }
        }
        currentOf.values().removeIf(id -> !games.containsKey(id));
        dailyOf.values().removeIf(id -> !games.containsKey(id));
    }

    /** Whether the game is in memory now: its page may still store it, so its row must stay. */
    boolean isHeld(UUID id) {
        return games.containsKey(id);
    }

    int gamesInMemory() {
        return games.size();
    }

    /** Players with a game on a page in touch with the server, for the metrics; takes each game's lock in turn. */
    int playersOnline() {
        Set<PlayerRef> online = new HashSet<>();
        for (LiveGame live : games.values()) {
            live.lock.lock();
            try {
                if (!live.evicted && live.game.isWatched()) online.add(live.player);
            } finally {
                live.lock.unlock();
            }
        }
        return online.size();
    }

    /** A copy of what is to be written, taken under the game's lock. */
    private record Pending(Game.Snapshot snapshot, long gameVersion, long rowVersion, PlayerRef player,
            OptionalLong dailyPuzzleId, boolean finishing) {}

    /**
     * Writes the game if it has changes that are due (all changes with {@code force}, and a finish
     * always). A finish is told to the stats listeners by {@link GameFinished}, published in the
     * same transaction and so handled after its commit. Keeps the changes pending if the write fails.
     */
    void write(LiveGame live, boolean force) {
        live.writing.lock();
        try {
            Instant now = clock.instant();
            Optional<Pending> due = pendingOf(live, force, now);
            if (due.isEmpty()) return;
            Pending pending = due.get();
            try {
                long newRowVersion = transactions.execute(tx -> store(pending, now));
                stored(live, pending, newRowVersion, now);
            } catch (Overtaken | OptimisticLockingFailureException e) {
                readBack(live);
            } catch (RuntimeException e) {
                failed(live, pending, now, e);
            }
        } finally {
            live.writing.unlock();
        }
    }

    /** The write of {@code pending} went through: the row is now at {@code rowVersion}. */
    private static void stored(LiveGame live, Pending pending, long rowVersion, Instant now) {
        live.lock.lock();
        try {
            live.rowVersion = rowVersion;
            live.storedVersion = pending.gameVersion();
            live.storedAt = now;
            live.storedPlayMillis = pending.snapshot().playMillis();
            live.failedWrites = 0;
            if (pending.finishing()) live.finishStored = true;
        } finally {
            live.lock.unlock();
        }
    }

    /** The write failed: the changes stay pending, and the next try waits longer each time. */
    private static void failed(LiveGame live, Pending pending, Instant now, RuntimeException e) {
        live.lock.lock();
        try {
            live.failedWrites++;
            // Back off, 2 s, 4 s, ... up to 5 minutes, so that a write that cannot succeed does not fill the log.
            long wait = Math.min(300, 1L << Math.min(live.failedWrites, 9));
            live.storedAt = now.plusSeconds(wait).minus(SAVE_INTERVAL);
            if (live.failedWrites == 1) log.error("Game {} could not be saved; trying again in {} s", pending.snapshot().id(), wait, e);
            else log.warn("Game {} could not be saved ({} tries): {}", pending.snapshot().id(), live.failedWrites, e.toString());
        } finally {
            live.lock.unlock();
        }
    }

    /** What is due to be written, if anything. */
    private static Optional<Pending> pendingOf(LiveGame live, boolean force, Instant now) {
        live.lock.lock();
        try {
            if (live.evicted) return Optional.empty();
            Game game = live.game;
            boolean finishing = game.isFinished() && !live.finishStored;
            // Time counted without a change (a page thinking, then gone quiet) is stored once the clock stops, or on a forced write.
            boolean timeToStore = live.playTimeMoved() && (force || !game.isRunning());
            if (!live.isDirty() && !finishing && !timeToStore) return Optional.empty();
            if (!force && !finishing && Duration.between(live.storedAt, now).compareTo(SAVE_INTERVAL) < 0) return Optional.empty();
            return Optional.of(new Pending(game.snapshot(), game.version(), live.rowVersion, live.player, live.dailyPuzzleId, finishing));
        } finally {
            live.lock.unlock();
        }
    }

    /** In a transaction: inserts or updates the row if it is still the one this copy came from; the row's new version. */
    private long store(Pending pending, Instant now) {
        Game.Snapshot snapshot = pending.snapshot();
        Optional<SavedGame> existing = rows.findById(snapshot.id());
        SavedGame row;
        if (existing.isEmpty()) {
            if (pending.rowVersion() >= 0) throw new Overtaken(); // stored once, since deleted
            Long daily = pending.dailyPuzzleId().isPresent() ? pending.dailyPuzzleId().getAsLong() : null;
            row = rows.saveAndFlush(new SavedGame(pending.player(), daily, snapshot, now));
        } else {
            row = existing.get();
            if (row.rowVersion() != pending.rowVersion()) throw new Overtaken();
            row.update(snapshot, now);
            row = rows.saveAndFlush(row);
        }
        if (pending.finishing()) events.publishEvent(finished(pending, snapshot));
        return row.rowVersion();
    }

    private GameFinished finished(Pending pending, Game.Snapshot snapshot) {
        Instant at = snapshot.finishedAt().orElseThrow();
        Instant start = snapshot.firstShownAt().filter(shown -> !shown.isAfter(at)).orElse(at);
        return new GameFinished(snapshot.id(), pending.player(), pending.dailyPuzzleId(), snapshot.puzzleId(), snapshot.kind(),
                Outcome.of(snapshot.help()), Duration.ofMillis(snapshot.playMillis()), Duration.between(start, at), at);
    }

    /** The stored row is newer than this copy: it wins, and the player is told at the next look. */
    private void readBack(LiveGame live) {
        Optional<SavedGame> row = transactions.execute(tx -> rows.findById(live.game.id()));
        live.lock.lock();
        try {
            if (row.isEmpty()) {
                live.evicted = true;
                games.remove(live.game.id(), live);
                return;
            }
            Game stored = Game.restore(row.get().toSnapshot(), clock);
            log.info("Game {} was saved elsewhere first; its stored copy replaces the one in memory", stored.id());
            stored.takeViewersOf(live.game);
            live.game = stored;
            live.rowVersion = row.get().rowVersion();
            live.storedVersion = stored.version();
            live.storedPlayMillis = row.get().toSnapshot().playMillis();
            live.finishStored = stored.isFinished();
            live.notice = Optional.of(OVERTAKEN);
        } catch (RuntimeException e) {
            log.warn("Game {} cannot be read back: {}", live.game.id(), e.toString());
        } finally {
            live.lock.unlock();
        }
    }

    /** The row changed since this copy read it. */
    private static final class Overtaken extends RuntimeException {
        Overtaken() {
            super(null, null, false, false);
        }
    }
}
