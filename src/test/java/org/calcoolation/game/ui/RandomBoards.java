package org.calcoolation.game.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.latin.LatinSquares;

/**
 * Random puzzles for the conformance test, quick to make at any size: a random Latin square cut
 * into random connected cages of one to six cells, each with a clue its digits make. Not unique,
 * not graded: the page and the server only have to agree on them.
 */
final class RandomBoards {

    /** Which clues a board gets: Keen's four, − and ÷ on larger cages, hidden operators, ⊕ beside the others. */
    enum Rules {
        PLAIN,
        EXTENDED,
        HIDDEN,
        HIDDEN_EXTENDED,
        XOR,
        XOR_EXTENDED
    }

    private RandomBoards() {}

    static Puzzle puzzle(int n, Rules rules, RandomGenerator random) {
        Grid solution = LatinSquares.random(n, random);
        int[] cageOf = new int[n * n];
        Arrays.fill(cageOf, -1);
        List<Cage> cages = new ArrayList<>();
        for (int start = 0; start < n * n; start++) {
            if (cageOf[start] >= 0) continue;
            List<Cell> cells = grow(start, n, cageOf, cages.size(), 1 + random.nextInt(Cage.MAX_CELLS), random);
            cages.add(clue(cells, solution, rules, random));
        }
        return new Puzzle(n, cages).withSolution(solution);
    }

    /** A connected piece from {@code start} of up to {@code size} cells not yet in a cage. */
    private static List<Cell> grow(int start, int n, int[] cageOf, int id, int size, RandomGenerator random) {
        List<Cell> cells = new ArrayList<>(List.of(Cell.ofIndex(start, n)));
        cageOf[start] = id;
        for (int tries = 0; cells.size() < size && tries < 20; tries++) {
            Cell from = cells.get(random.nextInt(cells.size()));
            int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            int[] step = steps[random.nextInt(4)];
            int r = from.row() + step[0], c = from.col() + step[1];
            if (r < 0 || c < 0 || r >= n || c >= n || cageOf[r * n + c] >= 0) continue;
            cageOf[r * n + c] = id;
            cells.add(new Cell(r, c));
        }
        return cells;
    }

    /** A clue the solution's digits make: a random operation the rules allow, + when none fits. */
    private static Cage clue(List<Cell> cells, Grid solution, Rules rules, RandomGenerator random) {
        int[] digits = cells.stream().mapToInt(solution::digit).toArray();
        if (cells.size() == 1) return new Cage(Operation.ADD, digits[0], cells);
        boolean extended = rules == Rules.EXTENDED || rules == Rules.HIDDEN_EXTENDED || rules == Rules.XOR_EXTENDED;
        Set<Operation> allowed = EnumSet.of(Operation.ADD, Operation.MULTIPLY);
        if (cells.size() == 2 || extended) allowed.addAll(EnumSet.of(Operation.SUBTRACT, Operation.DIVIDE));
        if (rules == Rules.XOR || rules == Rules.XOR_EXTENDED) allowed.add(Operation.XOR);
        List<Operation> choices = new ArrayList<>(allowed);
        Operation op = choices.get(random.nextInt(choices.size()));
        long target = op.apply(digits);
        boolean zeroFits = (op == Operation.SUBTRACT || op == Operation.XOR) && cells.size() >= 3;
        if (target < 0 || target == 0 && !zeroFits) {
            op = Operation.ADD;
            target = op.apply(digits);
        }
        if (rules == Rules.HIDDEN || rules == Rules.HIDDEN_EXTENDED) return Cage.hidden((int) target, cells, extended);
        return new Cage(op, (int) target, cells);
    }
}
