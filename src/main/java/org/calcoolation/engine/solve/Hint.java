package org.calcoolation.engine.solve;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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

        /** The techniques the steps use, each once, in the order they come. */
        public List<Technique> techniques() {
            return steps.stream().map(Deduction::technique).distinct().toList();
        }

        /** Every cell the steps show, and the settled cell: where to look. */
        public Set<Cell> cellsInvolved() {
            Set<Cell> cells = new LinkedHashSet<>();
            steps.forEach(step -> cells.addAll(step.cells()));
            cells.add(cell);
            return Collections.unmodifiableSet(cells);
        }

        /** The digit, as the last word of the hint: "So row 9, column 5 is 8." */
        public String conclusion() {
            return "So " + Words.cell(cell) + " is " + digit + ".";
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
