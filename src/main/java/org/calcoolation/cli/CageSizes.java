package org.calcoolation.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Puzzle;

/** The share of cages of each size, per grid size and cage style, over the puzzles a bench made. */
final class CageSizes {

    private record Key(int size, CageStyle style) implements Comparable<Key> {
        @Override
        public int compareTo(Key o) {
            return size != o.size ? Integer.compare(size, o.size) : style.compareTo(o.style);
        }
    }

    private final Map<Key, long[]> counts = new TreeMap<>();

    void count(int size, CageStyle style, Puzzle puzzle) {
        long[] bySize = counts.computeIfAbsent(new Key(size, style), k -> new long[Cage.MAX_CELLS + 1]);
        for (Cage cage : puzzle.cages()) bySize[cage.size()]++;
    }

    /** One line per grid size and style: the cages counted, the percentage of each size 1..6, and the mean. */
    void print(boolean markdown, PrintStream out) {
        String head = "size | style | cages | 1 | 2 | 3 | 4 | 5 | 6 | mean cells";
        out.println(markdown ? "| " + head + " |" : "cage sizes (% of cages): " + head);
        if (markdown) out.println("|---|---|" + "---:|".repeat(8));
        counts.forEach((key, bySize) -> {
            long cages = 0, cells = 0;
            for (int s = 1; s < bySize.length; s++) {
                cages += bySize[s];
                cells += s * bySize[s];
            }
            StringBuilder line = new StringBuilder(
                    key.size() + "×" + key.size() + " | " + key.style().key() + " | " + cages);
            for (int s = 1; s < bySize.length; s++)
                line.append(" | ").append(String.format(Locale.ROOT, "%.1f", 100.0 * bySize[s] / cages));
            line.append(" | ").append(String.format(Locale.ROOT, "%.2f", (double) cells / cages));
            out.println(markdown ? "| " + line + " |" : line);
        });
        out.flush();
    }
}
