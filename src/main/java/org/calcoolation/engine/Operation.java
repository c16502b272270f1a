package org.calcoolation.engine;

/** The arithmetic a cage's digits must produce. Subtraction and division take exactly two cells. */
public enum Operation {
    ADD("+", 'a'),
    SUBTRACT("−", 's'),
    MULTIPLY("×", 'm'),
    DIVIDE("÷", 'd');

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

    public boolean needsTwoCells() {
        return this == SUBTRACT || this == DIVIDE;
    }

    /** What these digits make under this operation; 0 where it has no whole answer (a ÷ that does not divide). */
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
            case SUBTRACT -> Math.abs(digits[0] - digits[1]);
            case DIVIDE -> {
                int big = Math.max(digits[0], digits[1]), small = Math.min(digits[0], digits[1]);
                yield small != 0 && big % small == 0 ? big / small : 0;
            }
        };
    }
}
