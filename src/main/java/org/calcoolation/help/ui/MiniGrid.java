package org.calcoolation.help.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;

/**
 * A small picture of a puzzle, drawn once and never played: its cages' outlines and clues and the
 * digits given. It is an image to assistive technology, with its content said in words.
 */
final class MiniGrid extends Div {

    /** {@code digits}: the cells filled so far; {@code fresh}: those this step filled, drawn highlighted. */
    MiniGrid(Puzzle puzzle, Map<Cell, Integer> digits, Set<Cell> fresh, String label) {
        addClassName("mini-grid");
        getStyle().set("--n", Integer.toString(puzzle.size()));
        getElement().setAttribute("role", "img");
        getElement().setAttribute("aria-label", label);
        int[] cageOf = puzzle.cageIndexByCell();
        int n = puzzle.size();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                Cell cell = new Cell(r, c);
                Div box = new Div();
                box.addClassName("mini-cell");
                int here = cageOf[cell.index(n)];
                // Each wall is drawn once, by the cell above or to the left of it; the grid's frame draws the edge.
                if (r < n - 1 && cageOf[new Cell(r + 1, c).index(n)] != here) box.addClassName("wall-bottom");
                if (c < n - 1 && cageOf[new Cell(r, c + 1).index(n)] != here) box.addClassName("wall-right");
                Cage cage = puzzle.cageAt(cell);
                if (cage.anchor().equals(cell)) box.add(span("mini-clue", cage.clue()));
                Integer digit = digits.get(cell);
                if (digit != null) box.add(span("mini-digit", digit.toString()));
                if (fresh.contains(cell)) box.addClassName("fresh");
                add(box);
            }
        }
    }

    private static Span span(String className, String text) {
        Span span = new Span(text);
        span.addClassName(className);
        return span;
    }

    /** The cages in words: "2 in row 1, column 1; 4× in row 1, columns 2 and 3; …". */
    static String cagesInWords(Puzzle puzzle) {
        return puzzle.cages().stream()
                .map(cage -> HowToPlayView.t("help.mini.cage", cage.clue(), cells(cage)))
                .collect(Collectors.joining("; "));
    }

    private static String cells(Cage cage) {
        return cage.cells().stream()
                .map(c -> HowToPlayView.t("help.mini.cell", c.row() + 1, c.col() + 1))
                .collect(Collectors.joining(", "));
    }

    /** The digits in words, row by row: "Row 1: 2, blank, blank, 3. Row 2: …". */
    static String digitsInWords(int size, Map<Cell, Integer> digits) {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < size; r++) {
            if (r > 0) s.append(' ');
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < size; c++) {
                Integer digit = digits.get(new Cell(r, c));
                if (c > 0) row.append(", ");
                row.append(digit == null ? HowToPlayView.t("help.mini.blank") : digit.toString());
            }
            s.append(HowToPlayView.t("help.mini.row", r + 1, row));
        }
        return s.toString();
    }
}
