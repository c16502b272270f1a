package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.calcoolation.engine.Cell;

/**
 * Extreme: forcing chains through two-candidate cells, as in Keen. Take a cell X holding n or m.
 * If X = m forces, through a chain of two-candidate cells, some cell Y to be n, then any cell
 * that shares a line with both X and Y cannot be n: either X is n, or Y is.
 */
final class ForcingChains {

    private ForcingChains() {}

    static boolean apply(State s, Explainer ex) {
        Layout layout = s.layout;
        int n = layout.n, cells = layout.cellCount;
        int[] queueCell = new int[cells * (n + 1)];
        int[] queueDigit = new int[cells * (n + 1)];
        int[] from = new int[cells * (n + 1)];
        boolean[] visited = new boolean[cells * (n + 1)];
        for (int start = 0; start < cells; start++) {
            int startMask = s.mask[start];
            if (Integer.bitCount(startMask) != 2) continue;
            for (int m = startMask; m != 0; m &= m - 1) {
                int assumed = Integer.numberOfTrailingZeros(m);
                int target = Integer.numberOfTrailingZeros(startMask & ~(1 << assumed));
                Arrays.fill(visited, false);
                int head = 0, tail = 0;
                queueCell[tail] = start;
                queueDigit[tail] = assumed;
                from[tail++] = -1;
                visited[start * (n + 1) + assumed] = true;
                while (head < tail) {
                    layout.budget.spend();
                    int at = head++;
                    int cell = queueCell[at], digit = queueDigit[at];
                    if (digit == target && cell != start) {
                        List<Integer> lost = eliminateBetween(s, start, cell, target);
                        if (!lost.isEmpty()) {
                            if (ex.listening()) explain(s, ex, queueCell, queueDigit, from, at, target, lost);
                            return true;
                        }
                    }
                    for (int line : new int[] {layout.row(cell), n + layout.col(cell)}) {
                        for (int peer : layout.lines[line]) {
                            int pm = s.mask[peer];
                            if (peer == cell || Integer.bitCount(pm) != 2 || (pm & (1 << digit)) == 0) continue;
                            int other = Integer.numberOfTrailingZeros(pm & ~(1 << digit));
                            int key = peer * (n + 1) + other;
                            if (visited[key]) continue;
                            visited[key] = true;
                            queueCell[tail] = peer;
                            queueDigit[tail] = other;
                            from[tail++] = at;
                        }
                    }
                }
            }
        }
        return false;
    }

    /** Removes digit from the cells that see both a and b (other than a and b themselves); returns the cells that lost it. */
    private static List<Integer> eliminateBetween(State s, int a, int b, int digit) {
        Layout layout = s.layout;
        int bit = 1 << digit;
        int ra = layout.row(a), ca = layout.col(a), rb = layout.row(b), cb = layout.col(b);
        int[] between = ra == rb
                ? layout.lines[ra]
                : ca == cb ? layout.lines[layout.n + ca] : new int[] {ra * layout.n + cb, rb * layout.n + ca};
        List<Integer> lost = List.of();
        for (int cell : between) {
            if (cell != a && cell != b && s.eliminate(cell, bit)) {
                if (lost.isEmpty()) lost = new ArrayList<>();
                lost.add(cell);
            }
        }
        return lost;
    }

    /**
     * "Row 1, column 2 is 3 or 4, and if it is 4, then row 1, column 4 must be 2, then row 2, column 1
     * must be 3; so either row 1, column 2 or row 2, column 1 is 3, and row 2, column 2 cannot be 3."
     */
    private static void explain(
            State s,
            Explainer ex,
            int[] queueCell,
            int[] queueDigit,
            int[] from,
            int end,
            int target,
            List<Integer> lost) {
        int n = s.layout.n;
        ArrayList<Integer> chain = new ArrayList<>();
        ArrayList<Reason.Forced> forced = new ArrayList<>();
        for (int at = end; at >= 0; at = from[at]) {
            chain.addFirst(queueCell[at]);
            if (from[at] >= 0) forced.addFirst(new Reason.Forced(Cell.ofIndex(queueCell[at], n), queueDigit[at]));
        }
        List<Integer> shown = new ArrayList<>(chain);
        shown.addAll(lost);
        ex.explain(
                Technique.FORCING_CHAIN,
                shown,
                List.copyOf(chain),
                new Reason.ForcingChain(
                        Cell.ofIndex(chain.getFirst(), n),
                        queueDigit[0],
                        target,
                        forced,
                        Cell.ofIndex(chain.getLast(), n),
                        LineRules.cellsOf(lost, n)));
    }
}
