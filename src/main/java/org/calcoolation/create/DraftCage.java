package org.calcoolation.create;

import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cell;

/**
 * A cage as drawn in the editor: its cells in reading order, so the first carries the clue, and
 * its clue once typed. Nothing else is checked here: the cells may be in pieces, or too many; the
 * judgement says so in words.
 */
public record DraftCage(List<Cell> cells, Optional<Clue> clue) {

    public DraftCage {
        cells = cells.stream().sorted().distinct().toList();
        if (cells.isEmpty()) throw new IllegalArgumentException("a cage needs at least one cell");
    }

    public DraftCage(List<Cell> cells) {
        this(cells, Optional.empty());
    }

    /** The cell that carries the clue: the first in reading order. */
    public Cell anchor() {
        return cells.getFirst();
    }

    public boolean holds(Cell cell) {
        return cells.contains(cell);
    }

    /** Whether the cell shares an edge with one of the cage's. */
    public boolean touches(Cell cell) {
        return !holds(cell) && cells.stream().anyMatch(cell::touches);
    }

    DraftCage withClue(Optional<Clue> typed) {
        return new DraftCage(cells, typed);
    }
}
