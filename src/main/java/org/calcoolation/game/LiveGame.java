package org.calcoolation.game;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;

/**
 * A game held in memory by the {@link GameStore}, and what is known of its stored copy. Everything
 * but the lock and the id is guarded by {@link #lock}; database work happens outside it, under
 * {@link #writing}, so that a slow write never holds up a move. Take the lock through
 * {@link #locked(Supplier)}, so that it is let go on every way out.
 */
final class LiveGame {

    final ReentrantLock lock = new ReentrantLock();
    /** One write of this game at a time, be it the regular saver or a finish. */
    final ReentrantLock writing = new ReentrantLock();

    final OptionalLong dailyPuzzleId;

    Game game;
    PlayerRef player;
    /** When a page last did anything with it, for keeping it in memory. */
    Instant touched;
    /**
     * When the player last opened or changed it: the order of their list, and the row's
     * {@code updated_at}. Not the time of the write, which is the same for every game a forced save writes.
     */
    Instant lastPlayed;

    boolean evicted;
    /** The stored row's version as this node last read or wrote it; -1 before the first insert. */
    long rowVersion;
    /** The game's {@link Game#version()} as last stored. */
    long storedVersion;

    Instant storedAt;
    /** The play time as last stored: a page that thinks without moving counts time but changes nothing. */
    long storedPlayMillis;
    /** The last numbered move stored by page (see {@link MoveReceipts}): a browser may forget those. */
    Map<String, Integer> storedReceipts;
    /** What this copy wrote to its row or read from it, to tell its own older state from another's play. */
    final WrittenRows written = new WrittenRows();
    /** Set once the finished game is stored and its {@link GameFinished} handled. */
    boolean finishStored;

    Optional<String> notice = Optional.empty();
    /** Writes that failed in a row, for the back-off. */
    int failedWrites;

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
    <R> R locked(Supplier<R> action) {
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

    /** Whether the game has changes not yet stored. Call under the lock. */
    boolean isDirty() {
        return game.version() != storedVersion;
    }

    /** Whether the play time moved since it was stored, with or without a change. Call under the lock. */
    boolean playTimeMoved() {
        return game.time().playTime().toMillis() != storedPlayMillis;
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
    GameState state(boolean handOverNotice) {
        Optional<String> told = notice;
        if (handOverNotice) {
            notice = Optional.empty();
            if (told.isEmpty() && game.takeTrimmedNotice()) told = Optional.of(MoveHistory.TRIMMED);
        }
        HelpLedger help = game.help();
        // Most games reveal nothing: no need to walk the history for it.
        Set<Cell> revealed = help.cellsRevealed() == 0 && !help.solutionRevealed() ? Set.of() : game.revealedCells();
        GameTime time = game.time();
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
