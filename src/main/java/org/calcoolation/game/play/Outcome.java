package org.calcoolation.game.play;

/** How a finished game ended. Only a solve counts in records; giving up counts nowhere. */
public enum Outcome {
    /** Solved without any help. */
    CLEAN,
    /** Solved with help: a check, a hint or a revealed cell. */
    ASSISTED,
    /** Ended by revealing the solution. */
    GIVEN_UP;

    public boolean isSolve() {
        return this != GIVEN_UP;
    }

    public static Outcome of(HelpLedger help) {
        if (help.solutionRevealed()) return GIVEN_UP;
        return help.isClean() ? CLEAN : ASSISTED;
    }
}
