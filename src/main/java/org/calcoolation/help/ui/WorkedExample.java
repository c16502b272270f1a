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

    /** One step of the solving: the sentence, and the cells it fills, with their digits. */
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
            new Step("A cage of one cell simply gives its digit: row 1, column 1 is 2.", List.of(put(1, 1, 2))),
            new Step(
                    "The 4× cage in row 1 is 1 × 4 or 2 × 2, and a row cannot hold 2 twice, so its two cells are 1 and 4 in "
                            + "some order. Row 1 then has 2, 1 and 4, so its last cell is 3.",
                    List.of(put(1, 4, 3))),
            new Step(
                    "The 2− cage under it needs a digit 2 away from 3: 1 or 5, and 5 is too big for a 4×4. Row 2, column 4 is 1.",
                    List.of(put(2, 4, 1))),
            new Step(
                    "Row 2 still needs 2, 3 and 4. Its 6× cage can only be 2 × 3, so the 4 goes in column 1.",
                    List.of(put(2, 1, 4))),
            new Step(
                    "The 8+ cage in column 1 has that 4, so its other two cells add up to 4: 1 and 3 (2 + 2 would repeat). "
                            + "The 4× cage in row 4 is 1 and 4 again, so row 4 has no room for 1 in column 1: it is 3, and row 3 takes the 1.",
                    List.of(put(4, 1, 3), put(3, 1, 1))),
            new Step(
                    "The 2÷ cage in column 2 is 1 and 2 or 2 and 4. Rows 3 and 4 both have their 1 already (in column 1 and in the 4× "
                            + "cage), so it is 2 and 4. "
                            + "Column 2 then has 2 and 4 below, so the 6× cell in column 2 is 3 and its partner 2; row 1, column 2 cannot be 4 "
                            + "either, so it is 1, with 4 beside it.",
                    List.of(put(2, 2, 3), put(2, 3, 2), put(1, 2, 1), put(1, 3, 4))),
            new Step(
                    "Column 3 has 4 and 2, so the 5+ cage's first cell is 1 or 3; row 3 has its 1, so it is 3, and 5 − 3 = 2 "
                            + "beside it. Row 3's last gap takes the 4, and row 4 column 2 the 2.",
                    List.of(put(3, 3, 3), put(3, 4, 2), put(3, 2, 4), put(4, 2, 2))),
            new Step(
                    "Column 4 has 3, 1 and 2, so the 4× cage ends with 4 and 1 next to it. Every row, column and cage is right: solved.",
                    List.of(put(4, 4, 4), put(4, 3, 1))));

    private WorkedExample() {}

    /** A cell as the page names it, counting from 1. */
    private static Cell at(int row, int col) {
        return new Cell(row - 1, col - 1);
    }

    private static Placed put(int row, int col, int digit) {
        return new Placed(at(row, col), digit);
    }
}
