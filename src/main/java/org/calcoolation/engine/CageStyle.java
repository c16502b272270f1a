package org.calcoolation.engine;

import java.util.Locale;

/**
 * How a puzzle's grid is cut into cages. Keen's cuts are mostly dominoes, which carry the − and ÷
 * clues; Classic cuts larger pieces from a polyomino library, as newspaper puzzles do; Merged
 * joins single cells, smaller cages first, until the cages reach the mean size asked for, as
 * Calcudoku-py does ({@link Variant#meanTenths()}).
 */
public enum CageStyle {
    KEEN,
    CLASSIC,
    MERGE;

    /** The lower-case word of the CLI and JSON: {@code keen}, {@code classic} or {@code merge}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String label() {
        return switch (this) {
            case KEEN -> "Keen";
            case CLASSIC -> "Classic";
            case MERGE -> "Merged";
        };
    }

    public static CageStyle parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "keen", "k" -> KEEN;
            case "classic", "c" -> CLASSIC;
            case "merge", "merged" -> MERGE;
            default -> throw new IllegalArgumentException("unknown cage style '" + text + "' (keen, classic or merge)");
        };
    }
}
