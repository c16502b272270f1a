package org.calcoolation.create;

import java.math.BigInteger;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.calcoolation.engine.Operation;

/**
 * A clue as typed: a target and, for a cage of two or more cells, its operation. The target is a
 * {@code long} so that a clue such as 10^12 can be read and then refused in words; anything larger
 * still reads as {@link Long#MAX_VALUE}.
 */
public record Clue(long target, Optional<Operation> operation) {

    /** The ways people type the four signs: {@code 12+}, {@code 3-}, {@code 24x}, {@code 24*}, {@code 2/}, and the printed signs. */
    private static final Pattern TYPED = Pattern.compile("\\s*(\\d+)\\s*([-+*/xX×÷−–]?)\\s*");

    public Clue {
        if (target < 0) throw new IllegalArgumentException("a clue's target is never negative, not " + target);
    }

    /** The clue in {@code text}, or empty if it is not a number followed by at most one sign. */
    public static Optional<Clue> parse(String text) {
        Matcher m = TYPED.matcher(text);
        if (!m.matches()) return Optional.empty();
        BigInteger number = new BigInteger(m.group(1));
        long target = number.bitLength() < 63 ? number.longValue() : Long.MAX_VALUE;
        return Optional.of(new Clue(target, operationOf(m.group(2))));
    }

    private static Optional<Operation> operationOf(String sign) {
        return switch (sign) {
            case "" -> Optional.empty();
            case "+" -> Optional.of(Operation.ADD);
            case "-", "−", "–" -> Optional.of(Operation.SUBTRACT);
            case "*", "x", "X", "×" -> Optional.of(Operation.MULTIPLY);
            default -> Optional.of(Operation.DIVIDE);
        };
    }

    /** As printed in the grid: {@code 12+}, {@code 3−}, or just {@code 4}. */
    public String text() {
        return target + operation.map(Operation::symbol).orElse("");
    }
}
