package org.calcoolation.print;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.calcoolation.engine.Difficulty;

/** Puzzles asked of the generator: {@code count} of each size at each level. */
public record Order(Set<Integer> sizes, Set<Difficulty> levels, int count) {

    /** The sizes offered for printing: up to 9×9, whose clues still fit a cell at six a page. */
    public static final List<Integer> SIZES = List.of(3, 4, 5, 6, 7, 8, 9);

    public Order {
        sizes = Set.copyOf(sizes);
        levels = Set.copyOf(Objects.requireNonNull(levels, "levels"));
    }

    public int total() {
        return sizes.size() * levels.size() * count;
    }
}
