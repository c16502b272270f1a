package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;

/**
 * Why a step of reasoning holds, as data: the cells, digits (bit masks, bit d for digit d), lines
 * and cage it speaks of. The play page words each kind in the player's language from these; {@link
 * #english()} is the CLI's and the tests' wording. A switch over the kinds without {@code default}
 * fails to compile where a new kind must be worded.
 */
public sealed interface Reason {

    /** The sentence in English, rows and columns counted from 1. */
    String english();

    /** A row or a column, counted from 0. */
    record Line(boolean row, int index) {
        static Line of(int line, int n) {
            return line < n ? new Line(true, line) : new Line(false, line - n);
        }

        static Line rowOf(Cell cell) {
            return new Line(true, cell.row());
        }

        static Line columnOf(Cell cell) {
            return new Line(false, cell.col());
        }

        String english() {
            return (row ? "row " : "column ") + (index + 1);
        }
    }

    /** A cell and digits it cannot be, as a mask. */
    record Loss(Cell cell, int digits) {}

    /** A cell a chain forces to a digit. */
    record Forced(Cell cell, int digit) {}

    /** A cage of one cell holds its clue. */
    record OneCellCage(Cell cell, Cage cage) implements Reason {
        @Override
        public String english() {
            return Words.capitalized(Words.cell(cell)) + " is a cage of one cell with the clue " + cage.clue()
                    + ", so it must be " + cage.clue() + ".";
        }
    }

    /** Only {@code digits} can make the cage's clue at all. */
    record CageDigits(Cage cage, int digits) implements Reason {
        @Override
        public String english() {
            return Words.capitalized(Words.cage(cage)) + " can only be made with " + Words.digits(digits)
                    + ", so its cells cannot hold any other digit.";
        }
    }

    /** Trying every filling of the cage rules these digits out of its cells (each a cell that lost some). */
    record CageCells(Cage cage, List<Loss> losses) implements Reason {
        public CageCells {
            losses = List.copyOf(losses);
        }

        /** At most this many cells are named; the rest are counted. */
        public static final int NAMED = 3;

        @Override
        public String english() {
            List<String> parts = new ArrayList<>();
            for (Loss loss : losses.subList(0, Math.min(NAMED, losses.size())))
                parts.add(Words.cell(loss.cell()) + " cannot be " + Words.digitsOr(loss.digits()));
            int more = losses.size() - parts.size();
            if (more > 0)
                parts.add(Words.count(more) + (more == 1 ? " other cell loses" : " other cells lose") + " digits too");
            String ruledOut = parts.size() == 1
                    ? parts.getFirst()
                    : String.join(", that ", parts.subList(0, parts.size() - 1)) + ", and that " + parts.getLast();
            return "Trying every way to make " + Words.cage(cage) + " shows that " + ruledOut + ".";
        }
    }

    /** A line and the digits every filling of a cage puts in it, within the cage. */
    record LineDigits(Line line, int digits) {}

    /** Every filling of the cage puts these digits in these lines within the cage, so the rest of each line loses them. */
    record CageLine(Cage cage, List<LineDigits> lines) implements Reason {
        public CageLine {
            lines = List.copyOf(lines);
        }

        @Override
        public String english() {
            List<String> puts = new ArrayList<>();
            List<String> so = new ArrayList<>();
            for (LineDigits each : lines) {
                String what = Integer.bitCount(each.digits()) == 1
                        ? Words.a(Integer.numberOfTrailingZeros(each.digits()))
                        : Words.digits(each.digits());
                puts.add(what + " in " + each.line().english());
                so.add("no other cell of " + each.line().english() + " can be " + Words.digitsOr(each.digits()));
            }
            // Each line's conclusion is a clause of its own, so they are kept apart by commas.
            String conclusions = so.size() == 1
                    ? so.getFirst()
                    : String.join(", ", so.subList(0, so.size() - 1)) + ", and " + so.getLast();
            return "Every way to make " + Words.cage(cage) + " puts " + Words.list(puts) + " within the cage, so "
                    + conclusions + ".";
        }
    }

    /** The cell can only be {@code digit}, so the rest of its row and column cannot. */
    record CellSingle(Cell cell, int digit) implements Reason {
        @Override
        public String english() {
            return Words.capitalized(Words.cell(cell)) + " can only be " + digit + ", so no other cell of "
                    + Line.rowOf(cell).english() + " or " + Line.columnOf(cell).english() + " can be " + digit + ".";
        }
    }

    /** The only place left for {@code digit} in the line is the cell. */
    record OnlyPlace(int digit, Line line, Cell cell) implements Reason {
        @Override
        public String english() {
            return "The only place left for " + Words.a(digit) + " in " + line.english() + " is " + Words.cell(cell)
                    + ".";
        }
    }

    /** These cells of the line can only hold {@code digits} among them, so no other cell of it can. */
    record NakedSubset(List<Cell> cells, int digits, Line line) implements Reason {
        public NakedSubset {
            cells = List.copyOf(cells);
        }

        @Override
        public String english() {
            return Words.capitalized(Words.cellList(cells)) + " can only hold " + Words.digits(digits)
                    + (cells.size() == 2 ? " between" : " among") + " them, so no other cell of " + line.english()
                    + " can be " + Words.digitsOr(digits) + ".";
        }
    }

    /** In the line, {@code digits} fit only in these cells, which so hold nothing else. */
    record HiddenSubset(Line line, int digits, List<Cell> cells) implements Reason {
        public HiddenSubset {
            cells = List.copyOf(cells);
        }

        @Override
        public String english() {
            return "In " + line.english() + ", the digits " + Words.digits(digits) + " fit only in "
                    + Words.cellList(cells) + ", so those " + Words.count(cells.size())
                    + " cells can hold nothing but " + Words.digits(digits) + ".";
        }
    }

    /**
     * In the base lines (rows if {@code rows}, else columns; bit i for line i counted from 0) the
     * digit can only go in the cover lines (the other kind), so no other cell of those can hold it.
     */
    record Fish(int digit, boolean rows, int baseLines, int coverLines) implements Reason {
        @Override
        public String english() {
            String crossLines = Words.lines(!rows, coverLines);
            return "In " + Words.lines(rows, baseLines) + ", " + Words.a(digit) + " can only go in " + crossLines
                    + ", so no other cell of " + crossLines + " can be " + digit + ".";
        }
    }

    /**
     * The start cell is {@code target} or {@code assumed}; if it is {@code assumed}, the chain forces
     * each cell in turn, ending at {@code end}; so one of the two ends is {@code target}, and the lost
     * cells, which see both ends, cannot be.
     */
    record ForcingChain(Cell start, int assumed, int target, List<Forced> forced, Cell end, List<Cell> lost)
            implements Reason {
        public ForcingChain {
            forced = List.copyOf(forced);
            lost = List.copyOf(lost);
        }

        @Override
        public String english() {
            String first = Words.cell(start), last = Words.cell(end);
            String conclusion = lost.size() == 1
                    ? Words.cell(lost.getFirst()) + " cannot be " + target
                    : lost.size() == 2
                            ? "neither " + Words.cell(lost.get(0)) + " nor " + Words.cell(lost.get(1)) + " can be "
                                    + target
                            : "none of " + Words.cellList(lost) + " can be " + target;
            List<String> steps = forced.stream()
                    .map(f -> Words.cell(f.cell()) + " must be " + f.digit())
                    .toList();
            return Words.capitalized(first) + " is " + Words.digitsOr((1 << target) | (1 << assumed))
                    + ", and if it is " + assumed + ", then " + String.join(", then ", steps) + "; so either " + first
                    + " or " + last + " is " + target + ", and " + conclusion + ".";
        }
    }

    /** The player's notes and the digits in the cell's row and column leave only {@code digit}. */
    record NotesLeaveOne(Cell cell, int digit) implements Reason {
        @Override
        public String english() {
            return "Your notes and the digits in its row and column leave only " + digit + " for " + Words.cell(cell)
                    + ".";
        }
    }

    /** Every other digit already stands in the cell's row or column. */
    record LinesLeaveOne(Cell cell, int digit) implements Reason {
        @Override
        public String english() {
            return "Every other digit already stands in " + Line.rowOf(cell).english() + " or "
                    + Line.columnOf(cell).english() + ", so " + Words.cell(cell) + " must be " + digit + ".";
        }
    }

    /** No logic is left; trying each of {@code tried} in the cell shows only {@code digit} leads to a solution. */
    record Guess(Cell cell, int tried, int digit) implements Reason {
        @Override
        public String english() {
            return "No step of logic is left, but trying " + Words.digits(tried) + " in " + Words.cell(cell)
                    + " in turn shows that only " + digit + " leads to a solution.";
        }
    }
}
