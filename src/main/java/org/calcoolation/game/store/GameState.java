package org.calcoolation.game.store;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.play.UndoRedo;

/**
 * A game as it stood at one moment, for a page to show. Immutable, so a page may read it while
 * another browser of the same player changes the game. {@code version} grows with every change,
 * so a page repaints only what moved.
 *
 * @param started     whether the grid has ever been sent to a browser (a daily waits for Start)
 * @param undoRedo    what undo and redo can do now, and what the next of each leaves
 * @param recorded    whether a finished game is safely stored, with its record if it has one; the
 *                    finish is told to the player only then
 * @param saveFailing whether the last try to store the game failed: its changes are held in memory
 *                    and tried again, and the player is told that they are not saved yet
 * @param notice      a message key of something the player must be told (GamePanel words it), such as moves refused because another
 *                    window's newer play was kept
 * @param receipts    which numbered moves of which page the game took, and which of them are stored
 */
public record GameState(
        UUID id,
        Puzzle puzzle,
        String puzzleId,
        PuzzleKind kind,
        long version,
        Board board,
        Set<Cell> revealed,
        Settings settings,
        HelpLedger help,
        boolean started,
        boolean paused,
        boolean running,
        Duration playTime,
        UndoRedo undoRedo,
        Optional<Finish> finish,
        boolean recorded,
        boolean saveFailing,
        Optional<String> notice,
        Receipts receipts) {

    /**
     * The numbered moves of pages (see {@code MoveReceipts}): the last one taken by page, the last one
     * stored by page, and the game's epoch (its restarts), in which a page's moves must be made.
     */
    public record Receipts(int epoch, Map<String, Integer> taken, Map<String, Integer> stored) {
        public static final Receipts NONE = new Receipts(0, Map.of(), Map.of());

        public Receipts {
            taken = Map.copyOf(taken);
            stored = Map.copyOf(stored);
        }
    }

    public GameState {
        revealed = Set.copyOf(revealed);
    }

    public boolean canUndo() {
        return undoRedo.canUndo();
    }

    public boolean canRedo() {
        return undoRedo.canRedo();
    }

    /** Whether moves are taken: started, not paused, not finished. */
    public boolean inPlay() {
        return started && !paused && finish.isEmpty();
    }

    public boolean isFinished() {
        return finish.isPresent();
    }

    /** Something to lose: not finished, with at least one digit or note written. */
    public boolean inProgress() {
        return finish.isEmpty() && !board.equals(Board.start(puzzle));
    }
}
