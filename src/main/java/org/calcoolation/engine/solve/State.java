package org.calcoolation.engine.solve;

import java.util.Arrays;

/**
 * Candidate masks for every cell (bit d set = digit d still possible), with what the techniques
 * need to work incrementally: a change counter per cage, and which solved cells have already been
 * cleared from their lines.
 */
final class State {

    final Layout layout;
    final int[] mask;
    /** Bumped whenever a cell of the cage loses a candidate, so cage techniques skip unchanged cages. */
    final int[] cageVersion;
    /** Set once a single-candidate cell's digit has been removed from its row and column. */
    final boolean[] propagated;
    /** The cage versions each cage technique last worked on, indexed by {@link CageRules} technique. */
    final int[][] seen;

    boolean contradiction;

    State(Layout layout) {
        this.layout = layout;
        this.mask = new int[layout.cellCount];
        Arrays.fill(mask, layout.fullMask);
        this.cageVersion = new int[layout.cages.length];
        this.propagated = new boolean[layout.cellCount];
        this.seen = new int[3][layout.cages.length];
        for (int[] row : seen) Arrays.fill(row, -1);
    }

    private State(State other) {
        this.layout = other.layout;
        this.mask = other.mask.clone();
        this.cageVersion = other.cageVersion.clone();
        this.propagated = other.propagated.clone();
        this.seen = new int[3][];
        for (int i = 0; i < 3; i++) seen[i] = other.seen[i].clone();
        this.contradiction = other.contradiction;
    }

    State copy() {
        return new State(this);
    }

    /** Keeps only {@code allowed} in the cell; true when something was removed. */
    boolean restrict(int cell, int allowed) {
        int before = mask[cell];
        int after = before & allowed;
        if (after == before) return false;
        mask[cell] = after;
        cageVersion[layout.cageOf[cell]]++;
        if (after == 0) contradiction = true;
        return true;
    }

    boolean eliminate(int cell, int digits) {
        return restrict(cell, ~digits);
    }

    static boolean isSingle(int m) {
        return m != 0 && (m & (m - 1)) == 0;
    }

    static int digitOf(int m) {
        return Integer.numberOfTrailingZeros(m);
    }

    boolean isSolved() {
        for (int m : mask) if (!isSingle(m)) return false;
        return true;
    }

    int[] digits() {
        int[] digits = new int[mask.length];
        for (int i = 0; i < mask.length; i++) digits[i] = digitOf(mask[i]);
        return digits;
    }
}
