package org.calcoolation.engine.play;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageFillings;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;

/**
 * The notes that {@link Move.FillNotes} writes: in each empty cell, the digits its row and column
 * leave free ({@link Move.Fill#FREE}), or of those only the ones some filling of its cage can still
 * use ({@link Move.Fill#CONSISTENT}). Works on a board's own arrays, in reading order.
 */
final class NoteFill {

    private NoteFill() {}

    /** The note masks after {@code fill}, for a board with these entries and notes. */
    static int[] masks(Move.Fill fill, Puzzle puzzle, byte[] entries, int[] notes) {
        int n = puzzle.size();
        int[] m = new int[notes.length];
        int[] free = freeDigits(entries, n);
        switch (fill) {
            case FREE -> {
                for (int i = 0; i < m.length; i++) if (entries[i] == 0) m[i] = free[i];
            }
            case CONSISTENT -> {
                for (Cage cage : puzzle.cages()) {
                    List<Cell> cells = cage.cells();
                    int[] masks = new int[cells.size()];
                    for (int k = 0; k < masks.length; k++) {
                        int i = cells.get(k).index(n);
                        // A written digit is fixed for the cage; an empty cell may take what its lines leave.
                        masks[k] = entries[i] != 0 ? 1 << entries[i] : free[i];
                    }
                    int[] options = CageFillings.optionsPerCell(cage, masks);
                    for (int k = 0; k < masks.length; k++) {
                        int i = cells.get(k).index(n);
                        // The player's own notes are their eliminations: only narrow them, never add back.
                        if (entries[i] == 0) m[i] = notes[i] != 0 ? notes[i] & options[k] : options[k];
                    }
                }
            }
        }
        return m;
    }

    /** For each cell, the digits not yet written elsewhere in its row or column. */
    private static int[] freeDigits(byte[] entries, int n) {
        int[] rowUsed = new int[n], colUsed = new int[n];
        for (int i = 0; i < entries.length; i++) {
            rowUsed[i / n] |= 1 << entries[i];
            colUsed[i % n] |= 1 << entries[i];
        }
        int[] free = new int[entries.length];
        for (int i = 0; i < free.length; i++) free[i] = Board.allDigits(n) & ~(rowUsed[i / n] | colUsed[i % n]);
        return free;
    }
}
