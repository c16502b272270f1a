package org.calcoolation.game.ui;

import java.util.function.IntConsumer;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;

/** Buttons 1..N and Clear, for touch screens and for the digits 10 to 12. In notes mode they write notes. */
class NumberPad extends Div {

    private final IntConsumer onDigit;
    private final Runnable onClear;
    private int size;

    NumberPad(IntConsumer onDigit, Runnable onClear) {
        this.onDigit = onDigit;
        this.onClear = onClear;
        addClassName("number-pad");
        getElement().setAttribute("role", "group");
        getElement().setAttribute("aria-label", "Number pad");
    }

    void showDigits(int n) {
        if (n == size) return;
        size = n;
        removeAll();
        getStyle().set("--pad-columns", Integer.toString(n <= 6 ? n : (n + 1) / 2));
        for (int d = 1; d <= n; d++) {
            int digit = d;
            Button button = new Button(Integer.toString(d), click -> onDigit.accept(digit));
            button.addClassName("pad-digit");
            add(button);
        }
        Button clear = new Button("Clear", click -> onClear.run());
        clear.addThemeVariants(ButtonVariant.LUMO_CONTRAST);
        clear.addClassName("pad-clear");
        add(clear);
    }

    void notesMode(boolean on) {
        setClassName("notes-mode", on);
        getElement().setAttribute("aria-label", on ? "Number pad, writing notes" : "Number pad");
    }
}
