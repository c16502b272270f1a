package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.List;

import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageFillings;

/** The three cage techniques: whole-cage digits (Easy), per-cell combinations (Normal), cage-to-line (Hard). */
final class CageRules {

    private static final int DIGITS = 0, CELLS = 1, LINE = 2;

    private CageRules() {}

    /** Easy: a cage's cells keep only digits that appear somewhere in some filling of the cage. */
    static boolean digits(State s, Explainer ex) {
        boolean progress = false;
        for (int k = 0; k < s.layout.cages.length; k++) {
            if (s.seen[DIGITS][k] == s.cageVersion[k]) continue;
            int[] cells = s.layout.cageCells[k];
            int[] union = {0};
            int count = CageFillings.forEach(s.layout.cages[k], masksOf(s, cells), s.layout.budget, d -> {
                for (int digit : d) union[0] |= 1 << digit;
            });
            if (count == 0) return contradiction(s);
            boolean changed = false;
            for (int cell : cells) changed |= s.restrict(cell, union[0]);
            s.seen[DIGITS][k] = s.cageVersion[k];
            if (changed) {
                progress = true;
                if (ex.listening()) {
                    Cage cage = s.layout.cages[k];
                    ex.explain(Technique.CAGE_DIGITS, cellList(cells),
                            "Cage " + Words.cage(cage) + " can only be made from " + Words.digits(union[0])
                                    + ", so no other digit fits in it.");
                    return true;
                }
            }
        }
        return progress;
    }

    /** Normal: each cell keeps only the digits it takes in some filling. */
    static boolean cells(State s, Explainer ex) {
        boolean progress = false;
        for (int k = 0; k < s.layout.cages.length; k++) {
            if (s.seen[CELLS][k] == s.cageVersion[k]) continue;
            int[] cells = s.layout.cageCells[k];
            Cage cage = s.layout.cages[k];
            // A few fillings to name in the explanation; silently, none are kept.
            boolean listening = ex.listening();
            List<int[]> shown = listening ? new ArrayList<>() : List.of();
            int[] options = new int[cells.length];
            int count = CageFillings.forEach(cage, masksOf(s, cells), s.layout.budget, d -> {
                for (int i = 0; i < d.length; i++) options[i] |= 1 << d[i];
                if (listening && shown.size() < 4) shown.add(d.clone());
            });
            if (count == 0) return contradiction(s);
            boolean changed = false;
            for (int i = 0; i < cells.length; i++) changed |= s.restrict(cells[i], options[i]);
            s.seen[CELLS][k] = s.cageVersion[k];
            if (changed) {
                progress = true;
                if (listening) {
                    ex.explain(Technique.CAGE_CELLS, cellList(cells),
                            "Cage " + Words.cage(cage) + " can only be filled as " + Words.fillings(shown, count)
                                    + ", which limits what each of its cells can hold.");
                    return true;
                }
            }
        }
        return progress;
    }

    /**
     * Hard: when every filling of a cage puts digit d in the cage's part of some row (or column),
     * d leaves the rest of that line. Like Keen, stop at the first cage that yields anything.
     */
    static boolean line(State s, Explainer ex) {
        Layout layout = s.layout;
        int n = layout.n;
        for (int k = 0; k < layout.cages.length; k++) {
            if (s.seen[LINE][k] == s.cageVersion[k]) continue;
            int[] cells = layout.cageCells[k];
            s.seen[LINE][k] = s.cageVersion[k];
            if (cells.length < 2) continue;
            // Lines 0..n-1 are rows, n..2n-1 columns; each keeps the digits common to all fillings.
            int[] always = new int[2 * n];
            int[] lines = new int[2 * cells.length];
            for (int i = 0; i < cells.length; i++) {
                lines[2 * i] = layout.row(cells[i]);
                lines[2 * i + 1] = n + layout.col(cells[i]);
            }
            for (int line : lines) always[line] = layout.fullMask;
            int[] inLine = new int[2 * n];
            int count = CageFillings.forEach(layout.cages[k], masksOf(s, cells), layout.budget, d -> {
                for (int line : lines) inLine[line] = 0;
                for (int i = 0; i < d.length; i++) {
                    inLine[lines[2 * i]] |= 1 << d[i];
                    inLine[lines[2 * i + 1]] |= 1 << d[i];
                }
                for (int line : lines) always[line] &= inLine[line];
            });
            if (count == 0) return contradiction(s);
            // One bit per line that lost a digit (2n ≤ 24 lines), for the explanation.
            int changedLines = 0;
            for (int line = 0; line < 2 * n; line++) {
                if (always[line] == 0) continue;
                boolean lineChanged = false;
                for (int cell : layout.lines[line]) {
                    if (layout.cageOf[cell] != k) lineChanged |= s.eliminate(cell, always[line]);
                }
                if (lineChanged) changedLines |= 1 << line;
            }
            if (changedLines != 0) {
                if (ex.listening()) {
                    ex.explain(Technique.CAGE_LINE, cellList(cells), "Every way of filling cage " + Words.cage(layout.cages[k])
                            + " puts " + forcedLines(always, changedLines, n) + " within the cage, so the rest of that line cannot hold it.");
                }
                return true;
            }
        }
        return false;
    }

    /** "2 must be in row 3; 5 must be in column 1", for the lines in {@code changedLines}. */
    private static String forcedLines(int[] always, int changedLines, int n) {
        StringBuilder why = new StringBuilder();
        for (int lines = changedLines; lines != 0; lines &= lines - 1) {
            int line = Integer.numberOfTrailingZeros(lines);
            if (!why.isEmpty()) why.append("; ");
            why.append(Words.digits(always[line])).append(" must be in ").append(Words.line(line, n));
        }
        return why.toString();
    }

    private static boolean contradiction(State s) {
        s.contradiction = true;
        return true;
    }

    static int[] masksOf(State s, int[] cells) {
        int[] masks = new int[cells.length];
        for (int i = 0; i < cells.length; i++) masks[i] = s.mask[cells[i]];
        return masks;
    }

    static List<Integer> cellList(int[] cells) {
        List<Integer> list = new ArrayList<>(cells.length);
        for (int c : cells) list.add(c);
        return list;
    }
}
