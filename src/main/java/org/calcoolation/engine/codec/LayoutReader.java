package org.calcoolation.engine.codec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.codec.DecodeResult.Problem;

/**
 * Reads the cage layout of a game ID, the part between ':' and ',': for each internal grid line in
 * Keen's order, whether it is a wall (see KEEN-FORMAT.md). Cells not separated by a wall share a
 * cage. The cursor is left at the character after the layout.
 */
final class LayoutReader {

    private static final String IN_THE_CAGES = Malformed.MISTYPED + " in the part that draws the cages";

    /** One layout letter with its repeat count: {@code open} non-walls, then a wall unless it is 'z'. */
    private record Run(int position, int open, boolean wall, long repeat) {
        long lines() {
            return repeat * (open + (wall ? 1 : 0));
        }
    }

    private final KeenText in;
    private final int w;
    /** The most cells a cage may have; a larger cage is refused before its fillings can cost anything. */
    private final int maxCageCells;

    LayoutReader(KeenText in, int w, int maxCageCells) {
        this.in = in;
        this.w = w;
        this.maxCageCells = maxCageCells;
    }

    /** The cages, in reading order of their first cell, each as its cells in reading order. */
    List<List<Cell>> read() throws Malformed {
        int layoutAt = in.pos();
        int[] cageOf = readLayout();
        checkCageSizes(cageOf, layoutAt);
        return cellsByCage(cageOf);
    }

    /**
     * Reads the walls and returns, for each cell in reading order, a representative cell of its
     * cage. A first pass checks the number of lines, so that a huge repeat count is reported rather
     * than expanded; a second pass joins the cells.
     */
    private int[] readLayout() throws Malformed {
        int start = in.pos();
        checkLineCount();
        int layoutEnd = in.pos();
        in.rewind(start);
        int[] parent = new int[w * w];
        for (int i = 0; i < parent.length; i++) parent[i] = i;
        int line = 0;
        while (in.pos() < layoutEnd) {
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
    private void checkLineCount() throws Malformed {
        long expected = KeenCodec.lineCount(w) + 1;
        long total = 0;
        boolean closed = false;
        int lastAt = in.pos();
        int overflowAt = -1;
        while (!in.atEnd() && !in.sees(',')) {
            Run run = readRun();
            total = Math.min(KeenText.HUGE, total + run.lines());
            closed = run.wall();
            lastAt = run.position();
            if (total > expected && overflowAt < 0) overflowAt = run.position();
        }
        if (!closed && (total == expected - 1 || total == expected)) {
            // A closing 'z' leaves the final, virtual line open; it must be a wall.
            throw new Malformed(
                    Problem.LAYOUT_OPEN_END,
                    Refusal.of(IN_THE_CAGES + ": its last cage is left open.", Malformed.key("layoutOpenEnd")),
                    "The cage layout must end with a wall, but 'z' at position " + lastAt
                            + " leaves the last line open",
                    lastAt);
        }
        if (total != expected) {
            long described = closed ? total - 1 : total;
            boolean enormous = described >= KeenText.HUGE - 1;
            String count = enormous ? "an enormous number of" : Long.toString(described);
            throw new Malformed(
                    Problem.LINE_COUNT,
                    lineCount(described, enormous),
                    "The cage layout describes " + count + " grid lines but a " + w + "×" + w + " grid has "
                            + KeenCodec.lineCount(w),
                    overflowAt >= 0 ? overflowAt : in.pos());
        }
    }

    /** Fewer lines than the grid has may be an ID cut short; more, or far more, are mistyped. */
    private Refusal lineCount(long described, boolean enormous) {
        int has = KeenCodec.lineCount(w);
        String lines = described == 1 ? " grid line" : " grid lines";
        if (enormous)
            return Refusal.of(
                    Malformed.MISTYPED + ": it describes far more grid lines than a " + w + "×" + w + " grid has ("
                            + has + ").",
                    Malformed.key("lineCount.farMore"),
                    w,
                    has);
        if (described < has)
            return Refusal.of(
                    "This puzzle ID is cut short or mistyped: it describes " + described + lines + " where a " + w + "×"
                            + w + " grid has " + has + ".",
                    Malformed.key("lineCount.fewer"),
                    described,
                    w,
                    has);
        return Refusal.of(
                Malformed.MISTYPED + ": it describes " + described + lines + " where a " + w + "×" + w + " grid has "
                        + has + ".",
                Malformed.key("lineCount.more"),
                described,
                w,
                has);
    }

    private Run readRun() throws Malformed {
        int at = in.pos();
        char c = in.here();
        if (in.atDigit())
            throw new Malformed(
                    Problem.COUNT_WITHOUT_LETTER,
                    Refusal.of(
                            IN_THE_CAGES + ": a number stands where a letter should.",
                            Malformed.key("countWithoutLetter")),
                    "The repeat count at position " + at + " must follow a layout letter",
                    at);
        if (c != '_' && (c < 'a' || c > 'z')) {
            throw new Malformed(
                    Problem.LAYOUT_CHARACTER,
                    Refusal.of(
                            IN_THE_CAGES + ": " + in.named(at) + " does not belong there.",
                            Malformed.key("layoutCharacter"),
                            in.kindOf(at),
                            in.glyph(at)),
                    "Unexpected character " + in.describe(at) + " at position " + at + " in the cage layout",
                    at);
        }
        in.skip();
        long repeat = 1;
        if (in.atDigit()) {
            int countAt = in.pos();
            repeat = in.readNumber();
            if (repeat == 0)
                throw new Malformed(
                        Problem.COUNT_ZERO,
                        Refusal.of(IN_THE_CAGES + ": a count of 0 repeats nothing.", Malformed.key("countZero")),
                        "The repeat count at position " + countAt + " must be at least 1",
                        countAt);
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
                throw new Malformed(
                        Problem.CAGE_TOO_BIG,
                        Refusal.of(
                                "This puzzle has a cage of " + cells[root] + " cells; cages here have at most "
                                        + maxCageCells + ", as bigger ones take too long to check.",
                                Malformed.key("cageTooBig"),
                                cells[root],
                                maxCageCells),
                        "The cage layout at position " + layoutAt + " gives the cage at " + Cell.ofIndex(root, w) + " "
                                + cells[root] + " cells, but a cage may have at most " + maxCageCells,
                        layoutAt);
            }
        }
    }

    private List<List<Cell>> cellsByCage(int[] cageOf) {
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
