package org.calcoolation.engine;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How likely each operation is to be chosen where several fit a cage, as Kaldoku's operator
 * chances and Calcudoku-py's priors: whole weights 0 to 9, 0 leaving the operation out.
 * {@link #EVEN} is no weighting at all: the generator's round robin, which keeps the operations in
 * balance, as every puzzle was made before weights. Equal weights on every operation a variant
 * uses read as {@link #EVEN}, and weights with a common factor are reduced by it, so one kind of
 * puzzle has one spelling ({@link Variant} does both).
 */
public record OperationWeights(int add, int subtract, int multiply, int divide, int xor) {

    public static final int MAX = 9;
    public static final OperationWeights EVEN = new OperationWeights(1, 1, 1, 1, 1);
    /** Why five weights of 0 are no weights, for a page that takes them to say. */
    public static final Refusal ALL_ZERO =
            Refusal.of("The weights cannot all be 0: no cage could take a clue.", "refusals.weights.none");

    public OperationWeights {
        for (int w : new int[] {add, subtract, multiply, divide, xor}) {
            if (w < 0 || w > MAX)
                throw new IllegalArgumentException("an operation's weight runs from 0 to " + MAX + ", not " + w);
        }
        if (add + subtract + multiply + divide + xor == 0)
            throw new IllegalArgumentException("the weights cannot all be 0: no cage could take a clue");
    }

    /** The weights typed, or nothing when all five are 0; each must be 0 to {@link #MAX}. */
    public static Optional<OperationWeights> ofAny(int add, int subtract, int multiply, int divide, int xor) {
        if (add + subtract + multiply + divide + xor == 0) return Optional.empty();
        return Optional.of(new OperationWeights(add, subtract, multiply, divide, xor));
    }

    public int of(Operation op) {
        return switch (op) {
            case ADD -> add;
            case SUBTRACT -> subtract;
            case MULTIPLY -> multiply;
            case DIVIDE -> divide;
            case XOR -> xor;
        };
    }

    public boolean isEven() {
        return equals(EVEN);
    }

    /**
     * These weights over the operations a variant may use: the others set to 0, a common factor
     * taken out, and {@link #EVEN} where every one used weighs the same.
     */
    OperationWeights over(Set<Operation> used) {
        if (isEven()) return this;
        int[] w = new int[Operation.values().length];
        int gcd = 0;
        boolean same = true;
        for (Operation op : Operation.values()) {
            if (!used.contains(op)) continue;
            w[op.ordinal()] = of(op);
            same &= of(op) > 0 && (gcd == 0 || of(op) == gcd);
            gcd = gcd(gcd, of(op));
        }
        if (gcd == 0)
            throw new IllegalArgumentException(
                    "the weights leave every operation of this kind at 0: no cage could take a clue");
        if (same) return EVEN;
        for (int i = 0; i < w.length; i++) w[i] /= gcd;
        return new OperationWeights(w[0], w[1], w[2], w[3], w[4]);
    }

    /** The digits of the stored name and key: {@code 42310} for + 4, − 2, × 3, ÷ 1, ⊕ 0. */
    String digits() {
        return "" + add + subtract + multiply + divide + xor;
    }

    static OperationWeights ofDigits(String digits) {
        if (!digits.matches("[0-9]{5}")) throw new IllegalArgumentException("not five weights: '" + digits + "'");
        int[] w = digits.chars().map(c -> c - '0').toArray();
        return new OperationWeights(w[0], w[1], w[2], w[3], w[4]);
    }

    /** "+ 4 · − 2 · × 3 · ÷ 1", naming only the operations that are used. */
    String label(Set<Operation> used) {
        StringBuilder label = new StringBuilder();
        for (Operation op : Operation.values()) {
            if (!used.contains(op)) continue;
            if (!label.isEmpty()) label.append(" · ");
            label.append(op.symbol()).append(' ').append(of(op));
        }
        return label.toString();
    }

    /**
     * Reads {@code add=4,sub=2,mul=3,div=1} (and {@code xor=}); an operation not named weighs 1.
     * The names may also be the signs {@code + - * / ^}.
     */
    public static OperationWeights parse(String text) {
        Map<Operation, Integer> given = new EnumMap<>(Operation.class);
        for (String part : text.split(",")) {
            String[] pair = part.split("=", -1);
            if (pair.length != 2)
                throw new IllegalArgumentException(
                        "weights are written name=weight, such as add=4,sub=2,mul=3,div=1, not '" + part.strip() + "'");
            Operation op = operation(pair[0]);
            int weight;
            try {
                weight = Integer.parseInt(pair[1].strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("the weight of " + pair[0].strip() + " must be a whole number 0.."
                        + MAX + ", not '" + pair[1].strip() + "'");
            }
            if (weight < 0 || weight > MAX)
                throw new IllegalArgumentException(
                        "the weight of " + pair[0].strip() + " must be 0.." + MAX + ", not " + weight);
            if (given.put(op, weight) != null)
                throw new IllegalArgumentException("the weight of " + pair[0].strip() + " is given twice");
        }
        int[] w = new int[Operation.values().length];
        for (Operation op : Operation.values()) w[op.ordinal()] = given.getOrDefault(op, 1);
        return new OperationWeights(w[0], w[1], w[2], w[3], w[4]);
    }

    /** The name {@link #parse} reads for this operation: {@code add}, {@code sub}, {@code mul}, {@code div} or {@code xor}. */
    public static String name(Operation op) {
        return switch (op) {
            case ADD -> "add";
            case SUBTRACT -> "sub";
            case MULTIPLY -> "mul";
            case DIVIDE -> "div";
            case XOR -> "xor";
        };
    }

    private static Operation operation(String name) {
        return switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "add", "+" -> Operation.ADD;
            case "sub", "-", "−" -> Operation.SUBTRACT;
            case "mul", "*", "×" -> Operation.MULTIPLY;
            case "div", "/", "÷" -> Operation.DIVIDE;
            case "xor", "^", "⊕" -> Operation.XOR;
            default ->
                throw new IllegalArgumentException(
                        "unknown operation '" + name.strip() + "' in the weights (add, sub, mul, div or xor)");
        };
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
