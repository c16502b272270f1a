package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;

/**
 * Keen's cut: the grid into connected cages, dominoes first, then leftover cells folded into
 * neighbours.
 */
final class KeenCut {

    private KeenCut() {}

    /** {@code dominoChance} in quarters: how likely a free pair of neighbours becomes a domino. */
    static Optional<List<List<Cell>>> cut(int n, int dominoChance, RandomGenerator random) {
        int cells = n * n;
        int[] order = shuffled(cells, random);
        int[] rank = new int[cells];
        for (int i = 0; i < cells; i++) rank[order[i]] = i;
        int[] parent = new int[cells];
        int[] size = new int[cells];
        boolean[] single = new boolean[cells];
        for (int i = 0; i < cells; i++) {
            parent[i] = i;
            size[i] = 1;
            single[i] = true;
        }
        // Dominoes make the − and ÷ clues; Keen's three in four leaves enough single cells for larger shapes.
        for (int i = 0; i < cells; i++) {
            if (!single[i]) continue;
            int best = bestNeighbour(n, i, rank, j -> single[j]);
            if (best >= 0 && random.nextInt(4) < dominoChance) {
                single[i] = single[best] = false;
                union(parent, size, i, best);
            }
        }
        for (int i = 0; i < cells; i++) {
            if (!single[i]) continue;
            int best = bestNeighbour(n, i, rank, j -> size[find(parent, j)] < Cage.MAX_CELLS);
            if (best < 0) return Optional.empty();
            single[i] = single[best] = false;
            union(parent, size, i, best);
        }
        return Optional.of(groups(n, parent));
    }

    /** The cells of each set of the union-find, in the order their first cell comes. */
    private static List<List<Cell>> groups(int n, int[] parent) {
        List<List<Cell>> groups = new ArrayList<>();
        int[] groupOf = new int[n * n];
        Arrays.fill(groupOf, -1);
        for (int i = 0; i < n * n; i++) {
            int root = find(parent, i);
            if (groupOf[root] < 0) {
                groupOf[root] = groups.size();
                groups.add(new ArrayList<>());
            }
            groups.get(groupOf[root]).add(Cell.ofIndex(i, n));
        }
        return groups;
    }

    /** The neighbour that passes the test and comes first in the random order, or −1. */
    private static int bestNeighbour(int n, int i, int[] rank, IntPredicate ok) {
        int r = i / n, c = i % n, best = -1;
        int[] around = {c > 0 ? i - 1 : -1, c + 1 < n ? i + 1 : -1, r > 0 ? i - n : -1, r + 1 < n ? i + n : -1};
        for (int j : around) {
            if (j >= 0 && ok.test(j) && (best < 0 || rank[j] < rank[best])) best = j;
        }
        return best;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static void union(int[] parent, int[] size, int a, int b) {
        int ra = find(parent, a), rb = find(parent, b);
        if (ra == rb) return;
        parent[rb] = ra;
        size[ra] += size[rb];
    }

    static int[] shuffled(int count, RandomGenerator random) {
        int[] order = new int[count];
        for (int i = 0; i < count; i++) order[i] = i;
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        return order;
    }
}
