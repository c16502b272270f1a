package org.calcoolation.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * A bold-outlined group of cells whose digits must make {@code target} under {@code operation}.
 * Cells are kept in reading order, so the first is the cell that carries the clue.
 */
public record Cage(Operation operation, int target, List<Cell> cells) {

    /** The most cells in a cage that Keen's generator and ours make; IDs from outside are held to it too. */
    public static final int MAX_CELLS = 6;

    public Cage {
        if (cells.isEmpty()) throw new IllegalArgumentException("a cage needs at least one cell");
        if (target <= 0) throw new IllegalArgumentException("a cage target must be positive, not " + target);
        if (operation.needsTwoCells() && cells.size() != 2) {
            throw new IllegalArgumentException(operation + " needs a cage of exactly two cells, not " + cells.size());
        }
        List<Cell> sorted = new ArrayList<>(cells);
        sorted.sort(null);
        cells = List.copyOf(sorted);
        for (int i = 1; i < cells.size(); i++) {
            if (cells.get(i).equals(cells.get(i - 1))) throw new IllegalArgumentException("cell " + cells.get(i) + " twice in one cage");
        }
    }

    public Cell anchor() {
        return cells.getFirst();
    }

    public int size() {
        return cells.size();
    }

    /** The clue as printed in the grid: {@code 12+}, {@code 3−}, {@code 2÷}, {@code 24×}, or just {@code 4} for a given. */
    public String clue() {
        return cells.size() == 1 ? Integer.toString(target) : target + operation.symbol();
    }

    /** Whether these digits, one per cell in the order of {@link #cells()}, make the target. */
    public boolean isSatisfiedBy(int[] digits) {
        if (digits.length != cells.size()) throw new IllegalArgumentException("one digit per cell");
        if (cells.size() == 1) return digits[0] == target;
        return operation.apply(digits) == target;
    }

    /** Whether the cells form one piece through shared edges. */
    public boolean isConnected() {
        List<Cell> reached = new ArrayList<>(List.of(cells.getFirst()));
        for (int i = 0; i < reached.size(); i++) {
            Cell c = reached.get(i);
            for (Cell other : cells) {
                if (!reached.contains(other) && Math.abs(c.row() - other.row()) + Math.abs(c.col() - other.col()) == 1) {
                    reached.add(other);
                }
            }
        }
        return reached.size() == cells.size();
    }
}
