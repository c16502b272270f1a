package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;

/**
 * Cuts a grid into Classic cages: polyomino pieces laid from the first open cell in reading order,
 * each of a size drawn around the mean asked for, in any rotation or reflection that fits. A cell
 * no piece fits joins a neighbouring cage, so single cells are rare.
 *
 * <p>The cut knows the grid it cuts. A random Latin square holds some n²/4 intercalates (a b over
 * b a); a cage holding two cells of one, with the other two also sharing a cage, lets the four
 * digits swap without changing a sum or product. Large cages made nine puzzles in ten ambiguous
 * that way, so no piece takes two cells of an intercalate.
 */
final class ClassicCut {

    /**
     * The mean cage size Classic cuts aim at, for about 2.8 to 3.2 cells a cage in the finished
     * puzzle: sharpening splits some cages, sums most (9×9, 20 puzzles a level: at 3.0 the puzzles
     * averaged 2.50 to 2.86 cells, at 3.3 2.61 to 3.14). From 10×10 the larger aim slowed Extreme
     * and Unreasonable fivefold at the median for 0.1 cell more, so those stay at 3.0.
     */
    static double defaultMean(int size) {
        return size >= Generator.SHARPEN_FROM ? 3.0 : 3.3;
    }

    private static final boolean[][] NO_SWAPS =
            new boolean[Puzzle.MAX_SIZE * Puzzle.MAX_SIZE][Puzzle.MAX_SIZE * Puzzle.MAX_SIZE];

    private ClassicCut() {}

    /** Empty when a cell could be placed nowhere, which the caller answers with a fresh cut. */
    static Optional<List<List<Cell>>> cut(Grid grid, double mean, RandomGenerator random) {
        int n = grid.size();
        boolean[][] swappable = intercalatePairs(grid);
        int[] owner = new int[n * n];
        Arrays.fill(owner, -1);
        List<List<Cell>> cages = new ArrayList<>();
        for (int i = 0; i < n * n; i++) {
            if (owner[i] >= 0) continue;
            int size = drawSize(mean, random);
            List<Cell> piece = place(n, i, owner, swappable, size, random);
            // Small squares can be all intercalates; then a piece that might swap beats a grid of single cells.
            if (piece.size() == 1) piece = place(n, i, owner, NO_SWAPS, size, random);
            if (piece.size() == 1 && !joinNeighbour(n, i, owner, swappable, cages, random)) {
                owner[i] = cages.size();
                cages.add(new ArrayList<>(piece));
            } else if (piece.size() > 1) {
                for (Cell c : piece) owner[c.index(n)] = cages.size();
                cages.add(new ArrayList<>(piece));
            }
        }
        return Optional.of(cages.stream().map(List::copyOf).toList());
    }

    /** Sizes 2..5 weighted by how near they lie to the mean: 3.0 gives 2, 3 and 4 as 1 : 3 : 1. */
    static int drawSize(double mean, RandomGenerator random) {
        double[] weights = new double[Polyominoes.LARGEST + 1];
        double total = 0;
        for (int s = 2; s <= Polyominoes.LARGEST; s++) {
            weights[s] = Math.max(0, 1.5 - Math.abs(s - mean));
            total += weights[s];
        }
        double pick = random.nextDouble() * total;
        for (int s = 2; s <= Polyominoes.LARGEST; s++) {
            pick -= weights[s];
            if (pick < 0) return s;
        }
        return 2;
    }

    /**
     * The largest piece, of at most {@code size} cells, that covers cell {@code i} and only open
     * cells; pieces are tried in random order. The piece's first cell sits on {@code i}, since every
     * cell before it in reading order is taken.
     */
    private static List<Cell> place(
            int n, int i, int[] owner, boolean[][] swappable, int size, RandomGenerator random) {
        int r0 = i / n, c0 = i % n;
        for (int s = size; s >= 2; s--) {
            List<int[][]> pieces = Polyominoes.ofSize(s);
            int[] order = KeenCut.shuffled(pieces.size(), random);
            for (int k : order) {
                int[][] piece = pieces.get(k);
                int dc = c0 - piece[0][1];
                List<Cell> cells = new ArrayList<>(s);
                for (int[] p : piece) {
                    int r = r0 + p[0], c = p[1] + dc;
                    if (r >= n || c < 0 || c >= n || owner[r * n + c] >= 0 || clashes(cells, r * n + c, n, swappable))
                        break;
                    cells.add(new Cell(r, c));
                }
                if (cells.size() == s) return cells;
            }
        }
        return List.of(Cell.ofIndex(i, n));
    }

    private static boolean clashes(List<Cell> cells, int j, int n, boolean[][] swappable) {
        for (Cell c : cells) if (swappable[c.index(n)][j]) return true;
        return false;
    }

    /** For each two cells of a row or column, whether they lie in an intercalate: a b here and b a in another row or column. */
    static boolean[][] intercalatePairs(Grid grid) {
        int n = grid.size();
        boolean[][] pairs = new boolean[n * n][n * n];
        for (int r = 0; r < n; r++) {
            for (int c1 = 0; c1 < n; c1++) {
                for (int c2 = c1 + 1; c2 < n; c2++) {
                    int a = grid.digit(new Cell(r, c1)), b = grid.digit(new Cell(r, c2));
                    for (int r2 = 0; r2 < n; r2++) {
                        if (r2 == r || grid.digit(new Cell(r2, c1)) != b || grid.digit(new Cell(r2, c2)) != a) continue;
                        // The four cells pair up by rows and by columns alike.
                        mark(pairs, r * n + c1, r * n + c2);
                        mark(pairs, r2 * n + c1, r2 * n + c2);
                        mark(pairs, r * n + c1, r2 * n + c1);
                        mark(pairs, r * n + c2, r2 * n + c2);
                    }
                }
            }
        }
        return pairs;
    }

    private static void mark(boolean[][] pairs, int i, int j) {
        pairs[i][j] = pairs[j][i] = true;
    }

    /** Adds a lone cell to the smallest cage beside it that has room and no cell it could swap with; false if none has. */
    private static boolean joinNeighbour(
            int n, int i, int[] owner, boolean[][] swappable, List<List<Cell>> cages, RandomGenerator random) {
        int r = i / n, c = i % n, best = -1;
        int[] around = {c > 0 ? i - 1 : -1, c + 1 < n ? i + 1 : -1, r > 0 ? i - n : -1, r + 1 < n ? i + n : -1};
        for (int j : around) {
            if (j < 0 || owner[j] < 0 || clashes(cages.get(owner[j]), i, n, swappable)) continue;
            int size = cages.get(owner[j]).size();
            if (size < Cage.MAX_CELLS
                    && (best < 0
                            || size < cages.get(best).size()
                            || (size == cages.get(best).size() && random.nextBoolean()))) {
                best = owner[j];
            }
        }
        if (best < 0) return false;
        cages.get(best).add(Cell.ofIndex(i, n));
        owner[i] = best;
        return true;
    }
}
