package org.calcoolation.engine.codec;

import java.util.Set;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.jspecify.annotations.Nullable;

/**
 * Reads and writes Simon Tatham's Keen game IDs ({@code 4:_aa_a_ab_5a3,m6d2m4s1s2a6d2}), so that
 * puzzles travel between Keen and Calcoolation. The format is described in KEEN-FORMAT.md; sizes
 * 10 to 16, which Keen itself does not make, follow the same rules.
 */
public final class KeenCodec {

    /** The clue letter of a clue that hides its operator, in an ID flagged {@code H}. */
    static final char HIDDEN_LETTER = 'h';

    private KeenCodec() {}

    /**
     * Reads a game ID from outside: a link, a pasted ID, the command line. Never throws: anything
     * malformed comes back as {@link DecodeResult.Invalid}. So does a cage of more than
     * {@link Cage#MAX_CELLS} cells, the most that Keen or our generator make: the fillings of a
     * bigger cage grow too fast to check (a cage over a whole 6×6 grid has 812 million).
     */
    public static DecodeResult decode(@Nullable String id) {
        return decode(id, Cage.MAX_CELLS);
    }

    /**
     * Reads a game ID that is expected to be well formed, such as one stored by this program. Its
     * cages were checked when it came in, so no size is refused here: a game kept from before the
     * limit still opens.
     */
    public static Puzzle decodeOrThrow(String id) {
        return switch (decode(id, Integer.MAX_VALUE)) {
            case DecodeResult.Valid valid -> valid.puzzle();
            case DecodeResult.Invalid invalid -> throw new IllegalArgumentException(invalid.message());
        };
    }

    private static DecodeResult decode(@Nullable String id, int maxCageCells) {
        if (id == null)
            return new DecodeResult.Invalid(
                    DecodeResult.Problem.MISSING,
                    Refusal.of("There is no puzzle ID here.", Malformed.key("missing")),
                    "No game ID was given",
                    0);
        return new KeenReader(id, maxCageCells).read();
    }

    /**
     * The ID as Keen prints it: only the size, then the description. A puzzle with extended
     * operations, hidden clues or ⊕ cages, which Keen cannot play, carries our flags {@code X},
     * {@code H} and {@code B} after the size (see docs/formats-and-cli.md, "Game IDs").
     */
    public static String encode(Puzzle puzzle) {
        return puzzle.size() + twistFlags(puzzle, false) + ":" + description(puzzle);
    }

    /** The ID with full parameters, such as {@code 6dhm:...}, so Keen opens it at that difficulty and variant. */
    public static String encode(Puzzle puzzle, Difficulty difficulty, Variant variant) {
        String multiplication = variant.operations() == OperationMix.MUL ? "m" : "";
        return puzzle.size() + "d" + difficulty.keenLetter() + multiplication
                + twistFlags(puzzle, variant.has(Twist.EXTENDED_OPERATIONS)) + ":" + description(puzzle);
    }

    /**
     * {@code X} when a − or ÷ may span three or more cells, {@code H} when a clue hides its
     * operator, {@code B} when a cage takes an exclusive or.
     */
    private static String twistFlags(Puzzle puzzle, boolean extended) {
        Set<Twist> shown = Twist.shownIn(puzzle);
        extended |= shown.contains(Twist.EXTENDED_OPERATIONS);
        return (extended ? "X" : "")
                + (shown.contains(Twist.HIDDEN_OPERATORS) ? "H" : "")
                + (shown.contains(Twist.XOR) ? "B" : "");
    }

    /** The number of internal grid lines of a w×w grid; the layout then adds one virtual line. */
    static int lineCount(int w) {
        return 2 * w * (w - 1);
    }

    /**
     * The reading-order indices of the two cells either side of internal line {@code line}:
     * vertical lines row by row first, then horizontal lines column by column.
     */
    static int[] cellsBeside(int line, int w) {
        int half = w * (w - 1);
        if (line < half) {
            int y = line / (w - 1), x = line % (w - 1);
            return new int[] {y * w + x, y * w + x + 1};
        }
        int x = (line - half) / (w - 1), y = (line - half) % (w - 1);
        return new int[] {y * w + x, (y + 1) * w + x};
    }

    private static String description(Puzzle puzzle) {
        StringBuilder id = new StringBuilder(compress(layoutLetters(puzzle))).append(',');
        for (Cage cage : puzzle.cages()) {
            // Keen writes a given (a one-cell cage) as a sum of one digit, whatever its operation.
            char letter = cage.size() == 1
                    ? 'a'
                    : cage.isHidden() ? HIDDEN_LETTER : cage.operation().keenLetter();
            id.append(letter).append(cage.target());
        }
        return id.toString();
    }

    /** One letter per wall, saying how many open lines precede it, before run-length compression. */
    private static String layoutLetters(Puzzle puzzle) {
        int w = puzzle.size();
        int[] cageOf = puzzle.cageIndexByCell();
        StringBuilder letters = new StringBuilder();
        int open = 0;
        for (int line = 0; line <= lineCount(w); line++) {
            boolean wall = line == lineCount(w) || isWall(cageOf, cellsBeside(line, w));
            if (!wall) {
                open++;
                continue;
            }
            for (; open > 25; open -= 25) letters.append('z');
            letters.append(open == 0 ? '_' : (char) ('a' + open - 1));
            open = 0;
        }
        return letters.toString();
    }

    private static boolean isWall(int[] cageOf, int[] cells) {
        return cageOf[cells[0]] != cageOf[cells[1]];
    }

    /** Keen's compression: a run of two stays as two letters, a longer run becomes letter + count. */
    private static String compress(String letters) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < letters.length(); ) {
            char c = letters.charAt(i);
            int run = 1;
            while (i + run < letters.length() && letters.charAt(i + run) == c) run++;
            out.append(c);
            if (run == 2) out.append(c);
            if (run > 2) out.append(run);
            i += run;
        }
        return out.toString();
    }
}
