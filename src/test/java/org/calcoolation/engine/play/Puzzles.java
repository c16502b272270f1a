package org.calcoolation.engine.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;

/** Small puzzles drawn by hand, so that a test shows its cages. */
final class Puzzles {

    private Puzzles() {}

    /**
     * A 4×4 puzzle with the solution below; a 2-cell 3− cage A, a given 2 in G.
     * <pre>
     *  A3-  A    B24× B        1 4 3 2
     *  C7+  D2÷  D    B        3 2 1 4
     *  C    E2-  F5+  F        4 1 2 3
     *  G2   E    H4×  H        2 3 4 1
     * </pre>
     */
    static Puzzle fourByFour() {
        return puzzle(new String[] {"AABB", "CDDB", "CEFF", "GEHH"}, "3-", "24x", "7+", "2/", "2-", "5+", "2", "4x")
                .withSolution(Grid.ofRows(new int[][] {{1, 4, 3, 2}, {3, 2, 1, 4}, {4, 1, 2, 3}, {2, 3, 4, 1}}));
    }

    /** A 3×3 puzzle whose cages are whole rows adding to 6: every Latin square solves it. */
    static Puzzle rowsOfSix() {
        return puzzle(new String[] {"AAA", "BBB", "CCC"}, "6+", "6+", "6+").withSolution(Grid.ofRows(new int[][] {
            {1, 2, 3}, {2, 3, 1}, {3, 1, 2}
        }));
    }

    /**
     * A puzzle from rows of cage letters and one clue per letter in alphabetical order: a target and
     * then {@code + - x /}, or a bare digit for a one-cell cage.
     */
    static Puzzle puzzle(String[] rows, String... clues) {
        Map<Character, List<Cell>> cells = new TreeMap<>();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < rows[r].length(); c++)
                cells.computeIfAbsent(rows[r].charAt(c), k -> new ArrayList<>()).add(new Cell(r, c));
        }
        if (cells.size() != clues.length)
            throw new IllegalArgumentException(cells.size() + " cages but " + clues.length + " clues");
        List<Cage> cages = new ArrayList<>();
        int k = 0;
        for (List<Cell> cage : cells.values()) cages.add(cage(clues[k++], cage));
        return new Puzzle(rows.length, cages);
    }

    private static Cage cage(String clue, List<Cell> cells) {
        char sign = clue.charAt(clue.length() - 1);
        if (Character.isDigit(sign)) return new Cage(Operation.ADD, Integer.parseInt(clue), cells);
        Operation op = switch (sign) {
            case '+' -> Operation.ADD;
            case '-' -> Operation.SUBTRACT;
            case 'x' -> Operation.MULTIPLY;
            case '/' -> Operation.DIVIDE;
            default -> throw new IllegalArgumentException("unknown sign in " + clue);
        };
        return new Cage(op, Integer.parseInt(clue.substring(0, clue.length() - 1)), cells);
    }
}
