package org.calcoolation.print;

import java.util.Locale;

/** The paper a booklet is laid out for, in PDF points (1/72 inch). */
public enum Paper {
    A4(595.28f, 841.89f),
    LETTER(612f, 792f);

    private final float width;
    private final float height;

    Paper(float width, float height) {
        this.width = width;
        this.height = height;
    }

    public float width() {
        return width;
    }

    public float height() {
        return height;
    }

    /** "A4" or "Letter", for people. */
    public String label() {
        return this == A4 ? "A4" : "Letter";
    }

    /** Reads {@code a4} or {@code letter}, in any case; empty-handed callers get an exception to word themselves. */
    public static Paper parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "a4" -> A4;
            case "letter" -> LETTER;
            default -> throw new IllegalArgumentException("paper must be a4 or letter, not '" + text + "'");
        };
    }
}
