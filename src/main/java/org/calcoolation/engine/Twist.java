package org.calcoolation.engine;

import java.util.Locale;

/**
 * A rule laid over a variant's style and mix: clues that hide their operator, − and ÷ on larger
 * cages, or cages that combine their digits by exclusive or.
 */
public enum Twist {
    /** Clues show only the target; any operation that fits may have made it. */
    HIDDEN_OPERATORS("hidden", "Hidden operators"),
    /** − and ÷ on cages of three or more cells: the largest digit minus, or divided by, the rest. */
    EXTENDED_OPERATIONS("extended", "− and ÷ on larger cages"),
    /** ⊕ beside the mix's operations: the cage's digits combined bit by bit make the target. */
    XOR("xor", "⊕ cages");

    private final String key;
    private final String label;

    Twist(String key, String label) {
        this.key = key;
        this.label = label;
    }

    /** The word of the CLI and JSON: {@code hidden}, {@code extended} or {@code xor}. */
    public String key() {
        return key;
    }

    public String label() {
        return label;
    }

    /** The stored word: {@code HIDDEN}, {@code EXTENDED} or {@code XOR}, short so that every name fits in 32 characters. */
    String storedName() {
        return key.toUpperCase(Locale.ROOT);
    }

    public static Twist parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Twist twist : values())
            if (twist.key.equals(t) || twist.name().toLowerCase(Locale.ROOT).equals(t)) return twist;
        throw new IllegalArgumentException("unknown twist '" + text + "' (hidden, extended or xor)");
    }
}
