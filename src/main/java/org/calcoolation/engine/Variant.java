package org.calcoolation.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The rules a puzzle is made to, beside its size and level: how its cages are cut (and, for the
 * merged cut, to what mean size, in tenths of a cell), which operations its clues use, the
 * {@link Twist}s laid over them (hidden operators, − and ÷ on larger cages, ⊕ cages), and how the
 * operations are weighed against each other, so that {@link PuzzleKind} stays the one record of a
 * kind: bests and records keep each apart.
 */
public record Variant(
        CageStyle style, OperationMix operations, Set<Twist> twists, int meanTenths, OperationWeights weights)
        implements Comparable<Variant> {

    /** Keen's cuts with all four operations: what every puzzle was before styles and mixes. */
    public static final Variant STANDARD = new Variant(CageStyle.KEEN, OperationMix.ALL);
    /** Keen's "multiplication only" mode. */
    public static final Variant MULTIPLICATION_ONLY = new Variant(CageStyle.KEEN, OperationMix.MUL);

    /** The merged cut's range of mean cage sizes, in tenths: 1.5 (half the cells alone) to 5.0. */
    public static final int MIN_MEAN_TENTHS = 15, MAX_MEAN_TENTHS = 50, DEFAULT_MEAN_TENTHS = 25;

    private static final Comparator<Variant> ORDER = Comparator.comparing(Variant::style)
            .thenComparingInt(Variant::meanTenths)
            .thenComparing(Variant::operations)
            .thenComparingInt(Variant::twistBits)
            .thenComparing(v -> v.weights().digits());
    private static final List<Variant> ALL = all();

    /** Means above this are read as Classic: Keen's cuts average 2.1 to 2.4 cells a cage, Classic's about 3. */
    private static final double CLASSIC_MEAN_FROM = 2.6;

    public Variant {
        Objects.requireNonNull(style, "style");
        Objects.requireNonNull(operations, "operations");
        Objects.requireNonNull(weights, "weights");
        twists = twists.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(twists));
        if (style == CageStyle.MERGE && (meanTenths < MIN_MEAN_TENTHS || meanTenths > MAX_MEAN_TENTHS)) {
            throw new IllegalArgumentException(
                    "a merged cut's mean cage size runs from " + VariantSpelling.tenths(MIN_MEAN_TENTHS) + " to "
                            + VariantSpelling.tenths(MAX_MEAN_TENTHS) + ", not " + VariantSpelling.tenths(meanTenths));
        }
        if (style != CageStyle.MERGE && meanTenths != 0)
            throw new IllegalArgumentException("only the merged cut takes a mean cage size, not " + style.label());
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
        weights = weighed(weights, operations, twists);
    }

    /** A variant without a mean cage size (or the merged cut's default) and without weights. */
    public Variant(CageStyle style, OperationMix operations, Set<Twist> twists) {
        this(style, operations, twists, style == CageStyle.MERGE ? DEFAULT_MEAN_TENTHS : 0, OperationWeights.EVEN);
    }

    /**
     * The weights over the operations these rules use. Hidden operators hide which one was chosen,
     * so weights would tell nothing there. A cage of three or more cells needs + or × (or ⊕) to
     * have a clue whatever its digits, so one of them must weigh something.
     */
    private static OperationWeights weighed(OperationWeights weights, OperationMix operations, Set<Twist> twists) {
        if (weights.isEven()) return weights;
        Optional<Refusal> refused = refusalOf(weights, operations, twists);
        if (refused.isPresent())
            throw new IllegalArgumentException(clause(refused.get().english()));
        return weights.over(used(operations, twists));
    }

    /** A sentence as the command line writes it after "generate: ": lower case, no full stop. */
    private static String clause(String sentence) {
        String clause = sentence.endsWith(".") ? sentence.substring(0, sentence.length() - 1) : sentence;
        return Character.toLowerCase(clause.charAt(0)) + clause.substring(1);
    }

    /**
     * Why these weights make no kind of puzzle with these rules, if they do not: for a page that
     * takes weights to say so in its player's language (keys {@code refusals.weights.*}).
     */
    public static Optional<Refusal> refusalOf(OperationWeights weights, OperationMix operations, Set<Twist> twists) {
        if (weights.isEven()) return Optional.empty();
        if (twists.contains(Twist.HIDDEN_OPERATORS))
            return Optional.of(Refusal.of(
                    "Weights do not go with hidden operators: a hidden clue shows no operation to weigh.",
                    "refusals.weights.hidden"));
        for (Operation op : Operation.values()) {
            boolean allowed = op == Operation.XOR ? twists.contains(Twist.XOR) : operations.allows(op);
            if (!allowed && weights.of(op) > 0 && weights.of(op) != 1)
                return Optional.of(Refusal.of(
                        "A weight for " + op.symbol() + " needs a kind that uses it, and " + operations.label()
                                + (twists.contains(Twist.XOR) ? "" : " without ⊕ cages") + " does not.",
                        "refusals.weights.unused",
                        op.symbol(),
                        operations.name(),
                        twists.contains(Twist.XOR) ? "yes" : "no"));
        }
        Set<Operation> used = used(operations, twists);
        if (used.stream().allMatch(op -> weights.of(op) == 0))
            return Optional.of(Refusal.of(
                    "The weights leave every operation of this kind at 0: no cage could take a clue.",
                    "refusals.weights.allZero"));
        OperationWeights over = weights.over(used);
        // A twist whose operations weigh nothing would be in the name and in no puzzle.
        if (twists.contains(Twist.XOR) && over.xor() == 0)
            return Optional.of(Refusal.of("⊕ cages need ⊕ to weigh above 0.", "refusals.weights.xor"));
        if (twists.contains(Twist.EXTENDED_OPERATIONS)
                && over.of(Operation.SUBTRACT) == 0
                && over.of(Operation.DIVIDE) == 0)
            return Optional.of(
                    Refusal.of("− and ÷ on larger cages need − or ÷ to weigh above 0.", "refusals.weights.extended"));
        if (over.add() == 0 && over.multiply() == 0 && over.xor() == 0)
            return Optional.of(Refusal.of(
                    "A cage of three or more cells needs + or ×" + (twists.contains(Twist.XOR) ? " or ⊕" : "")
                            + ": give one of them a weight above 0.",
                    "refusals.weights.largeCages",
                    twists.contains(Twist.XOR) ? "yes" : "no"));
        return Optional.empty();
    }

    private static Set<Operation> used(OperationMix operations, Set<Twist> twists) {
        Set<Operation> used = EnumSet.noneOf(Operation.class);
        for (Operation op : Operation.values())
            if (op == Operation.XOR ? twists.contains(Twist.XOR) : operations.allows(op)) used.add(op);
        return used;
    }

    /** This variant's mean cage size as people write it: {@code 2.5}. */
    public String meanCage() {
        return VariantSpelling.tenths(meanTenths);
    }

    /** Whether a clue of these rules may use this operation: one of the mix's, or ⊕ with its twist. */
    public boolean allows(Operation operation) {
        boolean inKind = operation == Operation.XOR ? has(Twist.XOR) : operations.allows(operation);
        return inKind && weights.of(operation) > 0;
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
        return new Variant(style, operations, more, meanTenths, weights);
    }

    /**
     * Every valid variant of Keen's and Classic cuts without weights: Keen first, each with its mixes
     * in order, each mix bare and then with its twists. Merged cuts and weights, which take numbers,
     * are not listed.
     */
    public static List<Variant> values() {
        return ALL;
    }

    /**
     * The name stored in the database. The two variants that existed before styles keep the enum
     * names they were stored under, so no row needs rewriting: {@code STANDARD},
     * {@code MULTIPLICATION_ONLY}; the others are {@code STYLE_MIX}, such as {@code CLASSIC_ADD_SUB},
     * followed by their twists: {@code KEEN_ALL_HIDDEN}, {@code CLASSIC_ADD_SUB_EXTENDED_XOR}. A merged
     * cut carries its mean in tenths ({@code MERGE40_ALL}), and weights their five digits, + − × ÷ ⊕:
     * {@code KEEN_ALL_W42310} (at most 35 characters, for columns of 64).
     */
    public String name() {
        if (equals(STANDARD)) return "STANDARD";
        if (equals(MULTIPLICATION_ONLY)) return "MULTIPLICATION_ONLY";
        StringBuilder name = new StringBuilder(style.name());
        if (style == CageStyle.MERGE) name.append(meanTenths);
        name.append('_').append(operations.name());
        for (Twist twist : sortedTwists()) name.append('_').append(twist.storedName());
        if (!weights.isEven()) name.append("_W").append(weights.digits());
        return name.toString();
    }

    /** The variant of a stored {@link #name()}. */
    public static Variant valueOf(String name) {
        for (Variant v : ALL) if (v.name().equals(name)) return v;
        Variant v = VariantSpelling.fromName(name);
        if (v != null) return v;
        throw new IllegalArgumentException("no variant is stored as '" + name + "'");
    }

    /**
     * The word of the CLI, bench and JSON: {@code keen-all}, {@code classic-addsub}, {@code keen-all-hidden},
     * {@code merge4.0-all}, {@code keen-all-w42310}, ...
     */
    public String key() {
        StringBuilder key = new StringBuilder(style.key());
        if (style == CageStyle.MERGE) key.append(meanCage());
        key.append('-').append(operations.key());
        for (Twist twist : sortedTwists()) key.append('-').append(twist.key());
        if (!weights.isEven()) key.append("-w").append(weights.digits());
        return key.toString();
    }

    /**
     * "Standard", "Classic", "Multiplication only", "Classic · + and − only", "Hidden operators",
     * "Classic · Hidden operators", "Merged 4.0 · ⊕ cages", "Weighted + 4 · − 2 · × 3 · ÷ 1": a twist
     * on Keen's cages with all four operations needs no "Standard" before it.
     */
    public String label() {
        List<String> parts = new ArrayList<>();
        String cut = style == CageStyle.MERGE ? style.label() + " " + meanCage() : style.label();
        if (operations != OperationMix.ALL)
            parts.add(style == CageStyle.KEEN ? operations.label() : cut + " · " + operations.label());
        else if (style != CageStyle.KEEN) parts.add(cut);
        else if (twists.isEmpty() && weights.isEven()) parts.add("Standard");
        for (Twist twist : sortedTwists()) parts.add(twist.label());
        if (!weights.isEven()) parts.add("Weighted " + weights.label(used()));
        return String.join(" · ", parts);
    }

    /** The operations these rules may put in a clue. */
    public Set<Operation> used() {
        Set<Operation> used = EnumSet.noneOf(Operation.class);
        for (Operation op : Operation.values()) if (allows(op)) used.add(op);
        return used;
    }

    /**
     * Reads a {@link #key()}, or {@code standard} and {@code multiplication} as the CLI spelled them
     * before styles. {@code merge-all} is the merged cut at its default mean.
     */
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
        return VariantSpelling.fromKey(t, text);
    }

    /**
     * A mean cage size in tenths, from {@code 4}, {@code 4.0} or {@code 2.5}; more decimals than one
     * are refused rather than rounded, so the kind made is the kind asked for.
     */
    public static int parseMean(String text) {
        return VariantSpelling.mean(text);
    }

    /**
     * The variant a puzzle from elsewhere reads as: the narrowest mix that holds its clues, and
     * Classic when its cages are large on average. A game ID carries shapes and clues, not a style.
     * Hidden clues read as all four operations with hidden operators; a − or ÷ that may span three
     * or more cells as extended; a ⊕ clue as the twist beside the mix of the others.
     */
    public static Variant readFrom(Puzzle puzzle) {
        Set<Operation> used = EnumSet.noneOf(Operation.class);
        for (Cage cage : puzzle.cages()) if (cage.size() > 1) used.addAll(cage.operations());
        used.remove(Operation.XOR);
        Set<Twist> twists = Twist.shownIn(puzzle);
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
        for (CageStyle style : List.of(CageStyle.KEEN, CageStyle.CLASSIC)) {
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
