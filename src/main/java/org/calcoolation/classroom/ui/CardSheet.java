package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.classroom.Classroom.Card;

/**
 * The sign-in cards just made, to print and cut out: each student's name, user name and one-time
 * password. Shown once; the passwords are not kept, so leaving the page loses them (a new card can be
 * made for any student). Printing shows the cards alone (classes.css, {@code @media print}).
 */
class CardSheet extends Div {

    final Div cards = new Div();
    final NativeButton print =
            Buttons.primary("Print the cards", () -> getElement().executeJs("window.print()"));

    CardSheet() {
        addClassName("card-sheet");
        cards.addClassName("sign-in-cards");
        setVisible(false);
        add(
                new H2("Sign-in cards"),
                new Paragraph("Print these now: the passwords are shown this once. Each works for one sign-in, "
                        + "at which the student chooses their own password."),
                print,
                cards);
    }

    void show(List<Card> made, String site) {
        cards.removeAll();
        for (Card card : made) {
            Div one = new Div();
            one.addClassName("sign-in-card");
            one.add(
                    line("card-name", card.name()),
                    line("card-site", "Sign in at " + site),
                    labelled("User name", card.username(), "card-username"),
                    labelled("Password", card.password(), "card-password"),
                    line("card-note", "This password works once; then you choose your own."));
            cards.add(one);
        }
        setVisible(!made.isEmpty());
    }

    private static Paragraph line(String className, String text) {
        Paragraph p = new Paragraph(text);
        p.addClassName(className);
        return p;
    }

    private static Paragraph labelled(String label, String value, String className) {
        Span shown = new Span(value);
        shown.addClassName(className);
        return new Paragraph(new Span(label + ": "), shown);
    }
}
