package org.calcoolation.engine.codec;

import org.calcoolation.engine.codec.DecodeResult.Problem;

/**
 * A problem at a position in a game ID, in plain words and in technical ones; stackless because it
 * is only a way out of the nested reading.
 */
final class Malformed extends Exception {

    /** How most plain messages begin: the ID is a puzzle's, but a character is wrong. */
    static final String MISTYPED = "This puzzle ID is mistyped";

    private final Problem problem;
    private final String plain;
    private final int position;

    Malformed(Problem problem, String plain, String message, int position) {
        super(message, null, false, false);
        this.problem = problem;
        this.plain = plain;
        this.position = position;
    }

    DecodeResult.Invalid invalid() {
        return new DecodeResult.Invalid(problem, plain, getMessage(), position);
    }
}
