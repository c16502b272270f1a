package org.calcoolation.game;

import org.calcoolation.engine.PuzzleKind;

/**
 * A new puzzle of a kind whose reach was not measured on its own (weights, merged cuts between the
 * measured means) was not made within {@link NewGames#LIMIT}: its message says so to the player.
 */
public final class TooSlowToMake extends RuntimeException {

    private final transient PuzzleKind kind;

    public TooSlowToMake(PuzzleKind kind) {
        super("A " + kind.label() + " puzzle took too long to make (over " + NewGames.LIMIT.toSeconds()
                + " seconds), so none was started. Try a smaller size, another level, a lower mean cage size"
                + " or weights nearer to even.");
        this.kind = kind;
    }

    /** The kind asked for, for the page to say the message in the player's language. */
    public PuzzleKind kind() {
        return kind;
    }

    /** How long the making may take, in seconds. */
    public long seconds() {
        return NewGames.LIMIT.toSeconds();
    }
}
