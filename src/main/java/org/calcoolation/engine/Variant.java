package org.calcoolation.engine;

import java.util.Locale;

/** Which operations a generated puzzle may use. */
public enum Variant {
    STANDARD,
    /** Every cage is a product: Keen's "multiplication only" mode. */
    MULTIPLICATION_ONLY;

    public String key() {
        return this == STANDARD ? "standard" : "multiplication";
    }

    public String label() {
        return this == STANDARD ? "Standard" : "Multiplication only";
    }

    /** Reads {@code standard}, {@code multiplication} or {@code multiplication_only}. */
    public static Variant parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT).replace('-', '_')) {
            case "standard", "s" -> STANDARD;
            case "multiplication", "multiplication_only", "m" -> MULTIPLICATION_ONLY;
            default -> throw new IllegalArgumentException("unknown variant '" + text + "' (standard or multiplication)");
        };
    }
}
