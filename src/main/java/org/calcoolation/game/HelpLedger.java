package org.calcoolation.game;

/** Every use of help in one game. A game finished without any is a clean solve. */
public record HelpLedger(int checks, int hints, int cellsRevealed, boolean solutionRevealed) {

    public static final HelpLedger NONE = new HelpLedger(0, 0, 0, false);

    public HelpLedger {
        if (checks < 0 || hints < 0 || cellsRevealed < 0)
            throw new IllegalArgumentException("counts cannot be negative");
    }

    public boolean isClean() {
        return checks == 0 && hints == 0 && cellsRevealed == 0 && !solutionRevealed;
    }

    /** How many times help was asked for, revealing the solution counting once. */
    public int total() {
        return checks + hints + cellsRevealed + (solutionRevealed ? 1 : 0);
    }

    public HelpLedger withCheck() {
        return new HelpLedger(checks + 1, hints, cellsRevealed, solutionRevealed);
    }

    public HelpLedger withHint() {
        return new HelpLedger(checks, hints + 1, cellsRevealed, solutionRevealed);
    }

    public HelpLedger withRevealedCell() {
        return new HelpLedger(checks, hints, cellsRevealed + 1, solutionRevealed);
    }

    public HelpLedger withSolutionRevealed() {
        return new HelpLedger(checks, hints, cellsRevealed, true);
    }
}
