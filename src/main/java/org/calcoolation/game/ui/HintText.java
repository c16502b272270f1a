package org.calcoolation.game.ui;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.engine.solve.Hint;

/** What a hint says to the player, in one line. */
final class HintText {

    private HintText() {}

    static String of(Hint hint) {
        return switch (hint) {
            case Hint.Next next -> "Hint (" + next.technique().label() + "): " + reasoning(next)
                    + " → " + cell(next.cell()) + " is " + next.digit() + ".";
            case Hint.Mistaken mistaken -> "Hint: first fix " + cells(mistaken.cells()) + (mistaken.cells().size() == 1 ? ", which is" : ", which are")
                    + " not right; no honest hint builds on a wrong digit.";
            case Hint.Complete complete -> "Hint: every cell is filled in already.";
            case Hint.Unavailable unavailable -> "No hint: " + unavailable.reason() + ".";
        };
    }

    /** The cells a hint reasons from and the cell it settles, to highlight on the grid. */
    static Set<Cell> cellsOf(Hint.Next next) {
        Set<Cell> cells = new HashSet<>(hardestStep(next).cells());
        cells.add(next.cell());
        return cells;
    }

    private static Deduction hardestStep(Hint.Next next) {
        return next.steps().stream().filter(step -> step.technique() == next.technique()).findFirst().orElseThrow();
    }

    /** The step that needs the hardest technique, and the last step too when that is another one. */
    private static String reasoning(Hint.Next next) {
        Deduction hardest = hardestStep(next);
        String why = hardest == next.last() ? hardest.explanation() : hardest.explanation() + " … " + next.last().explanation();
        return why.endsWith(".") ? why.substring(0, why.length() - 1) : why;
    }

    static String cell(Cell cell) {
        return "row " + (cell.row() + 1) + ", column " + (cell.col() + 1);
    }

    static String cells(List<Cell> cells) {
        return cells.stream().map(HintText::cell).collect(Collectors.joining("; "));
    }
}
