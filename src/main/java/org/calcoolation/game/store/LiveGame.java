package org.calcoolation.game.store;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.GameSnapshot;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.MoveReceipts;
import org.calcoolation.game.play.Timekeeper;

/**
 * A game held in memory by the {@link GameStore}, and what is known of its stored copy. Everything
 * but the lock and the id is guarded by {@link #lock}; database work happens outside it, under
 * {@link #writing}, so that a slow write never holds up a move. Take the lock through
 * {@link #locked(Supplier)}, or in a {@code try} whose {@code finally} lets it go (the store's one
 * method for a move, which reads the game under the same lock), so that it is let go on every way out.
 *
 * <p>The one writer of its own state: the store, the saver and the finder tell it what happened
 * (played, stored, a write failed, the row was found newer or older, handed to an account) and
 * read it through methods; no other class sets a field. Public for the game service, which reads a
 * game's state and its player through it.
 */
public final class LiveGame {

    final ReentrantLock lock = new ReentrantLock();
    /** One write of this game at a time, be it the regular saver or a finish. */
    final ReentrantLock writing = new ReentrantLock();

    private final OptionalLong dailyPuzzleId;

    private Game game;
    private PlayerRef player;
    /** When a page last did anything with it, for keeping it in memory. */
    private Instant touched;
    /**
     * When the player last opened or changed it: the order of their list, and the row's
     * {@code updated_at}. Not the time of the write, which is the same for every game a forced save writes.
     */
    private Instant lastPlayed;

    private boolean evicted;
    /** The stored row's version as this node last read or wrote it; -1 before the first insert. */
    private long rowVersion;
    /** The game's {@link Game#version()} as last stored. */
    private long storedVersion;

    /** When it was last stored, or (after a failed write) when the next try is due less the save interval. */
    private Instant storedAt;
    /** The play time as last stored: a page that thinks without moving counts time but changes nothing. */
    private long storedPlayMillis;
    /** The last numbered move stored by page (see {@link MoveReceipts}): a browser may forget those. */
    private Map<String, Integer> storedReceipts;
    /** What this copy wrote to its row or read from it, to tell its own older state from another's play. */
    private final WrittenRows written = new WrittenRows();
    /** Set once the finished game is stored and its {@link GameFinished} handled. */
    private boolean finishStored;

    private Optional<String> notice = Optional.empty();
    /** Writes that failed in a row, for the back-off. */
    private int failedWrites;

    LiveGame(
            Game game, PlayerRef player, OptionalLong dailyPuzzleId, Instant now, Instant lastPlayed, long rowVersion) {
        this.game = game;
        this.player = player;
        this.dailyPuzzleId = dailyPuzzleId;
        this.touched = now;
        this.lastPlayed = lastPlayed;
        this.rowVersion = rowVersion;
        this.storedVersion = rowVersion < 0 ? -1 : game.version();
        this.storedAt = rowVersion < 0 ? Instant.EPOCH : now;
        this.storedPlayMillis = rowVersion < 0 ? -1 : game.time().playTime().toMillis();
        this.finishStored = rowVersion >= 0 && game.isFinished();
        this.storedReceipts = rowVersion < 0 ? Map.of() : game.movesTaken();
        if (rowVersion >= 0) written.add(rowVersion, game.snapshot());
    }

    /** What {@code action} returns, run under the game's lock. */
    public <R> R locked(Supplier<R> action) {
        lock.lock();
        try {
            return action.get();
        } finally {
            lock.unlock();
        }
    }

    /** Runs {@code action} under the game's lock. */
    void locked(Runnable action) {
        lock.lock();
        try {
            action.run();
        } finally {
            lock.unlock();
        }
    }

    // ---- what it is: read under the lock, but for the id and the daily puzzle, which never change ----

    /** The game in play. Call under the lock. */
    public Game game() {
        return game;
    }

    /** Whose it is. Call under the lock. */
    public PlayerRef player() {
        return player;
    }

    /** The daily puzzle it plays; empty for a practice game. */
    public OptionalLong dailyPuzzleId() {
        return dailyPuzzleId;
    }

    /** Whether it was dropped from memory: a thread that still holds this copy must find it again. Call under the lock. */
    boolean isEvicted() {
        return evicted;
    }

    /** When the player last opened or changed it. Call under the lock. */
    Instant lastPlayed() {
        return lastPlayed;
    }

    /** Whether it is this player's practice game, still held. Call under the lock. */
    boolean isPracticeOf(PlayerRef player) {
        return !evicted && this.player.equals(player) && dailyPuzzleId.isEmpty();
    }

    // ---- what happened to it: every change of its state goes through one of these ----

    /** Leaves a notice for the page that plays it, handed over at its next look. Call under the lock. */
    public void tell(String notice) {
        this.notice = Optional.of(notice);
    }

    /** Drops the game from memory: a thread that still holds this copy finds it evicted. Call under the lock. */
    void evictFrom(Map<UUID, LiveGame> games) {
        evicted = true;
        games.remove(game.id(), this);
    }

    /** The player opened or changed it now. Call under the lock. */
    void played(Instant now) {
        touched = now;
        lastPlayed = now;
    }

    /** A guest signed in: a game of theirs is the account's now. Call under the lock. */
    void handOver(PlayerRef.Guest guest, PlayerRef.Account account) {
        if (player.equals(guest)) player = account;
    }

    /**
     * The write of {@code pending} went through: the row is now at {@code newRowVersion}. Whether the
     * pages must be told (a finish stored, or a write through after failed ones). Call under the lock.
     */
    boolean stored(PendingWrite pending, long newRowVersion, Instant now) {
        boolean tell = pending.finishing() || failedWrites > 0;
        rowVersion = newRowVersion;
        written.add(newRowVersion, pending.snapshot());
        storedVersion = pending.gameVersion();
        storedAt = now;
        storedPlayMillis = pending.snapshot().playMillis();
        storedReceipts = MoveReceipts.decode(pending.snapshot().receipts()).taken();
        failedWrites = 0;
        if (pending.finishing()) finishStored = true;
        return tell;
    }

    /**
     * A write failed: the changes stay pending, and the next try is due {@code wait} after
     * {@code now}, {@code wait} chosen from the failures so far. The failures in a row, this one
     * counted. Call under the lock.
     */
    int writeFailed(Instant now, IntFunction<Duration> wait, Duration saveInterval) {
        failedWrites++;
        storedAt = now.plus(wait.apply(failedWrites)).minus(saveInterval);
        return failedWrites;
    }

    /** Whether the row holds what this copy wrote or read at that version: an older state of this very copy. */
    boolean wrote(long atRowVersion, GameSnapshot held) {
        return written.contains(atRowVersion, held);
    }

    /**
     * The row was written elsewhere first: its game replaces this copy (keeping the pages that show
     * it), and the player is told {@code notice}. Call under the lock.
     */
    void replacedBy(Game stored, long storedRowVersion, GameSnapshot held, String notice) {
        replace(stored, storedRowVersion, held);
        this.notice = Optional.of(notice);
    }

    /**
     * Another node stored the game since this copy was, and this copy has nothing unsaved ({@link
     * #behind}): the row's game replaces it, keeping its pages, with nothing to tell. Call under the lock.
     */
    void caughtUp(Game stored, long storedRowVersion, GameSnapshot held) {
        replace(stored, storedRowVersion, held);
    }

    /**
     * Whether the row at {@code storedRowVersion} is newer than this copy, which has no move or finish
     * unsaved. Play time counted here and not yet stored does not count: the node that moved counted
     * the player's time meanwhile. Call under the lock.
     */
    boolean behind(long storedRowVersion) {
        return !evicted
                && rowVersion >= 0
                && rowVersion < storedRowVersion
                && !isDirty()
                && !(game.isFinished() && !finishStored);
    }

    private void replace(Game stored, long storedRowVersion, GameSnapshot held) {
        stored.time().takeViewersOf(game.time());
        game = stored;
        rowVersion = storedRowVersion;
        written.add(storedRowVersion, held);
        storedVersion = stored.version();
        storedPlayMillis = held.playMillis();
        finishStored = stored.isFinished();
        storedReceipts = stored.movesTaken();
    }

    /**
     * The row holds an older state of this copy (the database lost writes it had taken): all of
     * this copy is written again, over the row at {@code foundRowVersion}, at once. Call under the lock.
     */
    void foundOlderRow(long foundRowVersion, GameSnapshot held) {
        rowVersion = foundRowVersion;
        storedVersion = -1;
        storedPlayMillis = -1;
        storedReceipts = MoveReceipts.decode(held.receipts()).taken();
        if (held.finishedAt().isEmpty()) finishStored = false;
        storedAt = Instant.EPOCH;
    }

    // ---- what is to be stored ----

    /** The stored row's version as this copy knows it. Call under the lock. */
    long rowVersion() {
        return rowVersion;
    }

    /** Whether the game has changes not yet stored. Call under the lock. */
    boolean isDirty() {
        return game.version() != storedVersion;
    }

    /** Whether the play time moved since it was stored, with or without a change. Call under the lock. */
    boolean playTimeMoved() {
        return game.time().playTime().toMillis() != storedPlayMillis;
    }

    /**
     * What is due to be written now, if anything: its changes once per {@code saveInterval} (all of
     * them with {@code force}), a finish at once. Takes the lock.
     */
    Optional<PendingWrite> due(boolean force, Instant now, Duration saveInterval) {
        return locked(() -> {
            if (evicted) return Optional.empty();
            boolean finishing = game.isFinished() && !finishStored;
            if (!isDirty() && !finishing && !timeToStore(force)) return Optional.empty();
            // A finish is written at once, unless its last try failed: then it waits its turn as any other change.
            boolean atOnce = finishing && failedWrites == 0;
            if (!force && !atOnce && Duration.between(storedAt, now).compareTo(saveInterval) < 0)
                return Optional.empty();
            return Optional.of(new PendingWrite(
                    game.snapshot(), game.version(), rowVersion, lastPlayed, player, dailyPuzzleId, finishing));
        });
    }

    /**
     * Whether time counted without a change (a page thinking, then gone quiet) is to be stored: once the
     * clock stops, or on a forced write. Asked only of a game with nothing else to write, and the clock
     * first: each question looks through the game's pages, and the saver asks of every game in memory
     * once a second (2 % of the server's CPU at 2,000 players, docs/benchmarks.md).
     */
    private boolean timeToStore(boolean force) {
        return (force || !game.time().isRunning()) && playTimeMoved();
    }

    /**
     * Whether the game may leave memory now: all of it stored, and no change for {@link GameStore#IDLE},
     * or for {@link GameStore#UNSHOWN} if no page shows it. Call under the lock.
     */
    boolean isForgettable(Instant now) {
        Instant cutoff = now.minus(game.time().isViewed() ? GameStore.IDLE : GameStore.UNSHOWN);
        boolean unsaved = isDirty() || playTimeMoved() || (game.isFinished() && !finishStored);
        return !unsaved && touched.isBefore(cutoff);
    }

    /**
     * The game as it stands now, for a page. With {@code handOverNotice}, for the page that plays it,
     * a notice for the player is handed over, once; a look from elsewhere leaves it. Call under the lock.
     */
    public GameState state(boolean handOverNotice) {
        Optional<String> told = notice;
        if (handOverNotice) {
            notice = Optional.empty();
            if (told.isEmpty() && game.takeTrimmedNotice()) told = Optional.of(Game.TRIMMED);
        }
        HelpLedger help = game.help();
        // Most games reveal nothing: no need to walk the history for it.
        Set<Cell> revealed = help.cellsRevealed() == 0 && !help.solutionRevealed() ? Set.of() : game.revealedCells();
        Timekeeper time = game.time();
        return new GameState(
                game.id(),
                game.puzzle(),
                game.puzzleId(),
                game.kind(),
                game.version(),
                game.board(),
                revealed,
                game.settings(),
                help,
                time.isStarted(),
                time.isPaused(),
                time.isRunning(),
                time.playTime(),
                game.undoRedo(),
                game.finish(),
                finishStored,
                failedWrites > 0,
                told,
                new GameState.Receipts(game.epoch(), game.movesTaken(), storedReceipts));
    }
}
