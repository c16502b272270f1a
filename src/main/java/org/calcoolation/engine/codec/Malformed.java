package org.calcoolation.engine.codec;

import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.codec.DecodeResult.Problem;

/**
 * A problem at a position in a game ID, in plain words (keyed, for the pages) and in technical ones; stackless because it
 * is only a way out of the nested reading.
 */
final class Malformed extends Exception {

    /** How most plain messages begin: the ID is a puzzle's, but a character is wrong. */
    static final String MISTYPED = "This puzzle ID is mistyped";

    /** The plain message's key: {@code refusals.id.} and a name. */
    static String key(String name) {
        return "refusals.id." + name;
    }

    private final Problem problem;
    private final Refusal plain;
    private final int position;

    Malformed(Problem problem, Refusal plain, String message, int position) {
        super(message, null, false, false);
        this.problem = problem;
        this.plain = plain;
        this.position = position;
    }

    DecodeResult.Invalid invalid() {
        return new DecodeResult.Invalid(problem, plain, getMessage(), position);
    }
}
