package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableBody;
import com.vaadin.flow.component.html.NativeTableCell;
import com.vaadin.flow.component.html.NativeTableHeader;
import com.vaadin.flow.component.html.NativeTableHeaderCell;
import com.vaadin.flow.component.html.NativeTableRow;
import java.util.List;

/** The plain tables of the class pages: a header row, then rows of text or components. */
final class Tables {

    private Tables() {}

    static void header(NativeTable table, List<String> titles) {
        NativeTableRow row = new NativeTableRow();
        for (String title : titles) row.add(new NativeTableHeaderCell(title));
        NativeTableHeader head = new NativeTableHeader();
        head.add(row);
        table.add(head, new NativeTableBody());
    }

    static NativeTableRow row(NativeTable table, List<String> cells) {
        NativeTableRow row = new NativeTableRow();
        for (String cell : cells) row.add(new NativeTableCell(cell));
        body(table).add(row);
        return row;
    }

    static NativeTableRow row(NativeTable table, Component... cells) {
        NativeTableRow row = new NativeTableRow();
        for (Component cell : cells) row.add(cell instanceof NativeTableCell c ? c : new NativeTableCell(cell));
        body(table).add(row);
        return row;
    }

    private static NativeTableBody body(NativeTable table) {
        return (NativeTableBody) table.getChildren()
                .filter(NativeTableBody.class::isInstance)
                .findFirst()
                .orElseThrow();
    }
}
