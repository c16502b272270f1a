package org.calcoolation.game.ui;

import java.util.Set;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.game.play.HintLevel;

/**
 * A hint as this page shows it: the hint, the level it was pressed to, and at the reasoning the
 * step the player is reading (0-based), whose cells the grid highlights.
 */
record ShownHint(Hint hint, HintLevel level, int step) {

    ShownHint {
        int steps = hint instanceof Hint.Reasoned next ? next.steps().size() : 1;
        if (step < 0 || step >= steps) throw new IllegalArgumentException("step " + step + " of " + steps);
    }

    ShownHint(Hint hint, HintLevel level) {
        this(hint, level, 0);
    }

    int steps() {
        return hint instanceof Hint.Reasoned next ? next.steps().size() : 1;
    }

    /** The same hint at the step {@code delta} further on, kept within the steps. */
    ShownHint moved(int delta) {
        return new ShownHint(hint, level, Math.clamp(step + delta, 0, steps() - 1));
    }

    /** Where to look: every cell of the reasoning; then the step being read; then the settled cell. */
    Set<Cell> highlighted() {
        if (!(hint instanceof Hint.Reasoned next)) return Set.of();
        return switch (level) {
            case WHERE -> next.cellsInvolved();
            case WHY -> Set.copyOf(next.steps().get(step).cells());
            case DIGIT -> Set.of(next.cell());
        };
    }

    /** The digits a hint says to fix first, crossed out. */
    Set<Cell> mistakes() {
        return hint instanceof Hint.Mistaken mistaken ? Set.copyOf(mistaken.cells()) : Set.of();
    }
}
