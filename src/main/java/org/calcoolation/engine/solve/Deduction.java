package org.calcoolation.engine.solve;

import java.util.List;
import java.util.Map;
import org.calcoolation.engine.Cell;

/**
 * One step of reasoning: the technique, the cells it reasons from, what it rules out (digits as
 * bit masks, bit d for digit d, per cell) and why, as data the page words in the player's language.
 */
public record Deduction(Technique technique, List<Cell> cells, Map<Cell, Integer> removed, Reason reason) {

    public Deduction {
        cells = List.copyOf(cells);
        removed = Map.copyOf(removed);
    }

    /** The reason in English, for the CLI and the tests. */
    public String explanation() {
        return reason.english();
    }
}
