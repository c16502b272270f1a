package org.calcoolation.base.ui;

import com.vaadin.flow.component.ComponentEvent;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.DomEvent;
import com.vaadin.flow.component.html.NativeButton;

/**
 * Buttons for pages that stay open a long time, such as a game: plain HTML buttons drawn like
 * Lumo's ({@code .btn} in calcoolation.css). A Vaadin {@code Button} listens to its own clicks
 * from birth, asking the browser for thirteen values with each (coordinates, mouse button,
 * modifier keys), and its session keeps that listener, its list of expressions and the button's
 * label element as long as the page lives: about 1.3 KB a button, a fifth of an open game with
 * its twenty buttons. A press here asks the browser for nothing. Enter and Space press a focused
 * button as usual, and Vaadin ignores presses of a disabled one, as for any listener.
 */
public final class Buttons {

    private Buttons() {}

    /** A click on the button, with no data from the browser. */
    @DomEvent("click")
    public static final class Pressed extends ComponentEvent<NativeButton> {
        public Pressed(NativeButton source, boolean fromClient) {
            super(source, fromClient);
        }
    }

    /** A button with a light background, the common kind. */
    public static NativeButton button(String text, Runnable action) {
        NativeButton button = new NativeButton(text);
        button.addClassName("btn");
        button.getElement().setAttribute("type", "button");
        ComponentUtil.addListener(button, Pressed.class, pressed -> action.run());
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
