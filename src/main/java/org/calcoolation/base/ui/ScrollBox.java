package org.calcoolation.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;

/**
 * A wide table in a box that scrolls sideways on a phone, never the page. A box that scrolls must
 * take the keyboard's focus, or a player without a pointer cannot reach its far columns (axe-core's
 * scrollable-region-focusable): so it is a named region in the tab order.
 */
public final class ScrollBox {

    private ScrollBox() {}

    public static Div of(Component table, String className, String name) {
        Div box = new Div(table);
        box.addClassName(className);
        box.getElement().setAttribute("tabindex", "0");
        box.getElement().setAttribute("role", "region");
        box.getElement().setAttribute("aria-label", name);
        return box;
    }
}
