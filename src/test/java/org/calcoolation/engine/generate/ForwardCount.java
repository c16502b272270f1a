package org.calcoolation.engine.generate;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;

/**
 * Counts a puzzle's solutions, up to a limit, as {@link BruteForce} does but fast enough for 16×16:
 * at each step every empty cell's digits are those some filling of its cage allows (each filling
 * checked by the cage's own arithmetic, written here), and the search fills next a digit that its
 * line can hold in one place only, else the cell with the fewest digits. Like BruteForce it shares
 * nothing with the solver; {@code ForwardCountTest} holds the two counts equal.
 */
final class ForwardCount {

    private final int n;
    private final int[] grid;
    private final int[] rows;
    private final int[] cols;
    private final int[] cageOf;
    private final List<Cage> cages;
    private final int[][] cells;
    private final int limit;
    private int found;

    private ForwardCount(Puzzle puzzle, int limit) {
        n = puzzle.size();
        grid = new int[n * n];
        rows = new int[n];
        cols = new int[n];
        cageOf = puzzle.cageIndexByCell();
        cages = puzzle.cages();
        cells = cages.stream()
                .map(cage ->
                        cage.cells().stream().mapToInt(cell -> cell.index(n)).toArray())
                .toArray(int[][]::new);
        this.limit = limit;
    }

    /** The number of solutions, counting no further than {@code limit}. */
    static int count(Puzzle puzzle, int limit) {
        ForwardCount search = new ForwardCount(puzzle, limit);
        search.fill();
        return search.found;
    }

    private void fill() {
        // Each empty cell's digits: those its row and column lack that some filling of its cage, by the
        // cage's arithmetic, still gives it.
        int[] left = new int[n * n];
        for (int k = 0; k < cages.size(); k++) {
            if (!fillings(k, 0, new int[cells[k].length], left)) return;
        }
        int best = -1, bestDigits = 0, fewest = Integer.MAX_VALUE;
        for (int i = 0; i < n * n && fewest > 1; i++) {
            if (grid[i] != 0) continue;
            if (left[i] == 0) return;
            if (Integer.bitCount(left[i]) < fewest) {
                best = i;
                bestDigits = left[i];
                fewest = Integer.bitCount(left[i]);
            }
        }
        if (best < 0) {
            found++;
            return;
        }
        // A digit a row or column can hold in one cell only goes there: one branch instead of several.
        if (fewest > 1) {
            for (int line = 0; line < 2 * n; line++) {
                int missing = ((1 << (n + 1)) - 2) & ~(line < n ? rows[line] : cols[line - n]);
                for (int rest = missing; rest != 0; rest &= rest - 1) {
                    int bit = rest & -rest, only = -1, places = 0;
                    for (int j = 0; j < n; j++) {
                        int i = line < n ? line * n + j : j * n + line - n;
                        if (grid[i] == 0 && (left[i] & bit) != 0) {
                            places++;
                            only = i;
                        }
                    }
                    if (places == 0) return;
                    if (places == 1) {
                        best = only;
                        bestDigits = bit;
                    }
                }
            }
        }
        int r = best / n, c = best % n;
        for (int digits = bestDigits; digits != 0 && found < limit; digits &= digits - 1) {
            int d = Integer.numberOfTrailingZeros(digits), bit = 1 << d;
            grid[best] = d;
            rows[r] |= bit;
            cols[c] |= bit;
            fill();
            rows[r] &= ~bit;
            cols[c] &= ~bit;
        }
        grid[best] = 0;
    }

    /**
     * Walks the fillings of cage {@code k} from its {@code at}-th cell on, its written digits kept,
     * each empty cell taking a digit its row and column lack and no other cell of the cage in its
     * line has; adds each complete filling that makes the target to {@code left}. False if none.
     */
    private boolean fillings(int k, int at, int[] digits, int[] left) {
        int[] cage = cells[k];
        if (at == cage.length) {
            if (!makesTarget(k, digits)) return false;
            for (int j = 0; j < cage.length; j++) left[cage[j]] |= 1 << digits[j];
            return true;
        }
        int i = cage[at];
        int options = grid[i] != 0 ? 1 << grid[i] : ((1 << (n + 1)) - 2) & ~rows[i / n] & ~cols[i % n];
        for (int j = 0; j < at; j++) {
            int other = cage[j];
            if (other / n == i / n || other % n == i % n) options &= ~(1 << digits[j]);
        }
        boolean any = false;
        for (int rest = options; rest != 0; rest &= rest - 1) {
            digits[at] = Integer.numberOfTrailingZeros(rest);
            if (mayStillMake(k, digits, at + 1) && fillings(k, at + 1, digits, left)) any = true;
        }
        return any;
    }

    private boolean makesTarget(int k, int[] digits) {
        long sum = 0, product = 1;
        int xor = 0, largest = 0;
        for (int d : digits) {
            sum += d;
            product *= d;
            xor ^= d;
            largest = Math.max(largest, d);
        }
        for (Operation op : cages.get(k).operations())
            if (makes(op, sum, product, xor, largest, cages.get(k).target())) return true;
        return false;
    }

    /** Whether the first {@code count} digits of a filling leave room for the target: sums and products by bounds. */
    private boolean mayStillMake(int k, int[] digits, int count) {
        Cage cage = cages.get(k);
        long sum = 0, product = 1;
        for (int j = 0; j < count; j++) {
            sum += digits[j];
            product *= digits[j];
        }
        int empty = cells[k].length - count, target = cage.target();
        for (Operation op : cage.operations()) {
            boolean may = switch (op) {
                case ADD -> sum + empty <= target && sum + (long) empty * n >= target;
                case MULTIPLY -> target % product == 0;
                case SUBTRACT, DIVIDE, XOR -> true;
            };
            if (may) return true;
        }
        return false;
    }

    private static boolean makes(Operation op, long sum, long product, int xor, int largest, int target) {
        return switch (op) {
            case ADD -> sum == target;
            case MULTIPLY -> product == target;
            case SUBTRACT -> largest - (sum - largest) == target;
            case DIVIDE -> (product / largest) * target == largest;
            case XOR -> xor == target;
        };
    }
}
