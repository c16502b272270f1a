package org.calcoolation.engine;

import java.util.Comparator;
import java.util.Objects;

/**
 * A kind of puzzle: its size, level and variant. Personal bests, averages, the choice of a new
 * puzzle and the daily ladder's rungs all speak of kinds.
 */
public record PuzzleKind(int size, Difficulty difficulty, Variant variant) implements Comparable<PuzzleKind> {

    private static final Comparator<PuzzleKind> ORDER = Comparator.comparingInt(PuzzleKind::size)
            .thenComparing(PuzzleKind::difficulty)
            .thenComparing(PuzzleKind::variant);

    public PuzzleKind {
        if (size < Puzzle.MIN_SIZE || size > Puzzle.MAX_SIZE) {
            throw new IllegalArgumentException(
                    "size " + size + " is outside " + Puzzle.MIN_SIZE + ".." + Puzzle.MAX_SIZE);
        }
        Objects.requireNonNull(difficulty, "difficulty");
        Objects.requireNonNull(variant, "variant");
    }

    /** "9×9 Hard", with the variant when it is not the standard one: "6×6 Normal · Multiplication only". */
    public String label() {
        return size + "×" + size + " " + difficulty.label()
                + (variant.equals(Variant.STANDARD) ? "" : " · " + variant.label());
    }

    @Override
    public int compareTo(PuzzleKind other) {
        return ORDER.compare(this, other);
    }
}
