package org.calcoolation.base.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;

/** A plain page that says one thing and offers the way back to a puzzle. */
abstract class MessagePage extends Main {

    MessagePage(String title, String text) {
        addClassName("message-page");
        add(new H1(title), new Paragraph(text), new Anchor("play", "Play a puzzle"));
    }
}
