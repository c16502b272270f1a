package org.calcoolation.engine.solve;

import java.util.List;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;

/**
 * Small phrases for explanations, with rows and columns counted from 1 as people do. A cell is
 * always "row R, column C"; lists of cells use semicolons once there are three, as each name has a
 * comma of its own.
 */
final class Words {

    private static final String[] NUMBERS = {
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"
    };

    private Words() {}

    static String cell(Cell cell) {
        return "row " + (cell.row() + 1) + ", column " + (cell.col() + 1);
    }

    static String cell(int index, int n) {
        return cell(Cell.ofIndex(index, n));
    }

    /** The same for cells by name. */
    static String cellList(List<Cell> cells) {
        return list(cells.stream().map(Words::cell).toList(), cells.size() > 2 ? "; " : ", ");
    }

    /** "row 1, column 2 and row 1, column 4", or with three or more "row 1, column 1; row 1, column 2 and row 2, column 2". */
    static String cells(List<Integer> cells, int n) {
        return list(cells.stream().map(c -> cell(c, n)).toList(), cells.size() > 2 ? "; " : ", ");
    }

    /** "the 12× cage at row 1, column 1", or for a clue that hides its operator "the cage of 12 at row 1, column 1". */
    static String cage(Cage cage) {
        if (cage.isHidden()) return "the cage of " + cage.target() + " at " + cell(cage.anchor());
        return "the " + cage.clue() + " cage at " + cell(cage.anchor());
    }

    static String line(int line, int n) {
        return line < n ? "row " + (line + 1) : "column " + (line - n + 1);
    }

    /** "rows 1 and 4" for the rows (or columns, {@code rows} false) at these 0-based positions, a bit each. */
    static String lines(boolean rows, int positions) {
        String numbers = digits(positions << 1);
        return (rows ? "row" : "column") + (Integer.bitCount(positions) > 1 ? "s " : " ") + numbers;
    }

    /** "4", "1 and 4", "1, 2 and 4". */
    static String digits(int mask) {
        return digits(mask, " and ");
    }

    /** "4", "1 or 4", "1, 2 or 4": what a cell cannot be. */
    static String digitsOr(int mask) {
        return digits(mask, " or ");
    }

    private static String digits(int mask, String last) {
        StringBuilder s = new StringBuilder();
        int left = Integer.bitCount(mask);
        for (int m = mask; m != 0; m &= m - 1) {
            s.append(Integer.numberOfTrailingZeros(m));
            left--;
            if (left > 1) s.append(", ");
            else if (left == 1) s.append(last);
        }
        return s.toString();
    }

    /** "a 3", "an 8", "an 11". */
    static String a(int digit) {
        return (digit == 8 || digit == 11 ? "an " : "a ") + digit;
    }

    /** "two", "three": how many, in words up to twelve. */
    static String count(int k) {
        return k < NUMBERS.length ? NUMBERS[k] : Integer.toString(k);
    }

    /** "A", "A and B", "A, B and C" (with {@code separator} between all but the last two). */
    static String list(List<String> parts, String separator) {
        if (parts.size() <= 1) return parts.isEmpty() ? "" : parts.getFirst();
        return String.join(separator, parts.subList(0, parts.size() - 1)) + " and " + parts.getLast();
    }

    static String list(List<String> parts) {
        return list(parts, ", ");
    }

    static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
