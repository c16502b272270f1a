package org.calcoolation.learn.ui;

import org.calcoolation.engine.Cell;
import org.calcoolation.learn.LearnService;
import org.calcoolation.learn.LearnService.Standing;

/** A technique's progress in words, the same on /learn and on the technique's page. */
final class Progress {

    private Progress() {}

    /** "Learnt", "2 of 3 clean solves in a row", or "Not practised yet". */
    static String of(Standing standing) {
        if (standing.learnt()) return "Learnt";
        if (standing.inARow() == 0) return "Not practised yet";
        return standing.inARow() + " of " + LearnService.IN_A_ROW + " clean solves in a row";
    }

    /** "row 1, column 4". */
    static String cell(Cell cell) {
        return "row " + (cell.row() + 1) + ", column " + (cell.col() + 1);
    }
}
