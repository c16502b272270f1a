package org.calcoolation.game.ui;

import java.util.HashSet;
import java.util.Set;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;

/** Marks on cells, beyond the digits: computed by the play session, shown by the {@link BoardComponent}. */
record Marks(
        boolean live,
        Set<Cell> conflicts,
        Set<Cell> wrongCages,
        Set<Cell> mistakes,
        Set<Cell> hinted,
        Set<Cell> revealed,
        Set<Cell> notesWrong) {
    static final Marks NONE = new Marks(false, Set.of(), Set.of(), Set.of(), Set.of(), Set.of(), Set.of());

    /** The marks for a board: live ones (repeats, full cages that miss) only when the player wants them. */
    static Marks of(
            Board board, boolean live, Set<Cell> mistakes, Set<Cell> hinted, Set<Cell> revealed, Set<Cell> notesWrong) {
        if (!live) return new Marks(false, Set.of(), Set.of(), mistakes, hinted, revealed, notesWrong);
        Set<Cell> wrong = new HashSet<>();
        for (Cage cage : board.puzzle().cages()) if (board.status(cage) == CageStatus.WRONG) wrong.addAll(cage.cells());
        return new Marks(true, board.conflicts(), wrong, mistakes, hinted, revealed, notesWrong);
    }
}
