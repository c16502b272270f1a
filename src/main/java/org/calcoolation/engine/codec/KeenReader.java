package org.calcoolation.engine.codec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.DecodeResult.Problem;

/**
 * Reads one game ID from left to right. Every check happens before a model object is built, so the
 * engine's constructors never see bad data; the first problem found ends the reading.
 */
final class KeenReader {

    /** Numbers are read with saturation at this bound, so that no count or target can overflow. */
    private static final long HUGE = 1_000_000_000_000_000L;

    /**
     * A problem at a position, in plain words and in technical ones; stackless because it is only a
     * way out of the nested reading.
     */
    private static final class Malformed extends Exception {
        final Problem problem;
        final String plain;
        final int position;

        Malformed(Problem problem, String plain, String message, int position) {
            super(message, null, false, false);
            this.problem = problem;
            this.plain = plain;
            this.position = position;
        }
    }

    private static final String MISTYPED = "This puzzle ID is mistyped";
    private static final String IN_THE_CAGES = MISTYPED + " in the part that draws the cages";
    private static final String IN_THE_CLUES = MISTYPED + " in its clues";

    /** One layout letter with its repeat count: {@code open} non-walls, then a wall unless it is 'z'. */
    private record Run(int position, int open, boolean wall, long repeat) {
        long lines() {
            return repeat * (open + (wall ? 1 : 0));
        }
    }

    private final String text;
    private final int end;
    /** The most cells a cage may have; a larger cage is refused before its fillings can cost anything. */
    private final int maxCageCells;
    private int pos;
    /** Our flags after the parameters: {@code X}, − and ÷ on three or more cells; {@code H}, clues that hide their operator. */
    private boolean extended;
    private boolean hidden;
    /** 1-based number of the clue being read, for messages. */
    private int clueNumber;

    KeenReader(String id, int maxCageCells) {
        this.maxCageCells = maxCageCells;
        int start = 0, stop = id.length();
        while (start < stop && Character.isWhitespace(id.charAt(start))) start++;
        while (stop > start && Character.isWhitespace(id.charAt(stop - 1))) stop--;
        this.text = id;
        this.pos = start;
        this.end = stop;
    }

    DecodeResult read() {
        try {
            return readId();
        } catch (Malformed m) {
            return new DecodeResult.Invalid(m.problem, m.plain, m.getMessage(), m.position);
        }
    }

    private DecodeResult readId() throws Malformed {
        if (pos == end) throw new Malformed(Problem.EMPTY, "The puzzle ID is empty.", "The game ID is empty", pos);
        int size = readSize();
        Optional<Difficulty> difficulty = readDifficulty();
        boolean multiplicationOnly = accept('m');
        readTwistFlags();
        if (!accept(':')) {
            String after = difficulty.isPresent() || multiplicationOnly || extended || hidden ? "the parameters" : "the size";
            throw new Malformed(Problem.NO_COLON, pos == end ? "This puzzle ID is cut short: there is nothing after its size."
                    : MISTYPED + " near its start: the size must be followed by ':'.",
                    "Expected ':' after " + after + " at position " + pos + foundText(), pos);
        }
        int layoutAt = pos;
        int[] cageOf = readLayout(size);
        checkCageSizes(cageOf, layoutAt);
        if (!accept(',')) throw new Malformed(Problem.NO_CLUES, "This puzzle ID is cut short: it draws the cages but has no clues.",
                "Expected ',' and the clues after the cage layout at position " + pos, pos);
        List<Cage> cages = readClues(size, cellsByCage(cageOf));
        return new DecodeResult.Valid(new Puzzle(size, cages), difficulty, multiplicationOnly);
    }

    private int readSize() throws Malformed {
        int start = pos;
        if (!isDigit(pos)) throw new Malformed(Problem.NO_SIZE, "This is not a puzzle ID: a puzzle ID starts with the grid's size, a number from " + Puzzle.MIN_SIZE + " to " + Puzzle.MAX_SIZE + ".",
                "Expected the grid size at position " + pos + foundText(), pos);
        long size = readNumber();
        if (size < Puzzle.MIN_SIZE || size > Puzzle.MAX_SIZE) {
            throw new Malformed(Problem.SIZE_UNSUPPORTED, "This puzzle's grid size, " + quote(start, pos) + ", is not one played here: grids run from "
                    + Puzzle.MIN_SIZE + "×" + Puzzle.MIN_SIZE + " to " + Puzzle.MAX_SIZE + "×" + Puzzle.MAX_SIZE + ".",
                    "Grid size " + quote(start, pos) + " at position " + start + " is not supported; sizes run from "
                    + Puzzle.MIN_SIZE + " to " + Puzzle.MAX_SIZE, start);
        }
        return (int) size;
    }

    /** {@code X} and {@code H}, each at most once, in either order; a plain Keen ID has neither. */
    private void readTwistFlags() throws Malformed {
        while (pos < end && (text.charAt(pos) == 'X' || text.charAt(pos) == 'H')) {
            boolean x = text.charAt(pos) == 'X';
            if (x ? extended : hidden) {
                throw new Malformed(Problem.FLAG_TWICE, MISTYPED + " near its start: it gives the flag " + describe(pos) + " twice.",
                        "The flag " + describe(pos) + " at position " + pos + " is given twice", pos);
            }
            if (x) extended = true;
            else hidden = true;
            pos++;
        }
    }

    private Optional<Difficulty> readDifficulty() throws Malformed {
        if (!accept('d')) return Optional.empty();
        if (pos == end) throw new Malformed(Problem.NO_DIFFICULTY, "This puzzle ID is cut short: it ends where its difficulty should be.",
                "Expected a difficulty letter (e, n, h, x or u) after 'd' at position " + pos, pos);
        char letter = text.charAt(pos);
        for (Difficulty d : Difficulty.values()) {
            if (d.keenLetter() == letter) {
                pos++;
                return Optional.of(d);
            }
        }
        throw new Malformed(Problem.UNKNOWN_DIFFICULTY, "This puzzle ID names a difficulty this game does not know.",
                "Unknown difficulty " + describe(pos) + " at position " + pos + "; use e, n, h, x or u", pos);
    }

    /**
     * Reads the walls and returns, for each cell in reading order, a representative cell of its
     * cage. Cells not separated by a wall share a cage. A first pass checks the number of lines,
     * so that a huge repeat count is reported rather than expanded; a second pass joins the cells.
     */
    private int[] readLayout(int w) throws Malformed {
        int start = pos;
        checkLineCount(w);
        int layoutEnd = pos;
        pos = start;
        int[] parent = new int[w * w];
        for (int i = 0; i < parent.length; i++) parent[i] = i;
        int line = 0;
        while (pos < layoutEnd) {
            Run run = readRun();
            for (long r = 0; r < run.repeat(); r++) {
                for (int k = 0; k < run.open(); k++, line++) {
                    int[] cells = KeenCodec.cellsBeside(line, w);
                    join(parent, cells[0], cells[1]);
                }
                if (run.wall()) line++;
            }
        }
        int[] cageOf = new int[w * w];
        for (int i = 0; i < cageOf.length; i++) cageOf[i] = root(parent, i);
        return cageOf;
    }

    /** Reads the layout once, checking it covers every internal line and closes with a wall. */
    private void checkLineCount(int w) throws Malformed {
        long expected = KeenCodec.lineCount(w) + 1;
        long total = 0;
        boolean closed = false;
        int lastAt = pos;
        int overflowAt = -1;
        while (pos < end && text.charAt(pos) != ',') {
            Run run = readRun();
            total = Math.min(HUGE, total + run.lines());
            closed = run.wall();
            lastAt = run.position();
            if (total > expected && overflowAt < 0) overflowAt = run.position();
        }
        if (!closed && (total == expected - 1 || total == expected)) {
            // A closing 'z' leaves the final, virtual line open; it must be a wall.
            throw new Malformed(Problem.LAYOUT_OPEN_END, IN_THE_CAGES + ": its last cage is left open.",
                    "The cage layout must end with a wall, but 'z' at position " + lastAt + " leaves the last line open", lastAt);
        }
        if (total != expected) {
            long described = closed ? total - 1 : total;
            String count = described >= HUGE - 1 ? "an enormous number of" : Long.toString(described);
            String plain = described < KeenCodec.lineCount(w) ? "This puzzle ID is cut short or mistyped: it describes " : MISTYPED + ": it describes ";
            throw new Malformed(Problem.LINE_COUNT, plain + (described >= HUGE - 1 ? "far more" : count) + " grid lines where a " + w + "×" + w
                    + " grid has " + KeenCodec.lineCount(w) + ".",
                    "The cage layout describes " + count + " grid lines but a " + w + "×" + w + " grid has " + KeenCodec.lineCount(w),
                    overflowAt >= 0 ? overflowAt : pos);
        }
    }

    private Run readRun() throws Malformed {
        int at = pos;
        char c = text.charAt(pos);
        if (isDigit(pos)) throw new Malformed(Problem.COUNT_WITHOUT_LETTER, IN_THE_CAGES + ": a number stands where a letter should.",
                "The repeat count at position " + pos + " must follow a layout letter", pos);
        if (c != '_' && (c < 'a' || c > 'z')) {
            throw new Malformed(Problem.LAYOUT_CHARACTER, IN_THE_CAGES + ": " + named(pos) + " does not belong there.",
                    "Unexpected character " + describe(pos) + " at position " + pos + " in the cage layout", pos);
        }
        pos++;
        long repeat = 1;
        if (isDigit(pos)) {
            int countAt = pos;
            repeat = readNumber();
            if (repeat == 0) throw new Malformed(Problem.COUNT_ZERO, IN_THE_CAGES + ": a count of 0 repeats nothing.", "The repeat count at position " + countAt + " must be at least 1", countAt);
        }
        return switch (c) {
            case '_' -> new Run(at, 0, true, repeat);
            case 'z' -> new Run(at, 25, false, repeat);
            default -> new Run(at, c - 'a' + 1, true, repeat);
        };
    }

    /** Refuses the first cage, in reading order, with more cells than allowed. */
    private void checkCageSizes(int[] cageOf, int layoutAt) throws Malformed {
        int[] cells = new int[cageOf.length];
        for (int root : cageOf) cells[root]++;
        for (int root = 0; root < cells.length; root++) {
            if (cells[root] > maxCageCells) {
                int w = (int) Math.round(Math.sqrt(cageOf.length));
                throw new Malformed(Problem.CAGE_TOO_BIG, "This puzzle has a cage of " + cells[root] + " cells; cages here have at most " + maxCageCells
                        + ", as bigger ones take too long to check.", "The cage layout at position " + layoutAt + " gives the cage at " + Cell.ofIndex(root, w)
                        + " " + cells[root] + " cells, but a cage may have at most " + maxCageCells, layoutAt);
            }
        }
    }

    /** Cages in reading order of their first cell, each as its cells in reading order. */
    private static List<List<Cell>> cellsByCage(int[] cageOf) {
        int w = (int) Math.round(Math.sqrt(cageOf.length));
        List<List<Cell>> cages = new ArrayList<>();
        int[] cageIndexOfRoot = new int[cageOf.length];
        Arrays.fill(cageIndexOfRoot, -1);
        for (int i = 0; i < cageOf.length; i++) {
            int root = cageOf[i];
            if (cageIndexOfRoot[root] < 0) {
                cageIndexOfRoot[root] = cages.size();
                cages.add(new ArrayList<>());
            }
            cages.get(cageIndexOfRoot[root]).add(Cell.ofIndex(i, w));
        }
        return cages;
    }

    private List<Cage> readClues(int w, List<List<Cell>> cageCells) throws Malformed {
        List<Cage> cages = new ArrayList<>();
        for (List<Cell> cells : cageCells) {
            clueNumber = cages.size() + 1;
            if (pos == end) {
                String given = cages.isEmpty() ? "no clues are" : "only " + cages.size() + (cages.size() == 1 ? " clue is" : " clues are");
                throw new Malformed(Problem.TOO_FEW_CLUES, "This puzzle ID is cut short: it has " + cageCells.size() + " cages but "
                        + (cages.isEmpty() ? "no clues." : "only " + cages.size() + (cages.size() == 1 ? " clue." : " clues.")),
                        "Too few clues: the layout has " + cageCells.size() + " cages but " + given + " given", pos);
            }
            cages.add(readClue(w, cells));
        }
        if (pos < end) {
            int extraAt = pos;
            int given = cages.size() + countRemainingClues();
            throw new Malformed(Problem.TOO_MANY_CLUES, MISTYPED + ": it has " + given + " clues for " + cageCells.size()
                    + " cages; part of it may be pasted twice.", "Too many clues: the layout has " + cageCells.size() + " cages but " + given + " clues are given", extraAt);
        }
        return cages;
    }

    private Cage readClue(int w, List<Cell> cells) throws Malformed {
        int at = pos;
        boolean hiddenClue = text.charAt(pos) == KeenCodec.HIDDEN_LETTER;
        Operation op = hiddenClue ? Operation.ADD : operation(text.charAt(pos)).orElseThrow(() -> new Malformed(Problem.CLUE_CHARACTER,
                IN_THE_CLUES + ": each clue starts with a, m, s or d (add, multiply, subtract, divide)" + (hidden ? " or h (hidden)" : "") + ", not " + named(pos) + ".",
                "Unexpected character " + describe(pos) + " at position " + pos + " in the clues; a clue starts with a, m, s or d" + (hidden ? " or h" : ""), pos));
        if (hiddenClue && !hidden) {
            throw new Malformed(Problem.HIDDEN_NOT_ALLOWED, IN_THE_CLUES + ": clue " + clueNumber + " hides its operator, but the ID does not say it hides operators.",
                    "Clue " + clueNumber + " at position " + at + " is hidden ('h'), but the ID does not allow hidden clues (flag H after the size)", at);
        }
        if (hiddenClue && cells.size() == 1) {
            throw new Malformed(Problem.HIDDEN_GIVEN, IN_THE_CLUES + ": clue " + clueNumber + " hides the operator of a single cell, which has none.",
                    "Clue " + clueNumber + " at position " + at + " is hidden ('h') on a single cell; a single cell is written as a digit, such as a4", at);
        }
        pos++;
        int targetAt = pos;
        if (pos < end && text.charAt(pos) == '-') {
            throw new Malformed(Problem.TARGET_NEGATIVE, IN_THE_CLUES + ": clue " + clueNumber + " is negative; targets are never below 0.",
                    "Clue " + clueNumber + " at position " + at + " has a negative target; targets here are 0 or more", pos);
        }
        if (!isDigit(pos)) throw new Malformed(Problem.NO_TARGET, pos == end ? "This puzzle ID is cut short: its last clue has no number."
                : IN_THE_CLUES + ": a clue has no number.", "The clue at position " + at + " has no target: expected digits at position " + pos, pos);
        long target = readNumber();
        String clue = text.substring(at, pos);
        if (target > Integer.MAX_VALUE) throw new Malformed(Problem.TARGET_TOO_LARGE, "This puzzle has a clue too large for any grid.",
                "Clue target at position " + targetAt + " is too large", targetAt);
        boolean longer = cells.size() > 2 && extended;
        if (op.needsTwoCells() && cells.size() != 2 && !longer) {
            String name = op == Operation.SUBTRACT ? "Subtraction" : "Division";
            if (cells.size() > 2) {
                throw new Malformed(Problem.TWO_CELL_OPERATION, "This puzzle has a " + name.toLowerCase(java.util.Locale.ROOT) + " cage of " + cells.size()
                        + " cells; subtraction and division take exactly two.",
                        "Clue " + clueNumber + " is " + clue + " on a cage of " + cells.size() + " cells but the ID does not allow extended operations (flag X after the size)", at);
            }
            throw new Malformed(Problem.TWO_CELL_OPERATION, "This puzzle has a " + name.toLowerCase(java.util.Locale.ROOT) + " cage of " + cells.size()
                    + " cells; subtraction and division take exactly two.", name + " clue at position " + at + " needs a cage of 2 cells, but its cage has " + cells.size(), at);
        }
        boolean zeroFits = cells.size() > 2 && extended && (op == Operation.SUBTRACT || hiddenClue);
        if (target == 0 && !zeroFits) {
            throw new Malformed(Problem.TARGET_ZERO, "This puzzle has a clue of 0; every clue is at least 1"
                    + (extended ? ", but for a subtraction over three or more cells." : "."),
                    "Clue target at position " + targetAt + " must be positive" + (extended ? " (0 only for − over three or more cells)" : ""), targetAt);
        }
        if (cells.size() == 1) {
            if (target > w) {
                throw new Malformed(Problem.GIVEN_OUT_OF_RANGE, "This puzzle gives a cell the value " + target + ", but a " + w + "×" + w
                        + " grid holds only 1 to " + w + ".", "The clue at position " + at + " gives the single cell " + cells.getFirst() + " the value " + target
                        + ", but a " + w + "×" + w + " grid holds only 1 to " + w, targetAt);
            }
            // A one-cell cage is a given digit; Keen writes it as a sum.
            op = Operation.ADD;
        }
        if (hiddenClue) return Cage.hidden((int) target, cells, extended);
        return new Cage(op, (int) target, cells);
    }

    /** Counts the well-formed clues left after the last cage, for the "too many clues" message. */
    private int countRemainingClues() throws Malformed {
        int count = 0;
        while (pos < end) {
            boolean letter = operation(text.charAt(pos)).isPresent() || hidden && text.charAt(pos) == KeenCodec.HIDDEN_LETTER;
            if (!letter || !isDigit(pos + 1)) {
                throw new Malformed(Problem.AFTER_LAST_CLUE, MISTYPED + ": " + named(pos) + " follows its last clue.",
                        "Unexpected character " + describe(pos) + " at position " + pos + " after the last clue", pos);
            }
            pos++;
            readNumber();
            count++;
        }
        return count;
    }

    private static Optional<Operation> operation(char letter) {
        for (Operation op : Operation.values()) if (op.keenLetter() == letter) return Optional.of(op);
        return Optional.empty();
    }

    private boolean accept(char c) {
        if (pos < end && text.charAt(pos) == c) {
            pos++;
            return true;
        }
        return false;
    }

    private boolean isDigit(int at) {
        // Only ASCII digits: Character.isDigit would also take other scripts' digits.
        return at < end && text.charAt(at) >= '0' && text.charAt(at) <= '9';
    }

    /** Reads the decimal digits at the cursor, saturating at {@link #HUGE}. */
    private long readNumber() {
        long value = 0;
        while (isDigit(pos)) {
            value = Math.min(HUGE, value * 10 + (text.charAt(pos) - '0'));
            pos++;
        }
        return value;
    }

    private String foundText() {
        return pos < end ? ", not " + describe(pos) : ", but the ID ends there";
    }

    /** The character at {@code at} as people can read it in a message, whole even outside the BMP. */
    private String describe(int at) {
        int cp = text.codePointAt(at);
        return Character.isISOControl(cp) || Character.isWhitespace(cp) ? String.format("U+%04X", cp) : "'" + Character.toString(cp) + "'";
    }

    /** The character at {@code at} for a plain message: a space or an invisible one by what it is. */
    private String named(int at) {
        int cp = text.codePointAt(at);
        if (Character.isWhitespace(cp)) return "a space";
        return Character.isISOControl(cp) ? "an invisible character" : describe(at);
    }

    private String quote(int from, int to) {
        return to - from <= 12 ? text.substring(from, to) : text.substring(from, from + 12) + "…";
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static void join(int[] parent, int a, int b) {
        int ra = root(parent, a), rb = root(parent, b);
        // Keep the smaller index as root so a cage's representative is its first cell.
        if (ra != rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
}
