package org.calcoolation.game.play;

import java.util.List;

/**
 * What undo and redo can do now, as a page draws them: how many of each the game takes in a row
 * (none while it takes no moves), and what the next of each leaves in the cells it changes, for the
 * page to draw at once. The next undo's cells are empty when not known: an undo past the moves made
 * since the game came into memory.
 */
public record UndoRedo(int undoable, int redoable, List<CellChange> undo, List<CellChange> redo) {

    /** A game that takes no moves now. */
    public static final UndoRedo NONE = new UndoRedo(0, 0, List.of(), List.of());

    public UndoRedo {
        undo = List.copyOf(undo);
        redo = List.copyOf(redo);
    }

    public boolean canUndo() {
        return undoable > 0;
    }

    public boolean canRedo() {
        return redoable > 0;
    }
}
