package org.calcoolation.game.ui;

import java.util.function.IntConsumer;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasEnabled;
import com.vaadin.flow.component.HasStyle;
import com.vaadin.flow.component.Tag;

/**
 * Buttons 1..N and Clear, for touch screens and for the digits 10 to 12. In notes mode they write
 * notes. The buttons are plain HTML in one {@code fieldset} with one click listener: as Vaadin
 * buttons they cost the server some twenty elements and ten listeners per open game. Disabling
 * the fieldset disables every button in it, in the browser and for the server's listener.
 */
@Tag("fieldset")
class NumberPad extends Component implements HasEnabled, HasStyle {

    /** The value of the button pressed: a digit, or {@code clear}; null for a click between buttons. */
    static final String PRESSED = "(event.target.closest('button')?.value ?? null)";
    static final String CLEAR = "clear";

    private int size;

    NumberPad(IntConsumer onDigit, Runnable onClear) {
        addClassName("number-pad");
        getElement().setAttribute("aria-label", "Number pad");
        getElement().addEventListener("click", click -> {
            String pressed = click.getEventData().get(PRESSED).asString();
            if (pressed.equals(CLEAR)) onClear.run();
            else onDigit.accept(Integer.parseInt(pressed));
        }).addEventData(PRESSED).setFilter(PRESSED + " != null");
    }

    void showDigits(int n) {
        if (n == size) return;
        size = n;
        getStyle().set("--pad-columns", Integer.toString(n <= 6 ? n : (n + 1) / 2));
        StringBuilder html = new StringBuilder();
        for (int d = 1; d <= n; d++) html.append("<button type=\"button\" class=\"pad-digit\" value=\"").append(d).append("\">").append(d).append("</button>");
        html.append("<button type=\"button\" class=\"pad-clear\" value=\"").append(CLEAR).append("\">Clear</button>");
        getElement().setProperty("innerHTML", html.toString());
    }

    void notesMode(boolean on) {
        setClassName("notes-mode", on);
        getElement().setAttribute("aria-label", on ? "Number pad, writing notes" : "Number pad");
    }
}
