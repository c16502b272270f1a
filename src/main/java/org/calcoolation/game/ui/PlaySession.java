package org.calcoolation.game.ui;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.game.play.HintLevel;
import org.calcoolation.game.play.UndoRedo;
import org.calcoolation.game.store.GameState;

/**
 * One page's way of playing one game, in plain Java: the game as the page last saw it and the
 * marks that Check and Hint leave on the grid (notes mode and the two keys of 10–16 live in the
 * browser, see board.js). It decides
 * what the grid shows ({@link #paint()}) and whether anything changed since it was last shown
 * ({@link #look()}); the board component only paints.
 */
final class PlaySession {

    /**
     * What the grid shows: the game's board and its marks, whether it takes input, what an undo or a
     * redo would leave, which numbered moves the game took and stored, and whether it is closed
     * (finished and stored, so that no move the browser keeps will ever be taken).
     */
    record Paint(
            UUID game,
            Board board,
            Marks marks,
            boolean locked,
            UndoRedo history,
            GameState.Receipts receipts,
            boolean closed) {}

    private GameState game;
    private Set<Cell> mistakes = Set.of();
    /** Check notes' marks: each goes with the next change to its cell, the others stay. */
    private Set<Cell> notesWrong = Set.of();

    private Optional<ShownHint> hint = Optional.empty();
    /** Grows with every change of what this page shows that the game's version does not count (Check's and Hint's marks). */
    private long localChanges;

    PlaySession(GameState game) {
        this.game = game;
    }

    GameState game() {
        return game;
    }

    /**
     * Takes the game as the service handed it back. If the board changed, marks from Check go, as
     * they were about the old board, and a mark of Check notes goes from each cell that changed; a
     * hint goes only when the digits changed (a note written keeps it on show, though the next press
     * reads the notes anew). True when the board changed.
     */
    boolean take(GameState next) {
        boolean boardChanged = !next.board().equals(game.board());
        Set<Cell> stillWrong = notesWrong.stream()
                .filter(cell -> sameCell(game.board(), next.board(), cell))
                .collect(Collectors.toUnmodifiableSet());
        if (!stillWrong.equals(notesWrong)) {
            notesWrong = stillWrong;
            localChanges++;
        }
        boolean stale = hint.isPresent()
                ? !Arrays.equals(next.board().entries(), game.board().entries()) || struckOut(next.board())
                : boardChanged;
        game = next;
        if (stale && (!mistakes.isEmpty() || hint.isPresent())) {
            mistakes = Set.of();
            hint = Optional.empty();
            localChanges++;
        }
        return boardChanged;
    }

    /** Whether the notes hint on show has been done: its digit is no longer noted. */
    private boolean struckOut(Board board) {
        return hint.map(ShownHint::hint).orElse(null) instanceof Hint.Strike strike
                && (board.notes(strike.cell()) & 1 << strike.digit()) == 0;
    }

    private static boolean sameCell(Board before, Board after, Cell cell) {
        return before.value(cell) == after.value(cell) && before.notes(cell) == after.notes(cell);
    }

    /** Check notes' answer: cells whose notes leave out their digit are marked until each changes. */
    void notesChecked(GameState next, Set<Cell> wrong) {
        game = next;
        notesWrong = Set.copyOf(wrong);
        localChanges++;
    }

    /** Check's answer: the wrong digits are crossed out until the board changes. */
    void checked(GameState next, Set<Cell> wrong) {
        game = next;
        mistakes = Set.copyOf(wrong);
        hint = Optional.empty();
        localChanges++;
    }

    /** A hint's cells are highlighted, or the wrong digits it points at crossed out, until the board changes. */
    void hinted(GameState next, Hint said, HintLevel level) {
        game = next;
        ShownHint shown = new ShownHint(said, level);
        hint = Optional.of(shown);
        mistakes = shown.mistakes();
        localChanges++;
    }

    /** The hint on show, if the board has not changed since. */
    Optional<ShownHint> hint() {
        return hint;
    }

    /** The player steps through the reasoning: the grid highlights the cells of the step read. */
    void stepHint(int delta) {
        hint = hint.map(shown -> shown.moved(delta));
        localChanges++;
    }

    /** Everything that decides what the page shows: when two looks are equal, there is nothing to draw. */
    record Look(
            UUID game,
            long version,
            Board board,
            boolean running,
            boolean recorded,
            boolean saveFailing,
            GameState.Receipts receipts,
            long localChanges) {}

    /** The one check of whether anything the page shows moved: the game's state and this page's own marks. */
    Look look() {
        return new Look(
                game.id(),
                game.version(),
                game.board(),
                game.running(),
                game.recorded(),
                game.saveFailing(),
                game.receipts(),
                localChanges);
    }

    Paint paint() {
        Board board = game.board();
        Set<Cell> hinted = hint.map(ShownHint::highlighted).orElse(Set.of());
        return new Paint(
                game.id(),
                board,
                Marks.of(board, game.settings().liveMarks(), mistakes, hinted, game.revealed(), notesWrong),
                !game.inPlay(),
                game.undoRedo(),
                game.receipts(),
                game.isFinished() && game.recorded());
    }
}
