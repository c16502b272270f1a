package org.calcoolation.learn.ui;

import org.calcoolation.base.i18n.Wording;
import org.calcoolation.engine.Cell;
import org.calcoolation.learn.LearnService;
import org.calcoolation.learn.LearnService.Standing;

/** A technique's progress in words, the same on /learn and on the technique's page, in the page's language. */
final class Progress {

    private Progress() {}

    /** "Learnt", "2 of 3 clean solves in a row", or "Not practised yet". */
    static String of(Standing standing) {
        if (standing.learnt()) return Wording.t("learn.progress.learnt");
        if (standing.inARow() == 0) return Wording.t("learn.progress.none");
        return Wording.t("learn.progress.inARow", standing.inARow(), LearnService.IN_A_ROW);
    }

    /** "row 1, column 4", as hints name a cell. */
    static String cell(Cell cell) {
        return Wording.t("play.cell", cell.row() + 1, cell.col() + 1);
    }
}
