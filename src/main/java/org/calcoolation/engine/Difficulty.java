package org.calcoolation.engine;

import java.util.Locale;

/**
 * Keen's difficulty ladder: each level names the hardest deduction a puzzle needs. Easy asks for
 * singles and whole-cage digit sets; Normal for per-cell cage reasoning; Hard for cage-to-line
 * elimination and subsets; Extreme for fish and forcing chains; Unreasonable for trial and error.
 */
public enum Difficulty {
    EASY('e'),
    NORMAL('n'),
    HARD('h'),
    EXTREME('x'),
    UNREASONABLE('u');

    private final char keenLetter;

    Difficulty(char keenLetter) {
        this.keenLetter = keenLetter;
    }

    public char keenLetter() {
        return keenLetter;
    }

    /** The lower-case word used in URLs, the CLI and JSON: {@code easy} ... {@code unreasonable}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** "Easy", "Normal", ... for people. */
    public String label() {
        return name().charAt(0) + key().substring(1);
    }

    public static Difficulty ofKeenLetter(char letter) {
        for (Difficulty d : values()) if (d.keenLetter == letter) return d;
        throw new IllegalArgumentException("no difficulty has the letter '" + letter + "'");
    }

    /** Reads {@code hard}, {@code HARD} or {@code h}. */
    public static Difficulty parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Difficulty d : values()) {
            if (d.key().equals(t) || (t.length() == 1 && t.charAt(0) == d.keenLetter)) return d;
        }
        throw new IllegalArgumentException(
                "unknown difficulty '" + text + "' (easy, normal, hard, extreme or unreasonable)");
    }
}
