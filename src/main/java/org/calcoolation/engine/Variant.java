package org.calcoolation.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The rules a puzzle is made to, beside its size and level: how its cages are cut, which
 * operations its clues use, and the {@link Twist}s laid over them (hidden operators, − and ÷ on
 * larger cages, ⊕ cages), so that {@link PuzzleKind} stays the one record of a kind.
 */
public record Variant(CageStyle style, OperationMix operations, Set<Twist> twists) implements Comparable<Variant> {

    /** Keen's cuts with all four operations: what every puzzle was before styles and mixes. */
    public static final Variant STANDARD = new Variant(CageStyle.KEEN, OperationMix.ALL);
    /** Keen's "multiplication only" mode. */
    public static final Variant MULTIPLICATION_ONLY = new Variant(CageStyle.KEEN, OperationMix.MUL);

    private static final Comparator<Variant> ORDER = Comparator.comparing(Variant::style)
            .thenComparing(Variant::operations)
            .thenComparingInt(Variant::twistBits);
    private static final List<Variant> ALL = all();

    /** Means above this are read as Classic: Keen's cuts average 2.1 to 2.4 cells a cage, Classic's about 3. */
    private static final double CLASSIC_MEAN_FROM = 2.6;

    public Variant {
        Objects.requireNonNull(style, "style");
        Objects.requireNonNull(operations, "operations");
        twists = twists.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(twists));
        if (twists.contains(Twist.HIDDEN_OPERATORS) && operations != OperationMix.ALL) {
            // With one operation, or + and − only, a hidden operator is no secret: every clue reads the same.
            throw new IllegalArgumentException("hidden operators need all four operations, not " + operations.label()
                    + ": among fewer the operator is no secret");
        }
        if (twists.contains(Twist.EXTENDED_OPERATIONS)
                && !operations.allows(Operation.SUBTRACT)
                && !operations.allows(Operation.DIVIDE)) {
            throw new IllegalArgumentException(
                    "− and ÷ on larger cages need a mix that holds − or ÷, not " + operations.label());
        }
        if (twists.contains(Twist.XOR) && twists.contains(Twist.HIDDEN_OPERATORS)) {
            // A hidden clue stands for + − × ÷ (Cage.hidden), as the IDs written before ⊕ say.
            throw new IllegalArgumentException(
                    "⊕ cages and hidden operators do not go together: a hidden clue is" + " one of + − × ÷");
        }
    }

    /** Whether a clue of these rules may use this operation: one of the mix's, or ⊕ with its twist. */
    public boolean allows(Operation operation) {
        return operation == Operation.XOR ? has(Twist.XOR) : operations.allows(operation);
    }

    /** A variant without twists, as every puzzle was before them. */
    public Variant(CageStyle style, OperationMix operations) {
        this(style, operations, Set.of());
    }

    public boolean has(Twist twist) {
        return twists.contains(twist);
    }

    /** This variant with one more twist. */
    public Variant with(Twist twist) {
        Set<Twist> more = EnumSet.of(twist);
        more.addAll(twists);
        return new Variant(style, operations, more);
    }

    /** Every valid variant: Keen first, each with its mixes in order, each mix bare and then with its twists. */
    public static List<Variant> values() {
        return ALL;
    }

    /**
     * The name stored in the database. The two variants that existed before styles keep the enum
     * names they were stored under, so no row needs rewriting: {@code STANDARD},
     * {@code MULTIPLICATION_ONLY}; the others are {@code STYLE_MIX}, such as {@code CLASSIC_ADD_SUB},
     * followed by their twists: {@code KEEN_ALL_HIDDEN}, {@code CLASSIC_ADD_SUB_EXTENDED_XOR} (at most 28
     * characters, for columns of 32).
     */
    public String name() {
        if (equals(STANDARD)) return "STANDARD";
        if (equals(MULTIPLICATION_ONLY)) return "MULTIPLICATION_ONLY";
        StringBuilder name = new StringBuilder(style.name()).append('_').append(operations.name());
        for (Twist twist : sortedTwists()) name.append('_').append(twist.storedName());
        return name.toString();
    }

    /** The variant of a stored {@link #name()}. */
    public static Variant valueOf(String name) {
        for (Variant v : ALL) if (v.name().equals(name)) return v;
        throw new IllegalArgumentException("no variant is stored as '" + name + "'");
    }

    /** The word of the CLI, bench and JSON: {@code keen-all}, {@code classic-addsub}, {@code keen-all-hidden}, ... */
    public String key() {
        StringBuilder key = new StringBuilder(style.key()).append('-').append(operations.key());
        for (Twist twist : sortedTwists()) key.append('-').append(twist.key());
        return key.toString();
    }

    /**
     * "Standard", "Classic", "Multiplication only", "Classic · + and − only", "Hidden operators",
     * "Classic · Hidden operators": a twist on Keen's cages with all four operations needs no
     * "Standard" before it.
     */
    public String label() {
        List<String> parts = new ArrayList<>();
        if (operations != OperationMix.ALL)
            parts.add(style == CageStyle.KEEN ? operations.label() : style.label() + " · " + operations.label());
        else if (style == CageStyle.CLASSIC) parts.add("Classic");
        else if (twists.isEmpty()) parts.add("Standard");
        for (Twist twist : sortedTwists()) parts.add(twist.label());
        return String.join(" · ", parts);
    }

    /** Reads a {@link #key()}, or {@code standard} and {@code multiplication} as the CLI spelled them before styles. */
    public static Variant parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        switch (t) {
            case "standard", "s":
                return STANDARD;
            case "multiplication", "multiplication-only", "m":
                return MULTIPLICATION_ONLY;
            default:
                break;
        }
        String[] words = t.split("-");
        if (words.length < 2) {
            throw new IllegalArgumentException("unknown variant '" + text
                    + "' (standard, multiplication, or a style and mix such as classic-addsub or keen-all-hidden)");
        }
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        for (String word : Arrays.asList(words).subList(2, words.length)) twists.add(Twist.parse(word));
        return new Variant(CageStyle.parse(words[0]), OperationMix.parse(words[1]), twists);
    }

    /**
     * The variant a puzzle from elsewhere reads as: the narrowest mix that holds its clues, and
     * Classic when its cages are large on average. A game ID carries shapes and clues, not a style.
     * Hidden clues read as all four operations with hidden operators; a − or ÷ that may span three
     * or more cells as extended; a ⊕ clue as the twist beside the mix of the others.
     */
    public static Variant readFrom(Puzzle puzzle) {
        Set<Operation> used = EnumSet.noneOf(Operation.class);
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        for (Cage cage : puzzle.cages()) {
            if (cage.size() > 1) used.addAll(cage.operations());
            if (cage.isHidden()) twists.add(Twist.HIDDEN_OPERATORS);
            if (cage.isExtended()) twists.add(Twist.EXTENDED_OPERATIONS);
        }
        if (used.remove(Operation.XOR)) twists.add(Twist.XOR);
        double mean = (double) puzzle.size() * puzzle.size() / puzzle.cages().size();
        return new Variant(
                mean > CLASSIC_MEAN_FROM ? CageStyle.CLASSIC : CageStyle.KEEN, OperationMix.covering(used), twists);
    }

    @Override
    public int compareTo(Variant other) {
        return ORDER.compare(this, other);
    }

    private List<Twist> sortedTwists() {
        return twists.stream().sorted().toList();
    }

    private int twistBits() {
        int bits = 0;
        for (Twist twist : twists) bits |= 1 << twist.ordinal();
        return bits;
    }

    private static List<Variant> all() {
        List<Variant> all = new ArrayList<>();
        // The constants themselves, so that a variant read back is the same instance as far as that can matter.
        for (CageStyle style : CageStyle.values()) {
            for (OperationMix mix : OperationMix.values()) {
                for (int bits = 0; bits < 1 << Twist.values().length; bits++) {
                    Set<Twist> twists = EnumSet.noneOf(Twist.class);
                    for (Twist twist : Twist.values()) if ((bits & 1 << twist.ordinal()) != 0) twists.add(twist);
                    if (!valid(mix, twists)) continue;
                    Variant v = new Variant(style, mix, twists);
                    all.add(v.equals(STANDARD) ? STANDARD : v.equals(MULTIPLICATION_ONLY) ? MULTIPLICATION_ONLY : v);
                }
            }
        }
        return List.copyOf(all);
    }

    private static boolean valid(OperationMix mix, Set<Twist> twists) {
        return (!twists.contains(Twist.HIDDEN_OPERATORS) || mix == OperationMix.ALL)
                && (!twists.contains(Twist.EXTENDED_OPERATIONS)
                        || mix.allows(Operation.SUBTRACT)
                        || mix.allows(Operation.DIVIDE))
                && !(twists.contains(Twist.XOR) && twists.contains(Twist.HIDDEN_OPERATORS));
    }
}
