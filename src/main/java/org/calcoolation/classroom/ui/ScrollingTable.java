package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeTable;

/** A wide table in a box of its own that scrolls sideways on a phone, so the page does not. */
final class ScrollingTable {

    private ScrollingTable() {}

    static Div of(NativeTable table) {
        Div box = new Div(table);
        box.addClassName("table-scroll");
        return box;
    }
}
