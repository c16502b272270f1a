package org.calcoolation.engine.solve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;

/** Finds the next logical step from a player's position, one technique at a time, cheapest first. */
final class Hints {

    private Hints() {}

    static Hint next(Puzzle puzzle, int[] entries, int[] notes) {
        int n = puzzle.size();
        if (entries.length != n * n) throw new IllegalArgumentException("one entry per cell, " + n * n + " in all");
        if (notes.length != n * n) throw new IllegalArgumentException("one note mask per cell, " + n * n + " in all");
        return switch (Solver.solve(puzzle)) {
            case Finding.Unique unique -> next(puzzle, entries, notes, unique.solution());
            case Finding.Ambiguous ambiguous -> new Hint.Unavailable("this puzzle has more than one solution");
            case Finding.Impossible impossible -> new Hint.Unavailable("this puzzle has no solution");
            // Not without a budget; here for the switch to stay exhaustive.
            case Finding.TooHard tooHard -> new Hint.Unavailable("this puzzle is too hard to check here");
        };
    }

    private static Hint next(Puzzle puzzle, int[] entries, int[] notes, Grid solution) {
        int n = puzzle.size();
        List<Cell> wrong = new ArrayList<>();
        boolean full = true;
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] == 0) full = false;
            else if (entries[i] != solution.digit(Cell.ofIndex(i, n))) wrong.add(Cell.ofIndex(i, n));
        }
        if (!wrong.isEmpty()) return new Hint.Mistaken(wrong);
        if (full) return new Hint.Complete();
        Layout layout = new Layout(puzzle);
        int[] kept = notesKept(entries, notes, solution, n);
        State state = positionOf(layout, entries);
        State noted = state.copy();
        for (int i = 0; i < kept.length; i++) if (kept[i] != 0) noted.restrict(i, kept[i]);
        return deduce(noted, state, entries, kept, solution);
    }

    /**
     * The notes of empty cells that keep the cell's solution digit: the player's own eliminations,
     * which a hint builds on. A cell whose notes rule out its digit counts as one without notes
     * (Check notes tells the player so).
     */
    private static int[] notesKept(int[] entries, int[] notes, Grid solution, int n) {
        int[] kept = new int[notes.length];
        for (int i = 0; i < notes.length; i++) {
            boolean right = (notes[i] & 1 << solution.digit(Cell.ofIndex(i, n))) != 0;
            if (entries[i] == 0 && right) kept[i] = notes[i];
        }
        return kept;
    }

    /** The player's digits as a solver state; they leave their rows and columns silently: bookkeeping, not a hint. */
    private static State positionOf(Layout layout, int[] entries) {
        State state = new State(layout);
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] != 0) state.restrict(i, 1 << entries[i]);
        }
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] == 0) continue;
            for (int line : new int[] {layout.row(i), layout.n + layout.col(i)}) {
                for (int peer : layout.lines[line]) if (peer != i) state.eliminate(peer, 1 << entries[i]);
            }
            state.propagated[i] = true;
        }
        return state;
    }

    /**
     * Climbs the ladder one step at a time until an empty cell is settled, keeping the steps it
     * needed; or, where the player keeps notes, until a step rules out a digit they still note,
     * whichever comes first. {@code digitsOnly} is the position before the notes, to tell which
     * settled a cell.
     */
    private static Hint deduce(State state, State digitsOnly, int[] entries, int[] notes, Grid solution) {
        Layout layout = state.layout;
        List<Deduction> steps = new ArrayList<>();
        List<Set<Cell>> reads = new ArrayList<>();
        while (true) {
            int settled = firstSettledEmpty(state, entries);
            if (settled >= 0) {
                Cell cell = Cell.ofIndex(settled, layout.n);
                int digit = State.digitOf(state.mask[settled]);
                if (steps.isEmpty())
                    return State.isSingle(digitsOnly.mask[settled])
                            ? settledByThePlayersDigits(cell, digit, layout.n)
                            : settledByTheNotes(cell, digit);
                return new Hint.Next(needed(steps, reads, cell), cell, digit);
            }
            int[] before = state.mask.clone();
            Optional<Deduction> step = climb(state, before, reads);
            if (step.isEmpty()) return guess(steps, reads, state, solution, entries, layout);
            steps.add(step.get());
            if (firstSettledEmpty(state, entries) >= 0) continue;
            int struck = firstStruckNote(before, state.mask, notes);
            if (struck >= 0) {
                Cell cell = layout.cell(struck);
                int digit = State.digitOf(before[struck] & ~state.mask[struck] & notes[struck]);
                return new Hint.Strike(needed(steps, reads, cell), cell, digit);
            }
        }
    }

    /**
     * One step of the ladder below trial and error, cheapest rung first, applied to {@code state}
     * (which was {@code before}): what it ruled out and why, with the cells it read added to
     * {@code reads}; empty where no rung applies.
     */
    private static Optional<Deduction> climb(State state, int[] before, List<Set<Cell>> reads) {
        Layout layout = state.layout;
        Deduction[] said = new Deduction[1];
        boolean deduced = Ladder.deduce(
                        state,
                        Difficulty.EXTREME,
                        (technique, cells, read, reason) -> {
                            said[0] = new Deduction(
                                    technique, cells.stream().map(layout::cell).toList(), Map.of(), reason);
                            reads.add(read.stream().map(layout::cell).collect(Collectors.toSet()));
                        },
                        true)
                .isPresent();
        if (!deduced) return Optional.empty();
        return Optional.of(new Deduction(
                said[0].technique(), said[0].cells(), removed(before, state.mask, layout), said[0].reason()));
    }

    /** The first cell where a step ruled out a digit the player still notes; -1 if none. */
    private static int firstStruckNote(int[] before, int[] after, int[] notes) {
        for (int i = 0; i < notes.length; i++) if ((before[i] & ~after[i] & notes[i]) != 0) return i;
        return -1;
    }

    private static Hint settledByTheNotes(Cell cell, int digit) {
        return new Hint.Next(
                List.of(new Deduction(
                        Technique.SINGLE, List.of(cell), Map.of(), new Reason.NotesLeaveOne(cell, digit))),
                cell,
                digit);
    }

    private static Hint settledByThePlayersDigits(Cell cell, int digit, int n) {
        return new Hint.Next(
                List.of(new Deduction(
                        Technique.SINGLE, List.of(cell), Map.of(), new Reason.LinesLeaveOne(cell, digit))),
                cell,
                digit);
    }

    /**
     * The steps the digit needs, in order: walking back from the settled cell, a step stays when it
     * ruled something out of a cell that a later kept step (or the settled cell) depends on, and
     * then the cells it read are needed too. A step left out touched none of those cells, so every
     * kept step still holds as told; the cage digits of far-away cages no longer fill the hint.
     */
    static List<Deduction> needed(List<Deduction> steps, List<Set<Cell>> reads, Cell settled) {
        Set<Cell> needed = new HashSet<>(Set.of(settled));
        List<Deduction> kept = new ArrayList<>();
        for (int i = steps.size() - 1; i >= 0; i--) {
            Deduction step = steps.get(i);
            if (step.removed().keySet().stream().anyMatch(needed::contains)) {
                kept.addFirst(step);
                needed.addAll(reads.get(i));
            }
        }
        return kept;
    }

    /** Where no technique short of trial and error helps, the hint says so and gives the digit. */
    private static Hint guess(
            List<Deduction> steps, List<Set<Cell>> reads, State state, Grid solution, int[] entries, Layout layout) {
        int best = -1;
        for (int i = 0; i < entries.length; i++) {
            if (entries[i] == 0 && (best < 0 || Integer.bitCount(state.mask[i]) < Integer.bitCount(state.mask[best])))
                best = i;
        }
        Cell cell = layout.cell(best);
        int digit = solution.digit(cell);
        List<Deduction> all = new ArrayList<>(steps);
        all.add(new Deduction(
                Technique.GUESS,
                List.of(cell),
                Map.of(cell, state.mask[best] & ~(1 << digit)),
                new Reason.Guess(cell, state.mask[best], digit)));
        // The candidates it tries are what the guess rests on.
        List<Set<Cell>> allReads = new ArrayList<>(reads);
        allReads.add(Set.of(cell));
        return new Hint.Next(needed(all, allReads, cell), cell, digit);
    }

    private static int firstSettledEmpty(State state, int[] entries) {
        for (int i = 0; i < entries.length; i++) if (entries[i] == 0 && State.isSingle(state.mask[i])) return i;
        return -1;
    }

    private static Map<Cell, Integer> removed(int[] before, int[] after, Layout layout) {
        Map<Cell, Integer> removed = new HashMap<>();
        for (int i = 0; i < before.length; i++)
            if (before[i] != after[i]) removed.put(layout.cell(i), before[i] & ~after[i]);
        return removed;
    }
}
