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
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.RecordsSection;
import org.calcoolation.stats.HelpTechniques;
import org.calcoolation.stats.HelpTechniques.Needed;

/**
 * The records page's "techniques you most often needed help with" (issue 43, part 3): the techniques
 * the hints of the player's recent games named, most needed first, each with a link to its /learn page.
 */
@org.springframework.stereotype.Component
class NeededHelpSection implements RecordsSection {

    /** Bundle key of what a player no hint helped lately is told. */
    static final String NONE = "journey.neededHelp.none";

    private final HelpTechniques techniques;

    NeededHelpSection(HelpTechniques techniques) {
        this.techniques = techniques;
    }

    @Override
    public Component section(long playerId) {
        Div section = new Div(new H2(Wording.t("journey.neededHelp.title")));
        section.addClassName("needed-help");
        List<Needed> needed = techniques.mostNeeded(playerId);
        if (needed.isEmpty()) {
            section.add(new Paragraph(Wording.t(NONE)));
            return section;
        }
        section.add(new Paragraph(Wording.t("journey.neededHelp.intro", HelpTechniques.GAMES)));
        OrderedList list = new OrderedList();
        for (Needed n : needed) list.add(item(n));
        section.add(list);
        return section;
    }

    private static ListItem item(Needed n) {
        // The technique's name as the hints word it, in the page's language.
        String label = Wording.t("hint.technique." + n.technique().name());
        Anchor practise = new Anchor("learn/" + n.technique().slug(), Wording.t("journey.neededHelp.practise"));
        practise.getElement().setAttribute("aria-label", Wording.t("journey.neededHelp.practiseLabel", label));
        return new ListItem(
                new Text(Wording.t("journey.neededHelp.item", label, n.games(), n.hints()) + " · "), practise);
    }
}
