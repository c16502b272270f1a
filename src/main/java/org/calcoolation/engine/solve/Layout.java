package org.calcoolation.engine.solve;

import java.util.List;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;

/** A puzzle's structure in flat arrays, built once per solve and shared by every state, with the solve's budget. */
final class Layout {

    final int n;
    final int cellCount;
    final int fullMask;
    final Puzzle puzzle;
    final Cage[] cages;
    /** Cell indices of each cage, in the cage's cell order. */
    final int[][] cageCells;

    final int[] cageOf;
    /** lines[0..n) are rows, lines[n..2n) columns; each lists its cell indices in order. */
    final int[][] lines;
    /** Every technique spends from it; the search of every branch too. */
    final Budget budget;

    Layout(Puzzle puzzle) {
        this(puzzle, Budget.unlimited());
    }

    Layout(Puzzle puzzle, Budget budget) {
        this.puzzle = puzzle;
        this.budget = budget;
        this.n = puzzle.size();
        this.cellCount = n * n;
        this.fullMask = ((1 << (n + 1)) - 1) & ~1;
        List<Cage> list = puzzle.cages();
        this.cages = list.toArray(Cage[]::new);
        this.cageCells = new int[cages.length][];
        this.cageOf = new int[cellCount];
        for (int k = 0; k < cages.length; k++) {
            List<Cell> cells = cages[k].cells();
            cageCells[k] = new int[cells.size()];
            for (int i = 0; i < cells.size(); i++) {
                cageCells[k][i] = cells.get(i).index(n);
                cageOf[cageCells[k][i]] = k;
            }
        }
        this.lines = new int[2 * n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                lines[a][b] = a * n + b;
                lines[n + a][b] = b * n + a;
            }
        }
    }

    int row(int cell) {
        return cell / n;
    }

    int col(int cell) {
        return cell % n;
    }

    Cell cell(int index) {
        return Cell.ofIndex(index, n);
    }
}
