package org.calcoolation.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;

/**
 * Buttons like those of {@link Buttons}, whose presses one listener on an area around them hears
 * ({@link #hear}): a page that stays open a long time with many buttons. A listener of a button's
 * own costs the session some 0.9 KB for as long as the page lives (the element's listener map and
 * the settings it sends the browser, the component's event bus), fifteen of them a tenth of an open
 * game. The area's listener asks the browser only for the element pressed, and the browser sends
 * only a click in such a button. A press of a disabled or hidden button is ignored, as Vaadin
 * ignores it for a listener of the button's own. A button outside any such area does nothing.
 */
public final class PressArea {

    /** The class that marks these buttons; the browser sends a click only from inside one. */
    static final String MARK = "press";
    /** The browser's test of a click, whose result comes with it (Vaadin checks it on the server too). */
    static final String FILTER = "event.target.closest('." + MARK + "') != null";

    private PressArea() {}

    /** A button that runs its action when the area around it hears it pressed. */
    public static final class Button extends NativeButton {
        private final Runnable action;

        private Button(String text, Runnable action) {
            super(text);
            this.action = action;
        }
    }

    /** From now on, presses of these buttons anywhere inside {@code area} run their actions. */
    public static void hear(Component area) {
        area.getElement()
                .addEventListener("click", PressArea::pressed)
                .setFilter(FILTER)
                .mapEventTargetElement();
    }

    private static void pressed(DomEvent click) {
        for (Element e = click.getEventTarget().orElse(null);
                e != null && !e.equals(click.getSource());
                e = e.getParent()) {
            if (e.getComponent().orElse(null) instanceof Button button) {
                if (e.getNode().isEnabled() && shown(e)) button.action.run();
                return;
            }
        }
    }

    /** Whether the element and all around it are visible (Vaadin's own flag for this follows only at the response). */
    private static boolean shown(Element element) {
        for (Element e = element; e != null; e = e.getParent()) if (!e.isVisible()) return false;
        return true;
    }

    /** A button with a light background, the common kind. */
    public static NativeButton button(String text, Runnable action) {
        Button button = new Button(text, action);
        button.addClassNames("btn", MARK);
        button.getElement().setAttribute("type", "button");
        return button;
    }

    /** The one button a step is about, in the primary colour. */
    public static NativeButton primary(String text, Runnable action) {
        NativeButton button = button(text, action);
        button.addClassName("btn-primary");
        return button;
    }

    /** A button without a background, for actions beside other content. */
    public static NativeButton quiet(String text, Runnable action) {
        NativeButton button = button(text, action);
        button.addClassName("btn-quiet");
        return button;
    }
}
