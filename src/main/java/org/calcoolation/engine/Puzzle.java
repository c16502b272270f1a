package org.calcoolation.engine;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A cage puzzle: an N×N grid divided into cages. A generated puzzle knows its solution; one read
 * from a game ID does not until it is solved.
 */
public record Puzzle(int size, List<Cage> cages, Optional<Grid> solution) {

    public static final int MIN_SIZE = 3;
    public static final int MAX_SIZE = 16;

    public Puzzle {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("size must be " + MIN_SIZE + ".." + MAX_SIZE + ", not " + size);
        }
        cages = cages.stream().sorted(Comparator.comparing(Cage::anchor)).toList();
        boolean[] covered = new boolean[size * size];
        for (Cage cage : cages) {
            for (Cell cell : cage.cells()) {
                if (cell.row() >= size || cell.col() >= size)
                    throw new IllegalArgumentException("cell " + cell + " lies outside the grid");
                if (covered[cell.index(size)]) throw new IllegalArgumentException("cell " + cell + " is in two cages");
                covered[cell.index(size)] = true;
            }
            if (!cage.isConnected())
                throw new IllegalArgumentException("cage at " + cage.anchor() + " is not connected");
        }
        for (int i = 0; i < covered.length; i++) {
            if (!covered[i]) throw new IllegalArgumentException("cell " + Cell.ofIndex(i, size) + " is in no cage");
        }
        if (solution.isPresent() && solution.get().size() != size)
            throw new IllegalArgumentException("solution has the wrong size");
    }

    public Puzzle(int size, List<Cage> cages) {
        this(size, cages, Optional.empty());
    }

    public Puzzle withSolution(Grid grid) {
        return new Puzzle(size, cages, Optional.of(grid));
    }

    public Cage cageAt(Cell cell) {
        for (Cage cage : cages) if (cage.cells().contains(cell)) return cage;
        throw new IllegalArgumentException("no cage holds " + cell);
    }

    /** For each cell in reading order, the index of its cage in {@link #cages()}. */
    public int[] cageIndexByCell() {
        int[] index = new int[size * size];
        for (int k = 0; k < cages.size(); k++) {
            for (Cell cell : cages.get(k).cells()) index[cell.index(size)] = k;
        }
        return index;
    }

    /** Whether every cage holds the digits of this grid. */
    public boolean isSolvedBy(Grid grid) {
        if (grid.size() != size) return false;
        for (Cage cage : cages) {
            int[] digits = cage.cells().stream().mapToInt(grid::digit).toArray();
            if (!cage.isSatisfiedBy(digits)) return false;
        }
        return true;
    }
}
