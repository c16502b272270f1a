package org.calcoolation.engine;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A bold-outlined group of cells whose digits must make {@code target} under one of
 * {@code operations}: the one its clue shows, or, when the clue hides its operator, every
 * operation that fits a cage of its size. Cells are kept in reading order, so the first is the
 * cell that carries the clue.
 *
 * <p>− and ÷ on three or more cells (the extended operations) take the largest digit minus, or
 * divided by the product of, the rest; so a − may make 0, and a result below 0 or a quotient that
 * is not whole fits no clue: targets are never negative. An exclusive or of three or more cells
 * may make 0 too.
 */
public record Cage(Set<Operation> operations, int target, List<Cell> cells) {

    /** The most cells in a cage that Keen's generator and ours make; IDs from outside are held to it too. */
    public static final int MAX_CELLS = 6;

    public Cage {
        if (cells.isEmpty()) throw new IllegalArgumentException("a cage needs at least one cell");
        if (operations.isEmpty()) throw new IllegalArgumentException("a cage needs an operation");
        operations = Set.copyOf(EnumSet.copyOf(operations));
        for (Operation op : operations) {
            if (op.needsTwoCells() && cells.size() < 2)
                throw new IllegalArgumentException(op + " needs a cage of two or more cells, not " + cells.size());
        }
        // A single cell is a given whatever made it; Keen's IDs write it as a sum, so it is one here too and reads back
        // equal.
        if (cells.size() == 1) operations = Set.of(Operation.ADD);
        if (operations.size() > 1
                && (cells.size() < 2
                        || !operations.containsAll(EnumSet.of(Operation.ADD, Operation.MULTIPLY))
                        || operations.contains(Operation.XOR))) {
            throw new IllegalArgumentException(
                    "a hidden clue needs two or more cells and admits at least + and ×, and never ⊕, not "
                            + operations);
        }
        boolean zeroFits =
                (operations.contains(Operation.SUBTRACT) || operations.contains(Operation.XOR)) && cells.size() >= 3;
        if (target < 0 || target == 0 && !zeroFits) {
            throw new IllegalArgumentException(
                    "a cage target must be positive" + (zeroFits ? " or 0" : "") + ", not " + target);
        }
        List<Cell> sorted = new ArrayList<>(cells);
        sorted.sort(null);
        cells = List.copyOf(sorted);
        for (int i = 1; i < cells.size(); i++) {
            if (cells.get(i).equals(cells.get(i - 1)))
                throw new IllegalArgumentException("cell " + cells.get(i) + " twice in one cage");
        }
    }

    /** A cage whose clue shows its operation. */
    public Cage(Operation operation, int target, List<Cell> cells) {
        this(Set.of(operation), target, cells);
    }

    /**
     * A cage whose clue shows only its target: any of + − × ÷ that fits its size may have made it,
     * − and ÷ on three or more cells only when {@code extended}. A single cell is a given, never
     * hidden. Never ⊕: hidden clues were made, and their IDs written, before it.
     */
    public static Cage hidden(int target, List<Cell> cells, boolean extended) {
        if (cells.size() == 1) return new Cage(Operation.ADD, target, cells);
        boolean narrow = cells.size() > 2 && !extended;
        return new Cage(narrow ? EnumSet.of(Operation.ADD, Operation.MULTIPLY) : Operation.ARITHMETIC, target, cells);
    }

    /** This cage with its operator hidden; a single cell stays as it is. */
    public Cage hide(boolean extended) {
        return hidden(target, cells, extended);
    }

    /** Whether the clue hides its operator. */
    public boolean isHidden() {
        return operations.size() > 1;
    }

    /** Whether − or ÷ may apply to three or more cells here, which only the extended operations allow. */
    public boolean isExtended() {
        return cells.size() > 2 && (operations.contains(Operation.SUBTRACT) || operations.contains(Operation.DIVIDE));
    }

    /**
     * The operation the clue shows.
     *
     * @throws IllegalStateException for a hidden clue, which shows none; ask {@link #operations()}
     */
    public Operation operation() {
        if (isHidden()) throw new IllegalStateException("the clue of the cage at " + anchor() + " hides its operator");
        return operations.iterator().next();
    }

    public Cell anchor() {
        return cells.getFirst();
    }

    public int size() {
        return cells.size();
    }

    /**
     * The clue as printed in the grid: {@code 12+}, {@code 3−}, {@code 2÷}, {@code 24×}, {@code 6⊕},
     * or just {@code 4} for a given or a hidden clue.
     */
    public String clue() {
        return cells.size() == 1 || isHidden()
                ? Integer.toString(target)
                : target + operation().symbol();
    }

    /** Whether these digits, one per cell in the order of {@link #cells()}, make the target under one of the operations. */
    public boolean isSatisfiedBy(int[] digits) {
        if (digits.length != cells.size()) throw new IllegalArgumentException("one digit per cell");
        if (cells.size() == 1) return digits[0] == target;
        for (Operation op : operations) if (op.apply(digits) == target) return true;
        return false;
    }

    /** Whether the cells form one piece through shared edges. */
    public boolean isConnected() {
        List<Cell> reached = new ArrayList<>(List.of(cells.getFirst()));
        for (int i = 0; i < reached.size(); i++) {
            Cell c = reached.get(i);
            for (Cell other : cells) {
                if (!reached.contains(other) && c.touches(other)) {
                    reached.add(other);
                }
            }
        }
        return reached.size() == cells.size();
    }
}
