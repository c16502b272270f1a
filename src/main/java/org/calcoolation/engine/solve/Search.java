package org.calcoolation.engine.solve;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.solve.Ladder.Outcome;
import org.calcoolation.engine.solve.Ladder.Status;

/**
 * The last rung: try each candidate of the cell with fewest, solve each branch in full, and count
 * solutions up to two. One solution across all branches proves the puzzle unique.
 */
final class Search {

    private Search() {}

    static Outcome guess(State s, Technique hardestSoFar) {
        int best = -1, fewest = Integer.MAX_VALUE;
        for (int cell = 0; cell < s.mask.length; cell++) {
            int count = Integer.bitCount(s.mask[cell]);
            if (count > 1 && count < fewest) {
                fewest = count;
                best = cell;
            }
        }
        int[] first = null;
        for (int m = s.mask[best]; m != 0; m &= m - 1) {
            State branch = s.copy();
            branch.restrict(best, m & -m);
            Outcome outcome = Ladder.run(branch, Difficulty.UNREASONABLE);
            switch (outcome.status()) {
                case CONTRADICTION, STUCK -> {
                    // STUCK cannot happen at Unreasonable; treat it as no solution for safety.
                }
                case AMBIGUOUS -> {
                    return outcome;
                }
                case SOLVED -> {
                    if (first != null) return new Outcome(Status.AMBIGUOUS, Technique.GUESS, first, outcome.solution());
                    first = outcome.solution();
                }
            }
        }
        if (first == null) return new Outcome(Status.CONTRADICTION, Technique.GUESS, null, null);
        return new Outcome(Status.SOLVED, Technique.GUESS, first, null);
    }
}
