package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Solver;

/**
 * Brings a finished merged puzzle's operations back toward balance: sharpening gives a stuck cage
 * its most telling clue, nearly always a product, so merged puzzles of large cages came out with
 * three products in four cages. While one operation holds over {@link #AIM} of the cages of two
 * cells or more, a cage of it takes another operation's clue (the cage where that costs least
 * first, its most telling other clue first) where the puzzle still grades at its level with it; a
 * cage where none does keeps its clue. Each change is one check by the solver, so the puzzle stays
 * unique and of its level; the pass stops after {@link #REFUSALS} cages in a row keep their clue.
 */
final class Balance {

    private Balance() {}

    /** Whether puzzles of this kind are rebalanced: merged cuts with even weights and no twist to keep shown. */
    static boolean applies(Variant variant) {
        return variant.style() == CageStyle.MERGE
                && variant.weights().isEven()
                && variant.twists().isEmpty();
    }

    static Puzzle toAim(Puzzle puzzle, Difficulty difficulty, Variant variant, RandomGenerator random) {
        Grid grid = puzzle.solution().orElseThrow();
        List<Cage> cages = new ArrayList<>(puzzle.cages());
        boolean[] tried = new boolean[cages.size()];
        // Cages are tried where another clue costs least first, so after a few refusals in a row the rest
        // seldom take one either; each refusal is a whole check.
        for (int refused = 0; refused < REFUSALS; ) {
            Operation top = overAim(cages);
            if (top == null) break;
            int k = untried(grid, cages, tried, top, difficulty, variant, random);
            if (k < 0) break;
            tried[k] = true;
            boolean taken = false;
            for (Cage other : others(grid, cages.get(k), top, difficulty, variant)) {
                List<Cage> changed = new ArrayList<>(cages);
                changed.set(k, other);
                Puzzle candidate = new Puzzle(puzzle.size(), changed, puzzle.solution());
                if (Solver.gradeWithin(candidate, difficulty, Generator.checkBudget())
                        .filter(difficulty::equals)
                        .isPresent()) {
                    cages = changed;
                    taken = true;
                    break;
                }
            }
            refused = taken ? 0 : refused + 1;
        }
        return cages.equals(puzzle.cages()) ? puzzle : new Puzzle(puzzle.size(), cages, puzzle.solution());
    }

    /**
     * The share of the cages of two cells or more the most common operation may keep. Under half: some
     * puzzles cannot give up a product without leaving their level, and the others make up for them.
     * Aiming at half left 9×9 Hard at 4.0 with × on 51–53 % of those cages; at 0.4, 50 %.
     */
    static final double AIM = 0.4;

    /** Cages in a row that keep their clue before the pass stops. */
    static final int REFUSALS = 4;

    /** The most common operation of the cages of two cells or more if it holds over {@link #AIM} of them, else null. */
    static Operation overAim(List<Cage> cages) {
        Map<Operation, Integer> mix = new EnumMap<>(Operation.class);
        int total = 0;
        for (Cage cage : cages) {
            if (cage.size() < 2) continue;
            mix.merge(cage.operation(), 1, Integer::sum);
            total++;
        }
        Operation most = null;
        for (Map.Entry<Operation, Integer> each : mix.entrySet())
            if (most == null || each.getValue() > mix.get(most)) most = each.getKey();
        return most != null && mix.get(most) > AIM * total ? most : null;
    }

    /**
     * The cage of this operation not tried yet where another clue costs least (its fillings against the
     * clue's own; ties in random order), −1 if none is left.
     */
    private static int untried(
            Grid grid,
            List<Cage> cages,
            boolean[] tried,
            Operation op,
            Difficulty difficulty,
            Variant variant,
            RandomGenerator random) {
        int n = grid.size(), best = -1;
        double cheapest = Double.MAX_VALUE;
        for (int k : KeenCut.shuffled(cages.size(), random)) {
            Cage cage = cages.get(k);
            if (tried[k] || cage.size() < 2 || cage.operation() != op) continue;
            List<Cage> others = others(grid, cage, op, difficulty, variant);
            if (others.isEmpty()) {
                tried[k] = true;
                continue;
            }
            double cost = (double) Sharpening.fillings(others.getFirst(), n) / Sharpening.fillings(cage, n);
            if (cost < cheapest) {
                cheapest = cost;
                best = k;
            }
        }
        return best;
    }

    /** The cage's clues under other operations of the kind, most telling first, giveaways left out. */
    private static List<Cage> others(Grid grid, Cage cage, Operation top, Difficulty difficulty, Variant variant) {
        int n = grid.size();
        int[] digits = cage.cells().stream().mapToInt(grid::digit).toArray();
        List<Cage> others = new ArrayList<>();
        for (Operation op : Operation.values()) {
            if (op == top || !variant.allows(op)) continue;
            if (op.needsTwoCells() && cage.size() != 2) continue;
            long target = op.apply(digits);
            if (target <= 0) continue;
            if (cage.size() == 2 && giveaway(op, target, n)) continue;
            others.add(new Cage(op, Math.toIntExact(target), cage.cells()));
        }
        others.sort(Comparator.comparingInt(c -> Sharpening.fillings(c, n)));
        return others;
    }

    /** The domino clues {@link Clues} avoids: sums of 3, 4, 2N−1, 2N−2, a difference of N−1, a quotient above N/2. */
    private static boolean giveaway(Operation op, long target, int n) {
        return switch (op) {
            case ADD -> target <= 4 || target >= 2L * n - 2;
            case SUBTRACT -> target == n - 1;
            case DIVIDE -> 2 * target > n;
            default -> false;
        };
    }
}
