package org.calcoolation.engine;

/** A square of the grid, 0-based; the UI adds one when it speaks to people. */
public record Cell(int row, int col) implements Comparable<Cell> {

    public Cell {
        if (row < 0 || col < 0) throw new IllegalArgumentException("negative cell " + row + "," + col);
    }

    public int index(int size) {
        return row * size + col;
    }

    public static Cell ofIndex(int index, int size) {
        return new Cell(index / size, index % size);
    }

    public boolean sharesLineWith(Cell other) {
        return row == other.row || col == other.col;
    }

    /** Whether the two cells share an edge. */
    public boolean touches(Cell other) {
        return Math.abs(row - other.row) + Math.abs(col - other.col) == 1;
    }

    @Override
    public int compareTo(Cell other) {
        return row != other.row ? Integer.compare(row, other.row) : Integer.compare(col, other.col);
    }

    @Override
    public String toString() {
        return "(" + row + "," + col + ")";
    }
}
