package org.calcoolation.game.ui;

import java.util.function.IntConsumer;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;

/** Buttons 1..N and Clear, for touch screens and for the digits 10 to 12. */
class NumberPad extends Div {

    private final IntConsumer onDigit;
    private final Runnable onClear;

    NumberPad(IntConsumer onDigit, Runnable onClear) {
        this.onDigit = onDigit;
        this.onClear = onClear;
        addClassName("number-pad");
        getElement().setAttribute("role", "group");
        getElement().setAttribute("aria-label", "Number pad");
    }

    void showDigits(int size) {
        removeAll();
        getStyle().set("--pad-columns", Integer.toString(size <= 6 ? size : (size + 1) / 2));
        for (int d = 1; d <= size; d++) {
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
}
