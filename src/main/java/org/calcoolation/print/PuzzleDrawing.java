package org.calcoolation.print;

import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;

/**
 * One puzzle in its slot (number, kind, grid with clues, Keen ID) or one answer in the key (number
 * and the solved grid). Cage walls are bold and black, the other cell lines thin and grey, as on
 * the site's own print style; each clue sits in the top-left corner of its cage's first cell.
 */
final class PuzzleDrawing {

    private static final float PAD = PageLayout.PAD;
    private static final float WALL = 2.2f;
    private static final float THIN = 0.5f;
    private static final float THIN_GREY = 0.55f;

    private final PDPageContentStream page;
    private final Text text;
    private final Words words;

    PuzzleDrawing(PDPageContentStream page, List<PDFont> fonts, Words words) {
        this.page = page;
        this.text = new Text(page, fonts);
        this.words = words;
    }

    void puzzle(Box slot, int number, PrintedPuzzle printed, int perPage) throws IOException {
        float titleSize = perPage <= 2 ? 13 : 10.5f;
        float idSize = perPage <= 2 ? 8 : 6.5f;
        float room = slot.width() - 2 * PAD;
        float titleBaseline = slot.top() - PAD - titleSize;
        String title = words.puzzle(number) + "   " + printed.kind(words);
        text.fitted(title, slot.x() + PAD, titleBaseline, titleSize, room);
        if (!printed.label().isBlank()) {
            float labelSize = titleSize * 0.8f;
            float wide = text.width(printed.label(), labelSize);
            if (text.width(title, titleSize) + wide + 12 < room)
                text.show(printed.label(), slot.x() + slot.width() - PAD - wide, titleBaseline, labelSize);
        }
        String id = "ID " + printed.keenId();
        List<String> idLines = text.broken(id, idSize, room);
        float lineHeight = idSize * 1.3f;
        float gridTop = titleBaseline - 8;
        float side = Math.min(room, gridTop - slot.y() - PAD - idLines.size() * lineHeight - 6);
        float left = slot.x() + (slot.width() - side) / 2;
        // The ID right under its grid, so that a cut-out puzzle keeps it.
        float idTop = gridTop - side - 6;
        for (int k = 0; k < idLines.size(); k++)
            text.show(idLines.get(k), slot.x() + PAD, idTop - (k + 1) * lineHeight + idSize * 0.3f, idSize);
        grid(printed.puzzle(), left, gridTop, side);
        clues(printed.puzzle(), left, gridTop, side);
    }

    void answer(Box slot, Box square, int number, PrintedPuzzle printed) throws IOException {
        text.show(number + ".  " + printed.kind(words), slot.x() + PAD, slot.top() - PAD - PageLayout.KEY_LABEL, 9);
        float left = square.x(), gridTop = square.top(), side = square.width();
        grid(printed.puzzle(), left, gridTop, side);
        Grid solution = printed.solution();
        int n = solution.size();
        float cell = side / n;
        float size = cell * (n > 9 ? 0.42f : 0.55f);
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                float centreX = left + (col + 0.5f) * cell;
                float baselineY = gridTop - (row + 0.5f) * cell - size * 0.36f;
                text.centred(Integer.toString(solution.digit(row, col)), centreX, baselineY, size);
            }
        }
    }

    /** Thin lines between all cells, then the cage walls and the border in bold over them. */
    private void grid(Puzzle puzzle, float left, float top, float side) throws IOException {
        int n = puzzle.size();
        float cell = side / n;
        page.setStrokingColor(THIN_GREY);
        page.setLineWidth(THIN);
        for (int k = 1; k < n; k++) {
            line(left + k * cell, top, left + k * cell, top - side);
            line(left, top - k * cell, left + side, top - k * cell);
        }
        page.stroke();
        page.setStrokingColor(0f);
        page.setLineWidth(WALL * Math.min(1, cell / 24));
        // Square caps close the corners where a vertical and a horizontal wall meet.
        page.setLineCapStyle(2);
        int[] cageOf = puzzle.cageIndexByCell();
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int here = cageOf[row * n + col];
                float x = left + col * cell, y = top - row * cell;
                if (col + 1 < n && cageOf[row * n + col + 1] != here) line(x + cell, y, x + cell, y - cell);
                if (row + 1 < n && cageOf[(row + 1) * n + col] != here) line(x, y - cell, x + cell, y - cell);
            }
        }
        page.addRect(left, top - side, side, side);
        page.stroke();
        page.setLineCapStyle(0);
    }

    private void clues(Puzzle puzzle, float left, float top, float side) throws IOException {
        float cell = side / puzzle.size();
        for (Cage cage : puzzle.cages()) {
            Cell anchor = cage.anchor();
            float size = Math.min(cell * 0.34f, 20);
            float room = cell * 0.88f;
            String clue = cage.clue();
            float x = left + anchor.col() * cell + cell * 0.08f;
            float baseline = top - anchor.row() * cell - cell * 0.07f - size * 0.8f;
            text.fitted(clue, x, baseline, size, room);
        }
    }

    private void line(float x1, float y1, float x2, float y2) throws IOException {
        page.moveTo(x1, y1);
        page.lineTo(x2, y2);
    }
}
