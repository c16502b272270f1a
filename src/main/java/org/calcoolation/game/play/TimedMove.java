package org.calcoolation.game.play;

import java.util.Objects;
import org.calcoolation.engine.play.Move;

/**
 * A move of a game and when the server applied it, in milliseconds of the game's play clock: not a
 * time any browser sent, and one that stands still while the grid is out of play.
 */
public record TimedMove(Move move, long atMillis) {

    public TimedMove {
        Objects.requireNonNull(move, "move");
        if (atMillis < 0) throw new IllegalArgumentException("a move cannot come before the game");
    }
}
