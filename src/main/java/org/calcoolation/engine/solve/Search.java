package org.calcoolation.engine.solve;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.solve.Ladder.Outcome;

/**
 * The last rung: try each candidate of the cell with fewest, solve each branch in full, and count
 * solutions up to two. One solution across all branches proves the puzzle unique.
 */
final class Search {

    private Search() {}

    static Outcome guess(State s) {
        int best = -1, fewest = Integer.MAX_VALUE;
        for (int cell = 0; cell < s.mask.length; cell++) {
            int count = Integer.bitCount(s.mask[cell]);
            if (count > 1 && count < fewest) {
                fewest = count;
                best = cell;
            }
        }
        Outcome found = new Outcome.Contradiction();
        for (int m = s.mask[best]; m != 0; m &= m - 1) {
            State branch = s.copy();
            branch.restrict(best, m & -m);
            switch (Ladder.run(branch, Difficulty.UNREASONABLE)) {
                // Stuck cannot happen at Unreasonable; it counts as no solution, like a contradiction.
                case Outcome.Contradiction _, Outcome.Stuck _ -> {}
                case Outcome.Ambiguous two -> {
                    return two;
                }
                case Outcome.Solved solved -> {
                    if (found instanceof Outcome.Solved earlier)
                        return new Outcome.Ambiguous(earlier.solution(), solved.solution());
                    found = new Outcome.Solved(solved.solution(), Technique.GUESS.difficulty());
                }
            }
        }
        return found;
    }
}
