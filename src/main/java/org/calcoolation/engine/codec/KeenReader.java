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

/**
 * Reads one game ID from left to right. Every check happens before a model object is built, so the
 * engine's constructors never see bad data; the first problem found ends the reading.
 */
final class KeenReader {

    /** Numbers are read with saturation at this bound, so that no count or target can overflow. */
    private static final long HUGE = 1_000_000_000_000_000L;

    /** A problem at a position; stackless because it is only a way out of the nested reading. */
    private static final class Malformed extends Exception {
        final int position;

        Malformed(String message, int position) {
            super(message, null, false, false);
            this.position = position;
        }
    }

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
            return new DecodeResult.Invalid(m.getMessage(), m.position);
        }
    }

    private DecodeResult readId() throws Malformed {
        if (pos == end) throw new Malformed("The game ID is empty", pos);
        int size = readSize();
        Optional<Difficulty> difficulty = readDifficulty();
        boolean multiplicationOnly = accept('m');
        if (!accept(':')) {
            String after = difficulty.isPresent() || multiplicationOnly ? "the parameters" : "the size";
            throw new Malformed("Expected ':' after " + after + " at position " + pos + foundText(), pos);
        }
        int layoutAt = pos;
        int[] cageOf = readLayout(size);
        checkCageSizes(cageOf, layoutAt);
        if (!accept(',')) throw new Malformed("Expected ',' and the clues after the cage layout at position " + pos, pos);
        List<Cage> cages = readClues(size, cellsByCage(cageOf));
        return new DecodeResult.Valid(new Puzzle(size, cages), difficulty, multiplicationOnly);
    }

    private int readSize() throws Malformed {
        int start = pos;
        if (!isDigit(pos)) throw new Malformed("Expected the grid size at position " + pos + foundText(), pos);
        long size = readNumber();
        if (size < Puzzle.MIN_SIZE || size > Puzzle.MAX_SIZE) {
            throw new Malformed("Grid size " + quote(start, pos) + " at position " + start + " is not supported; sizes run from "
                    + Puzzle.MIN_SIZE + " to " + Puzzle.MAX_SIZE, start);
        }
        return (int) size;
    }

    private Optional<Difficulty> readDifficulty() throws Malformed {
        if (!accept('d')) return Optional.empty();
        if (pos == end) throw new Malformed("Expected a difficulty letter (e, n, h, x or u) after 'd' at position " + pos, pos);
        char letter = text.charAt(pos);
        for (Difficulty d : Difficulty.values()) {
            if (d.keenLetter() == letter) {
                pos++;
                return Optional.of(d);
            }
        }
        throw new Malformed("Unknown difficulty " + describe(pos) + " at position " + pos + "; use e, n, h, x or u", pos);
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
            throw new Malformed("The cage layout must end with a wall, but 'z' at position " + lastAt + " leaves the last line open", lastAt);
        }
        if (total != expected) {
            long described = closed ? total - 1 : total;
            String count = described >= HUGE - 1 ? "an enormous number of" : Long.toString(described);
            throw new Malformed("The cage layout describes " + count + " grid lines but a " + w + "×" + w + " grid has " + KeenCodec.lineCount(w),
                    overflowAt >= 0 ? overflowAt : pos);
        }
    }

    private Run readRun() throws Malformed {
        int at = pos;
        char c = text.charAt(pos);
        if (isDigit(pos)) throw new Malformed("The repeat count at position " + pos + " must follow a layout letter", pos);
        if (c != '_' && (c < 'a' || c > 'z')) {
            throw new Malformed("Unexpected character " + describe(pos) + " at position " + pos + " in the cage layout", pos);
        }
        pos++;
        long repeat = 1;
        if (isDigit(pos)) {
            int countAt = pos;
            repeat = readNumber();
            if (repeat == 0) throw new Malformed("The repeat count at position " + countAt + " must be at least 1", countAt);
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
                throw new Malformed("The cage layout at position " + layoutAt + " gives the cage at " + Cell.ofIndex(root, w)
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
            if (pos == end) {
                String given = cages.isEmpty() ? "no clues are" : "only " + cages.size() + (cages.size() == 1 ? " clue is" : " clues are");
                throw new Malformed("Too few clues: the layout has " + cageCells.size() + " cages but " + given + " given", pos);
            }
            cages.add(readClue(w, cells));
        }
        if (pos < end) {
            int extraAt = pos;
            int given = cages.size() + countRemainingClues();
            throw new Malformed("Too many clues: the layout has " + cageCells.size() + " cages but " + given + " clues are given", extraAt);
        }
        return cages;
    }

    private Cage readClue(int w, List<Cell> cells) throws Malformed {
        int at = pos;
        Operation op = operation(text.charAt(pos)).orElseThrow(() -> new Malformed(
                "Unexpected character " + describe(pos) + " at position " + pos + " in the clues; a clue starts with a, m, s or d", pos));
        pos++;
        int targetAt = pos;
        if (!isDigit(pos)) throw new Malformed("The clue at position " + at + " has no target: expected digits at position " + pos, pos);
        long target = readNumber();
        if (target > Integer.MAX_VALUE) throw new Malformed("Clue target at position " + targetAt + " is too large", targetAt);
        if (target == 0) throw new Malformed("Clue target at position " + targetAt + " must be positive", targetAt);
        if (op.needsTwoCells() && cells.size() != 2) {
            String name = op == Operation.SUBTRACT ? "Subtraction" : "Division";
            throw new Malformed(name + " clue at position " + at + " needs a cage of 2 cells, but its cage has " + cells.size(), at);
        }
        if (cells.size() == 1) {
            if (target > w) {
                throw new Malformed("The clue at position " + at + " gives the single cell " + cells.getFirst() + " the value " + target
                        + ", but a " + w + "×" + w + " grid holds only 1 to " + w, targetAt);
            }
            // A one-cell cage is a given digit; Keen writes it as a sum.
            op = Operation.ADD;
        }
        return new Cage(op, (int) target, cells);
    }

    /** Counts the well-formed clues left after the last cage, for the "too many clues" message. */
    private int countRemainingClues() throws Malformed {
        int count = 0;
        while (pos < end) {
            if (operation(text.charAt(pos)).isEmpty() || !isDigit(pos + 1)) {
                throw new Malformed("Unexpected character " + describe(pos) + " at position " + pos + " after the last clue", pos);
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
