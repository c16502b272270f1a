package org.calcoolation.engine;

import java.util.Arrays;

/** A filled N×N square of digits 1..N, such as a puzzle's solution. Immutable. */
public final class Grid {

    private final int size;
    private final int[] digits;

    private Grid(int size, int[] digits) {
        this.size = size;
        this.digits = digits;
    }

    /** A grid from digits in reading order. It must be a Latin square. */
    public static Grid of(int size, int[] digits) {
        if (digits.length != size * size)
            throw new IllegalArgumentException("a " + size + "×" + size + " grid needs " + size * size + " digits");
        int[] copy = digits.clone();
        for (int r = 0; r < size; r++) {
            int rowSeen = 0, colSeen = 0;
            for (int c = 0; c < size; c++) {
                int across = copy[r * size + c], down = copy[c * size + r];
                if (across < 1 || across > size || down < 1 || down > size) {
                    throw new IllegalArgumentException("digits must lie in 1.." + size);
                }
                rowSeen |= 1 << across;
                colSeen |= 1 << down;
            }
            if (rowSeen != fullMask(size) || colSeen != fullMask(size))
                throw new IllegalArgumentException("not a Latin square");
        }
        return new Grid(size, copy);
    }

    public static Grid ofRows(int[][] rows) {
        int size = rows.length;
        int[] digits = new int[size * size];
        for (int r = 0; r < size; r++) System.arraycopy(rows[r], 0, digits, r * size, size);
        return of(size, digits);
    }

    public int size() {
        return size;
    }

    public int digit(int row, int col) {
        return digits[row * size + col];
    }

    public int digit(Cell cell) {
        return digit(cell.row(), cell.col());
    }

    public int[] digits() {
        return digits.clone();
    }

    public int[][] rows() {
        int[][] rows = new int[size][];
        for (int r = 0; r < size; r++) rows[r] = Arrays.copyOfRange(digits, r * size, (r + 1) * size);
        return rows;
    }

    private static int fullMask(int size) {
        return ((1 << (size + 1)) - 1) & ~1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Grid g && g.size == size && Arrays.equals(g.digits, digits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digits);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < size; r++) {
            if (r > 0) s.append('/');
            for (int c = 0; c < size; c++) s.append(c > 0 ? " " : "").append(digit(r, c));
        }
        return s.toString();
    }
}
