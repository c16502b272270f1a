package org.calcoolation.base.ui;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.flow.component.html.NativeButton;

/**
 * Presses a button made by {@link Buttons} as a browser does: a DOM click through the element's
 * listeners, refused like {@code test(button).click()} when the button is disabled, hidden or detached.
 * (Browserless's own click fires Vaadin's {@code ClickEvent}, which such a button does not listen to.)
 */
public final class Press extends ComponentTester<NativeButton> {

    private Press(NativeButton button) {
        super(button);
    }

    public static void on(NativeButton button) {
        new Press(button).press();
    }

    private void press() {
        ensureComponentIsUsable();
        fireDomEvent("click");
    }
}
