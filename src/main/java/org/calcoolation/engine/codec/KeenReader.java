package org.calcoolation.engine.codec;

import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.codec.DecodeResult.Problem;

/**
 * Reads one game ID from left to right: the parameters here, the cage layout by
 * {@link LayoutReader}, the clues by {@link ClueReader}. Every check happens before a model object
 * is built, so the engine's constructors never see bad data; the first problem found ends the reading.
 */
final class KeenReader {

    private final KeenText in;
    /** The most cells a cage may have; a larger cage is refused before its fillings can cost anything. */
    private final int maxCageCells;
    /**
     * Our flags after the parameters: {@code X}, − and ÷ on three or more cells; {@code H}, clues
     * that hide their operator; {@code B}, cages that combine their digits by exclusive or (bitwise).
     */
    private boolean extended;

    private boolean hidden;
    private boolean xor;

    KeenReader(String id, int maxCageCells) {
        this.in = new KeenText(id);
        this.maxCageCells = maxCageCells;
    }

    DecodeResult read() {
        try {
            return readId();
        } catch (Malformed m) {
            return m.invalid();
        }
    }

    private DecodeResult readId() throws Malformed {
        if (in.atEnd())
            throw new Malformed(
                    Problem.EMPTY,
                    Refusal.of("The puzzle ID is empty.", Malformed.key("empty")),
                    "The game ID is empty",
                    in.pos());
        int size = readSize();
        Optional<Difficulty> difficulty = readDifficulty();
        boolean multiplicationOnly = in.accept('m');
        readTwistFlags();
        if (!in.accept(':')) {
            String after = difficulty.isPresent() || multiplicationOnly || extended || hidden || xor
                    ? "the parameters"
                    : "the size";
            throw new Malformed(
                    Problem.NO_COLON,
                    in.atEnd()
                            ? Refusal.of(
                                    "This puzzle ID is cut short: there is nothing after its size.",
                                    Malformed.key("nothingAfterSize"))
                            : Refusal.of(
                                    Malformed.MISTYPED + " near its start: the size must be followed by ':'.",
                                    Malformed.key("noColon")),
                    "Expected ':' after " + after + " at position " + in.pos() + in.foundText(),
                    in.pos());
        }
        List<List<Cell>> cageCells = new LayoutReader(in, size, maxCageCells).read();
        if (!in.accept(','))
            throw new Malformed(
                    Problem.NO_CLUES,
                    Refusal.of(
                            "This puzzle ID is cut short: it draws the cages but has no clues.",
                            Malformed.key("noClues")),
                    "Expected ',' and the clues after the cage layout at position " + in.pos(),
                    in.pos());
        List<Cage> cages = new ClueReader(in, size, extended, hidden, xor).read(cageCells);
        return new DecodeResult.Valid(new Puzzle(size, cages), difficulty, multiplicationOnly);
    }

    private int readSize() throws Malformed {
        int start = in.pos();
        if (!in.atDigit())
            throw new Malformed(
                    Problem.NO_SIZE,
                    Refusal.of(
                            "This is not a puzzle ID: a puzzle ID starts with the grid’s size, a number from "
                                    + Puzzle.MIN_SIZE + " to " + Puzzle.MAX_SIZE + ".",
                            Malformed.key("noSize"),
                            Puzzle.MIN_SIZE,
                            Puzzle.MAX_SIZE),
                    "Expected the grid size at position " + start + in.foundText(),
                    start);
        long size = in.readNumber();
        if (size < Puzzle.MIN_SIZE || size > Puzzle.MAX_SIZE) {
            String given = in.quote(start, in.pos());
            throw new Malformed(
                    Problem.SIZE_UNSUPPORTED,
                    Refusal.of(
                            "This puzzle’s grid size, " + given + ", is not one played here: grids run from "
                                    + Puzzle.MIN_SIZE + "×" + Puzzle.MIN_SIZE + " to " + Puzzle.MAX_SIZE + "×"
                                    + Puzzle.MAX_SIZE + ".",
                            Malformed.key("sizeUnsupported"),
                            given,
                            Puzzle.MIN_SIZE,
                            Puzzle.MAX_SIZE),
                    "Grid size " + given + " at position " + start + " is not supported; sizes run from "
                            + Puzzle.MIN_SIZE + " to " + Puzzle.MAX_SIZE,
                    start);
        }
        return (int) size;
    }

    /** {@code X}, {@code H} and {@code B}, each at most once, in any order; a plain Keen ID has none. */
    private void readTwistFlags() throws Malformed {
        while (in.sees('X') || in.sees('H') || in.sees('B')) {
            char flag = in.here();
            boolean given = flag == 'X' ? extended : flag == 'H' ? hidden : xor;
            if (given) throw flagTwice();
            if (flag == 'X') extended = true;
            else if (flag == 'H') hidden = true;
            else xor = true;
            in.skip();
        }
        if (hidden && xor) {
            throw new Malformed(
                    Problem.FLAGS_CLASH,
                    Refusal.of(
                            "This puzzle ID both hides operators (H) and has ⊕ cages (B), which do not go together"
                                    + " here.",
                            Malformed.key("flagsClash")),
                    "The flags H and B do not go together: a hidden clue is one of + − × ÷",
                    in.pos());
        }
        if (in.atUpperCaseLetter()) throw unknownFlag();
    }

    private Malformed flagTwice() {
        return new Malformed(
                Problem.FLAG_TWICE,
                Refusal.of(
                        Malformed.MISTYPED + " near its start: it gives the flag " + in.describe(in.pos()) + " twice.",
                        Malformed.key("flagTwice"),
                        in.glyph(in.pos())),
                "The flag " + in.describe(in.pos()) + " at position " + in.pos() + " is given twice",
                in.pos());
    }

    private Malformed unknownFlag() {
        return new Malformed(
                Problem.UNKNOWN_FLAG,
                Refusal.of(
                        Malformed.MISTYPED + " near its start: " + in.named(in.pos())
                                + " is no flag of ours; the flags are X, H and B.",
                        Malformed.key("unknownFlag"),
                        in.kindOf(in.pos()),
                        in.glyph(in.pos())),
                "Unknown flag " + in.describe(in.pos()) + " at position " + in.pos() + "; the flags are X"
                        + " (extended − and ÷), H (hidden operators) and B (⊕ cages)",
                in.pos());
    }

    private Optional<Difficulty> readDifficulty() throws Malformed {
        if (!in.accept('d')) return Optional.empty();
        if (in.atEnd())
            throw new Malformed(
                    Problem.NO_DIFFICULTY,
                    Refusal.of(
                            "This puzzle ID is cut short: it ends where its difficulty should be.",
                            Malformed.key("noDifficulty")),
                    "Expected a difficulty letter (e, n, h, x or u) after 'd' at position " + in.pos(),
                    in.pos());
        for (Difficulty d : Difficulty.values()) {
            if (d.keenLetter() == in.here()) {
                in.skip();
                return Optional.of(d);
            }
        }
        throw new Malformed(
                Problem.UNKNOWN_DIFFICULTY,
                Refusal.of(
                        "This puzzle ID names a difficulty this game does not know.",
                        Malformed.key("unknownDifficulty")),
                "Unknown difficulty " + in.describe(in.pos()) + " at position " + in.pos() + "; use e, n, h, x or u",
                in.pos());
    }
}
