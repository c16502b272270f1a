package org.calcoolation.game.ui;

import com.vaadin.flow.component.HasEnabled;
import com.vaadin.flow.component.HasText;

/**
 * Sets text and enabled state only when they change. Vaadin sends such a set to the browser
 * whether or not the value is new (a new text node, a script for a button), and the play page
 * sets them on every move.
 */
final class Updates {

    private Updates() {}

    static void text(HasText component, String text) {
        if (!text.equals(component.getText())) component.setText(text);
    }

    static void enabled(HasEnabled component, boolean enabled) {
        if (component.isEnabled() != enabled) component.setEnabled(enabled);
    }
}
