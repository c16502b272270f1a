package org.calcoolation.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The rules a puzzle is made to, beside its size and level: how its cages are cut and which
 * operations its clues use. Variants still to come (hidden operators, − and ÷ on larger cages)
 * belong here as a further axis, so that {@link PuzzleKind} stays the one record of a kind.
 */
public record Variant(CageStyle style, OperationMix operations) implements Comparable<Variant> {

    /** Keen's cuts with all four operations: what every puzzle was before styles and mixes. */
    public static final Variant STANDARD = new Variant(CageStyle.KEEN, OperationMix.ALL);
    /** Keen's "multiplication only" mode. */
    public static final Variant MULTIPLICATION_ONLY = new Variant(CageStyle.KEEN, OperationMix.MUL);

    private static final Comparator<Variant> ORDER = Comparator.comparing(Variant::style).thenComparing(Variant::operations);
    private static final List<Variant> ALL = all();

    /** Means above this are read as Classic: Keen's cuts average 2.1 to 2.4 cells a cage, Classic's about 3. */
    private static final double CLASSIC_MEAN_FROM = 2.6;

    public Variant {
        Objects.requireNonNull(style, "style");
        Objects.requireNonNull(operations, "operations");
    }

    /** Every variant: Keen first, each with its mixes in order. */
    public static List<Variant> values() {
        return ALL;
    }

    /**
     * The name stored in the database. The two variants that existed before styles keep the enum
     * names they were stored under, so no row needs rewriting: {@code STANDARD},
     * {@code MULTIPLICATION_ONLY}; the others are {@code STYLE_MIX}, such as {@code CLASSIC_ADD_SUB}.
     */
    public String name() {
        if (equals(STANDARD)) return "STANDARD";
        if (equals(MULTIPLICATION_ONLY)) return "MULTIPLICATION_ONLY";
        return style.name() + "_" + operations.name();
    }

    /** The variant of a stored {@link #name()}. */
    public static Variant valueOf(String name) {
        for (Variant v : ALL) if (v.name().equals(name)) return v;
        throw new IllegalArgumentException("no variant is stored as '" + name + "'");
    }

    /** The word of the CLI, bench and JSON: {@code keen-all}, {@code classic-addsub}, ... */
    public String key() {
        return style.key() + "-" + operations.key();
    }

    /** "Standard", "Classic", "Multiplication only", "Classic · + and − only". */
    public String label() {
        if (operations == OperationMix.ALL) return style == CageStyle.KEEN ? "Standard" : "Classic";
        return style == CageStyle.KEEN ? operations.label() : style.label() + " · " + operations.label();
    }

    /** Reads a {@link #key()}, or {@code standard} and {@code multiplication} as the CLI spelled them before styles. */
    public static Variant parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT).replace('_', '-');
        switch (t) {
            case "standard", "s": return STANDARD;
            case "multiplication", "multiplication-only", "m": return MULTIPLICATION_ONLY;
            default: break;
        }
        int dash = t.indexOf('-');
        if (dash < 0) throw new IllegalArgumentException("unknown variant '" + text + "' (standard, multiplication, or a style and mix such as classic-addsub)");
        return new Variant(CageStyle.parse(t.substring(0, dash)), OperationMix.parse(t.substring(dash + 1)));
    }

    /**
     * The variant a puzzle from elsewhere reads as: the narrowest mix that holds its clues, and
     * Classic when its cages are large on average. A game ID carries shapes and clues, not a style.
     */
    public static Variant readFrom(Puzzle puzzle) {
        Set<Operation> used = EnumSet.noneOf(Operation.class);
        for (Cage cage : puzzle.cages()) if (cage.size() > 1) used.add(cage.operation());
        double mean = (double) puzzle.size() * puzzle.size() / puzzle.cages().size();
        return new Variant(mean > CLASSIC_MEAN_FROM ? CageStyle.CLASSIC : CageStyle.KEEN, OperationMix.covering(used));
    }

    @Override
    public int compareTo(Variant other) {
        return ORDER.compare(this, other);
    }

    private static List<Variant> all() {
        List<Variant> all = new ArrayList<>();
        // The constants themselves, so that a variant read back is the same instance as far as that can matter.
        for (CageStyle style : CageStyle.values()) {
            for (OperationMix mix : OperationMix.values()) {
                Variant v = new Variant(style, mix);
                all.add(v.equals(STANDARD) ? STANDARD : v.equals(MULTIPLICATION_ONLY) ? MULTIPLICATION_ONLY : v);
            }
        }
        return List.copyOf(all);
    }
}
