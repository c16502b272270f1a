package org.calcoolation.print;

import java.util.List;

/**
 * Where things go on the pages of a booklet: a header line at the top of each page, then the
 * puzzles in a grid of slots (one, two stacked, two by two, two by three), then the answer key,
 * twelve small grids a page. Kept apart from the drawing so that a test can read back exactly the
 * region of each answer.
 */
public record PageLayout(Paper paper, int perPage) {

    /** How many puzzles a page may hold. */
    public static final List<Integer> PER_PAGE = List.of(1, 2, 4, 6);

    static final float MARGIN = 40;
    static final float PAD = 8;
    static final float KEY_LABEL = 9;
    static final float HEADER = 34;
    static final int KEY_COLUMNS = 3;
    static final int KEY_ROWS = 4;
    public static final int KEYS_PER_PAGE = KEY_COLUMNS * KEY_ROWS;

    public PageLayout {
        if (!PER_PAGE.contains(perPage))
            throw new IllegalArgumentException("a page holds 1, 2, 4 or 6 puzzles, not " + perPage);
    }

    /** Pages for {@code puzzles} puzzles and their answers. */
    public int pages(int puzzles) {
        return puzzlePages(puzzles) + keyPages(puzzles);
    }

    public int puzzlePages(int puzzles) {
        return ceilDiv(puzzles, perPage);
    }

    public int keyPages(int puzzles) {
        return ceilDiv(puzzles, KEYS_PER_PAGE);
    }

    /** The slot of the {@code i}-th puzzle (0-based) on its page. */
    public Box slot(int i) {
        int columns = perPage >= 4 ? 2 : 1;
        int rows = perPage / columns;
        return cell(i % perPage, columns, rows);
    }

    /** The slot of the {@code i}-th answer (0-based) on its key page. */
    public Box keySlot(int i) {
        return cell(i % KEYS_PER_PAGE, KEY_COLUMNS, KEY_ROWS);
    }

    /** Where the solved grid of the {@code i}-th answer lies in its slot, under its number. */
    public Box keyGrid(int i) {
        Box slot = keySlot(i);
        float top = slot.top() - PAD - KEY_LABEL - 6;
        float side = Math.min(slot.width() - 2 * PAD, top - slot.y() - PAD);
        return new Box(slot.x() + (slot.width() - side) / 2, top - side, side, side);
    }

    /** The page, 0-based in the whole booklet, that holds the {@code i}-th answer of a set of {@code puzzles}. */
    public int keyPage(int i, int puzzles) {
        return puzzlePages(puzzles) + i / KEYS_PER_PAGE;
    }

    private Box cell(int index, int columns, int rows) {
        float width = (paper.width() - 2 * MARGIN) / columns;
        float height = (paper.height() - 2 * MARGIN - HEADER) / rows;
        int column = index % columns, row = index / columns;
        float x = MARGIN + column * width;
        float y = paper.height() - MARGIN - HEADER - (row + 1) * height;
        return new Box(x, y, width, height);
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }
}
