package org.calcoolation.engine.generate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Every fixed polyomino of two to five cells: each rotation and reflection of the domino, the
 * triominoes (I, L), the tetrominoes (I, O, T, S, Z, L, J) and the twelve pentominoes, as Kaldoku
 * cut its cages. A piece is its cells as (row, column) offsets, rows first, the first cell in row 0.
 */
final class Polyominoes {

    static final int LARGEST = 5;

    /** Pieces by size: index k holds the fixed polyominoes of k cells (2, 6, 19 and 63 of them). */
    private static final List<List<int[][]>> BY_SIZE = enumerate();

    private Polyominoes() {}

    static List<int[][]> ofSize(int size) {
        return BY_SIZE.get(size);
    }

    /** Grows every piece of k cells by one neighbouring cell, keeping each shape once up to translation. */
    private static List<List<int[][]>> enumerate() {
        List<List<int[][]>> bySize = new ArrayList<>();
        bySize.add(List.of());
        Set<String> current = new LinkedHashSet<>(List.of(key(new int[][] {{0, 0}})));
        bySize.add(current.stream().map(Polyominoes::parse).toList());
        for (int size = 2; size <= LARGEST; size++) {
            Set<String> next = new LinkedHashSet<>();
            for (String piece : current) {
                int[][] cells = parse(piece);
                for (int[] cell : cells) {
                    for (int[] step : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                        int[] added = {cell[0] + step[0], cell[1] + step[1]};
                        if (contains(cells, added)) continue;
                        int[][] grown = Arrays.copyOf(cells, cells.length + 1);
                        grown[cells.length] = added;
                        next.add(key(grown));
                    }
                }
            }
            bySize.add(next.stream().map(Polyominoes::parse).toList());
            current = next;
        }
        return List.copyOf(bySize);
    }

    private static boolean contains(int[][] cells, int[] cell) {
        for (int[] c : cells) if (c[0] == cell[0] && c[1] == cell[1]) return true;
        return false;
    }

    /** The piece moved so its top row is 0 and leftmost column 0, cells in reading order, as text. */
    private static String key(int[][] cells) {
        int minR = Integer.MAX_VALUE, minC = Integer.MAX_VALUE;
        for (int[] c : cells) {
            minR = Math.min(minR, c[0]);
            minC = Math.min(minC, c[1]);
        }
        List<String> parts = new ArrayList<>();
        for (int[] c : cells) parts.add((c[0] - minR) + "," + (c[1] - minC));
        parts.sort(Comparator.comparingInt((String p) -> Integer.parseInt(p.split(",")[0]))
                .thenComparingInt(p -> Integer.parseInt(p.split(",")[1])));
        return String.join(";", parts);
    }

    private static int[][] parse(String key) {
        String[] parts = key.split(";");
        int[][] cells = new int[parts.length][];
        for (int i = 0; i < parts.length; i++) {
            String[] rc = parts[i].split(",");
            cells[i] = new int[] {Integer.parseInt(rc[0]), Integer.parseInt(rc[1])};
        }
        return cells;
    }
}
