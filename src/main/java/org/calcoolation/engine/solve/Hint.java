package org.calcoolation.engine.solve;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.calcoolation.engine.Cell;

/** What the solver can tell a player about a position. */
public sealed interface Hint {

    /**
     * A hint that reasons: steps, cheapest technique first, the last of which settles something
     * about {@link #cell()}, a digit there ({@link Next}) or one that cannot go there ({@link Strike}).
     */
    sealed interface Reasoned extends Hint permits Next, Strike {
        List<Deduction> steps();

        Cell cell();

        int digit();

        /** The hardest technique along the way, which is what the hint is worth. */
        default Technique technique() {
            return steps().stream()
                    .map(Deduction::technique)
                    .max(Enum::compareTo)
                    .orElseThrow();
        }

        default Deduction last() {
            return steps().getLast();
        }

        /** The techniques the steps use, each once, in the order they come. */
        default List<Technique> techniques() {
            return steps().stream().map(Deduction::technique).distinct().toList();
        }

        /** Every cell the steps show, and the cell the hint ends on: where to look. */
        default Set<Cell> cellsInvolved() {
            Set<Cell> cells = new LinkedHashSet<>();
            steps().forEach(step -> cells.addAll(step.cells()));
            cells.add(cell());
            return Collections.unmodifiableSet(cells);
        }

        /** The hint's last word. */
        String conclusion();
    }

    /** The steps that lead to the next digit a player can be sure of; the last one settles it. */
    record Next(List<Deduction> steps, Cell cell, int digit) implements Reasoned {
        public Next {
            steps = List.copyOf(steps);
            if (steps.isEmpty()) throw new IllegalArgumentException("a hint needs at least one step");
        }

        /** The digit, as the last word of the hint: "So row 9, column 5 is 8." */
        @Override
        public String conclusion() {
            return "So " + Words.cell(cell) + " is " + digit + ".";
        }
    }

    /**
     * No digit can be placed yet from the player's notes, but {@code digit} can be crossed out of
     * the notes of {@code cell}: the steps say why, the last one rules it out.
     */
    record Strike(List<Deduction> steps, Cell cell, int digit) implements Reasoned {
        public Strike {
            steps = List.copyOf(steps);
            if (steps.isEmpty()) throw new IllegalArgumentException("a hint needs at least one step");
            if ((steps.getLast().removed().getOrDefault(cell, 0) & 1 << digit) == 0)
                throw new IllegalArgumentException("the last step must rule " + digit + " out of " + cell);
        }

        /** "So 3 cannot go in row 2, column 4: cross it out of its notes." */
        @Override
        public String conclusion() {
            return "So " + digit + " cannot go in " + Words.cell(cell) + ": cross it out of its notes.";
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
