package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Variant;

/**
 * The merged cut, as Calcudoku-py makes its cages: every cell starts alone, and neighbouring cages
 * merge one pair at a time until there are as few cages as the mean size asks for. Smaller cages
 * merge first (a cage is picked with a weight of one over its size cubed), and of its neighbours
 * the one whose merge comes nearer the mean (rounded up) is likelier (one over one plus the
 * distance). So the sizes stay close to the mean, and a high mean does not strand single cells
 * among full cages.
 *
 * <p>Unlike Calcudoku-py, the cut also knows the digits: a merge is likelier the fewer fillings
 * the merged cells would have under their most telling clue (one over the square root). Blind
 * merges at a mean of 4 made cages so ambiguous that sharpening split them back to about 3 cells
 * (9×9, 4.05 cut, 2.6 to 3.4 made); weighed, 9×9 Hard at 4.0 comes out at 3.86 to 4.05.
 *
 * <p>As in {@link ClassicCut}, no cage takes two cells of an intercalate, which would let four
 * digits swap; and no cage grows past {@link Cage#MAX_CELLS}, the most an ID may carry.
 */
final class MergeCut {

    private MergeCut() {}

    /** How far short of the mean a cut that can merge no more may stop, in tenths. */
    static final int NEAR_ENOUGH_TENTHS = 2;

    /** How many cages a grid of n×n cells has at this mean: the nearest whole number, at least one. */
    static int cagesFor(int n, int meanTenths) {
        return Math.max(1, Math.round(n * n * 10f / meanTenths));
    }

    /**
     * Empty when no merge is left before the count is nearly reached ({@link #NEAR_ENOUGH_TENTHS}),
     * which the caller answers with a fresh cut.
     */
    static Optional<List<List<Cell>>> cut(Grid grid, Variant variant, RandomGenerator random) {
        return cut(
                grid,
                variant.meanTenths(),
                cells -> Sharpening.fillings(Sharpening.mostTelling(grid, cells, variant), grid.size()),
                random);
    }

    /** As above, each merge weighed against the fillings the merged cells would have under their most telling clue. */
    static Optional<List<List<Cell>>> cut(
            Grid grid, int meanTenths, ToIntFunction<List<Cell>> fillings, RandomGenerator random) {
        int n = grid.size();
        boolean[][] swappable = ClassicCut.intercalatePairs(grid);
        int[] owner = new int[n * n];
        List<List<Cell>> cages = oneCellEach(n, owner);
        int live = n * n, goal = cagesFor(n, meanTenths);
        double[] weight = new double[n * n];
        while (live > goal) {
            // Pick a cage that can still merge, smaller ones far likelier, then a neighbour to merge it with.
            double total = mergeWeights(cages, weight);
            boolean merged = false;
            while (!merged) {
                int k = draw(weight, total, random);
                if (k < 0) break;
                int partner = partner(n, cages, owner, swappable, k, meanTenths, fillings, random);
                if (partner >= 0) {
                    for (Cell c : cages.get(partner)) owner[c.index(n)] = k;
                    cages.get(k).addAll(cages.get(partner));
                    cages.get(partner).clear();
                    live--;
                    merged = true;
                } else {
                    total -= weight[k];
                    weight[k] = 0;
                }
            }
            // Stuck among full cages: near enough if the mean is within a fifth of a cell of the one asked.
            if (!merged) {
                if (live <= cagesFor(n, meanTenths - NEAR_ENOUGH_TENTHS)) break;
                return Optional.empty();
            }
        }
        return Optional.of(
                cages.stream().filter(cage -> !cage.isEmpty()).map(List::copyOf).toList());
    }

    /** The start: every cell its own cage, and its own owner. */
    private static List<List<Cell>> oneCellEach(int n, int[] owner) {
        List<List<Cell>> cages = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            owner[i] = i;
            cages.add(new ArrayList<>(List.of(Cell.ofIndex(i, n))));
        }
        return cages;
    }

    /** Fills {@code weight} with each cage's chance to be picked (1/size³, 0 when it cannot grow); returns the total. */
    private static double mergeWeights(List<List<Cell>> cages, double[] weight) {
        double total = 0;
        for (int k = 0; k < cages.size(); k++) {
            List<Cell> cage = cages.get(k);
            boolean open = !cage.isEmpty() && cage.size() < Cage.MAX_CELLS;
            weight[k] = open ? 1.0 / ((double) cage.size() * cage.size() * cage.size()) : 0;
            total += weight[k];
        }
        return total;
    }

    /**
     * A neighbouring cage that cage {@code k} can merge with (no more than {@link Cage#MAX_CELLS}
     * cells together, no intercalate pair between them), drawn by the weights the class comment
     * gives; −1 if there is none.
     */
    private static int partner(
            int n,
            List<List<Cell>> cages,
            int[] owner,
            boolean[][] swappable,
            int k,
            int meanTenths,
            ToIntFunction<List<Cell>> fillings,
            RandomGenerator random) {
        List<Integer> near = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        double total = 0;
        int size = cages.get(k).size();
        for (Cell c : cages.get(k)) {
            int i = c.index(n), r = c.row(), col = c.col();
            int[] around = {col > 0 ? i - 1 : -1, col + 1 < n ? i + 1 : -1, r > 0 ? i - n : -1, r + 1 < n ? i + n : -1};
            for (int j : around) {
                if (j < 0 || owner[j] == k || near.contains(owner[j])) continue;
                List<Cell> other = cages.get(owner[j]);
                if (size + other.size() > Cage.MAX_CELLS || clash(n, cages.get(k), other, swappable)) continue;
                near.add(owner[j]);
                List<Cell> merged = new ArrayList<>(cages.get(k));
                merged.addAll(other);
                int aim = (meanTenths + 9) / 10;
                double w = 1.0
                        / (1 + Math.abs(size + other.size() - aim))
                        / Math.sqrt(Math.max(1, fillings.applyAsInt(merged)));
                weights.add(w);
                total += w;
            }
        }
        if (near.isEmpty()) return -1;
        double pick = random.nextDouble() * total;
        for (int x = 0; x < near.size(); x++) {
            pick -= weights.get(x);
            if (pick < 0) return near.get(x);
        }
        return near.getLast();
    }

    static boolean clash(int n, List<Cell> a, List<Cell> b, boolean[][] swappable) {
        for (Cell x : a) for (Cell y : b) if (swappable[x.index(n)][y.index(n)]) return true;
        return false;
    }

    /** A cage with a weight above 0, as likely as its weight; −1 if none has one left. */
    static int draw(double[] weight, double total, RandomGenerator random) {
        double pick = random.nextDouble() * total;
        int last = -1;
        for (int k = 0; k < weight.length; k++) {
            if (weight[k] <= 0) continue;
            last = k;
            pick -= weight[k];
            if (pick < 0) return k;
        }
        return last;
    }
}
