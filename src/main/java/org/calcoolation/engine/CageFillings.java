package org.calcoolation.engine;

import java.util.Arrays;
import java.util.List;

/**
 * Enumerates the ways a cage can be filled: digits that make its target, fit each cell's candidate
 * mask (bit {@code d} set = digit {@code d} allowed) and never repeat within a row or column.
 */
public final class CageFillings {

    /** Receives each filling; the array is reused, so copy what you keep. */
    @FunctionalInterface
    public interface Visitor {
        void accept(int[] digits);
    }

    private CageFillings() {}

    /**
     * Visits every filling of the cage allowed by {@code masks} (one per cell, in the cage's cell
     * order). Returns how many there were.
     */
    public static int forEach(Cage cage, int[] masks, Visitor visitor) {
        return forEach(cage, masks, Budget.unlimited(), visitor);
    }

    /**
     * Like {@link #forEach(Cage, int[], Visitor)}, spending a step of {@code budget} per partial
     * filling tried; a big cage can have more fillings than can ever be listed.
     *
     * @throws Budget.Exhausted when the budget runs out, part way through the visits
     */
    public static int forEach(Cage cage, int[] masks, Budget budget, Visitor visitor) {
        List<Cell> cells = cage.cells();
        int n = cells.size();
        if (masks.length != n) throw new IllegalArgumentException("one mask per cell");
        int[] digits = new int[n];
        if (n == 1) {
            int t = cage.target();
            if (t < 31 && (masks[0] & (1 << t)) != 0) {
                digits[0] = t;
                visitor.accept(digits);
                return 1;
            }
            return 0;
        }
        for (int mask : masks) if (mask == 0) return 0;
        // clash[i] has bit j set when cells i and j (j < i) share a row or column.
        int[] clash = new int[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) if (cells.get(i).sharesLineWith(cells.get(j))) clash[i] |= 1 << j;
        }
        if (!cage.isHidden())
            return forOperation(cage.operation(), cage.target(), masks, clash, digits, budget, visitor);
        // A hidden clue: each operation's fillings, a filling that an earlier operation also makes counted once.
        Operation[] ops = cage.operations().stream().sorted().toArray(Operation[]::new);
        int count = 0;
        for (int k = 0; k < ops.length; k++) {
            Operation[] earlier = Arrays.copyOf(ops, k);
            int[] fresh = {0};
            forOperation(ops[k], cage.target(), masks, clash, digits, budget, d -> {
                for (Operation e : earlier) if (e.apply(d) == cage.target()) return;
                fresh[0]++;
                visitor.accept(d);
            });
            count += fresh[0];
        }
        return count;
    }

    private static int forOperation(
            Operation op, int target, int[] masks, int[] clash, int[] digits, Budget budget, Visitor visitor) {
        int n = masks.length;
        if (op.needsTwoCells() && n == 2) return pairs(op, target, masks, digits, visitor);
        if (op.needsTwoCells()) return largestFirst(op, target, masks, clash, digits, budget, visitor);
        if (op == Operation.XOR) return new XorWalk(masks, clash, digits, visitor, budget).xors(0, target);
        Walk walk = new Walk(masks, clash, digits, visitor, budget, op == Operation.MULTIPLY);
        return op == Operation.ADD ? walk.sums(0, target) : walk.products(0, target);
    }

    /**
     * An extended − or ÷ over three or more cells: for each cell and digit m that may be the
     * largest, the others sum to m − target (−) or multiply to m ÷ target (÷). The largest is taken
     * at its first place, so digits before it stay below m and digits after it at most m, and no
     * filling is met twice.
     */
    private static int largestFirst(
            Operation op, int target, int[] masks, int[] clash, int[] digits, Budget budget, Visitor visitor) {
        int n = masks.length;
        int count = 0;
        for (int p = 0; p < n; p++) {
            for (int m = masks[p] & ~1; m != 0; m &= m - 1) {
                int largest = Integer.numberOfTrailingZeros(m);
                long rest;
                if (op == Operation.SUBTRACT) rest = largest - (long) target;
                else rest = target != 0 && largest % target == 0 ? largest / target : 0;
                if (rest <= 0) continue;
                int[] narrowed = new int[n];
                boolean empty = false;
                for (int i = 0; i < n; i++) {
                    int below = (1 << (i < p ? largest : largest + 1)) - 1;
                    narrowed[i] = i == p ? 1 << largest : masks[i] & below;
                    if (narrowed[i] == 0) empty = true;
                }
                if (empty) continue;
                boolean product = op == Operation.DIVIDE;
                Walk walk = new Walk(narrowed, clash, digits, visitor, budget, product);
                count += product ? walk.products(0, rest * largest) : walk.sums(0, rest + largest);
            }
        }
        return count;
    }

    /** For each cell, the digits it takes in at least one filling; all zero when the cage cannot be filled. */
    public static int[] optionsPerCell(Cage cage, int[] masks) {
        int[] options = new int[masks.length];
        forEach(cage, masks, digits -> {
            for (int i = 0; i < digits.length; i++) options[i] |= 1 << digits[i];
        });
        return options;
    }

    private static int pairs(Operation op, int t, int[] masks, int[] digits, Visitor visitor) {
        int count = 0;
        for (int small = 1; small < 31; small++) {
            int big = op == Operation.SUBTRACT ? small + t : small * t;
            if (big >= 31 || big == small) break;
            if ((masks[0] & (1 << small)) != 0 && (masks[1] & (1 << big)) != 0) {
                digits[0] = small;
                digits[1] = big;
                visitor.accept(digits);
                count++;
            }
            if ((masks[0] & (1 << big)) != 0 && (masks[1] & (1 << small)) != 0) {
                digits[0] = big;
                digits[1] = small;
                visitor.accept(digits);
                count++;
            }
        }
        return count;
    }

    /**
     * A depth-first walk over the cells of an exclusive-or cage. Digits are below 32, so every
     * value their exclusive or can take fits one int as a set; before trying a digit it asks
     * whether the cells after it can still make up the rest, going by the values they can reach
     * (repeats allowed), and the last cell's digit is the rest itself.
     */
    private static final class XorWalk {

        private final int[] masks;
        private final int[] clash;
        private final int[] digits;
        private final Visitor visitor;
        private final Budget budget;
        /** reach[i]: bit v set when cells i.. can make v, repeats allowed; reach[n] holds 0 alone. */
        private final int[] reach;

        XorWalk(int[] masks, int[] clash, int[] digits, Visitor visitor, Budget budget) {
            this.masks = masks;
            this.clash = clash;
            this.digits = digits;
            this.visitor = visitor;
            this.budget = budget;
            int n = masks.length;
            reach = new int[n + 1];
            reach[n] = 1;
            for (int i = n - 1; i >= 0; i--) {
                for (int m = masks[i]; m != 0; m &= m - 1) {
                    int d = Integer.numberOfTrailingZeros(m);
                    for (int v = reach[i + 1]; v != 0; v &= v - 1)
                        reach[i] |= 1 << (Integer.numberOfTrailingZeros(v) ^ d);
                }
            }
        }

        int xors(int i, int remaining) {
            budget.spend();
            if (remaining < 0 || remaining > 31 || (reach[i] & 1 << remaining) == 0) return 0;
            if (i == masks.length) {
                // The visitor reads every digit of the filling.
                budget.spend(i);
                visitor.accept(digits);
                return 1;
            }
            int count = 0;
            for (int m = allowed(i); m != 0; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m);
                if ((reach[i + 1] & 1 << (remaining ^ d)) == 0) continue;
                digits[i] = d;
                count += xors(i + 1, remaining ^ d);
            }
            return count;
        }

        private int allowed(int i) {
            return CageFillings.allowed(masks, clash, digits, i);
        }
    }

    /**
     * One depth-first walk over the cells of a sum or product cage. Before trying a digit it asks
     * whether the cells after it could still make up the rest, going by the smallest and largest
     * digit each may hold, so a target out of reach costs a few steps, not a search.
     */
    private static final class Walk {

        private final int[] masks;
        private final int[] clash;
        private final int[] digits;
        private final Visitor visitor;
        private final Budget budget;
        /** low[i], high[i]: the least and greatest sum (or product) cells i.. can make, repeats allowed; masks are not empty. */
        private final long[] low;

        private final long[] high;

        Walk(int[] masks, int[] clash, int[] digits, Visitor visitor, Budget budget, boolean product) {
            this.masks = masks;
            this.clash = clash;
            this.digits = digits;
            this.visitor = visitor;
            this.budget = budget;
            int n = masks.length;
            low = new long[n + 1];
            high = new long[n + 1];
            low[n] = high[n] = product ? 1 : 0;
            for (int i = n - 1; i >= 0; i--) {
                long least = Integer.numberOfTrailingZeros(masks[i]);
                long most = 31 - Integer.numberOfLeadingZeros(masks[i]);
                low[i] = product ? Math.min(Integer.MAX_VALUE, low[i + 1] * least) : low[i + 1] + least;
                high[i] = product ? Math.min(Integer.MAX_VALUE, high[i + 1] * most) : high[i + 1] + most;
            }
        }

        int sums(int i, long remaining) {
            budget.spend();
            if (remaining < low[i] || remaining > high[i]) return 0;
            if (i == masks.length) {
                // The visitor reads every digit of the filling.
                budget.spend(i);
                visitor.accept(digits);
                return 1;
            }
            int count = 0;
            // Digits small enough that the rest can still reach the target, and large enough that it can still get
            // there.
            long from = remaining - high[i + 1], to = remaining - low[i + 1];
            for (int m = allowed(i); m != 0; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m);
                if (d > to) break;
                if (d < from) continue;
                digits[i] = d;
                count += sums(i + 1, remaining - d);
            }
            return count;
        }

        int products(int i, long remaining) {
            budget.spend();
            // high saturates at Integer.MAX_VALUE, no less than any target, so the test stays sound.
            if (remaining < low[i] || remaining > high[i]) return 0;
            if (i == masks.length) {
                // The visitor reads every digit of the filling.
                budget.spend(i);
                visitor.accept(digits);
                return 1;
            }
            int count = 0;
            for (int m = allowed(i); m != 0; m &= m - 1) {
                int d = Integer.numberOfTrailingZeros(m);
                if (d > remaining) break;
                if (remaining % d != 0) continue;
                digits[i] = d;
                count += products(i + 1, remaining / d);
            }
            return count;
        }

        private int allowed(int i) {
            return CageFillings.allowed(masks, clash, digits, i);
        }
    }

    /** The mask of cell i less the digits already placed in earlier cells of its row or column. */
    private static int allowed(int[] masks, int[] clash, int[] digits, int i) {
        int m = masks[i];
        for (int c = clash[i]; c != 0; c &= c - 1) m &= ~(1 << digits[Integer.numberOfTrailingZeros(c)]);
        return m;
    }
}
