package org.calcoolation.help.ui;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;

/**
 * The 4×4 the how-to-play page solves in words. Written by hand so that every step is one a
 * beginner can follow; a test has the solver confirm it has this one solution and that every
 * step's digits are that solution's.
 */
final class WorkedExample {

    /** One step of the solving: the key of its sentence (help.step.N), and the cells it fills, with their digits. */
    record Step(String words, List<Placed> placed) {
        Step {
            placed = List.copyOf(placed);
        }
    }

    record Placed(Cell cell, int digit) {}

    static final Puzzle PUZZLE = new Puzzle(
            4,
            List.of(
                    new Cage(Operation.ADD, 2, List.of(at(1, 1))),
                    new Cage(Operation.MULTIPLY, 4, List.of(at(1, 2), at(1, 3))),
                    new Cage(Operation.SUBTRACT, 2, List.of(at(1, 4), at(2, 4))),
                    new Cage(Operation.ADD, 8, List.of(at(2, 1), at(3, 1), at(4, 1))),
                    new Cage(Operation.MULTIPLY, 6, List.of(at(2, 2), at(2, 3))),
                    new Cage(Operation.DIVIDE, 2, List.of(at(3, 2), at(4, 2))),
                    new Cage(Operation.ADD, 5, List.of(at(3, 3), at(3, 4))),
                    new Cage(Operation.MULTIPLY, 4, List.of(at(4, 3), at(4, 4)))));

    static final Grid SOLUTION = Grid.ofRows(new int[][] {{2, 1, 4, 3}, {4, 3, 2, 1}, {1, 4, 3, 2}, {3, 2, 1, 4}});

    static final List<Step> STEPS = List.of(
            new Step("help.step.1", List.of(put(1, 1, 2))),
            new Step("help.step.2", List.of(put(1, 4, 3))),
            new Step("help.step.3", List.of(put(2, 4, 1))),
            new Step("help.step.4", List.of(put(2, 1, 4))),
            new Step("help.step.5", List.of(put(4, 1, 3), put(3, 1, 1))),
            new Step("help.step.6", List.of(put(2, 2, 3), put(2, 3, 2), put(1, 2, 1), put(1, 3, 4))),
            new Step("help.step.7", List.of(put(3, 3, 3), put(3, 4, 2), put(3, 2, 4), put(4, 2, 2))),
            new Step("help.step.8", List.of(put(4, 4, 4), put(4, 3, 1))));

    private WorkedExample() {}

    /** A cell as the page names it, counting from 1. */
    private static Cell at(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    private static Placed put(int row, int col, int digit) {
        return new Placed(at(row, col), digit);
    }
}
