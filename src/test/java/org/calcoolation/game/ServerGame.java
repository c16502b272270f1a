package org.calcoolation.game;

import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.PlayerMove;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.play.UndoRedo;

/**
 * A game as the server plays it, without Spring or storage: the page's moves go through the same
 * {@link SeatMoves#apply} a seat's do, so a test can hold board.js's predictions against the rules
 * the server keeps (undo and redo, the second key of 10–16, notes leaving a placed digit's lines).
 */
public final class ServerGame {

    private final Game game;

    /** A game of this puzzle (with its solution), shown and in play. */
    public ServerGame(Puzzle puzzle, boolean removeNotesOnPlace) {
        PuzzleKind kind = new PuzzleKind(puzzle.size(), Difficulty.EASY, Variant.STANDARD);
        game = Game.start(UUID.randomUUID(), puzzle, kind, new Settings(removeNotesOnPlace, true), new HandClock());
        game.time().shown("conformance");
    }

    /** A page's move, as the server takes it; false when it changed nothing. */
    public boolean play(PlayerMove move) {
        return game.apply(move);
    }

    public Board board() {
        return game.board();
    }

    public UndoRedo undoRedo() {
        return game.undoRedo();
    }

    /** Whether the game was solved: it takes no more moves. */
    public boolean finished() {
        return !game.acceptsMoves();
    }
}
