package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.solve.Ladder.Outcome;

/** Solves and grades puzzles by a ladder of techniques, cheapest first. */
public final class Solver {

    private Solver() {}

    /**
     * Solves with every technique, trial and error last, and says whether the solution is unique.
     * Without a budget, so never {@link Finding.TooHard}: for puzzles made or checked here.
     */
    public static Finding solve(Puzzle puzzle) {
        return solve(puzzle, Budget.unlimited());
    }

    /**
     * Like {@link #solve(Puzzle)}, but stops with {@link Finding.TooHard} once the budget is
     * spent: the way to check a puzzle from outside, which may be built to run for ever.
     */
    public static Finding solve(Puzzle puzzle, Budget budget) {
        Outcome outcome;
        try {
            outcome = Ladder.run(new State(new Layout(puzzle, budget)), Difficulty.UNREASONABLE);
        } catch (Budget.Exhausted e) {
            return new Finding.TooHard(e.getMessage());
        }
        int n = puzzle.size();
        return switch (outcome) {
            case Outcome.Solved solved -> new Finding.Unique(Grid.of(n, solved.solution()), solved.grade());
            case Outcome.Ambiguous two -> new Finding.Ambiguous(Grid.of(n, two.first()), Grid.of(n, two.second()));
            case Outcome.Contradiction _, Outcome.Stuck _ ->
                new Finding.Impossible("no arrangement of digits satisfies every cage");
        };
    }

    /**
     * The puzzle's grade if techniques no harder than {@code limit} solve it to its one solution;
     * empty if they get stuck, or the puzzle has no solution or more than one.
     */
    public static Optional<Difficulty> gradeWithin(Puzzle puzzle, Difficulty limit) {
        return gradeWithin(puzzle, limit, Budget.unlimited());
    }

    /** Like {@link #gradeWithin(Puzzle, Difficulty)}, and empty too when the budget runs out first. */
    public static Optional<Difficulty> gradeWithin(Puzzle puzzle, Difficulty limit, Budget budget) {
        try {
            return Ladder.run(new State(new Layout(puzzle, budget)), limit) instanceof Outcome.Solved solved
                    ? Optional.of(solved.grade())
                    : Optional.empty();
        } catch (Budget.Exhausted e) {
            return Optional.empty();
        }
    }

    /**
     * How far techniques up to a limit get: the grade when they finish the puzzle, else the cells
     * left open (for a puzzle with two solutions, the cells where two of them differ).
     */
    public record Progress(Optional<Difficulty> grade, List<Cell> open) {
        public Progress {
            open = List.copyOf(open);
        }
    }

    /** Like {@link #gradeWithin}, but says where the techniques got stuck, so a generator can sharpen clues there. */
    public static Progress progress(Puzzle puzzle, Difficulty limit) {
        return progress(puzzle, limit, Budget.unlimited());
    }

    /** Like {@link #progress(Puzzle, Difficulty)}; when the budget runs out, no grade and no open cells, as for a contradiction. */
    public static Progress progress(Puzzle puzzle, Difficulty limit, Budget budget) {
        State state;
        Outcome outcome;
        try {
            state = new State(new Layout(puzzle, budget));
            outcome = Ladder.run(state, limit);
        } catch (Budget.Exhausted e) {
            return new Progress(Optional.empty(), List.of());
        }
        List<Cell> open = new ArrayList<>();
        switch (outcome) {
            case Outcome.Solved solved -> {
                return new Progress(Optional.of(solved.grade()), List.of());
            }
            case Outcome.Stuck _ -> {
                for (int i = 0; i < state.mask.length; i++)
                    if (!State.isSingle(state.mask[i])) open.add(Cell.ofIndex(i, puzzle.size()));
            }
            case Outcome.Ambiguous two -> {
                for (int i = 0; i < state.mask.length; i++)
                    if (two.first()[i] != two.second()[i]) open.add(Cell.ofIndex(i, puzzle.size()));
            }
            case Outcome.Contradiction _ -> {}
        }
        return new Progress(Optional.empty(), open);
    }

    /**
     * The deductions a person needs for the puzzle, one step at a time as hints show them (see
     * {@link Work}); throws {@link Budget.Exhausted} when the budget runs out first.
     */
    public static Work work(Puzzle puzzle, Budget budget) {
        return Work.of(puzzle, budget);
    }

    /**
     * The hardest technique a solve needs, as the grade counts it ({@link Technique#GUESS} when
     * only trial and error finishes it); empty when the puzzle has no single solution or the budget
     * runs out. A generator asks it to make puzzles that need one technique above all.
     */
    public static Optional<Technique> hardestNeeded(Puzzle puzzle, Budget budget) {
        try {
            State state = new State(new Layout(puzzle, budget));
            Optional<Technique> hardest = Ladder.deduce(state, Difficulty.EXTREME, Explainer.SILENT, false);
            if (state.contradiction) return Optional.empty();
            if (state.isSolved()) return Optional.of(hardest.orElse(Technique.CAGE_DIGITS));
            return Search.guess(state) instanceof Outcome.Solved ? Optional.of(Technique.GUESS) : Optional.empty();
        } catch (Budget.Exhausted e) {
            return Optional.empty();
        }
    }

    /**
     * The deductions of a fresh solve one at a time, cheapest technique first as hints take them,
     * each with the candidates it started from; it ends where the puzzle is solved or no technique
     * short of trial and error helps. Throws {@link Budget.Exhausted} when the budget runs out first.
     */
    public static List<Step> trace(Puzzle puzzle, Budget budget) {
        Layout layout = new Layout(puzzle, budget);
        State state = new State(layout);
        List<Step> steps = new ArrayList<>();
        while (!state.isSolved() && !state.contradiction) {
            int[] before = state.mask.clone();
            Optional<Deduction> step = oneStep(state);
            if (step.isEmpty()) break;
            steps.add(new Step(withRemoved(step.get(), before, state.mask, layout), boxed(before)));
        }
        return steps;
    }

    /**
     * The first deduction the ladder makes from these candidates (one mask a cell, reading order,
     * bit d for digit d), cheapest technique first: what a hint would say next on that board. Empty
     * when no technique short of trial and error helps, or the candidates contradict each other.
     */
    public static Optional<Deduction> firstStep(Puzzle puzzle, int[] candidates) {
        Layout layout = new Layout(puzzle);
        if (candidates.length != layout.cellCount)
            throw new IllegalArgumentException("one mask per cell, " + layout.cellCount + " in all");
        State state = new State(layout);
        for (int i = 0; i < candidates.length; i++) state.restrict(i, candidates[i]);
        if (state.contradiction) return Optional.empty();
        int[] before = state.mask.clone();
        return oneStep(state).map(d -> withRemoved(d, before, state.mask, layout));
    }

    private static Optional<Deduction> oneStep(State state) {
        Layout layout = state.layout;
        Deduction[] said = new Deduction[1];
        Explainer listener = (technique, cells, reads, reason) -> said[0] =
                new Deduction(technique, cells.stream().map(layout::cell).toList(), Map.of(), reason);
        Optional<Technique> made = Ladder.deduce(state, Difficulty.EXTREME, listener, true);
        return made.isPresent() && said[0] != null ? Optional.of(said[0]) : Optional.empty();
    }

    private static Deduction withRemoved(Deduction d, int[] before, int[] after, Layout layout) {
        Map<Cell, Integer> removed = new HashMap<>();
        for (int i = 0; i < before.length; i++)
            if (before[i] != after[i]) removed.put(layout.cell(i), before[i] & ~after[i]);
        return new Deduction(d.technique(), d.cells(), removed, d.reason());
    }

    private static List<Integer> boxed(int[] masks) {
        return Arrays.stream(masks).boxed().toList();
    }

    /**
     * The next digit a player can deduce from these entries (reading order, 0 = empty), with the
     * steps that lead to it, cheapest technique first; or why there is none.
     */
    public static Hint hint(Puzzle puzzle, int[] entries) {
        return Hints.next(puzzle, entries, new int[entries.length]);
    }

    /**
     * Like {@link #hint(Puzzle, int[])}, reading the player's notes too (masks, bit d = digit d):
     * notes that keep a cell's solution digit are taken as the player's eliminations, and where no
     * digit can be placed yet the hint is the next digit to cross out of them ({@link Hint.Strike}).
     */
    public static Hint hint(Puzzle puzzle, int[] entries, int[] notes) {
        return Hints.next(puzzle, entries, notes);
    }
}
