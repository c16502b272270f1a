package org.calcoolation.engine.solve;

import java.util.List;

import org.calcoolation.engine.Cell;

/** What the solver can tell a player about a position. */
public sealed interface Hint {

    /** The steps that lead to the next digit a player can be sure of; the last one settles it. */
    record Next(List<Deduction> steps, Cell cell, int digit) implements Hint {
        public Next {
            steps = List.copyOf(steps);
            if (steps.isEmpty()) throw new IllegalArgumentException("a hint needs at least one step");
        }

        /** The hardest technique along the way, which is what the hint is worth. */
        public Technique technique() {
            return steps.stream().map(Deduction::technique).max(Enum::compareTo).orElseThrow();
        }

        public Deduction last() {
            return steps.getLast();
        }
    }

    /** Some entries differ from the puzzle's one solution; no honest hint builds on them. */
    record Mistaken(List<Cell> cells) implements Hint {
        public Mistaken {
            cells = List.copyOf(cells);
        }
    }

    /** Every cell is filled in already. */
    record Complete() implements Hint {}

    /** The puzzle has no single solution to hint towards. */
    record Unavailable(String reason) implements Hint {}
}
