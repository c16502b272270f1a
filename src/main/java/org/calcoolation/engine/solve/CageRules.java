package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageFillings;
import org.calcoolation.engine.Cell;

/** The three cage techniques: whole-cage digits (Easy), per-cell combinations (Normal), cage-to-line (Hard). */
final class CageRules {

    private static final int DIGITS = 0, CELLS = 1, LINE = 2;
    private static final int[] NOTHING = {};

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
                    List<Integer> list = cellList(cells);
                    ex.explain(
                            Technique.CAGE_DIGITS,
                            list,
                            list,
                            cells.length == 1
                                    ? new Reason.OneCellCage(cage.anchor(), cage)
                                    : new Reason.CageDigits(cage, union[0]));
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
            boolean listening = ex.listening();
            int[] options = new int[cells.length];
            int count = CageFillings.forEach(cage, masksOf(s, cells), s.layout.budget, d -> {
                for (int i = 0; i < d.length; i++) options[i] |= 1 << d[i];
            });
            if (count == 0) return contradiction(s);
            // What each cell loses, for the explanation; silently nothing is kept, as the generator runs this hot.
            int[] lost = listening ? new int[cells.length] : NOTHING;
            boolean changed = false;
            for (int i = 0; i < cells.length; i++) {
                if (listening) lost[i] = s.mask[cells[i]] & ~options[i];
                changed |= s.restrict(cells[i], options[i]);
            }
            s.seen[CELLS][k] = s.cageVersion[k];
            if (changed) {
                progress = true;
                if (listening) {
                    List<Integer> list = cellList(cells);
                    ex.explain(
                            Technique.CAGE_CELLS,
                            list,
                            list,
                            new Reason.CageCells(cage, losses(cells, lost, s.layout.n)));
                    return true;
                }
            }
        }
        return progress;
    }

    /** Each cell that lost digits, and those digits. */
    private static List<Reason.Loss> losses(int[] cells, int[] lost, int n) {
        List<Reason.Loss> losses = new ArrayList<>();
        for (int i = 0; i < cells.length; i++)
            if (lost[i] != 0) losses.add(new Reason.Loss(Cell.ofIndex(cells[i], n), lost[i]));
        return losses;
    }

    /**
     * Hard: when every filling of a cage puts digit d in the cage's part of some row (or column),
     * d leaves the rest of that line. Like Keen, stop at the first cage that yields anything.
     */
    static boolean line(State s, Explainer ex) {
        Layout layout = s.layout;
        for (int k = 0; k < layout.cages.length; k++) {
            if (s.seen[LINE][k] == s.cageVersion[k]) continue;
            int[] cells = layout.cageCells[k];
            s.seen[LINE][k] = s.cageVersion[k];
            if (cells.length < 2) continue;
            Optional<int[]> always = alwaysInLines(s, k);
            if (always.isEmpty()) return contradiction(s);
            int changedLines = leaveTheRestOfTheirLines(s, k, always.get());
            if (changedLines != 0) {
                if (ex.listening()) {
                    List<Integer> list = cellList(cells);
                    ex.explain(
                            Technique.CAGE_LINE,
                            list,
                            list,
                            forcedLines(layout.cages[k], always.get(), changedLines, layout.n));
                }
                return true;
            }
        }
        return false;
    }

    /**
     * Per line (0..n-1 rows, n..2n-1 columns), the digits every filling of cage k puts in the cage's part of it;
     * empty when the cage has no filling left.
     */
    private static Optional<int[]> alwaysInLines(State s, int k) {
        Layout layout = s.layout;
        int n = layout.n;
        int[] cells = layout.cageCells[k];
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
        return count == 0 ? Optional.empty() : Optional.of(always);
    }

    /** The cells of each line outside cage k lose the line's always-digits; one bit per line that lost one (2n ≤ 24). */
    private static int leaveTheRestOfTheirLines(State s, int k, int[] always) {
        Layout layout = s.layout;
        int changedLines = 0;
        for (int line = 0; line < 2 * layout.n; line++) {
            if (always[line] == 0) continue;
            boolean lineChanged = false;
            for (int cell : layout.lines[line]) {
                if (layout.cageOf[cell] != k) lineChanged |= s.eliminate(cell, always[line]);
            }
            if (lineChanged) changedLines |= 1 << line;
        }
        return changedLines;
    }

    /** The lines in {@code changedLines}, each with the digits every filling puts there. */
    private static Reason forcedLines(Cage cage, int[] always, int changedLines, int n) {
        List<Reason.LineDigits> lines = new ArrayList<>();
        for (int left = changedLines; left != 0; left &= left - 1) {
            int line = Integer.numberOfTrailingZeros(left);
            lines.add(new Reason.LineDigits(Reason.Line.of(line, n), always[line]));
        }
        return new Reason.CageLine(cage, lines);
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
