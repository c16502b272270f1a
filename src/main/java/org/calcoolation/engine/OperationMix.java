package org.calcoolation.engine;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** Which operations a generated puzzle's cages may use. Each mix holds + or ×, which fit a cage of any size. */
public enum OperationMix {
    ALL("all", "All operations", Operation.ARITHMETIC),
    ADD_SUB("addsub", "+ and − only", EnumSet.of(Operation.ADD, Operation.SUBTRACT)),
    MUL_DIV("muldiv", "× and ÷ only", EnumSet.of(Operation.MULTIPLY, Operation.DIVIDE)),
    ADD("add", "Addition only", EnumSet.of(Operation.ADD)),
    MUL("mul", "Multiplication only", EnumSet.of(Operation.MULTIPLY));

    private final String key;
    private final String label;
    private final Set<Operation> operations;

    OperationMix(String key, String label, Set<Operation> operations) {
        this.key = key;
        this.label = label;
        this.operations = operations;
    }

    public boolean allows(Operation operation) {
        return operations.contains(operation);
    }

    /** The word of the CLI and JSON: {@code all}, {@code addsub}, {@code muldiv}, {@code add} or {@code mul}. */
    public String key() {
        return key;
    }

    public String label() {
        return label;
    }

    /** The narrowest mix that allows every one of these operations. */
    public static OperationMix covering(Set<Operation> used) {
        for (OperationMix mix : new OperationMix[] {ADD, MUL, ADD_SUB, MUL_DIV}) {
            if (!used.isEmpty() && mix.operations.containsAll(used)) return mix;
        }
        return ALL;
    }

    /** Reads a key, or {@code multiplication} as the CLI's older {@code --variant} spelled it. */
    public static OperationMix parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace("_", "").replace("-", "");
        if (t.equals("multiplication")) return MUL;
        for (OperationMix mix : values()) if (mix.key.equals(t)) return mix;
        throw new IllegalArgumentException("unknown operation mix '" + text + "' (all, addsub, muldiv, add or mul)");
    }
}
