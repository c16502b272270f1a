package org.calcoolation.game.ui;

import java.util.Optional;
import java.util.Set;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.game.GameState;

/**
 * One page's way of playing one game, in plain Java: the game as the page last saw it, notes
 * mode, the two keys of 10–12, and the marks that Check and Hint leave on the grid. It decides
 * what the grid shows ({@link #paint()}) and whether anything changed since it was last shown
 * ({@link #look()}); the board component only paints.
 */
final class PlaySession {

    /** What the grid shows: the board, its marks, and whether it takes input. */
    record Paint(Board board, BoardComponent.Marks marks, boolean locked) {}

    private GameState game;
    private boolean notesMode;
    private final DigitKeys digitKeys = new DigitKeys();
    private Set<Cell> mistakes = Set.of();
    private Set<Cell> hinted = Set.of();
    /** Grows with every change of what this page shows that the game's version does not count (marks, notes mode). */
    private long localChanges;

    PlaySession(GameState game) {
        this.game = game;
    }

    GameState game() {
        return game;
    }

    boolean notesMode() {
        return notesMode;
    }

    /**
     * Takes the game as the service handed it back. If the board changed, marks from Check and
     * Hint go, as they were about the old board; true then.
     */
    boolean take(GameState next) {
        boolean boardChanged = !next.board().equals(game.board());
        game = next;
        if (boardChanged && (!mistakes.isEmpty() || !hinted.isEmpty())) {
            mistakes = Set.of();
            hinted = Set.of();
            localChanges++;
        }
        return boardChanged;
    }

    /** Check's answer: the wrong digits are crossed out until the board changes. */
    void checked(GameState next, Set<Cell> wrong) {
        game = next;
        mistakes = Set.copyOf(wrong);
        hinted = Set.of();
        localChanges++;
    }

    /** A hint's cells are highlighted, or the wrong digits it points at crossed out, until the board changes. */
    void hinted(GameState next, Hint hint) {
        game = next;
        mistakes = hint instanceof Hint.Mistaken m ? Set.copyOf(m.cells()) : Set.of();
        hinted = hint instanceof Hint.Next step ? HintText.cellsOf(step) : Set.of();
        localChanges++;
    }

    void toggleNotesMode() {
        notesMode = !notesMode;
        digitKeys.reset();
        localChanges++;
    }

    /** A digit key typed in a cell, as the number it writes (two keys make 10–12). */
    Optional<DigitKeys.Entry> key(char key, Cell cell, double at) {
        return digitKeys.type(key, cell, game.puzzle().size(), at);
    }

    /** Another kind of input came between two keys: the next digit starts afresh. */
    void otherInput() {
        digitKeys.reset();
    }

    /** Everything that decides what the page shows: when two looks are equal, there is nothing to draw. */
    record Look(java.util.UUID game, long version, Board board, boolean running, boolean recorded, long localChanges) {}

    /** The one check of whether anything the page shows moved: the game's state and this page's own marks. */
    Look look() {
        return new Look(game.id(), game.version(), game.board(), game.running(), game.recorded(), localChanges);
    }

    Paint paint() {
        Board board = game.board();
        return new Paint(board, BoardComponent.Marks.of(board, game.settings().liveMarks(), mistakes, hinted, game.revealed()),
                !game.inPlay());
    }
}
