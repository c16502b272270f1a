package org.calcoolation.engine.solve;

import java.util.List;

/**
 * One deduction of a solve, taken one at a time as a hint takes it, with every cell's candidates
 * just before it (reading order; bit d set for digit d): a board a lesson can draw and replay.
 */
public record Step(Deduction deduction, List<Integer> before) {

    public Step {
        before = List.copyOf(before);
    }

    /** The candidates before the step as masks, one per cell. */
    public int[] candidates() {
        return before.stream().mapToInt(Integer::intValue).toArray();
    }
}
