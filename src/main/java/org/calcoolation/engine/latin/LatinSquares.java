package org.calcoolation.engine.latin;

import java.util.random.RandomGenerator;
import org.calcoolation.engine.Grid;

/**
 * Uniformly random Latin squares by the Markov chain of Jacobson and Matthews (1996).
 *
 * <p>A Latin square is a 0/1 incidence cube with exactly one 1 on every line. A move adds and
 * subtracts 1 around a 2×2×2 sub-cube; it may leave one cell at −1 (an "improper" square), which
 * the next move repairs. The chain is irreducible and its stationary distribution is uniform over
 * proper squares, so after enough moves from any start the square is unbiased.
 */
public final class LatinSquares {

    private final int n;
    private final byte[] cube;
    private final RandomGenerator random;
    /** The cell holding −1 while the square is improper, as {row, col, symbol}; row −1 when proper. */
    private int badRow = -1, badCol, badSymbol;

    private LatinSquares(int n, RandomGenerator random) {
        this.n = n;
        this.random = random;
        this.cube = new byte[n * n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) cube[at(r, c, (r + c) % n)] = 1;
        }
    }

    /** A random N×N Latin square on the digits 1..N. */
    public static Grid random(int n, RandomGenerator random) {
        return chain(n, random).next();
    }

    /**
     * A chain that yields one random square after another. Once the chain has mixed, its state at
     * any fixed step is uniform among the proper squares whenever it is proper, so squares are read
     * only at the end of a stretch of moves. (Walking on until the chain first turns proper would
     * not do: squares that leave the proper state more often would be drawn more often.)
     */
    public static LatinSquares chain(int n, RandomGenerator random) {
        if (n < 1 || n > 30) throw new IllegalArgumentException("size must be 1..30, not " + n);
        LatinSquares chain = new LatinSquares(n, random);
        // Jacobson and Matthews suggest O(n³) moves to mix from the cyclic square.
        chain.walk(Math.max(64, n * n * n));
        return chain;
    }

    /** The next square of the chain. */
    public Grid next() {
        do {
            walk(n * n);
        } while (badRow >= 0);
        return toGrid();
    }

    private void walk(int moves) {
        for (int i = 0; i < moves; i++) move();
    }

    private int at(int r, int c, int s) {
        return (r * n + c) * n + s;
    }

    private void move() {
        int r, c, s, r2, c2, s2;
        if (badRow < 0) {
            do {
                r = random.nextInt(n);
                c = random.nextInt(n);
                s = random.nextInt(n);
            } while (cube[at(r, c, s)] != 0);
            r2 = onlyRow(c, s);
            c2 = onlyCol(r, s);
            s2 = onlySymbol(r, c);
        } else {
            r = badRow;
            c = badCol;
            s = badSymbol;
            r2 = oneOfTwoRows(c, s);
            c2 = oneOfTwoCols(r, s);
            s2 = oneOfTwoSymbols(r, c);
        }
        cube[at(r, c, s)]++;
        cube[at(r, c2, s2)]++;
        cube[at(r2, c, s2)]++;
        cube[at(r2, c2, s)]++;
        cube[at(r, c2, s)]--;
        cube[at(r, c, s2)]--;
        cube[at(r2, c, s)]--;
        cube[at(r2, c2, s2)]--;
        if (cube[at(r2, c2, s2)] < 0) {
            badRow = r2;
            badCol = c2;
            badSymbol = s2;
        } else {
            badRow = -1;
        }
    }

    private int onlyRow(int c, int s) {
        for (int r = 0; r < n; r++) if (cube[at(r, c, s)] == 1) return r;
        throw new IllegalStateException("broken cube");
    }

    private int onlyCol(int r, int s) {
        for (int c = 0; c < n; c++) if (cube[at(r, c, s)] == 1) return c;
        throw new IllegalStateException("broken cube");
    }

    private int onlySymbol(int r, int c) {
        for (int s = 0; s < n; s++) if (cube[at(r, c, s)] == 1) return s;
        throw new IllegalStateException("broken cube");
    }

    // On an improper square each line through the −1 cell holds two 1s; pick one of them at random.
    private int oneOfTwoRows(int c, int s) {
        int first = -1, second = -1;
        for (int r = 0; r < n; r++)
            if (cube[at(r, c, s)] == 1) {
                if (first < 0) first = r;
                else second = r;
            }
        return random.nextBoolean() ? first : second;
    }

    private int oneOfTwoCols(int r, int s) {
        int first = -1, second = -1;
        for (int c = 0; c < n; c++)
            if (cube[at(r, c, s)] == 1) {
                if (first < 0) first = c;
                else second = c;
            }
        return random.nextBoolean() ? first : second;
    }

    private int oneOfTwoSymbols(int r, int c) {
        int first = -1, second = -1;
        for (int s = 0; s < n; s++)
            if (cube[at(r, c, s)] == 1) {
                if (first < 0) first = s;
                else second = s;
            }
        return random.nextBoolean() ? first : second;
    }

    private Grid toGrid() {
        int[] digits = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) digits[r * n + c] = onlySymbol(r, c) + 1;
        }
        return Grid.of(n, digits);
    }
}
