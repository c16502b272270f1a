package org.calcoolation.game.store;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.base.live.LiveEvents;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.GameSnapshot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Writes the {@link GameStore}'s games in memory to their rows: a game's changes at most about
 * once per {@link #SAVE_INTERVAL}, a finish at once. A write that fails is tried again later,
 * waiting longer each time; a write that finds the row newer than its copy reads the row back.
 */
final class GameSaver {

    static final Duration SAVE_INTERVAL = Duration.ofSeconds(1);
    static final int BATCH = 200;
    static final long MAX_BACK_OFF_SECONDS = 4;
    /** The live event of a write stored: the game's id, and the row's new version as payload. */
    static final String STORED = "game.stored";

    /** The notice (a message key) of a copy replaced by another window's play, saved first. */
    static final String OVERTAKEN = "play.notice.overtaken";

    /** Under the store's name, as before the saver was its own class, so that log settings still apply. */
    private static final Logger log = LoggerFactory.getLogger(GameStore.class);

    private final Map<UUID, LiveGame> games;
    private final SavedGameRepository rows;
    private final SavedGameUpdates updater;
    private final TransactionTemplate transactions;
    private final ApplicationEventPublisher events;
    private final Clock clock;
    private final GameWatchers watchers;
    private final LiveEvents live;

    /**
     * Writes the games of {@code games}, the store's own map, and drops from it a game whose row is
     * gone, and a retired game once written. Tells the {@code watchers} what a page shows of storing:
     * a finish stored, the first write that failed and the one that went through after, a copy
     * replaced by the stored one. Tells every node, by a {@link #STORED} event sent with the write's
     * commit, that the row moved on: a copy held elsewhere catches up ({@link #storedElsewhere}).
     */
    GameSaver(
            Map<UUID, LiveGame> games,
            SavedGameRepository rows,
            SavedGameUpdates updater,
            TransactionTemplate transactions,
            ApplicationEventPublisher events,
            Clock clock,
            GameWatchers watchers,
            LiveEvents live) {
        this.games = games;
        this.rows = rows;
        this.updater = updater;
        this.transactions = transactions;
        this.events = events;
        this.clock = clock;
        this.watchers = watchers;
        this.live = live;
    }

    /**
     * Writes every game with changes due. Games whose rows exist go in batches of {@link #BATCH},
     * one statement each in one transaction per batch: the saver of a node with two thousand games in
     * play writes some two thousand rows a second, and one by one (read the row, update it,
     * commit) that cost a fifth of the server's CPU. The batches of a round go to disk together,
     * once, before any of their pages is told its moves are stored: H2 serializes every page of its
     * tree that a commit touched at each flush, and two thousand games touch most of them.
     * New rows and finishes go one at a time, after.
     */
    void saveAll(boolean force) {
        Instant now = clock.instant();
        List<LiveGame> oneByOne = new ArrayList<>();
        List<Due> batch = new ArrayList<>(BATCH);
        List<Due> committed = new ArrayList<>();
        try {
            for (LiveGame live : games.values()) {
                // A game being written right now is left to that write, or written after the batches when all must be.
                if (!live.writing.tryLock()) {
                    if (force) oneByOne.add(live);
                    continue;
                }
                Optional<PendingWrite> due = live.due(force, now, SAVE_INTERVAL);
                if (due.isPresent() && !due.get().finishing() && due.get().rowVersion() >= 0) {
                    batch.add(new Due(live, due.get()));
                    if (batch.size() == BATCH) {
                        committed.addAll(commit(batch, now));
                        batch = new ArrayList<>(BATCH);
                    }
                    continue;
                }
                live.writing.unlock();
                if (due.isPresent()) oneByOne.add(live);
            }
            committed.addAll(commit(batch, now));
            batch = List.of();
            settle(committed, now);
        } finally {
            // A round cut short by an exception leaves no game it gathered locked for writing.
            for (Due due : batch) due.live().writing.unlock();
            for (Due due : committed) due.live().writing.unlock();
        }
        for (LiveGame live : oneByOne) write(live, force);
    }

    /** A game whose writing lock is held, with what is to be written, and whether its row took it. */
    private record Due(LiveGame live, PendingWrite pending, boolean written) {
        Due(LiveGame live, PendingWrite pending) {
            this(live, pending, false);
        }
    }

    /**
     * Commits the batch in one transaction. The games come back still locked for writing, each
     * marked with whether its row took the update; if the transaction failed they are told so and
     * let go, and none comes back.
     */
    private List<Due> commit(List<Due> batch, Instant now) {
        if (batch.isEmpty()) return List.of();
        try {
            List<SavedGameUpdates.Update> updates =
                    batch.stream().map(due -> due.pending().update()).toList();
            int[] updated = transactions.execute(tx -> {
                int[] rows = updater.update(updates);
                for (int i = 0; i < rows.length; i++) {
                    PendingWrite pending = batch.get(i).pending();
                    if (rows[i] == 1) tellStored(pending.snapshot().id(), pending.rowVersion() + 1);
                }
                return rows;
            });
            List<Due> committed = new ArrayList<>(batch.size());
            for (int i = 0; i < batch.size(); i++)
                committed.add(new Due(batch.get(i).live(), batch.get(i).pending(), updated[i] == 1));
            return committed;
        } catch (RuntimeException e) {
            for (Due due : batch) {
                failed(due.live(), due.pending(), now, e);
                due.live().writing.unlock();
            }
            return List.of();
        }
    }

    /**
     * Puts the round's commits on disk, then tells each game what became of its write: stored, or its
     * row found newer (read back). The pages are told their moves are stored only once they are on
     * disk, not only committed; a flush that fails leaves every change pending, to be tried again.
     */
    private void settle(List<Due> committed, Instant now) {
        if (committed.isEmpty()) return;
        try {
            updater.flushToDisk();
        } catch (RuntimeException e) {
            for (Due due : committed) failed(due.live(), due.pending(), now, e);
            return;
        }
        for (Due due : committed) {
            if (due.written()) stored(due.live(), due.pending(), due.pending().rowVersion() + 1, now);
            else readBackOrRetry(due.live(), due.pending(), now);
        }
    }

    /**
     * Writes the game if it has changes that are due (all changes with {@code force}, and a finish
     * always). A finish is told to the stats listeners by {@link GameFinished}, published in the
     * same transaction, so that its record is written with it. Keeps the changes pending if the write
     * fails, the finish too: the player is told it is not saved until a later try stores it.
     */
    void write(LiveGame live, boolean force) {
        live.writing.lock();
        try {
            Instant now = clock.instant();
            Optional<PendingWrite> due = live.due(force, now, SAVE_INTERVAL);
            if (due.isEmpty()) return;
            PendingWrite pending = due.get();
            try {
                long newRowVersion = transactions.execute(tx -> store(pending, now));
                // The page is told of what is stored (moves, a finish) once it is on disk, not only committed.
                updater.flushToDisk();
                stored(live, pending, newRowVersion, now);
            } catch (Overtaken e) {
                readBackOrRetry(live, pending, now);
            } catch (RuntimeException e) {
                failed(live, pending, now, e);
            }
        } finally {
            live.writing.unlock();
        }
    }

    /**
     * A practice game that is no longer its player's current one: stored now, then dropped from
     * memory unless another tab changed it meanwhile (then it goes when idle).
     */
    void retire(UUID id) {
        LiveGame old = games.get(id);
        if (old == null) return;
        write(old, true);
        old.locked(() -> {
            if (!old.isDirty()) old.evictFrom(games);
        });
    }

    /** The write of {@code pending} went through: the row is now at {@code rowVersion}. */
    private void stored(LiveGame live, PendingWrite pending, long rowVersion, Instant now) {
        if (live.locked(() -> live.stored(pending, rowVersion, now)))
            watchers.changed(pending.snapshot().id());
    }

    /** The write failed: the changes stay pending, and the next try waits longer each time. */
    private void failed(LiveGame live, PendingWrite pending, Instant now, RuntimeException e) {
        // Back off, 2 s, then every 4 s: the player is told the game is not saved until a try succeeds, so a try
        // must come soon after the database can write again (at 16 s, a finish waited 19.5 s after a full disk had
        // room again: StorageFaultsIT). A failed try costs little; base/web/LogFloods keeps the log short.
        int failures = live.locked(() -> live.writeFailed(now, GameSaver::backOff, SAVE_INTERVAL));
        // The first failure with its trace (base/web/LogFloods lets one a minute through), then a line at the 2nd, 4th,
        // 8th... try.
        if (failures == 1) {
            log.error(
                    "Game {} could not be saved; trying again in {} s",
                    pending.snapshot().id(),
                    backOff(1).toSeconds(),
                    e);
            watchers.changed(pending.snapshot().id());
        } else if (Integer.bitCount(failures) == 1) {
            log.warn(
                    "Game {} could not be saved ({} tries): {}",
                    pending.snapshot().id(),
                    failures,
                    e.toString());
        }
    }

    /** How long to wait after {@code failures} writes failed in a row: 2 s, then 4 s. */
    private static Duration backOff(int failures) {
        return Duration.ofSeconds(Math.min(MAX_BACK_OFF_SECONDS, 1L << Math.min(failures, 2)));
    }

    /**
     * In a transaction: inserts the row of a game never stored, or updates the row if it is still the
     * one this copy came from, by the statement the batches use; the row's new version.
     */
    private long store(PendingWrite pending, Instant now) {
        GameSnapshot snapshot = pending.snapshot();
        long rowVersion;
        if (pending.rowVersion() >= 0) {
            // No row at that version: another copy wrote it since, or it was deleted.
            if (updater.update(List.of(pending.update()))[0] != 1) throw new Overtaken();
            rowVersion = pending.rowVersion() + 1;
        } else {
            // A row all the same: an insert that went through though its answer was lost.
            if (rows.existsById(snapshot.id())) throw new Overtaken();
            Long daily = pending.dailyPuzzleId().isPresent()
                    ? pending.dailyPuzzleId().getAsLong()
                    : null;
            rowVersion = rows.saveAndFlush(new SavedGame(pending.player(), daily, snapshot, now, pending.lastPlayed()))
                    .rowVersion();
        }
        if (pending.finishing()) events.publishEvent(pending.finished());
        tellStored(snapshot.id(), rowVersion);
        return rowVersion;
    }

    /** In the write's transaction: the other nodes hear of it once it commits. */
    private void tellStored(UUID id, long rowVersion) {
        live.publish(STORED, id.toString(), Long.toString(rowVersion));
    }

    /**
     * This node may have missed other nodes' {@link #STORED} events (its listening connection was
     * down): the games its pages show are compared with their rows, {@value #BATCH} at a time, and
     * those stored elsewhere since catch up as if the event had come.
     */
    void catchUp(Set<UUID> shown) {
        List<UUID> ids = List.copyOf(shown);
        for (int from = 0; from < ids.size(); from += BATCH) {
            List<UUID> some = ids.subList(from, Math.min(ids.size(), from + BATCH));
            List<Object[]> versions = transactions.execute(tx -> rows.findRowVersions(some));
            for (Object[] row : versions) storedElsewhere((UUID) row[0], ((Number) row[1]).longValue());
        }
    }

    /**
     * Another node stored this game at {@code rowVersion}: a copy held here that is older, has
     * nothing unsaved and is not being written is replaced by the row, with no notice (nothing of
     * this copy is lost), and its pages are told. A copy with moves of its own unsaved is left to its
     * write, which finds the row newer and reads it back ({@link #readBack}). This node's own writes
     * come back here too, and are passed over: the copy is at that version already, or being written.
     */
    void storedElsewhere(UUID id, long rowVersion) {
        LiveGame held = games.get(id);
        // Events come on the live-events thread, never on a thread that writes this game (OwnWritesHeardTest). This
        // node's own write is passed over by tryLock while it runs, and by behind() once it is stored. The
        // current-thread check is only a guard: delivered on the committing thread, the reentrant lock would pass.
        if (held == null || held.writing.isHeldByCurrentThread()) return;
        // behind() first, under the game's lock only: an event of this node's own write, the common case, must not
        // hold the writing lock even briefly, or a saver that finds it held passes the game over for a round
        // (GameStoreTest on PostgreSQL, where the events come later: the write of a burst came a round late).
        if (!held.locked(() -> held.behind(rowVersion)) || !held.writing.tryLock()) return;
        try {
            if (!held.locked(() -> held.behind(rowVersion))) return;
            Optional<SavedGame> row = transactions.execute(tx -> rows.findById(id));
            if (row.isEmpty()) return;
            GameSnapshot stored = row.get().toSnapshot();
            Game game = stored.restore(clock);
            boolean caughtUp = held.locked(() -> {
                if (!held.behind(row.get().rowVersion())) return false;
                held.caughtUp(game, row.get().rowVersion(), stored);
                return true;
            });
            if (caughtUp) watchers.changed(id);
        } finally {
            held.writing.unlock();
        }
    }

    /** As {@link #readBack}; if the database fails again meanwhile, this copy stays and is tried again. */
    private void readBackOrRetry(LiveGame live, PendingWrite pending, Instant now) {
        try {
            readBack(live);
        } catch (RuntimeException e) {
            failed(live, pending, now, e);
        }
    }

    /**
     * The row is not at the version this copy expected. Newer, written elsewhere: it wins, and the
     * player is told at the next look. Or holding what this copy wrote or read at an earlier version
     * (the database came back without writes it had taken: a full disk, a file made read-only, a
     * crash): this copy is the newer one, and is written over the row as it is; the pages are told
     * again only what the row really holds, and a finish the row lacks is stored again with its record.
     */
    private void readBack(LiveGame live) {
        UUID id = live.locked(() -> live.game().id());
        Optional<SavedGame> row = transactions.execute(tx -> rows.findById(id));
        live.locked(() -> {
            if (row.isEmpty()) {
                live.evictFrom(games);
                return;
            }
            GameSnapshot held = row.get().toSnapshot();
            if (live.wrote(row.get().rowVersion(), held)) {
                log.warn(
                        "Game {} is stored at an older state than was written (row version {}, expected {}): writing it again",
                        id,
                        row.get().rowVersion(),
                        live.rowVersion());
                live.foundOlderRow(row.get().rowVersion(), held);
                return;
            }
            try {
                Game stored = held.restore(clock);
                log.info("Game {} was saved elsewhere first; its stored copy replaces the one in memory", id);
                live.replacedBy(stored, row.get().rowVersion(), held, OVERTAKEN);
            } catch (RuntimeException e) {
                log.warn("Game {} cannot be read back: {}", id, e.toString());
            }
        });
        watchers.changed(id);
    }

    /** The row changed since this copy read it. */
    private static final class Overtaken extends RuntimeException {
        Overtaken() {
            super(null, null, false, false);
        }
    }
}
