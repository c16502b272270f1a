package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cell;

/** Latin-square techniques on rows and columns: singles, subsets and fish. */
final class LineRules {

    private LineRules() {}

    /**
     * Easy: a solved cell's digit leaves its row and column, and a digit with one place left in a
     * line goes there.
     */
    static boolean singles(State s, Explainer ex) {
        boolean progress = solvedCellsLeaveTheirLines(s, ex);
        // Stopped early: a contradiction, or one step told to a listener.
        if (progress && (s.contradiction || ex.listening())) return true;
        return loneDigitsTakeTheirPlace(s, ex) || progress;
    }

    private static boolean solvedCellsLeaveTheirLines(State s, Explainer ex) {
        Layout layout = s.layout;
        int n = layout.n;
        boolean progress = false;
        for (int cell = 0; cell < layout.cellCount; cell++) {
            if (s.propagated[cell] || !State.isSingle(s.mask[cell])) continue;
            s.propagated[cell] = true;
            int bit = s.mask[cell];
            boolean changed = false;
            for (int peer : layout.lines[layout.row(cell)]) if (peer != cell) changed |= s.eliminate(peer, bit);
            for (int peer : layout.lines[n + layout.col(cell)]) if (peer != cell) changed |= s.eliminate(peer, bit);
            if (s.contradiction) return true;
            if (changed) {
                progress = true;
                if (ex.listening()) {
                    int digit = State.digitOf(bit);
                    ex.explain(
                            Technique.SINGLE,
                            List.of(cell),
                            List.of(cell),
                            new Reason.CellSingle(Cell.ofIndex(cell, n), digit));
                    return true;
                }
            }
        }
        return progress;
    }

    private static boolean loneDigitsTakeTheirPlace(State s, Explainer ex) {
        Layout layout = s.layout;
        int n = layout.n;
        boolean progress = false;
        for (int line = 0; line < 2 * n; line++) {
            int[] cells = layout.lines[line];
            // Digits seen in one cell of the line, and in two or more.
            int once = 0, twice = 0;
            for (int cell : cells) {
                twice |= once & s.mask[cell];
                once |= s.mask[cell];
            }
            if (once != layout.fullMask) {
                s.contradiction = true;
                return true;
            }
            for (int lone = once & ~twice; lone != 0; lone &= lone - 1) {
                int bit = lone & -lone;
                int where = -1;
                for (int cell : cells) if ((s.mask[cell] & bit) != 0) where = cell;
                if (where < 0) {
                    // Gone since the count: the cell it had was claimed by another lone digit.
                    s.contradiction = true;
                    return true;
                }
                if (s.restrict(where, bit)) {
                    progress = true;
                    if (ex.listening()) {
                        explainOnlyPlace(ex, line, cells, where, bit, n);
                        return true;
                    }
                }
            }
        }
        return progress;
    }

    private static void explainOnlyPlace(Explainer ex, int line, int[] cells, int where, int bit, int n) {
        ex.explain(
                Technique.SINGLE,
                List.of(where),
                CageRules.cellList(cells),
                new Reason.OnlyPlace(State.digitOf(bit), Reason.Line.of(line, n), Cell.ofIndex(where, n)));
    }

    /** Hard: k unsolved cells of a line whose candidates together are only k digits keep those digits to themselves. */
    static boolean nakedSubsets(State s, Explainer ex) {
        Layout layout = s.layout;
        int n = layout.n;
        for (int line = 0; line < 2 * n; line++) {
            int[] open = openCells(s, layout.lines[line]);
            int[] masks = new int[open.length];
            for (int i = 0; i < open.length; i++) masks[i] = s.mask[open[i]];
            int where = line;
            for (int k = 2; k <= open.length / 2; k++) {
                boolean changed = anySet(masks, k, layout.budget, chosen -> {
                    int union = 0;
                    for (int i = 0; i < open.length; i++) if ((chosen & (1 << i)) != 0) union |= masks[i];
                    boolean any = false;
                    for (int i = 0; i < open.length; i++)
                        if ((chosen & (1 << i)) == 0) any |= s.eliminate(open[i], union);
                    if (any && ex.listening()) {
                        List<Integer> cells = pick(open, chosen);
                        ex.explain(
                                Technique.NAKED_SUBSET,
                                cells,
                                cells,
                                new Reason.NakedSubset(cellsOf(cells, n), union, Reason.Line.of(where, n)));
                    }
                    return any;
                });
                if (changed) return true;
            }
        }
        return false;
    }

    /** Hard: k digits that fit in only k cells of a line claim those cells, which lose every other digit. */
    static boolean hiddenSubsets(State s, Explainer ex) {
        Layout layout = s.layout;
        int n = layout.n;
        for (int line = 0; line < 2 * n; line++) {
            int[] cells = layout.lines[line];
            // places[i] = positions in the line where digits[i] may go, for digits not yet settled.
            int[] digits = new int[n];
            int[] places = new int[n];
            int count = 0;
            for (int d = 1; d <= n; d++) {
                int where = 0;
                for (int i = 0; i < n; i++) if ((s.mask[cells[i]] & (1 << d)) != 0) where |= 1 << i;
                if (Integer.bitCount(where) > 1) {
                    digits[count] = d;
                    places[count++] = where;
                }
            }
            int[] open = Arrays.copyOf(places, count);
            int at = line;
            for (int k = 2; k <= count / 2; k++) {
                if (anySet(open, k, layout.budget, chosen -> claim(s, ex, at, digits, open, chosen))) return true;
            }
        }
        return false;
    }

    /** The chosen digits of the line keep their places to themselves; true if a cell lost a digit. */
    private static boolean claim(State s, Explainer ex, int line, int[] digits, int[] open, int chosen) {
        int[] cells = s.layout.lines[line];
        int n = s.layout.n;
        int keep = 0, where = 0;
        for (int i = 0; i < open.length; i++) {
            if ((chosen & (1 << i)) != 0) {
                keep |= 1 << digits[i];
                where |= open[i];
            }
        }
        boolean any = false;
        List<Integer> claimed = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if ((where & (1 << i)) != 0) {
                any |= s.restrict(cells[i], keep);
                claimed.add(cells[i]);
            }
        }
        if (any && ex.listening()) {
            ex.explain(
                    Technique.HIDDEN_SUBSET,
                    claimed,
                    CageRules.cellList(cells),
                    new Reason.HiddenSubset(Reason.Line.of(line, n), keep, cellsOf(claimed, n)));
        }
        return any;
    }

    /**
     * Extreme: for one digit, k rows whose possible columns are only k columns own the digit in
     * those columns, so it leaves the other rows there (and the same with rows and columns swapped).
     */
    static boolean fish(State s, Explainer ex) {
        int n = s.layout.n;
        for (int d = 1; d <= n; d++) {
            for (int side = 0; side < 2; side++) {
                Bases bases = Bases.of(s, d, side);
                for (int k = 2; k <= bases.open().length / 2; k++) {
                    if (anySet(bases.open(), k, s.layout.budget, chosen -> fishEliminates(s, ex, bases, chosen)))
                        return true;
                }
            }
        }
        return false;
    }

    /**
     * The base lines of a fish for one digit: rows when side is 0, else columns. open[i] = the cross
     * positions where the digit may go in line lines[i], for the lines where it has two places or more.
     */
    private record Bases(int digit, int side, int[] lines, int[] open) {
        static Bases of(State s, int digit, int side) {
            Layout layout = s.layout;
            int n = layout.n, bit = 1 << digit;
            int[] bases = new int[n];
            int[] baseLine = new int[n];
            int count = 0;
            for (int b = 0; b < n; b++) {
                int[] cells = layout.lines[side * n + b];
                int where = 0;
                for (int i = 0; i < n; i++) if ((s.mask[cells[i]] & bit) != 0) where |= 1 << i;
                if (Integer.bitCount(where) > 1) {
                    baseLine[count] = side * n + b;
                    bases[count++] = where;
                }
            }
            return new Bases(digit, side, baseLine, Arrays.copyOf(bases, count));
        }
    }

    /** The chosen base lines own the digit in the cross lines they cover; true if another cell lost it. */
    private static boolean fishEliminates(State s, Explainer ex, Bases bases, int chosen) {
        int n = s.layout.n, bit = 1 << bases.digit();
        int[] open = bases.open();
        int cover = 0;
        for (int i = 0; i < open.length; i++) if ((chosen & (1 << i)) != 0) cover |= open[i];
        boolean any = false;
        for (int i = 0; i < open.length; i++) {
            if ((chosen & (1 << i)) != 0) continue;
            int[] cells = s.layout.lines[bases.lines()[i]];
            for (int p = 0; p < n; p++) if ((cover & (1 << p)) != 0) any |= s.eliminate(cells[p], bit);
        }
        if (any && ex.listening()) explainFish(s, ex, bases, chosen, cover);
        return any;
    }

    private static void explainFish(State s, Explainer ex, Bases bases, int chosen, int cover) {
        int n = s.layout.n, offset = bases.side() * n, digit = bases.digit();
        boolean rows = bases.side() == 0;
        List<Integer> corners = new ArrayList<>();
        List<Integer> reads = new ArrayList<>();
        int baseLines = 0;
        for (int i = 0; i < bases.open().length; i++) {
            if ((chosen & (1 << i)) == 0) continue;
            baseLines |= 1 << (bases.lines()[i] - offset);
            int[] cells = s.layout.lines[bases.lines()[i]];
            for (int p = 0; p < n; p++) {
                reads.add(cells[p]);
                if ((bases.open()[i] & (1 << p)) != 0) corners.add(cells[p]);
            }
        }
        ex.explain(Technique.FISH, corners, reads, new Reason.Fish(digit, rows, baseLines, cover));
    }

    static List<Cell> cellsOf(List<Integer> cells, int n) {
        return cells.stream().map(c -> Cell.ofIndex(c, n)).toList();
    }

    private static int[] openCells(State s, int[] cells) {
        int count = 0;
        for (int cell : cells) if (!State.isSingle(s.mask[cell])) count++;
        int[] open = new int[count];
        int i = 0;
        for (int cell : cells) if (!State.isSingle(s.mask[cell])) open[i++] = cell;
        return open;
    }

    private static List<Integer> pick(int[] items, int chosen) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < items.length; i++) if ((chosen & (1 << i)) != 0) out.add(items[i]);
        return out;
    }

    /**
     * Offers each set of exactly k of the masks whose union has at most k bits (as a bit set of
     * indices) to {@code action}, until the action reports that it changed something.
     */
    static boolean anySet(int[] masks, int k, Budget budget, IntPredicate action) {
        return anySet(masks, k, budget, 0, 0, 0, 0, action);
    }

    private static boolean anySet(
            int[] masks, int k, Budget budget, int from, int taken, int chosen, int union, IntPredicate action) {
        budget.spend();
        if (Integer.bitCount(union) > k) return false;
        if (taken == k) return action.test(chosen);
        for (int i = from; i <= masks.length - (k - taken); i++) {
            if (anySet(masks, k, budget, i + 1, taken + 1, chosen | (1 << i), union | masks[i], action)) return true;
        }
        return false;
    }
}
