package org.calcoolation.game.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasEnabled;
import com.vaadin.flow.component.HasStyle;
import com.vaadin.flow.component.Tag;

/**
 * Buttons 1..N and Clear, for touch screens and for the digits 10 to 16. In notes mode they write
 * notes. The buttons are plain HTML in one {@code fieldset}: as Vaadin buttons they would cost the
 * server some twenty elements and ten listeners per open game. The browser (board.js) plays a
 * press at once and sends it as the grid's keys are sent; disabling the fieldset disables every
 * button in it.
 */
@Tag("fieldset")
class NumberPad extends Component implements HasEnabled, HasStyle {

    /** The value of the Clear button; the others carry their digit. */
    static final String CLEAR = "clear";

    private int size;

    NumberPad() {
        addClassName("number-pad");
        getElement().setAttribute("aria-label", Say.of("play.pad"));
    }

    void showDigits(int n) {
        if (n == size) return;
        size = n;
        getStyle().set("--pad-columns", Integer.toString(n <= 6 ? n : (n + 1) / 2));
        StringBuilder html = new StringBuilder();
        for (int d = 1; d <= n; d++)
            html.append("<button type=\"button\" class=\"pad-digit\" value=\"")
                    .append(d)
                    .append("\">")
                    .append(d)
                    .append("</button>");
        html.append("<button type=\"button\" class=\"pad-clear\" value=\"")
                .append(CLEAR)
                .append("\">")
                .append(Say.of("play.pad.clear"))
                .append("</button>");
        getElement().setProperty("innerHTML", html.toString());
    }
}
