package org.calcoolation.create.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableBody;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;

/** Two solutions of a puzzle with more than one, side by side, the cells where they differ marked in both. */
final class SolutionPair extends Div {

    SolutionPair(Grid first, Grid second, List<Cell> differing) {
        addClassName("solution-pair");
        add(table("First solution", first, differing), table("Second solution", second, differing));
    }

    private static NativeTable table(String caption, Grid grid, List<Cell> differing) {
        NativeTable table = new NativeTable();
        table.addClassName("solution");
        table.setCaptionText(caption);
        NativeTableBody body = new NativeTableBody();
        for (int r = 0; r < grid.size(); r++) {
            NativeTableRow row = new NativeTableRow();
            for (int c = 0; c < grid.size(); c++) {
                Cell cell = new Cell(r, c);
                NativeTableCell td = new NativeTableCell(Integer.toString(grid.digit(cell)));
                if (differing.contains(cell)) {
                    td.addClassName("differs");
                    // Said, not only shown: the mark is a colour and a ring.
                    Span words = new Span(", differs");
                    words.addClassName("sr-only");
                    td.add(words);
                }
                row.add(td);
            }
            body.add(row);
        }
        table.add(body);
        return table;
    }
}
