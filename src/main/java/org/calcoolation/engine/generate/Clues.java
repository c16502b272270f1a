package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageFillings;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;

/**
 * Chooses an operation for each cage, keeping the operations in balance and avoiding
 * giveaways: sums of 3, 4, 2N−1 and 2N−2 on two cells, a difference of N−1, quotients above N/2
 * (each leaves one pair of digits), and, above Normal, products with a single factor pair.
 */
final class Clues {

    // Round-robin order, as Keen does it: ÷ and − first, since only dominoes can take them; ⊕, which any cage
    // can take, before × and + so that it gets its share.
    private static final Operation[] ROUND = {
        Operation.DIVIDE, Operation.SUBTRACT, Operation.XOR, Operation.MULTIPLY, Operation.ADD
    };

    private Clues() {}

    static List<Cage> choose(
            Grid grid, List<List<Cell>> shapes, Difficulty difficulty, Variant variant, RandomGenerator random) {
        int n = grid.size(), count = shapes.size();
        int[] good = new int[count], poor = new int[count];
        // Classic and merged cuts make larger cages, where + and × are shared out by how much each tells.
        boolean large = variant.style() != CageStyle.KEEN;
        boolean[] sums = large && variant.weights().isEven()
                ? classicSums(grid, shapes, sumsShare(n, difficulty), random)
                : new boolean[count];
        for (int k = 0; k < count; k++) {
            List<Cell> cells = shapes.get(k);
            if (cells.size() > 2 && large && variant.weights().isEven()) {
                good[k] = sums[k] ? bit(Operation.ADD) : bit(Operation.MULTIPLY);
                poor[k] = sums[k] ? bit(Operation.MULTIPLY) : bit(Operation.ADD);
            } else if (cells.size() != 2) {
                good[k] = bit(Operation.ADD) | bit(Operation.MULTIPLY);
            } else {
                rateDomino(grid, cells, difficulty, good, poor, k);
            }
            if (cells.size() > 2 && variant.has(Twist.EXTENDED_OPERATIONS)) good[k] |= extended(grid, cells);
            if (cells.size() > 1) {
                // A ⊕ that only one pair of digits makes gives the cage away, as a sum of 3 does.
                if (cells.size() > 2 || xorPairs(grid, cells) > 2) good[k] |= bit(Operation.XOR);
                else poor[k] |= bit(Operation.XOR);
            }
            // Every mix holds + or ×, and every cage has one of those as good or poor, so none is left without a clue.
            good[k] &= allowed(variant);
            poor[k] &= allowed(variant);
        }
        Operation[] chosen = twistCages(grid, shapes, good, poor, variant, random);
        if (variant.weights().isEven()) roundRobin(chosen, good, poor, random);
        else weighed(chosen, good, poor, variant.weights(), random);
        return cages(grid, shapes, chosen);
    }

    /** A domino's operations, good or poor by how much each gives away about its pair of digits. */
    private static void rateDomino(Grid grid, List<Cell> cells, Difficulty difficulty, int[] good, int[] poor, int k) {
        int n = grid.size();
        int p = Math.max(grid.digit(cells.get(0)), grid.digit(cells.get(1)));
        int q = Math.min(grid.digit(cells.get(0)), grid.digit(cells.get(1)));
        int sum = p + q;
        if (sum > 4 && sum < 2 * n - 2) good[k] |= bit(Operation.ADD);
        else poor[k] |= bit(Operation.ADD);
        if (factorPairs(p * q, n) <= 2 && difficulty.compareTo(Difficulty.NORMAL) > 0)
            poor[k] |= bit(Operation.MULTIPLY);
        else good[k] |= bit(Operation.MULTIPLY);
        if (p - q < n - 1) good[k] |= bit(Operation.SUBTRACT);
        if (p % q == 0 && 2 * (p / q) <= n) good[k] |= bit(Operation.DIVIDE);
    }

    /** Each shape with its chosen operation and the target the grid's digits give it. */
    private static List<Cage> cages(Grid grid, List<List<Cell>> shapes, Operation[] chosen) {
        List<Cage> cages = new ArrayList<>(shapes.size());
        for (int k = 0; k < shapes.size(); k++) {
            List<Cell> cells = shapes.get(k);
            int[] digits = cells.stream().mapToInt(grid::digit).toArray();
            cages.add(new Cage(chosen[k], Math.toIntExact(chosen[k].apply(digits)), cells));
        }
        return cages;
    }

    /**
     * One cage for each twist of the kind, chosen before the others so that every puzzle shows the
     * twists it is named for: a ⊕ on a cage of two cells or more (on a 4×4 every domino's ⊕ is a
     * giveaway, so the round-robin alone left 4×4 ⊕ puzzles without one most of the time), and the most
     * telling − or ÷ of the cages of three cells or more (the round-robin often gave every − and ÷ to
     * dominoes). Where no
     * cage can take a twist the others are chosen as usual and the generator tries another cut.
     */
    private static Operation[] twistCages(
            Grid grid, List<List<Cell>> shapes, int[] good, int[] poor, Variant variant, RandomGenerator random) {
        Operation[] chosen = new Operation[shapes.size()];
        // Kinds without these twists draw nothing here, so their puzzles stay what each seed made before.
        if (!variant.has(Twist.XOR) && !variant.has(Twist.EXTENDED_OPERATIONS)) return chosen;
        int[] order = KeenCut.shuffled(shapes.size(), random);
        if (variant.has(Twist.XOR)) {
            int k = firstWith(order, good, bit(Operation.XOR));
            if (k < 0) k = firstWith(order, poor, bit(Operation.XOR));
            if (k >= 0) take(chosen, good, poor, k, Operation.XOR);
        }
        if (variant.has(Twist.EXTENDED_OPERATIONS)) {
            // The most telling, not the first that fits: that was often a − of 0, which many fillings make, and a
            // clue that says little leaves more cuts ambiguous, each one more attempt.
            int best = -1, fewest = Integer.MAX_VALUE;
            Operation op = null;
            for (int k : order) {
                if (chosen[k] != null || shapes.get(k).size() < 3) continue;
                for (Operation each : List.of(Operation.SUBTRACT, Operation.DIVIDE)) {
                    if ((good[k] & bit(each)) == 0) continue;
                    int count = fillings(grid, shapes.get(k), each);
                    if (count < fewest) {
                        best = k;
                        fewest = count;
                        op = each;
                    }
                }
            }
            if (op != null) take(chosen, good, poor, best, op);
        }
        return chosen;
    }

    private static void take(Operation[] chosen, int[] good, int[] poor, int k, Operation op) {
        chosen[k] = op;
        good[k] = poor[k] = 0;
    }

    /** Keen's way: each operation in turn takes the next cage it suits, so the operations stay in balance. */
    private static void roundRobin(Operation[] chosen, int[] good, int[] poor, RandomGenerator random) {
        int count = good.length;
        int[] order = KeenCut.shuffled(count, random);
        boolean assigned = true;
        while (assigned) {
            assigned = false;
            for (Operation op : ROUND) {
                int k = firstWith(order, good, bit(op));
                // A giveaway only where the cage has nothing better left.
                if (k < 0) k = firstPoorOnly(order, good, poor, bit(op));
                if (k < 0) continue;
                take(chosen, good, poor, k, op);
                assigned = true;
            }
        }
    }

    /**
     * With weights, each cage draws its operation from those that suit it, each as likely as its
     * weight (giveaways only where nothing else suits): the chance where several fit a cage,
     * as Kaldoku's operator chances, rather than a balance across the grid.
     */
    private static void weighed(
            Operation[] chosen, int[] good, int[] poor, OperationWeights weights, RandomGenerator random) {
        for (int k = 0; k < good.length; k++) {
            if (chosen[k] != null) continue;
            int fits = good[k] != 0 ? good[k] : poor[k];
            if (fits == 0) {
                // Only a single cell can be left without: with + and × at 0 it is a given, which reads as a sum.
                chosen[k] = Operation.ADD;
                continue;
            }
            int total = 0;
            for (Operation op : Operation.values()) if ((fits & bit(op)) != 0) total += weights.of(op);
            int pick = random.nextInt(total);
            for (Operation op : Operation.values()) {
                if ((fits & bit(op)) == 0) continue;
                pick -= weights.of(op);
                if (pick < 0) {
                    chosen[k] = op;
                    break;
                }
            }
        }
    }

    /**
     * − and ÷ for a cage of three or more cells, where its digits give them a whole answer of 0 or
     * more. The round-robin then hands them out like any other operation, so they stay in balance.
     */
    private static int extended(Grid grid, List<Cell> cells) {
        int[] digits = cells.stream().mapToInt(grid::digit).toArray();
        int bits = 0;
        if (Operation.SUBTRACT.apply(digits) >= 0) bits |= bit(Operation.SUBTRACT);
        if (Operation.DIVIDE.apply(digits) > 0) bits |= bit(Operation.DIVIDE);
        return bits;
    }

    /**
     * The share of Classic's larger cages that take a sum; the rest take a product. Half, except on
     * large Easy, Normal and Unreasonable grids: sums tell less, and at half the 12×12 Easy generator
     * slowed from a median of 22 ms to 970 ms (p90 4.1 s) while it looked for a puzzle that easy (at
     * 0.35: 270 ms, p90 850 ms); 12×12 Unreasonable, 15 puzzles, from a median of 82 ms, p90 1.2 s,
     * worst 7.5 s at half to 25 ms, p90 226 ms, worst 331 ms at 0.35.
     */
    static double sumsShare(int size, Difficulty difficulty) {
        boolean slowAtHalf = difficulty.compareTo(Difficulty.NORMAL) <= 0 || difficulty == Difficulty.UNREASONABLE;
        return size >= Generator.SHARPEN_FROM && slowAtHalf ? 0.35 : 0.5;
    }

    /**
     * Which of Classic's cages of three or more cells take +: those, up to the share, where a sum tells most
     * against a product. Such cages are mostly ambiguous with a random clue, so each takes the
     * more telling of the two; but a product nearly always has fewer fillings, and picking by
     * fillings alone made 85–99 % of them products. Ranking by the ratio sets the split and
     * gives + to the cages where it costs least.
     */
    private static boolean[] classicSums(Grid grid, List<List<Cell>> shapes, double share, RandomGenerator random) {
        int count = shapes.size();
        double[] ratio = new double[count];
        List<Integer> large = new ArrayList<>();
        for (int k : KeenCut.shuffled(count, random)) {
            List<Cell> cells = shapes.get(k);
            if (cells.size() <= 2) continue;
            ratio[k] = (double) fillings(grid, cells, Operation.ADD) / fillings(grid, cells, Operation.MULTIPLY);
            large.add(k);
        }
        // Stable, so equal ratios keep their shuffled order.
        large.sort(Comparator.comparingDouble(k -> ratio[k]));
        boolean[] sums = new boolean[count];
        for (int i = 0; i < Math.round(share * large.size()); i++) sums[large.get(i)] = true;
        return sums;
    }

    private static int firstWith(int[] order, int[] flags, int bit) {
        for (int k : order) if ((flags[k] & bit) != 0) return k;
        return -1;
    }

    private static int firstPoorOnly(int[] order, int[] good, int[] poor, int bit) {
        for (int k : order) if (good[k] == 0 && (poor[k] & bit) != 0) return k;
        return -1;
    }

    /** Ordered pairs (a, b), a ≠ b, both in 1..n, whose exclusive or is that of the domino's digits. */
    private static int xorPairs(Grid grid, List<Cell> cells) {
        int n = grid.size(), target = grid.digit(cells.get(0)) ^ grid.digit(cells.get(1)), pairs = 0;
        for (int a = 1; a <= n; a++) if ((a ^ target) >= 1 && (a ^ target) <= n) pairs++;
        return pairs;
    }

    /** Ordered pairs (a, b), a ≠ b, both in 1..n, with a·b = product. */
    private static int factorPairs(int product, int n) {
        int pairs = 0;
        for (int a = 1; a <= n; a++) if (product % a == 0 && product / a <= n && product / a != a) pairs++;
        return pairs;
    }

    /** How many ways the cage can be filled under this operation with the grid's digits' result. */
    static int fillings(Grid grid, List<Cell> cells, Operation op) {
        int n = grid.size();
        int target =
                Math.toIntExact(op.apply(cells.stream().mapToInt(grid::digit).toArray()));
        int[] masks = new int[cells.size()];
        Arrays.fill(masks, ((1 << (n + 1)) - 1) & ~1);
        return CageFillings.forEach(new Cage(op, target, cells), masks, digits -> {});
    }

    private static int allowed(Variant variant) {
        int bits = 0;
        for (Operation op : Operation.values()) if (variant.allows(op)) bits |= bit(op);
        return bits;
    }

    private static int bit(Operation op) {
        return 1 << op.ordinal();
    }
}
