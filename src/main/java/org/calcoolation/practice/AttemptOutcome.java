package org.calcoolation.practice;

import org.calcoolation.game.play.Outcome;

/** How a rated attempt ended: the game's outcome, or abandoned when its game was discarded unfinished. */
public enum AttemptOutcome {
    /** Solved without any help: a win, less for a slow solve (see {@link Scoring}). */
    CLEAN,
    /** Solved with a check, a hint or a revealed cell: half a win at most. */
    ASSISTED,
    /** The solution was revealed: a loss. */
    GIVEN_UP,
    /** Its game was discarded before it was finished: a loss, as giving up. */
    ABANDONED;

    static AttemptOutcome of(Outcome outcome) {
        return switch (outcome) {
            case CLEAN -> CLEAN;
            case ASSISTED -> ASSISTED;
            case GIVEN_UP -> GIVEN_UP;
        };
    }

    /** "Clean solve", "Solved with help", ... for people. */
    public String label() {
        return switch (this) {
            case CLEAN -> "Clean solve";
            case ASSISTED -> "Solved with help";
            case GIVEN_UP -> "Given up";
            case ABANDONED -> "Abandoned";
        };
    }
}
