package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageFillings;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Solver;

/**
 * Makes a puzzle a little easier where the solver got stuck, keeping its solution: the cage of a
 * stuck cell takes its most telling clue; if it has that already, it splits in two, or, when too
 * small to split, gives the stuck cell up as a single-cell cage. Random cages on 10×10 to 12×12
 * grids are almost never Easy or Normal, and random multiplication-only puzzles are mostly
 * ambiguous; a few of these steps get there in milliseconds instead of seconds.
 */
final class Sharpening {

    private Sharpening() {}

    static Puzzle sharpen(Puzzle puzzle, Cell stuck, Variant variant) {
        Grid grid = puzzle.solution().orElseThrow();
        Cage cage = puzzle.cageAt(stuck);
        List<Cage> cages = new ArrayList<>(puzzle.cages());
        cages.remove(cage);
        Cage sharper = mostTelling(grid, cage.cells(), variant);
        List<List<Cell>> halves = cage.size() >= 4 ? halves(cage.cells(), stuck) : List.of();
        if (fillings(sharper, grid.size()) < fillings(cage, grid.size())) {
            cages.add(sharper);
        } else if (variant.style() == CageStyle.MERGE && handOver(grid, cages, cage, stuck, variant)) {
            // Done: the cage gave a cell to a neighbour, and the count of cages, so the mean, stayed.
        } else if (!halves.isEmpty()) {
            for (List<Cell> half : halves) cages.add(mostTelling(grid, half, variant));
        } else {
            cages.add(mostTelling(grid, List.of(stuck), variant));
            List<Cell> rest = new ArrayList<>(cage.cells());
            rest.remove(stuck);
            for (List<Cell> piece : pieces(rest)) {
                boolean lone = piece.size() == 1 && grid.size() >= Generator.LARGE_FROM;
                if (!lone || !joinNeighbour(grid, cages, piece.getFirst(), stuck, variant))
                    cages.add(mostTelling(grid, piece, variant));
            }
        }
        return new Puzzle(puzzle.size(), cages, puzzle.solution());
    }

    /**
     * On 13×13 and up, a cell a split leaves alone joins a neighbouring cage instead of becoming a
     * second single cell: there a domino split in two would spend two of the few single cells a
     * puzzle may have (see {@link Generator#maxGivens}). False if no neighbouring cage has room.
     */
    private static boolean joinNeighbour(Grid grid, List<Cage> cages, Cell lone, Cell given, Variant variant) {
        for (int k = 0; k < cages.size(); k++) {
            Cage next = cages.get(k);
            if (next.size() < 2 || next.size() >= Cage.MAX_CELLS || next.cells().contains(given)) continue;
            if (next.cells().stream().noneMatch(lone::touches)) continue;
            List<Cell> joined = new ArrayList<>(next.cells());
            joined.add(lone);
            cages.set(k, mostTelling(grid, joined, variant));
            return true;
        }
        return false;
    }

    /**
     * For the merged cut, whose mean a split would lower: the stuck cage hands one of its cells
     * (the stuck one if it can) to a neighbouring cage with room, if the cage stays connected and
     * the neighbour takes no cell it could swap with; both then take their most telling clue.
     * False, changing nothing, if no cell can go.
     */
    private static boolean handOver(Grid grid, List<Cage> cages, Cage cage, Cell stuck, Variant variant) {
        if (cage.size() < 2) return false;
        int n = grid.size();
        boolean[][] swappable = ClassicCut.intercalatePairs(grid);
        List<Cell> order = new ArrayList<>(cage.cells());
        order.remove(stuck);
        order.addFirst(stuck);
        for (Cell out : order) {
            List<Cell> rest = new ArrayList<>(cage.cells());
            rest.remove(out);
            if (pieces(rest).size() != 1) continue;
            for (int k = 0; k < cages.size(); k++) {
                Cage next = cages.get(k);
                if (next.size() >= Cage.MAX_CELLS || next.cells().stream().noneMatch(out::touches)) continue;
                if (next.cells().stream().anyMatch(c -> swappable[c.index(n)][out.index(n)])) continue;
                List<Cell> joined = new ArrayList<>(next.cells());
                joined.add(out);
                cages.set(k, sameOperation(grid, next, joined, variant));
                cages.add(sameOperation(grid, cage, rest, variant));
                return true;
            }
        }
        return false;
    }

    /**
     * The clue of {@code before}'s operation over these cells, where it fits them (− and ÷ need two
     * cells, or extended; a whole result above 0); else the most telling. Keeping the operation keeps
     * the mix of clues: re-clueing both cages of every hand-over made four merged cages in five ×.
     */
    static Cage sameOperation(Grid grid, Cage before, List<Cell> cells, Variant variant) {
        if (cells.size() == 1 || before.isHidden()) return mostTelling(grid, cells, variant);
        Operation op = before.operation();
        // A single cell reads as a sum whatever the mix; grown by a cell it takes an operation of the kind.
        if (!variant.allows(op)) return mostTelling(grid, cells, variant);
        boolean longer = cells.size() > 2 && variant.has(Twist.EXTENDED_OPERATIONS);
        if (op.needsTwoCells() && cells.size() != 2 && !longer) return mostTelling(grid, cells, variant);
        long target = op.apply(cells.stream().mapToInt(grid::digit).toArray());
        if (target <= 0) return mostTelling(grid, cells, variant);
        return new Cage(op, Math.toIntExact(target), cells);
    }

    /** The clue for these cells that admits the fewest fillings; never a − of N−1 or a ÷ above N/2. */
    static Cage mostTelling(Grid grid, List<Cell> cells, Variant variant) {
        int n = grid.size();
        int[] digits = cells.stream().mapToInt(grid::digit).toArray();
        Cage best = null;
        int bestCount = Integer.MAX_VALUE;
        for (Operation op : Operation.values()) {
            if (!variant.allows(op) && cells.size() > 1) continue;
            boolean longer = cells.size() > 2 && variant.has(Twist.EXTENDED_OPERATIONS);
            if (op.needsTwoCells() && cells.size() != 2 && !longer) continue;
            long target = op.apply(digits);
            if (target <= 0) continue;
            if (op == Operation.SUBTRACT && target == n - 1) continue;
            if (op == Operation.DIVIDE && 2 * target > n) continue;
            Cage candidate = Generator.dressed(new Cage(op, Math.toIntExact(target), cells), variant);
            int count = fillings(candidate, n);
            if (count < bestCount) {
                best = candidate;
                bestCount = count;
            }
        }
        return best;
    }

    static int fillings(Cage cage, int n) {
        int[] masks = new int[cage.size()];
        Arrays.fill(masks, ((1 << (n + 1)) - 1) & ~1);
        return CageFillings.forEach(cage, masks, digits -> {});
    }

    /** Two connected pieces of at least two cells each, one holding the stuck cell with a neighbour; none if the shape will not split so. */
    private static List<List<Cell>> halves(List<Cell> cells, Cell stuck) {
        for (Cell partner : cells) {
            if (!partner.touches(stuck)) continue;
            List<Cell> rest = new ArrayList<>(cells);
            rest.remove(stuck);
            rest.remove(partner);
            if (pieces(rest).size() == 1) return List.of(List.of(stuck, partner), rest);
        }
        return List.of();
    }

    /** The connected pieces of a set of cells. */
    static List<List<Cell>> pieces(List<Cell> cells) {
        List<List<Cell>> pieces = new ArrayList<>();
        List<Cell> left = new ArrayList<>(cells);
        while (!left.isEmpty()) {
            List<Cell> piece = new ArrayList<>(List.of(left.removeFirst()));
            for (int i = 0; i < piece.size(); i++) {
                Cell c = piece.get(i);
                for (int j = left.size() - 1; j >= 0; j--) {
                    Cell o = left.get(j);
                    if (c.touches(o)) piece.add(left.remove(j));
                }
            }
            pieces.add(piece);
        }
        return pieces;
    }

    /**
     * Sharpens the puzzle step by step where the solver sticks until it grades at the level, within
     * the single cells {@link Generator#maxGivens} allows; empty if it grades at another level or
     * runs out of steps.
     */
    static Optional<Puzzle> toLevel(Puzzle puzzle, Difficulty difficulty, Variant variant, RandomGenerator random) {
        // A merged cut to a low mean leaves single cells by design; sharpening may add as many as elsewhere.
        long most =
                Generator.maxGivens(puzzle.size(), variant) + (variant.style() == CageStyle.MERGE ? givens(puzzle) : 0);
        // Merged cages hand cells on rather than split, which takes more steps but keeps the mean asked for.
        int steps = (variant.style() == CageStyle.MERGE ? 12 : 4) * puzzle.size();
        for (int step = 0; step < steps; step++) {
            if (givens(puzzle) > most) return Optional.empty();
            Solver.Progress progress = Solver.progress(puzzle, difficulty, Generator.checkBudget());
            if (progress.grade().isPresent())
                return progress.grade().get() == difficulty ? Optional.of(puzzle) : Optional.empty();
            List<Cell> open = progress.open();
            if (open.isEmpty()) return Optional.empty();
            // A cage that alone shows one of the kind's twists is sharpened last: its new clue may not show it.
            Puzzle before = puzzle;
            List<Cell> spare = open.stream()
                    .filter(cell -> !alone(before, before.cageAt(cell), variant))
                    .toList();
            List<Cell> from = spare.isEmpty() ? open : spare;
            puzzle = sharpen(puzzle, from.get(random.nextInt(from.size())), variant);
        }
        return Optional.empty();
    }

    /** Whether this cage is the only one of the puzzle to show one of the kind's twists. */
    private static boolean alone(Puzzle puzzle, Cage cage, Variant variant) {
        for (Twist twist : variant.twists()) {
            if (twist.isShownBy(cage)
                    && puzzle.cages().stream().filter(twist::isShownBy).count() == 1) return true;
        }
        return false;
    }

    private static long givens(Puzzle puzzle) {
        return puzzle.cages().stream().filter(cage -> cage.size() == 1).count();
    }
}
