package org.calcoolation.engine.solve;

import java.util.List;

import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;

/** Small phrases for explanations, with rows and columns counted from 1 as people do. */
final class Words {

    private Words() {}

    static String cell(Cell cell) {
        return "row " + (cell.row() + 1) + ", column " + (cell.col() + 1);
    }

    static String cell(int index, int n) {
        return cell(Cell.ofIndex(index, n));
    }

    static String cage(Cage cage) {
        return cage.clue() + " (at " + cell(cage.anchor()) + ")";
    }

    static String line(int line, int n) {
        return line < n ? "row " + (line + 1) : "column " + (line - n + 1);
    }

    /** "4", "1 and 4", "1, 2 and 4". */
    static String digits(int mask) {
        StringBuilder s = new StringBuilder();
        int left = Integer.bitCount(mask);
        for (int m = mask; m != 0; m &= m - 1) {
            s.append(Integer.numberOfTrailingZeros(m));
            left--;
            if (left > 1) s.append(", ");
            else if (left == 1) s.append(" and ");
        }
        return s.toString();
    }

    static String fillings(List<int[]> shown, int count) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < shown.size(); i++) {
            if (i > 0) s.append(i == shown.size() - 1 && count == shown.size() ? " or " : ", ");
            int[] d = shown.get(i);
            for (int j = 0; j < d.length; j++) s.append(j > 0 ? "·" : "").append(d[j]);
        }
        if (count > shown.size()) s.append(" or ").append(count - shown.size()).append(" more ways");
        return s.toString();
    }
}
