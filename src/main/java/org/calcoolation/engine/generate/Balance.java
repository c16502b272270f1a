package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
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
 * first, its most telling other clue first), or hands a cell to a neighbour so that the smaller rest
 * takes one, where the puzzle still grades at its level so; a cage where none does keeps its clue.
 * Each change is one check by the solver, so the puzzle stays unique and of its level; once no
 * operation holds over half, the pass stops after {@link #REFUSALS} cages in a row keep their clue.
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
            Map<Operation, Integer> mix = mix(cages);
            int k = untried(grid, cages, tried, mix, top, variant, random);
            if (k < 0) break;
            tried[k] = true;
            boolean taken = false;
            for (List<Cage> changed : alternatives(grid, cages, k, mix, top, variant)) {
                Puzzle candidate = new Puzzle(puzzle.size(), changed, puzzle.solution());
                if (Solver.gradeWithin(candidate, difficulty, Generator.checkBudget())
                        .filter(difficulty::equals)
                        .isPresent()) {
                    cages = changed;
                    taken = true;
                    break;
                }
            }
            // Over half, the limit, every cage of the operation is tried (stopping there left seed 1001
            // of 9×9 Hard at 4.0 with 14 × to 5 +); under it, the pass stops after a few refusals in a row.
            refused = taken || overHalf(mix(cages)) ? 0 : refused + 1;
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
        Map<Operation, Integer> mix = mix(cages);
        int total = mix.values().stream().mapToInt(Integer::intValue).sum();
        Operation most = null;
        for (Map.Entry<Operation, Integer> each : mix.entrySet())
            if (most == null || each.getValue() > mix.get(most)) most = each.getKey();
        return most != null && mix.get(most) > AIM * total ? most : null;
    }

    /** Whether one operation holds over half of these cages of two cells or more. */
    static boolean overHalf(List<Cage> cages) {
        return overHalf(mix(cages));
    }

    /** Whether one operation holds over half of the cages of two cells or more. */
    private static boolean overHalf(Map<Operation, Integer> mix) {
        int total = mix.values().stream().mapToInt(Integer::intValue).sum();
        return mix.values().stream().anyMatch(count -> 2 * count > total);
    }

    /** How many cages of two cells or more each operation has. */
    private static Map<Operation, Integer> mix(List<Cage> cages) {
        Map<Operation, Integer> mix = new EnumMap<>(Operation.class);
        for (Cage cage : cages) if (cage.size() > 1) mix.merge(cage.operation(), 1, Integer::sum);
        return mix;
    }

    /**
     * The cage of this operation not tried yet where another clue costs least (its fillings against the
     * clue's own; ties in random order), −1 if none is left.
     */
    private static int untried(
            Grid grid,
            List<Cage> cages,
            boolean[] tried,
            Map<Operation, Integer> mix,
            Operation op,
            Variant variant,
            RandomGenerator random) {
        int n = grid.size(), best = -1;
        double cheapest = Double.MAX_VALUE;
        for (int k : KeenCut.shuffled(cages.size(), random)) {
            Cage cage = cages.get(k);
            if (tried[k] || cage.size() < 2 || cage.operation() != op) continue;
            List<Cage> others = others(grid, cage.cells(), mix, op, variant);
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

    /**
     * The cages with cage {@code k} off operation {@code top}: first the same cells under another clue,
     * most telling first; then, while {@code top} holds over half of the cages of two cells or more, the
     * {@link #HAND_OVERS} {@link #handOvers} whose rest tells most.
     */
    private static List<List<Cage>> alternatives(
            Grid grid, List<Cage> cages, int k, Map<Operation, Integer> mix, Operation top, Variant variant) {
        List<List<Cage>> ways = new ArrayList<>();
        for (Cage other : others(grid, cages.get(k).cells(), mix, top, variant)) {
            List<Cage> changed = new ArrayList<>(cages);
            changed.set(k, other);
            ways.add(changed);
        }
        // Each hand-over is a whole check: only while the operation holds over half, the limit issue 45 sets
        // (offered whenever, they cost 3.0 Normal about 80 ms a puzzle for a few points of ×).
        if (!overHalf(mix)) return ways;
        handOvers(grid, cages, k, mix, top, variant).stream()
                .sorted(Comparator.comparingInt(HandOver::fillings))
                .limit(HAND_OVERS)
                .forEach(handOver -> ways.add(handOver.cages()));
        return ways;
    }

    /** Cages after a hand-over, and the fillings of the rest's new clue. */
    private record HandOver(List<Cage> cages, int fillings) {}

    /**
     * Cage {@code k}, of three cells or more, hands one cell to a neighbouring cage of two cells or more
     * (which keeps its operation, as in {@link Sharpening}; not a − or ÷, which a third cell would turn
     * into the most telling clue, often a ×), and the smaller rest takes another clue, which tells more
     * than it could on all the cells. The cage count, and so the mean, stays.
     */
    private static List<HandOver> handOvers(
            Grid grid, List<Cage> cages, int k, Map<Operation, Integer> mix, Operation top, Variant variant) {
        Cage cage = cages.get(k);
        List<HandOver> handOvers = new ArrayList<>();
        if (cage.size() < 3) return handOvers;
        int n = grid.size();
        boolean[][] swappable = ClassicCut.intercalatePairs(grid);
        for (Cell out : cage.cells()) {
            List<Cell> rest = new ArrayList<>(cage.cells());
            rest.remove(out);
            if (Sharpening.pieces(rest).size() != 1) continue;
            List<Cage> restClues = others(grid, rest, mix, top, variant);
            if (restClues.isEmpty()) continue;
            for (int j = 0; j < cages.size(); j++) {
                Cage next = cages.get(j);
                if (j == k || next.size() < 2 || next.size() >= Cage.MAX_CELLS) continue;
                if (next.operation().needsTwoCells()) continue;
                if (next.cells().stream().noneMatch(out::touches)) continue;
                if (next.cells().stream().anyMatch(c -> swappable[c.index(n)][out.index(n)])) continue;
                List<Cell> joined = new ArrayList<>(next.cells());
                joined.add(out);
                List<Cage> changed = new ArrayList<>(cages);
                changed.set(k, restClues.getFirst());
                changed.set(j, Sharpening.sameOperation(grid, next, joined, variant));
                handOvers.add(new HandOver(changed, Sharpening.fillings(restClues.getFirst(), n)));
            }
        }
        return handOvers;
    }

    /** Hand-overs tried for a cage, after its own cells' other clues: each is a whole check. */
    static final int HAND_OVERS = 3;

    /**
     * The cells' clues under other operations of the kind, most telling first, giveaways left out, and
     * only those of operations far enough {@link #behind} {@code top}: a step that made the other the
     * most common would be undone by the next, and + and × swapped cages back and forth (at a mean of
     * 4, where − and ÷ find few dominoes, the two hold nearly all cages, both over the aim).
     */
    private static List<Cage> others(
            Grid grid, List<Cell> cells, Map<Operation, Integer> mix, Operation top, Variant variant) {
        int n = grid.size();
        int[] digits = cells.stream().mapToInt(grid::digit).toArray();
        List<Cage> others = new ArrayList<>();
        for (Operation op : Operation.values()) {
            if (op == top || !variant.allows(op) || !behind(mix, op, top)) continue;
            if (op.needsTwoCells() && cells.size() != 2) continue;
            long target = op.apply(digits);
            if (target <= 0) continue;
            if (cells.size() == 2 && giveaway(op, target, n)) continue;
            others.add(new Cage(op, Math.toIntExact(target), cells));
        }
        others.sort(Comparator.comparingInt(c -> Sharpening.fillings(c, n)));
        return others;
    }

    /**
     * Whether a cage may go from {@code top} to {@code op}: where {@code op} is two cages behind, or one
     * behind × (sharpening, which gives stuck cages their most telling clue, adds products, so without
     * this × kept every tie one cage ahead, 51 % over twelve 9×9 Hard puzzles at 4.0).
     */
    private static boolean behind(Map<Operation, Integer> mix, Operation op, Operation top) {
        int gap = mix.get(top) - mix.getOrDefault(op, 0);
        return gap >= 2 || gap == 1 && top == Operation.MULTIPLY;
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
