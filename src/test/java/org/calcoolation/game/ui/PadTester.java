package org.calcoolation.game.ui;

import java.util.List;
import java.util.regex.Pattern;

import com.vaadin.browserless.ComponentTester;
import com.vaadin.flow.internal.JacksonUtils;
import tools.jackson.databind.node.ObjectNode;

/** Presses the number pad's buttons as the browser reports them, and reads the buttons it was sent. */
final class PadTester extends ComponentTester<NumberPad> {

    private static final Pattern BUTTON = Pattern.compile("<button [^>]*>([^<]*)</button>");

    PadTester(NumberPad pad) {
        super(pad);
    }

    /** Presses the button with this label: a digit or "Clear". */
    void press(String label) {
        if (!labels().contains(label)) throw new AssertionError("no button " + label + " on the pad: " + labels());
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put(NumberPad.PRESSED, label.equals("Clear") ? NumberPad.CLEAR : label);
        data.put(NumberPad.PRESSED + " != null", true);
        fireDomEvent("click", data);
    }

    List<String> labels() {
        return BUTTON.matcher(getComponent().getElement().getProperty("innerHTML", "")).results().map(m -> m.group(1)).toList();
    }
}
