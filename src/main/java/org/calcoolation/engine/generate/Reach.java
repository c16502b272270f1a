package org.calcoolation.engine.generate;

import java.util.BitSet;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;

/**
 * The sizes each variant is made in at each level: those where five puzzles (seeds 1001 to 1005)
 * took under a second at the median and under five seconds each, each kind in a fresh JVM (so the
 * first puzzle pays for the JIT), on the development machine (docs/benchmarks.md, "Which kinds can be made");
 * the ⊕ rows by the {@code reach} command, the same rule in one warmed-up JVM, which prints rows as written here.
 * The merged cut's rows, to 12×12 only, by the {@code reach} command on 2026-11-27 (the machine
 * half busy); merge4.0-all's Normal cell on 2026-11-29, three times alike (3,5-11), once {@link TellingMerge} made
 * those puzzles, on a machine busy with other work. Sizes 13 to 16 by the {@code reach} command (2026-11-27, on a machine busy with other work, so
 * rather short than long): on 13×13 and up sharpening may leave a row's worth of single cells,
 * which brings some kinds back in reach above a gap (keen-all-hidden Normal: 3-9 and 13). One
 * exception: keen-mul 11×11 Extreme, a median of 1.3 s in that run, took 0.47 s over eleven
 * puzzles in a warmed-up JVM, so it stays. Outside the table a puzzle may take seconds to hours,
 * and a player asking for one would wait on a request thread as long, so the generator refuses
 * them. Measured, not derived: a change to the generator may move these, and a new run says how.
 */
final class Reach {

    private static final String TABLE = """
            # variant                  easy          normal        hard          extreme       unreasonable
            keen-all                     3-16          3-16          4-16          4-16          4-14
            keen-all-hidden              3-11,13-15    3-9,13        4-15          4-15          4-9
            keen-all-extended            3-16          3-16          4-16          4-16          4-14
            keen-all-hidden-extended     3-10,13-14    3-10,13-14    4-16          4-11,13-15    4-9
            keen-addsub                  3-11          3-10          4-12          4-11          4-10
            keen-addsub-extended         3-11          3-10          4-11          4-11          4-10
            keen-muldiv                  3-16          3-16          4-10,12       4-8           4,6-9
            keen-muldiv-extended         3-16          3-16          4-10,12       4-8           4,6-10
            keen-add                     3-12          3-12          4-12          4-12          4-10
            keen-mul                     3-16          3-16          4-16          4-13          4-16
            classic-all                  3-15          3-16          4-16          4-16          4-15
            classic-all-hidden           3-10,13       3-11,13-15    4-16          4-16          4-13
            classic-all-extended         3-11,13-14    3-15          4-16          4-16          4-11
            classic-all-hidden-extended  3-10,13       3-10,13-14    4-15          4-15          4-8
            classic-addsub               3-9           3-10          4-10          4-10          4-7
            classic-addsub-extended      3-9           3-9           4-10          4-9           4-7
            classic-muldiv               3-16          3-16          4-16          4-16          4-16
            classic-muldiv-extended      3-16          3-16          4-16          4-16          4-16
            classic-add                  3-9           3-9           4-10          4-10          4-7
            classic-mul                  3-16          3-16          4-16          4-16          4-16
            keen-all-xor                 3-16          3-16          4-16          4-16          4-13
            keen-addsub-xor              3-12          3-11          4-11          4-11          4-10
            keen-muldiv-xor              3-16          3-16          4-16          4-16          4-16
            keen-add-xor                 3-12          3-11          4-12          4-11          4-10
            keen-mul-xor                 3-16          3-16          4-11          4-11          4-11
            keen-all-extended-xor        3-16          3-16          4-16          4-16          4-13
            keen-addsub-extended-xor     3-12          3-11          4-11          4-11          4-10
            keen-muldiv-extended-xor     3-16          3-16          4-16          4-16          4-16
            classic-all-xor              3-11,13       3-11,13-14    4-16          4-14          4-11
            classic-addsub-xor           3-9           3-9           4-10          4-9           4-8
            classic-muldiv-xor           3-11,13-14    3-14          4-16          4-15          4-11
            classic-add-xor              3-9           3-9           4-10          4-10          4-8
            classic-mul-xor              3-11,13-14    3-14          4-16          4-16          4-11,13
            classic-all-extended-xor     3-10,13       3-11,13-14    4-16          4-15          4-10
            classic-addsub-extended-xor  3-9           3-10          4-10          4-10          4-8
            classic-muldiv-extended-xor  3-11,13-14    3-15          4-16          4-15          4-11,13
            merge1.5-all                 3-12          4-12          4-6           -             4-6
            merge2.0-all                 3-12          3-12          4-12          4-12          4-12
            merge2.5-all                 3-12          3-12          4-12          4-12          4-12
            merge3.0-all                 3-11          3-11          4-12          4-12          4-12
            merge3.5-all                 3-8           3-9,11        4-11          4-10          4-11
            merge4.0-all                 -             3,5-11        5-9,11        5-8           5-8
            merge4.5-all                 -             3,5-7         5-7           5             5-8
            merge5.0-all                 -             3,5           5             -             5,7
            """;

    private static final Map<Variant, Map<Difficulty, BitSet>> SIZES = parse(TABLE);

    private Reach() {}

    /**
     * Whether the table holds this size at this level for the variant (false for a variant it does
     * not list). Some kinds are held to rows measured beside them rather than their own:
     * <ul>
     *   <li>Weights: to the kind without them and to the narrower kind their zeros leave.
     *   <li>A merged cut is measured with all four operations at means a half apart; a mean between
     *       two is held to both, and another mix or twist also to Classic's row of it, the other
     *       cut of large cages.
     * </ul>
     * Spot checks of such kinds are in docs/benchmarks.md; a kind whose own row is measured uses it.
     */
    static boolean covers(Variant variant, int size, Difficulty difficulty) {
        if (SIZES.containsKey(variant))
            return SIZES.get(variant).get(difficulty).get(size);
        if (!variant.weights().isEven()) {
            Variant even = new Variant(
                    variant.style(),
                    variant.operations(),
                    variant.twists(),
                    variant.meanTenths(),
                    OperationWeights.EVEN);
            return covers(even, size, difficulty) && covers(narrowed(variant), size, difficulty);
        }
        if (variant.style() != CageStyle.MERGE) return false;
        int mean = variant.meanTenths();
        if (mean % 5 != 0) {
            int below = mean / 5 * 5;
            return covers(atMean(variant, below), size, difficulty)
                    && covers(atMean(variant, below + 5), size, difficulty);
        }
        Variant allFour = new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), mean, OperationWeights.EVEN);
        Variant classic = new Variant(CageStyle.CLASSIC, variant.operations(), variant.twists());
        return !variant.equals(allFour) && covers(allFour, size, difficulty) && covers(classic, size, difficulty);
    }

    private static Variant atMean(Variant variant, int tenths) {
        return new Variant(variant.style(), variant.operations(), variant.twists(), tenths, variant.weights());
    }

    /** The kind without weights that uses just the operations these weights leave above 0. */
    private static Variant narrowed(Variant variant) {
        Set<Operation> used = EnumSet.copyOf(variant.used());
        Set<Twist> twists = EnumSet.noneOf(Twist.class);
        twists.addAll(variant.twists());
        if (!used.remove(Operation.XOR)) twists.remove(Twist.XOR);
        OperationMix mix = used.isEmpty() ? OperationMix.ADD : OperationMix.covering(used);
        if (!mix.allows(Operation.SUBTRACT) && !mix.allows(Operation.DIVIDE)) twists.remove(Twist.EXTENDED_OPERATIONS);
        return new Variant(variant.style(), mix, twists, variant.meanTenths(), OperationWeights.EVEN);
    }

    /** Every variant the table lists. */
    static Set<Variant> variants() {
        return SIZES.keySet();
    }

    private static Map<Variant, Map<Difficulty, BitSet>> parse(String table) {
        Map<Variant, Map<Difficulty, BitSet>> sizes = new HashMap<>();
        for (String line : table.strip().split("\n")) {
            if (line.isBlank() || line.strip().startsWith("#")) continue;
            String[] words = line.strip().split("\\s+");
            if (words.length != 1 + Difficulty.values().length)
                throw new IllegalStateException("a reach row needs a variant and one cell a level: " + line);
            Map<Difficulty, BitSet> levels = new EnumMap<>(Difficulty.class);
            for (Difficulty difficulty : Difficulty.values())
                levels.put(difficulty, sizes(words[1 + difficulty.ordinal()]));
            if (sizes.put(Variant.parse(words[0]), levels) != null)
                throw new IllegalStateException("two reach rows for " + words[0]);
        }
        return Map.copyOf(sizes);
    }

    /** {@code -} for none, else ranges and sizes such as {@code 4-9,11}. */
    private static BitSet sizes(String cell) {
        BitSet sizes = new BitSet();
        if (cell.equals("-")) return sizes;
        for (String part : cell.split(",")) {
            String[] ends = part.split("-");
            int from = Integer.parseInt(ends[0]), to = Integer.parseInt(ends[ends.length - 1]);
            if (from < Puzzle.MIN_SIZE || to > Puzzle.MAX_SIZE || from > to)
                throw new IllegalStateException("not a range of sizes: " + part);
            sizes.set(from, to + 1);
        }
        return sizes;
    }
}
