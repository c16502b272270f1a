package org.calcoolation.base.ui;

import com.vaadin.flow.component.html.Anchor;

/** A link drawn as a button, for a step that is another page ("Rated puzzle"): it stays a link to a screen reader. */
public final class LinkButton {

    private LinkButton() {}

    public static Anchor to(String href, String text, String... classNames) {
        Anchor link = new Anchor(href, text);
        link.addClassName("btn");
        link.addClassNames(classNames);
        return link;
    }
}
