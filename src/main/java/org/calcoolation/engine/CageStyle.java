package org.calcoolation.engine;

import java.util.Locale;

/**
 * How a puzzle's grid is cut into cages. Keen's cuts are mostly dominoes, which carry the − and ÷
 * clues; Classic cuts larger pieces from a polyomino library, as newspaper puzzles do.
 */
public enum CageStyle {
    KEEN,
    CLASSIC;

    /** The lower-case word of the CLI and JSON: {@code keen} or {@code classic}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String label() {
        return this == KEEN ? "Keen" : "Classic";
    }

    public static CageStyle parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "keen", "k" -> KEEN;
            case "classic", "c" -> CLASSIC;
            default -> throw new IllegalArgumentException("unknown cage style '" + text + "' (keen or classic)");
        };
    }
}
