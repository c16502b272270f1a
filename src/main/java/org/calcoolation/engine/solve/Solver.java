package org.calcoolation.engine.solve;

import org.calcoolation.engine.Puzzle;

/** Solves and grades puzzles by a ladder of techniques, cheapest first. */
public final class Solver {

    private Solver() {}

    public static SolveResult solve(Puzzle puzzle) {
        throw new UnsupportedOperationException("in progress");
    }
}
