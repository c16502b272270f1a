package org.calcoolation.engine.play;

import java.util.Objects;
import org.calcoolation.engine.Cell;

/**
 * One thing a player does to a board. Applying a move gives a new board (see {@link Board#apply}),
 * so undo is a stack of boards and every rule can be tested without a screen.
 */
public sealed interface Move permits Move.Place, Move.Clear, Move.ToggleNote, Move.ClearNotes, Move.FillNotes {

    /** Which digits {@link FillNotes} writes into the empty cells. */
    enum Fill {
        /**
         * Every digit not yet placed in the cell's row or column, for players who strike out the rest
         * themselves. Replaces the notes of every empty cell.
         */
        FREE,
        /**
         * Only digits free in the cell's row and column that can still make its cage's target. A cell
         * that already has notes keeps only those of its notes that still fit; it gains none.
         */
        CONSISTENT
    }

    /**
     * Puts a digit in a cell, dropping the cell's own notes. With {@code clearNotesInLines} the
     * digit also leaves the notes of the cell's row and column, since it can no longer go there.
     */
    record Place(Cell cell, int digit, boolean clearNotesInLines) implements Move {
        public Place {
            Objects.requireNonNull(cell, "cell");
        }

        public Place(Cell cell, int digit) {
            this(cell, digit, true);
        }
    }

    /** Empties a cell. */
    record Clear(Cell cell) implements Move {
        public Clear {
            Objects.requireNonNull(cell, "cell");
        }
    }

    /** Adds or removes one note in an empty cell; a filled cell shows no notes, so there it does nothing. */
    record ToggleNote(Cell cell, int digit) implements Move {
        public ToggleNote {
            Objects.requireNonNull(cell, "cell");
        }
    }

    /** Removes every note from a cell. */
    record ClearNotes(Cell cell) implements Move {
        public ClearNotes {
            Objects.requireNonNull(cell, "cell");
        }
    }

    /** Writes the notes of every empty cell: replaces them ({@link Fill#ALL}) or narrows them ({@link Fill#CONSISTENT}). */
    record FillNotes(Fill fill) implements Move {
        public FillNotes {
            Objects.requireNonNull(fill, "fill");
        }
    }
}
