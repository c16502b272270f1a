package org.calcoolation.engine.solve;

import java.util.List;

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
                java.util.Arrays.fill(visited, false);
                int head = 0, tail = 0;
                queueCell[tail] = start;
                queueDigit[tail] = assumed;
                from[tail++] = -1;
                visited[start * (n + 1) + assumed] = true;
                while (head < tail) {
                    layout.budget.spend();
                    int at = head++;
                    int cell = queueCell[at], digit = queueDigit[at];
                    if (digit == target && cell != start && eliminateBetween(s, start, cell, target)) {
                        if (ex.listening()) explain(s, ex, queueCell, queueDigit, from, at, start, target);
                        return true;
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

    /** Removes digit from the cells that see both a and b (other than a and b themselves). */
    private static boolean eliminateBetween(State s, int a, int b, int digit) {
        Layout layout = s.layout;
        int bit = 1 << digit;
        boolean changed = false;
        int ra = layout.row(a), ca = layout.col(a), rb = layout.row(b), cb = layout.col(b);
        if (ra == rb) {
            for (int cell : layout.lines[ra]) if (cell != a && cell != b) changed |= s.eliminate(cell, bit);
        } else if (ca == cb) {
            for (int cell : layout.lines[layout.n + ca]) if (cell != a && cell != b) changed |= s.eliminate(cell, bit);
        } else {
            changed |= s.eliminate(ra * layout.n + cb, bit);
            changed |= s.eliminate(rb * layout.n + ca, bit);
        }
        return changed;
    }

    private static void explain(State s, Explainer ex, int[] queueCell, int[] queueDigit, int[] from, int end,
            int start, int target) {
        int n = s.layout.n;
        StringBuilder chain = new StringBuilder();
        java.util.ArrayList<Integer> cells = new java.util.ArrayList<>();
        for (int at = end; at >= 0; at = from[at]) {
            cells.addFirst(queueCell[at]);
            String link = Words.cell(queueCell[at], n) + " = " + queueDigit[at];
            chain.insert(0, chain.isEmpty() ? link : link + " → ");
        }
        ex.explain(Technique.FORCING_CHAIN, List.copyOf(cells), "If " + Words.cell(start, n) + " is not " + target
                + ", then " + chain + "; either way " + target + " stands in one of the two ends, so no cell that sees both can be "
                + target + ".");
    }
}
