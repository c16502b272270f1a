package org.calcoolation.engine;

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
        List<Cell> cells = cage.cells();
        int n = cells.size();
        if (masks.length != n) throw new IllegalArgumentException("one mask per cell");
        // clash[i] has bit j set when cells i and j (j < i) share a row or column.
        int[] clash = new int[n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) if (cells.get(i).sharesLineWith(cells.get(j))) clash[i] |= 1 << j;
        }
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
        return switch (cage.operation()) {
            case SUBTRACT, DIVIDE -> pairs(cage, masks, digits, visitor);
            case ADD -> sums(0, cage.target(), masks, clash, digits, visitor);
            case MULTIPLY -> products(0, cage.target(), masks, clash, digits, visitor);
        };
    }

    /** For each cell, the digits it takes in at least one filling; all zero when the cage cannot be filled. */
    public static int[] optionsPerCell(Cage cage, int[] masks) {
        int[] options = new int[masks.length];
        forEach(cage, masks, digits -> {
            for (int i = 0; i < digits.length; i++) options[i] |= 1 << digits[i];
        });
        return options;
    }

    private static int pairs(Cage cage, int[] masks, int[] digits, Visitor visitor) {
        int count = 0;
        int t = cage.target();
        for (int small = 1; small < 31; small++) {
            int big = cage.operation() == Operation.SUBTRACT ? small + t : small * t;
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

    private static int sums(int i, int remaining, int[] masks, int[] clash, int[] digits, Visitor visitor) {
        int n = masks.length;
        if (i == n) {
            if (remaining != 0) return 0;
            visitor.accept(digits);
            return 1;
        }
        int count = 0;
        for (int m = allowed(i, masks, clash, digits); m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            if (d > remaining) break;
            // The other cells still need at least one each.
            if (remaining - d < n - i - 1) break;
            digits[i] = d;
            count += sums(i + 1, remaining - d, masks, clash, digits, visitor);
        }
        return count;
    }

    private static int products(int i, long remaining, int[] masks, int[] clash, int[] digits, Visitor visitor) {
        int n = masks.length;
        if (i == n) {
            if (remaining != 1) return 0;
            visitor.accept(digits);
            return 1;
        }
        int count = 0;
        for (int m = allowed(i, masks, clash, digits); m != 0; m &= m - 1) {
            int d = Integer.numberOfTrailingZeros(m);
            if (d > remaining) break;
            if (remaining % d != 0) continue;
            digits[i] = d;
            count += products(i + 1, remaining / d, masks, clash, digits, visitor);
        }
        return count;
    }

    /** The mask of cell i less the digits already placed in earlier cells of its row or column. */
    private static int allowed(int i, int[] masks, int[] clash, int[] digits) {
        int m = masks[i];
        for (int c = clash[i]; c != 0; c &= c - 1) m &= ~(1 << digits[Integer.numberOfTrailingZeros(c)]);
        return m;
    }
}
