package org.calcoolation.engine;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

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

    /**
     * The twists a puzzle's clues show, as its game ID flags them: a clue that hides its operator, a −
     * or ÷ that may span three or more cells, a ⊕. A kind is named by these, so a puzzle made for a
     * kind must show each twist of it (the generator keeps only such puzzles).
     */
    public static Set<Twist> shownIn(Puzzle puzzle) {
        Set<Twist> shown = EnumSet.noneOf(Twist.class);
        for (Cage cage : puzzle.cages()) for (Twist twist : values()) if (twist.isShownBy(cage)) shown.add(twist);
        return shown;
    }

    /** Whether this cage's clue shows the twist. */
    public boolean isShownBy(Cage cage) {
        return switch (this) {
            case HIDDEN_OPERATORS -> cage.isHidden();
            case EXTENDED_OPERATIONS -> cage.isExtended();
            case XOR -> cage.size() > 1 && cage.operations().contains(Operation.XOR);
        };
    }

    public static Twist parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (Twist twist : values())
            if (twist.key.equals(t) || twist.name().toLowerCase(Locale.ROOT).equals(t)) return twist;
        throw new IllegalArgumentException("unknown twist '" + text + "' (hidden, extended or xor)");
    }
}
