package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;

/** Finds the next logical step from a player's position, one technique at a time, cheapest first. */
final class Hints {

    private Hints() {}

    static Hint next(Puzzle puzzle, int[] entries) {
        int n = puzzle.size();
        if (entries.length != n * n) throw new IllegalArgumentException("one entry per cell, " + n * n + " in all");
        Grid solution;
        switch (Solver.solve(puzzle)) {
            case SolveResult.Unique unique -> solution = unique.solution();
            case SolveResult.Ambiguous ambiguous -> {
                return new Hint.Unavailable("this puzzle has more than one solution");
            }
            case SolveResult.Impossible impossible -> {
                return new Hint.Unavailable("this puzzle has no solution");
            }
            case SolveResult.TooHard tooHard -> {
                // Not without a budget; here for the switch to stay exhaustive.
                return new Hint.Unavailable("this puzzle is too hard to check here");
            }
        }
        List<Cell> wrong = new ArrayList<>();
        boolean full = true;
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] == 0) full = false;
            else if (entries[i] != solution.digit(Cell.ofIndex(i, n))) wrong.add(Cell.ofIndex(i, n));
        }
        if (!wrong.isEmpty()) return new Hint.Mistaken(wrong);
        if (full) return new Hint.Complete();

        Layout layout = new Layout(puzzle);
        State state = new State(layout);
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] != 0) state.restrict(i, 1 << entries[i]);
        }
        // The player's own digits leave their rows and columns silently: that is bookkeeping, not a hint.
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] == 0) continue;
            for (int line : new int[] {layout.row(i), n + layout.col(i)}) {
                for (int peer : layout.lines[line]) if (peer != i) state.eliminate(peer, 1 << entries[i]);
            }
            state.propagated[i] = true;
        }
        List<Deduction> steps = new ArrayList<>();
        while (true) {
            int settled = firstSettledEmpty(state, entries);
            if (settled >= 0) {
                Cell cell = Cell.ofIndex(settled, n);
                int digit = State.digitOf(state.mask[settled]);
                if (steps.isEmpty()) {
                    steps.add(new Deduction(Technique.SINGLE, List.of(cell), Map.of(), "Every digit but " + digit
                            + " already stands in the row or column of " + Words.cell(cell) + ", so it must be " + digit + "."));
                }
                return new Hint.Next(steps, cell, digit);
            }
            int[] before = state.mask.clone();
            Deduction[] said = new Deduction[1];
            boolean deduced = Ladder.deduce(state, Difficulty.EXTREME, (technique, cells, text) ->
                    said[0] = new Deduction(technique, cells.stream().map(layout::cell).toList(), Map.of(), text), true).isPresent();
            if (!deduced) return guess(steps, state, solution, entries, layout);
            steps.add(new Deduction(said[0].technique(), said[0].cells(), removed(before, state.mask, layout), said[0].explanation()));
        }
    }

    /** Where no technique short of trial and error helps, the hint says so and gives the digit. */
    private static Hint guess(List<Deduction> steps, State state, Grid solution, int[] entries, Layout layout) {
        int best = -1;
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] == 0 && (best < 0 || Integer.bitCount(state.mask[i]) < Integer.bitCount(state.mask[best]))) best = i;
        }
        Cell cell = layout.cell(best);
        int digit = solution.digit(cell);
        List<Deduction> all = new ArrayList<>(steps);
        all.add(new Deduction(Technique.GUESS, List.of(cell), Map.of(cell, state.mask[best] & ~(1 << digit)),
                "No logical step is left short of trial and error; trying each of " + Words.digits(state.mask[best])
                        + " in " + Words.cell(cell) + " shows that only " + digit + " works."));
        return new Hint.Next(all, cell, digit);
    }

    private static int firstSettledEmpty(State state, int[] entries) {
        for (int i = 0; i < entries.length; i++) if (entries[i] == 0 && State.isSingle(state.mask[i])) return i;
        return -1;
    }

    private static Map<Cell, Integer> removed(int[] before, int[] after, Layout layout) {
        Map<Cell, Integer> removed = new HashMap<>();
        for (int i = 0; i < before.length; i++) if (before[i] != after[i]) removed.put(layout.cell(i), before[i] & ~after[i]);
        return removed;
    }
}
