package org.calcoolation.game.ui;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.flow.component.Component;
import java.util.List;
import java.util.regex.Pattern;

/** Presses the number pad's buttons as the browser plays them, and reads the buttons it was sent. */
final class PadTester extends ComponentTester<NumberPad> {

    private static final Pattern BUTTON = Pattern.compile("<button [^>]*>([^<]*)</button>");

    PadTester(NumberPad pad) {
        super(pad);
    }

    /** Presses the button with this label, a digit or "Clear", as board.js plays it: on the grid of the pad's page. */
    void press(String label) {
        if (!labels().contains(label)) throw new AssertionError("no button " + label + " on the pad: " + labels());
        if (!getComponent().isEnabled()) return;
        Component page = getComponent();
        while (!(page instanceof GamePanel))
            page = page.getParent().orElseThrow(() -> new AssertionError("the pad is on no game page"));
        new BoardTester(page).pad(label);
    }

    List<String> labels() {
        return BUTTON.matcher(getComponent().getElement().getProperty("innerHTML", ""))
                .results()
                .map(m -> m.group(1))
                .toList();
    }
}
