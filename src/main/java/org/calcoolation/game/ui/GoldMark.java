package org.calcoolation.game.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Span;

/**
 * The mark of a gold solve (clean, live marks off, no Smart fill): a star to see, and words to hear,
 * never a colour alone. Beside words that say it, the star is hidden from screen readers; alone, in
 * a table row, it is an image named "Gold solve", which a pointer also shows.
 */
@StyleSheet("styles/gold.css")
public final class GoldMark extends Span {

    public static final String STAR = "★";
    public static final String NAME = "Gold solve";

    private GoldMark() {
        addClassName("gold-mark");
    }

    /** The star alone, named for screen readers and on hover: for a row of a table. */
    public static GoldMark star() {
        GoldMark mark = new GoldMark();
        mark.setText(STAR);
        mark.getElement().setAttribute("role", "img");
        mark.getElement().setAttribute("aria-label", NAME);
        mark.getElement().setAttribute("title", NAME);
        return mark;
    }

    /** The star, then {@code words} that say what it is to everyone. */
    public static GoldMark withWords(String words) {
        GoldMark mark = new GoldMark();
        Span star = new Span(STAR);
        star.getElement().setAttribute("aria-hidden", "true");
        mark.add(star, new Span(" " + words));
        return mark;
    }
}
