package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Solver;

/**
 * The merged cut for Normal puzzles of 8×8 and up at means over 3.5 up to 4.0, which keeps the puzzle
 * solvable while it merges. Cut first and sharpened after, no 9×9 Normal came out at 4.0: the cut's
 * cages left 62 to 80 of the 81 cells open to Normal techniques (most cuts had two solutions or more),
 * and the hundred steps of sharpening that followed split cages back below the mean or left more
 * single cells than allowed (of 40 attempts: 16 too many single cells, 10 out of steps, 7 at a mean
 * of 3.2 to 3.7, 6 cuts stuck, 1 made).
 *
 * <p>Here every cell starts as its own cage, and cages merge as in {@link MergeCut}: a cage is
 * picked with a weight of one over its size cubed, and of its neighbours the one whose merge comes
 * nearer the mean (rounded up) and has fewer fillings under its most telling clue is likelier (far
 * likelier: see {@link #FILLINGS_POWER}; the cut takes one over their square root). The merged cage
 * takes that clue, and the merge stands only if techniques up to the level still finish the puzzle, so each
 * step keeps it unique; a cage none of whose merges stands merges no more. The puzzle is kept if it
 * has as many cages as the mean asks (as {@link Generator#meanFits} reads it), needs the level, and,
 * where {@link Balance} applies, no operation holds over half of its cages of two cells or more
 * once balanced (nearly every cage takes a product here, and without that rule balanced puzzles were
 * 52 % products over twenty, with one over the fillings).
 */
final class TellingMerge {

    private final Grid grid;
    private final Difficulty difficulty;
    private final Variant variant;
    private final RandomGenerator random;
    private final boolean[][] swappable;
    /** Each pair's merged cage under its most telling clue, and its fillings, by its cells: cages are picked again. */
    private final Map<List<Cell>, Joined> joinedByCells = new HashMap<>();

    private record Joined(Cage cage, int fillings) {}

    private TellingMerge(Grid grid, Difficulty difficulty, Variant variant, RandomGenerator random) {
        this.grid = grid;
        this.difficulty = difficulty;
        this.variant = variant;
        this.random = random;
        this.swappable = ClassicCut.intercalatePairs(grid);
    }

    /**
     * How hard a merge is weighed toward few fillings: one over them to this power. Attempts a 9×9 puzzle at
     * 4.0 over seeds 1001 on: 19 at the first power (twenty seeds), 12 at the second, 8.6 at the fourth,
     * 10.7 at the sixth (forty seeds each).
     */
    static final double FILLINGS_POWER = 4;

    /**
     * The smallest grid made so. At 4.0, ten seeds on a busy machine, with one over the fillings: 7×7 had a p90
     * of 2.2 s this way against 0.6 s sharpened; 8×8 a median of 0.17 s against 1.0, a p90 of 0.6 s against 1.7.
     */
    static final int FROM_SIZE = 8;

    /**
     * Whether Normal puzzles of this kind are made here: merged cuts over a mean of 3.5 up to 4.0 (at 4.5 this
     * way, with one over the fillings, an 8×8 took a median of 3.8 s; sharpening makes 4.5 up to 7×7), from
     * {@link #FROM_SIZE}.
     */
    static boolean applies(int size, Difficulty difficulty, Variant variant) {
        return variant.style() == CageStyle.MERGE
                && difficulty == Difficulty.NORMAL
                && size >= FROM_SIZE
                && variant.meanTenths() > 35
                && variant.meanTenths() <= 40;
    }

    /** One attempt on this square: a puzzle of the level, or empty. */
    static Optional<Puzzle> attempt(Grid grid, Difficulty difficulty, Variant variant, RandomGenerator random) {
        int n = grid.size();
        Puzzle puzzle = new Puzzle(n, new TellingMerge(grid, difficulty, variant, random).merged(), Optional.of(grid));
        long givens = puzzle.cages().stream().filter(cage -> cage.size() == 1).count();
        if (!Generator.meanFits(puzzle, variant)
                || givens > Generator.maxGivens(n, variant)
                || !Generator.showsItsTwists(puzzle, variant)) return Optional.empty();
        if (Solver.gradeWithin(puzzle, difficulty, Generator.checkBudget())
                .filter(difficulty::equals)
                .isEmpty()) return Optional.empty();
        if (!Balance.applies(variant)) return Optional.of(puzzle);
        Puzzle balanced = Balance.toAim(puzzle, difficulty, variant, random);
        return Balance.overHalf(balanced.cages()) ? Optional.empty() : Optional.of(balanced);
    }

    /** The cages once no more merges stand or the count the mean asks is reached. */
    private List<Cage> merged() {
        int n = grid.size(), goal = MergeCut.cagesFor(n, variant.meanTenths());
        List<Cage> cages = new ArrayList<>();
        for (int i = 0; i < n * n; i++) cages.add(Sharpening.mostTelling(grid, List.of(Cell.ofIndex(i, n)), variant));
        Set<List<Cell>> closed = new HashSet<>();
        while (cages.size() > goal) {
            double[] weight = new double[cages.size()];
            double total = 0;
            for (int k = 0; k < cages.size(); k++) {
                Cage cage = cages.get(k);
                boolean open = cage.size() < Cage.MAX_CELLS && !closed.contains(cage.cells());
                weight[k] = open ? 1.0 / ((double) cage.size() * cage.size() * cage.size()) : 0;
                total += weight[k];
            }
            int k = MergeCut.draw(weight, total, random);
            if (k < 0) break;
            Optional<List<Cage>> next = mergeOne(cages, k);
            if (next.isPresent()) cages = next.get();
            else closed.add(cages.get(k).cells());
        }
        return cages;
    }

    /** The cages with cage {@code k} merged into a neighbour where the puzzle still solves at the level, if any. */
    private Optional<List<Cage>> mergeOne(List<Cage> cages, int k) {
        int n = grid.size();
        Map<Integer, Joined> joined = joinings(cages, k);
        double[] weight = new double[cages.size()];
        double total = 0;
        for (Map.Entry<Integer, Joined> each : joined.entrySet()) {
            int size = each.getValue().cage().size(), aim = (variant.meanTenths() + 9) / 10;
            weight[each.getKey()] = 1.0
                    / (1 + Math.abs(size - aim))
                    / Math.pow(Math.max(1, each.getValue().fillings()), FILLINGS_POWER);
            total += weight[each.getKey()];
        }
        for (int j = MergeCut.draw(weight, total, random); j >= 0; j = MergeCut.draw(weight, total, random)) {
            List<Cage> changed = new ArrayList<>(cages);
            changed.set(k, joined.get(j).cage());
            changed.remove(j);
            if (Solver.gradeWithin(new Puzzle(n, changed, Optional.of(grid)), difficulty, Generator.checkBudget())
                    .isPresent()) return Optional.of(changed);
            total -= weight[j];
            weight[j] = 0;
        }
        return Optional.empty();
    }

    /**
     * By the index of each cage that cage {@code k} may merge with (touching, within {@link Cage#MAX_CELLS}
     * together, no two cells of an intercalate), the cage the two make under their most telling clue.
     */
    private Map<Integer, Joined> joinings(List<Cage> cages, int k) {
        int n = grid.size();
        List<Cell> cells = cages.get(k).cells();
        Map<Integer, Joined> joined = new LinkedHashMap<>();
        for (int j = 0; j < cages.size(); j++) {
            List<Cell> other = cages.get(j).cells();
            if (j == k || cells.size() + other.size() > Cage.MAX_CELLS) continue;
            if (cells.stream().noneMatch(c -> other.stream().anyMatch(c::touches))) continue;
            if (MergeCut.clash(n, cells, other, swappable)) continue;
            List<Cell> both = new ArrayList<>(cells);
            both.addAll(other);
            joined.put(j, joinedByCells.computeIfAbsent(both, this::joined));
        }
        return joined;
    }

    private Joined joined(List<Cell> cells) {
        Cage cage = Sharpening.mostTelling(grid, cells, variant);
        return new Joined(cage, Sharpening.fillings(cage, grid.size()));
    }
}
