package org.calcoolation.engine;

import java.util.EnumSet;
import java.util.Set;

/**
 * The arithmetic a cage's digits must produce. Subtraction and division take two cells, or more
 * with the extended operations: the largest digit minus the sum of the rest, or divided by their
 * product. Exclusive or ({@link Twist#XOR}) combines the digits bit by bit, on a cage of any size.
 */
public enum Operation {
    ADD("+", 'a'),
    SUBTRACT("−", 's'),
    MULTIPLY("×", 'm'),
    DIVIDE("÷", 'd'),
    /** Declared last: the others' ordinals order hidden clues' operations and the generator's bits. */
    XOR("⊕", 'x');

    /** Keen's four, which a hidden clue may stand for. */
    public static final Set<Operation> ARITHMETIC = Set.copyOf(EnumSet.of(ADD, SUBTRACT, MULTIPLY, DIVIDE));

    private final String symbol;
    private final char keenLetter;

    Operation(String symbol, char keenLetter) {
        this.symbol = symbol;
        this.keenLetter = keenLetter;
    }

    /** The sign printed after the target in a clue, such as the − of {@code 3−}. */
    public String symbol() {
        return symbol;
    }

    public char keenLetter() {
        return keenLetter;
    }

    /** Whether this takes two cells, or more only with the extended operations. */
    public boolean needsTwoCells() {
        return this == SUBTRACT || this == DIVIDE;
    }

    /**
     * What these digits make under this operation: for − and ÷ the largest digit minus, or divided
     * by, the rest (on two cells, the difference and the quotient). A − may come out at 0 or below;
     * a ÷ that is not whole gives 0, which no ÷ clue has. An exclusive or of three or more digits
     * may be 0 (1 ⊕ 2 ⊕ 3).
     */
    public long apply(int... digits) {
        return switch (this) {
            case ADD -> {
                long sum = 0;
                for (int d : digits) sum += d;
                yield sum;
            }
            case MULTIPLY -> {
                long product = 1;
                for (int d : digits) product *= d;
                yield product;
            }
            case SUBTRACT -> {
                long sum = 0, max = 0;
                for (int d : digits) {
                    sum += d;
                    max = Math.max(max, d);
                }
                yield max - (sum - max);
            }
            case DIVIDE -> {
                long product = 1, max = 0;
                for (int d : digits) {
                    product *= d;
                    max = Math.max(max, d);
                }
                long rest = max == 0 ? 0 : product / max;
                yield rest != 0 && max % rest == 0 ? max / rest : 0;
            }
            case XOR -> {
                long bits = 0;
                for (int d : digits) bits ^= d;
                yield bits;
            }
        };
    }
}
