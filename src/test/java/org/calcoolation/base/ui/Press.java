package org.calcoolation.base.ui;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.JacksonUtils;
import com.vaadin.flow.internal.nodefeature.ElementListenerMap;

/**
 * Presses a button made by {@link Buttons} or {@link PressArea} as a browser does: a DOM click
 * through the element's listeners, or, for a {@link PressArea} button, through those of the area
 * around it, which the click reaches as it bubbles up, naming the button as its target. Refused like
 * {@code test(button).click()} when the button is disabled, hidden or detached. (Browserless's own
 * click fires Vaadin's {@code ClickEvent}, which such a button does not listen to.)
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
        NativeButton button = getComponent();
        if (!(button instanceof PressArea.Button)) {
            fireDomEvent("click");
            return;
        }
        // What the browser sends: the filter's result, and the target as its node ("]" is Vaadin's key for it).
        var data = JacksonUtils.createObjectNode()
                .put(PressArea.FILTER, true)
                .put("]", button.getElement().getNode().getId());
        for (Element area = button.getElement().getParent(); area != null; area = area.getParent()) {
            var listeners = area.getNode().getFeatureIfInitialized(ElementListenerMap.class);
            if (listeners.isPresent()
                    && !listeners.get().getExpressions("click").isEmpty()) {
                listeners.get().fireEvent(new DomEvent(area, "click", data));
                return;
            }
        }
        throw new IllegalStateException("No area around the button hears its presses: " + button.getText());
    }
}
