package org.calcoolation.engine.generate;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;

/**
 * Counts a puzzle's solutions, up to a limit, by plain backtracking in reading order: a digit goes
 * in a cell if its row and column lack it, and a cage is checked by its own arithmetic once its
 * last cell is filled (a sum or product that already overshoots stops earlier). It shares nothing
 * with the solver, so it can say the solver is wrong.
 */
final class BruteForce {

    private final int n;
    private final int[] grid;
    private final int[] cageOf;
    private final int[] lastCell;
    private final List<Cage> cages;
    private final int[] rows;
    private final int[] cols;
    private final int limit;
    private int found;

    private BruteForce(Puzzle puzzle, int limit) {
        n = puzzle.size();
        grid = new int[n * n];
        cages = puzzle.cages();
        cageOf = puzzle.cageIndexByCell();
        lastCell = new int[cages.size()];
        for (int k = 0; k < cages.size(); k++)
            lastCell[k] = cages.get(k).cells().getLast().index(n);
        rows = new int[n];
        cols = new int[n];
        this.limit = limit;
    }

    /** The number of solutions, counting no further than {@code limit}. */
    static int count(Puzzle puzzle, int limit) {
        BruteForce search = new BruteForce(puzzle, limit);
        search.fill(0);
        return search.found;
    }

    private void fill(int i) {
        if (i == n * n) {
            found++;
            return;
        }
        int r = i / n, c = i % n;
        for (int d = 1; d <= n && found < limit; d++) {
            int bit = 1 << d;
            if ((rows[r] & bit) != 0 || (cols[c] & bit) != 0) continue;
            grid[i] = d;
            if (!cageStillPossible(cageOf[i], i)) continue;
            rows[r] |= bit;
            cols[c] |= bit;
            fill(i + 1);
            rows[r] &= ~bit;
            cols[c] &= ~bit;
        }
        grid[i] = 0;
    }

    /** Cells are filled in reading order and a cage's cells are sorted so, hence its filled cells are those up to {@code i}. */
    private boolean cageStillPossible(int k, int i) {
        Cage cage = cages.get(k);
        boolean complete = lastCell[k] == i;
        long sum = 0, product = 1;
        int[] digits = new int[cage.size()];
        int filled = 0;
        for (Cell cell : cage.cells()) {
            int idx = cell.index(n);
            if (idx > i) break;
            digits[filled++] = grid[idx];
            sum += grid[idx];
            product *= grid[idx];
        }
        if (complete && cage.size() == 1) return digits[0] == cage.target();
        // A hidden clue admits several operations: the cage is fine if any of them still works.
        for (Operation op : cage.operations()) {
            if (complete
                    ? makes(op, digits, sum, product, cage.target())
                    : mayStillMake(op, cage, filled, sum, product)) return true;
        }
        return false;
    }

    /**
     * − and ÷ written out afresh: the largest digit minus the sum of the others, or divided by their
     * product; ⊕ as parity: each bit of the target is set where an odd number of digits have it.
     */
    private static boolean makes(Operation op, int[] digits, long sum, long product, int target) {
        long largest = 0;
        for (int d : digits) largest = Math.max(largest, d);
        return switch (op) {
            case ADD -> sum == target;
            case MULTIPLY -> product == target;
            case SUBTRACT -> largest - (sum - largest) == target;
            case DIVIDE -> (product / largest) * target == largest;
            case XOR -> oddBits(digits) == target;
        };
    }

    private static int oddBits(int[] digits) {
        int bits = 0;
        for (int bit = 0; bit < 31; bit++) {
            int ones = 0;
            for (int d : digits) if ((d >> bit & 1) == 1) ones++;
            if (ones % 2 == 1) bits += 1 << bit;
        }
        return bits;
    }

    private static boolean mayStillMake(Operation op, Cage cage, int filled, long sum, long product) {
        return switch (op) {
            case ADD -> sum + (cage.size() - filled) <= cage.target();
            case MULTIPLY -> cage.target() % product == 0;
            case SUBTRACT, DIVIDE, XOR -> true;
        };
    }
}
