package org.calcoolation.stats.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.calcoolation.base.ui.RecordsSection;
import org.calcoolation.stats.HelpTechniques;
import org.calcoolation.stats.HelpTechniques.Needed;

/**
 * The records page's "techniques you most often needed help with" (issue 43, part 3): the techniques
 * the hints of the player's recent games named, most needed first, each with a link to its /learn page.
 */
@org.springframework.stereotype.Component
class NeededHelpSection implements RecordsSection {

    static final String NONE = "No hint named a technique in your games of the last 30 days: nothing to practise"
            + " from them yet. When a hint helps you on, its technique is counted here.";

    private final HelpTechniques techniques;

    NeededHelpSection(HelpTechniques techniques) {
        this.techniques = techniques;
    }

    @Override
    public Component section(long playerId) {
        Div section = new Div(new H2("Techniques you most often needed help with"));
        section.addClassName("needed-help");
        List<Needed> needed = techniques.mostNeeded(playerId);
        if (needed.isEmpty()) {
            section.add(new Paragraph(NONE));
            return section;
        }
        section.add(new Paragraph("From the hints of your last " + HelpTechniques.GAMES
                + " games of the last 30 days, the technique named in most games first."));
        OrderedList list = new OrderedList();
        for (Needed n : needed) list.add(item(n));
        section.add(list);
        return section;
    }

    private static ListItem item(Needed n) {
        String label = n.technique().label();
        Anchor practise = new Anchor("learn/" + n.technique().slug(), "Practise this");
        practise.getElement().setAttribute("aria-label", "Practise this: " + label);
        return new ListItem(new Text(label + ": " + counted(n) + " · "), practise);
    }

    /** "in 3 games, 5 hints"; "in 1 game, 1 hint". */
    static String counted(Needed n) {
        return "in " + (n.games() == 1 ? "1 game" : n.games() + " games") + ", "
                + (n.hints() == 1 ? "1 hint" : n.hints() + " hints");
    }
}
