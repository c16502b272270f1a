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

    /** The key of the star's name, "Gold solve" in English. */
    static final String NAME = "gold.name";

    private GoldMark() {
        addClassName("gold-mark");
    }

    /** The star alone, named for screen readers and on hover: for a row of a table. */
    public static GoldMark star() {
        GoldMark mark = new GoldMark();
        mark.setText(STAR);
        String name = name();
        mark.getElement().setAttribute("role", "img");
        mark.getElement().setAttribute("aria-label", name);
        mark.getElement().setAttribute("title", name);
        return mark;
    }

    /** "Gold solve", in the page's language. */
    public static String name() {
        return Say.of(NAME);
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
