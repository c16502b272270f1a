package org.calcoolation.learn.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Map;
import java.util.Set;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.learn.WorkedExample;

/**
 * A worked example drawn once and never played: the cages, every cell's candidates (a settled cell
 * shows its digit), the cells the deduction reasons from outlined, and the digits it rules out struck
 * through. An image to assistive technology, with the deduction said in words beside it.
 */
final class LessonGrid extends Div {

    LessonGrid(WorkedExample example, String label) {
        addClassName("lesson-grid");
        Puzzle puzzle = example.puzzle();
        int n = puzzle.size();
        getStyle().set("--n", Integer.toString(n));
        getElement().setAttribute("role", "img");
        getElement().setAttribute("aria-label", label);
        int[] cageOf = puzzle.cageIndexByCell();
        int[] masks = example.masks();
        Deduction deduction = example.deduction();
        Set<Cell> reasons = Set.copyOf(deduction.cells());
        Map<Cell, Integer> removed = deduction.removed();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                Cell cell = new Cell(r, c);
                int here = cageOf[cell.index(n)];
                Div box = new Div();
                box.addClassName("lesson-cell");
                if (r < n - 1 && cageOf[new Cell(r + 1, c).index(n)] != here) box.addClassName("wall-bottom");
                if (c < n - 1 && cageOf[new Cell(r, c + 1).index(n)] != here) box.addClassName("wall-right");
                if (c == n - 1) box.addClassName("edge-right");
                if (r == n - 1) box.addClassName("edge-bottom");
                if (reasons.contains(cell)) box.addClassName("reason");
                if (removed.containsKey(cell)) box.addClassName("target");
                Cage cage = puzzle.cageAt(cell);
                if (cage.anchor().equals(cell)) box.add(span("lesson-clue", cage.clue()));
                box.add(candidates(masks[cell.index(n)], removed.getOrDefault(cell, 0), n));
                add(box);
            }
        }
    }

    /** A settled cell's digit large; else its candidates small, those ruled out struck through. */
    private static Div candidates(int mask, int struck, int n) {
        Div notes = new Div();
        if (Integer.bitCount(mask) == 1 && struck == 0) {
            notes.addClassName("lesson-digit");
            notes.setText(Integer.toString(Integer.numberOfTrailingZeros(mask)));
            return notes;
        }
        notes.addClassName("lesson-notes");
        for (int d = 1; d <= n; d++) {
            if ((mask & (1 << d)) == 0) continue;
            Span digit = span((struck & (1 << d)) != 0 ? "struck" : "kept", Integer.toString(d));
            notes.add(digit);
        }
        return notes;
    }

    private static Span span(String className, String text) {
        Span span = new Span(text);
        span.addClassName(className);
        return span;
    }
}
