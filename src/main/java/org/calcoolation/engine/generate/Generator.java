package org.calcoolation.engine.generate;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.latin.LatinSquares;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Technique;

/**
 * Makes puzzles with exactly one solution, graded exactly as asked: generate, then test. Each
 * attempt draws a random Latin square, cuts it into cages, writes a clue for each, and keeps the
 * puzzle only if the solver finishes it with techniques of the requested level and needs that level,
 * within the steps an import may cost.
 */
public final class Generator {

    /** Bumped whenever the same seed would give a different puzzle, so stored puzzles can say which made them. */
    // 2: Classic clues split between + and ×; 3: larger Classic cuts up to 9×9, fewer sums on 10×10+ Unreasonable;
    // 4: no puzzle dearer to check than an import; 5: 9×9 Easy and Normal sharpened; 6: every puzzle of a ⊕ or extended
    // kind shows its twist, and a merged cut's single cell grown by sharpening takes an operation of the mix, not a +
    // the mix lacks (other kinds make the same puzzles as in 5); 7: Keen-cut Hard sharpened from 9×9 (other kinds as in
    // 6); 8: merged cuts with even weights and no twist re-clue products until none holds over 40 % of the cages of two
    // cells or more, where the puzzle keeps its level (see Balance; other kinds as in 7); 9: that rebalancing no longer
    // swaps + and × back and forth, breaks a tie of one against ×, and, while an operation holds over half, tries every
    // cage of it and lets a cage hand a cell on to take another clue (other kinds as in 8); 10: merged Normal puzzles
    // of 8×8 and up at means over 3.5 to 4.0 are built by TellingMerge, checked as they merge (other kinds as in 9).
    public static final int VERSION = 10;

    private Generator() {}

    /** Whether puzzles of this size and level can be made with Keen's cuts and all four operations. */
    public static boolean supports(int size, Difficulty difficulty) {
        return supports(size, difficulty, Variant.STANDARD);
    }

    /**
     * Whether puzzles of this size, level and variant can be made in good time (a median under a
     * second, measured: see {@link Reach}). 3×3 stops at Normal for every variant: its few Latin
     * squares leave no harder puzzle.
     */
    public static boolean supports(int size, Difficulty difficulty, Variant variant) {
        if (size < Puzzle.MIN_SIZE || size > Puzzle.MAX_SIZE) return false;
        if (size == 3 && difficulty.compareTo(Difficulty.NORMAL) > 0) return false;
        return Reach.covers(variant, size, difficulty);
    }

    /**
     * The level made at this size and variant nearest to the one wanted (a harder one before an
     * easier one as near), for a command that was not told a level: a merged cut to a mean of 4.5 is
     * made only at Unreasonable on an 8×8. Empty if the kind is made at no level there.
     */
    public static Optional<Difficulty> nearestLevel(int size, Difficulty wanted, Variant variant) {
        Difficulty best = null;
        for (Difficulty d : Difficulty.values()) {
            if (!supports(size, d, variant)) continue;
            int distance = Math.abs(d.ordinal() - wanted.ordinal());
            if (best == null
                    || distance < Math.abs(best.ordinal() - wanted.ordinal())
                    || distance == Math.abs(best.ordinal() - wanted.ordinal()) && d.compareTo(best) > 0) best = d;
        }
        return Optional.ofNullable(best);
    }

    /** The same arguments always give the same puzzle. */
    public static Puzzle generate(int size, Difficulty difficulty, Variant variant, long seed) {
        return generate(size, difficulty, variant, new SplittableRandom(seed));
    }

    public static Puzzle generate(int size, Difficulty difficulty, Variant variant, RandomGenerator random) {
        return generate(size, difficulty, variant, ClassicCut.defaultMean(size), random);
    }

    /**
     * As above, with Classic cages cut around {@code classicMean} cells (2 to 5; the cut then
     * folds lone cells into neighbours, so the result runs a little above it). Keen cuts ignore it.
     */
    public static Puzzle generate(
            int size, Difficulty difficulty, Variant variant, double classicMean, RandomGenerator random) {
        if (classicMean < 2 || classicMean > Polyominoes.LARGEST)
            throw new IllegalArgumentException("a Classic mean cage size must be 2..5, not " + classicMean);
        refuseOutOfReach(size, difficulty, variant);
        return make(size, difficulty, variant, classicMean, random, () -> false).orElseThrow();
    }

    /**
     * A standard puzzle whose hardest needed deduction is {@code technique} ({@link
     * Solver#hardestNeeded}), to practise it: puzzles of the technique's level are made until one
     * needs it above all. Cage digits never finish a puzzle alone (placing its digits takes
     * singles), so for it an Easy puzzle serves. Empty after {@code attempts} puzzles of the level
     * without one; throws when the level is not made at this size.
     */
    public static Optional<Puzzle> needing(int size, Technique technique, int attempts, RandomGenerator random) {
        Difficulty level = technique.difficulty();
        refuseOutOfReach(size, level, Variant.STANDARD);
        Technique wanted = technique == Technique.CAGE_DIGITS ? Technique.SINGLE : technique;
        for (int i = 0; i < attempts; i++) {
            Puzzle puzzle = generate(size, level, Variant.STANDARD, random);
            Optional<Technique> hardest = Solver.hardestNeeded(puzzle, checkBudget());
            if (hardest.isPresent() && (hardest.get() == wanted || hardest.get() == technique))
                return Optional.of(puzzle);
        }
        return Optional.empty();
    }

    private static void refuseOutOfReach(int size, Difficulty difficulty, Variant variant) {
        if (!supports(size, difficulty, variant)) {
            String kind = variant.equals(Variant.STANDARD) ? "" : " " + variant.label();
            throw new IllegalArgumentException(
                    difficulty.label() + kind + " puzzles of size " + size + " are not available");
        }
    }

    /**
     * Whether the reach table measured this kind on its own row, rather than holding it to the rows
     * beside it (weights, merged cuts between the measured means, merged cuts of other mixes).
     */
    public static boolean measured(Variant variant) {
        return Reach.variants().contains(variant);
    }

    /**
     * As {@link #generate(int, Difficulty, Variant, long)}, but empty once {@code limit} has passed
     * (read between attempts), for kinds whose reach was not measured on their own: a player waits
     * on a request thread, and no kind may hold one for minutes.
     */
    public static Optional<Puzzle> generate(
            int size, Difficulty difficulty, Variant variant, long seed, Duration limit, LongSupplier nanoTime) {
        refuseOutOfReach(size, difficulty, variant);
        return makeWithin(size, difficulty, variant, seed, limit, nanoTime, nanoTime.getAsLong());
    }

    /**
     * How long one puzzle of this kind takes to make, in or out of the {@link Reach} table, for the
     * command that measures the table: empty if it was not made within {@code limit}. The clock is
     * read between attempts, each of which is held to an import's budget, so it may run a little
     * over.
     */
    public static OptionalLong nanosToMake(
            int size, Difficulty difficulty, Variant variant, long seed, Duration limit, LongSupplier nanoTime) {
        if (size < Puzzle.MIN_SIZE || size > Puzzle.MAX_SIZE)
            throw new IllegalArgumentException("no size " + size + " is played here");
        long start = nanoTime.getAsLong();
        return makeWithin(size, difficulty, variant, seed, limit, nanoTime, start)
                        .isPresent()
                ? OptionalLong.of(nanoTime.getAsLong() - start)
                : OptionalLong.empty();
    }

    /** A puzzle of the seed, or empty once {@code limit} has passed since {@code start}, read between attempts. */
    private static Optional<Puzzle> makeWithin(
            int size,
            Difficulty difficulty,
            Variant variant,
            long seed,
            Duration limit,
            LongSupplier nanoTime,
            long start) {
        return make(
                size,
                difficulty,
                variant,
                ClassicCut.defaultMean(size),
                new SplittableRandom(seed),
                () -> nanoTime.getAsLong() - start > limit.toNanos());
    }

    /** Attempts until a puzzle of the level comes out, or until {@code giveUp} says so between attempts. */
    private static Optional<Puzzle> make(
            int size,
            Difficulty difficulty,
            Variant variant,
            double classicMean,
            RandomGenerator random,
            BooleanSupplier giveUp) {
        LatinSquares squares = LatinSquares.chain(size, random);
        Grid grid = squares.next();
        for (int attempt = 1; !giveUp.getAsBoolean(); attempt++) {
            // A square serves a few attempts, each with fresh cages: the square is the costlier part to draw.
            if (attempt % CUTS_PER_SQUARE == 0) grid = squares.next();
            Optional<Puzzle> made = TellingMerge.applies(size, difficulty, variant)
                    ? TellingMerge.attempt(grid, difficulty, variant, random)
                    : attempt(grid, difficulty, variant, classicMean, random);
            if (made.isPresent()) return made;
        }
        return Optional.empty();
    }

    /** One attempt on this square: cut, clue, then sharpen or grade; empty if the puzzle is not of the level. */
    private static Optional<Puzzle> attempt(
            Grid grid, Difficulty difficulty, Variant variant, double classicMean, RandomGenerator random) {
        int size = grid.size();
        Optional<List<List<Cell>>> shapes = switch (variant.style()) {
            case CLASSIC -> ClassicCut.cut(grid, classicMean, random);
            case MERGE -> MergeCut.cut(grid, variant, random);
            case KEEN -> KeenCut.cut(size, dominoChance(difficulty, variant), random);
        };
        if (shapes.isEmpty()) return Optional.empty();
        List<Cage> clues = Clues.choose(grid, shapes.get(), difficulty, variant, random).stream()
                .map(cage -> dressed(cage, variant))
                .toList();
        Puzzle puzzle = new Puzzle(size, clues, Optional.of(grid));
        if (sharpens(size, difficulty, variant)) {
            Optional<Puzzle> sharpened = Sharpening.toLevel(puzzle, difficulty, variant, random)
                    .filter(p -> meanFits(p, variant) && showsItsTwists(p, variant));
            if (sharpened.isPresent() && Balance.applies(variant))
                return Optional.of(Balance.toAim(sharpened.get(), difficulty, variant, random));
            return sharpened;
        }
        if (!showsItsTwists(puzzle, variant)) return Optional.empty();
        return Solver.gradeWithin(puzzle, difficulty, checkBudget())
                .filter(difficulty::equals)
                .map(grade -> puzzle);
    }

    private static final int CUTS_PER_SQUARE = 4;

    /**
     * Whether the puzzle shows every twist its kind is named for: a "⊕ cages" puzzle without a ⊕
     * would be labelled, ranked and shared (its ID without {@code B}) as a kind it is not.
     */
    static boolean showsItsTwists(Puzzle puzzle, Variant variant) {
        return Twist.shownIn(puzzle).containsAll(variant.twists());
    }

    /**
     * Each check of a candidate spends from a budget of the import's steps, and one that runs out
     * is dropped like one of the wrong grade. So every puzzle made here is checked by the
     * command line's {@code solve} and by a link under the same count, on any machine. Without
     * it 2 in 100 12×12 Unreasonable puzzles needed more (one 129 million steps), and 12×12
     * Classic hidden-operator Unreasonable ones took minutes to make; both now come out faster.
     * A final Unreasonable check is the very work {@code solve} does; below Unreasonable,
     * {@code solve} may try the harder rungs once more on the solved grid (288 steps at most in
     * the puzzles measured, where a whole 12×12 Extreme check took under half a million).
     */
    static Budget checkBudget() {
        return Budget.ofSteps(Budget.IMPORT_STEPS);
    }

    /**
     * A chosen clue as the variant shows it: with hidden operators only its target remains, and
     * uniqueness and grade are then judged under that reading, every operation that fits.
     */
    static Cage dressed(Cage cage, Variant variant) {
        return variant.has(Twist.HIDDEN_OPERATORS) ? cage.hide(variant.has(Twist.EXTENDED_OPERATIONS)) : cage;
    }

    /**
     * From this size on, puzzles are sharpened where the solver sticks (see {@link Sharpening}) at
     * Extreme and Unreasonable too, and grids count as large for the Classic cut and clues.
     */
    static final int SHARPEN_FROM = 10;

    /** From this size on, Easy, Normal and Hard puzzles with Keen's cuts and all four operations are sharpened. */
    static final int SHARPEN_EASY_FROM = 9;

    /** From this size on, sharpened puzzles may keep a row's worth of single cells. */
    static final int LARGE_FROM = 13;

    /**
     * Sharpening may leave a few single-cell cages, never more than half a row's worth; on 13×13 and
     * up a row's worth, still under one cell in thirteen (Normal 16×16 mostly needed 9 to 16).
     */
    static int maxGivens(int size) {
        return size >= LARGE_FROM ? size : size / 2;
    }

    /** Without ×, clues say less, so sums-and-differences puzzles may keep up to a row's worth of single cells. */
    static int maxGivens(int size, Variant variant) {
        boolean weak = variant.operations() == OperationMix.ADD || variant.operations() == OperationMix.ADD_SUB;
        return weak ? size : maxGivens(size);
    }

    /**
     * Whether a merged puzzle's cages still average the size asked for once sharpening has split
     * some: within {@link #MEAN_TOLERANCE_TENTHS} of it, or, where a small grid has no count of
     * cages that close (a 3×3 at 4.0), at the nearest count. Other cuts have no mean to keep.
     */
    static boolean meanFits(Puzzle puzzle, Variant variant) {
        if (variant.style() != CageStyle.MERGE) return true;
        int n = puzzle.size(), cages = puzzle.cages().size();
        double off = Math.abs(10.0 * n * n / cages - variant.meanTenths());
        return off <= MEAN_TOLERANCE_TENTHS || cages == MergeCut.cagesFor(n, variant.meanTenths());
    }

    /** Within 0.25 of a cell, inside the ±0.3 promised. */
    static final double MEAN_TOLERANCE_TENTHS = 2.5;

    /**
     * Whether puzzles of this kind start too hard and are sharpened down to the level: large
     * Easy/Normal ones, and multiplication-only ones from Hard up, which random cuts leave
     * ambiguous more often than not.
     */
    static boolean sharpens(int size, Difficulty difficulty, Variant variant) {
        if (variant.equals(Variant.MULTIPLICATION_ONLY)) return difficulty.compareTo(Difficulty.HARD) >= 0;
        // Classic cuts and the narrower mixes are ambiguous more often than not; sharpening also caps their single
        // cells.
        if (!variant.equals(Variant.STANDARD)) return true;
        // 9×9 Easy and Normal too: sharpened, Normal came out in a median of 4.3 ms instead of 8.4 (Keen: 21). And
        // Hard: 91 % of its plain attempts stuck, and sharpened it took 1.9 attempts a puzzle instead of 12.8 (p90 5.1
        // ms instead of 10.9, level with Keen's 10 before).
        if (difficulty.compareTo(Difficulty.HARD) <= 0) return size >= SHARPEN_EASY_FROM;
        return size >= SHARPEN_FROM;
    }

    /** In quarters. Easy puzzles want small, telling cages; products say more than sums, so want larger cages. */
    private static int dominoChance(Difficulty difficulty, Variant variant) {
        if (variant.operations() == OperationMix.MUL) return difficulty.compareTo(Difficulty.HARD) >= 0 ? 1 : 3;
        return difficulty == Difficulty.EASY ? 4 : 3;
    }
}
