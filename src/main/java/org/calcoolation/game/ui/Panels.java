package org.calcoolation.game.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Section;

/** The two shapes the play page's side column is made of: a row of buttons and a headed panel. */
public final class Panels {

    private Panels() {}

    static Div row(String className, Component... components) {
        Div row = new Div(components);
        row.addClassName(className);
        row.addClassName("button-row");
        return row;
    }

    public static Section section(String heading, Component... content) {
        Section section = new Section(new H2(heading));
        section.add(content);
        section.addClassName("panel");
        return section;
    }
}
