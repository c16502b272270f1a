package org.calcoolation.help.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.i18n.I18NProvider;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;

/** The rules, what each level asks for, a 4×4 solved step by step in words, and every control, for someone who has never played. */
@Route(value = "how-to-play", layout = MainLayout.class)
@AnonymousAllowed
public class HowToPlayView extends Main implements HasDynamicTitle {

    final OrderedList steps = new OrderedList();
    /** What each level needs, one item a level, Easy first. */
    final Map<Difficulty, ListItem> levels = new EnumMap<>(Difficulty.class);

    public HowToPlayView() {
        addClassName("how-to-play");
        add(new H1(t("help.title")));
        add(rules(), twists(), levels(), worked(), controls(), times());
        add(new Paragraph(
                new Anchor("play", t("help.playLink")),
                new Text(" " + t("help.or") + " "),
                new Anchor("today", t("help.todayLink")),
                new Text(t("help.end"))));
    }

    @Override
    public String getPageTitle() {
        return t("page.title", t("help.title"));
    }

    /** A message in the page's language. */
    static String t(String key, Object... arguments) {
        return I18NProvider.translate(key, arguments);
    }

    private static Section rules() {
        UnorderedList rules = new UnorderedList();
        for (int i = 1; i <= 6; i++) rules.add(new ListItem(t("help.rule." + i)));
        return section(t("help.rules"), rules);
    }

    /** The rules a practice puzzle may add, chosen under New puzzle…; dailies use none of them. */
    private static Section twists() {
        UnorderedList twists = new UnorderedList(
                new ListItem(t("help.twist.hidden")),
                new ListItem(t("help.twist.extended")),
                new ListItem(t("help.twist.xor")));
        return section(t("help.twists"), new Paragraph(t("help.twists.intro")), twists);
    }

    /**
     * What each level asks for, in the words of the solver's ladder ({@code engine.solve.Technique}),
     * whose names the hints use too: Easy to Extreme by reasoning alone, Unreasonable by trial and
     * error where the reasoning runs out, as its hint says.
     */
    private Section levels() {
        for (Difficulty level : Difficulty.values()) level(level, t("help.level." + level.key()));
        UnorderedList list = new UnorderedList();
        levels.values().forEach(list::add);
        return section(t("help.levels"), new Paragraph(t("help.levels.intro")), list);
    }

    private void level(Difficulty level, String needs) {
        Span term = new Span(t("help.term", Wording.level(level)) + " ");
        term.addClassName("control-name");
        levels.put(level, new ListItem(term, new Text(needs)));
    }

    private Section worked() {
        Section section = section(
                t("help.worked"),
                new Paragraph(t("help.worked.intro")),
                new MiniGrid(
                        WorkedExample.PUZZLE,
                        Map.of(),
                        Set.of(),
                        t("help.worked.empty", MiniGrid.cagesInWords(WorkedExample.PUZZLE))));
        Map<Cell, Integer> filled = new LinkedHashMap<>();
        steps.addClassName("worked-steps");
        for (WorkedExample.Step step : WorkedExample.STEPS) {
            Set<Cell> fresh = new HashSet<>();
            for (WorkedExample.Placed placed : step.placed()) {
                filled.put(placed.cell(), placed.digit());
                fresh.add(placed.cell());
            }
            Paragraph words = new Paragraph(t(step.words()));
            MiniGrid after = new MiniGrid(
                    WorkedExample.PUZZLE, filled, fresh, t("help.worked.after", MiniGrid.digitsInWords(4, filled)));
            // The list item stays a list item, for its number; the picture and the words sit side by side inside.
            Div side = new Div(after, words);
            side.addClassName("worked-step");
            ListItem item = new ListItem(side);
            steps.add(item);
        }
        section.add(steps);
        return section;
    }

    private static Section controls() {
        UnorderedList controls = new UnorderedList();
        for (String control : new String[] {"mouse", "keyboard", "touch", "notes", "undo", "help"})
            controls.add(control("help.control." + control));
        return section(t("help.controls"), controls);
    }

    /** The two times, named as the finish panel, the share text, the leaderboards and the records name them. */
    private static Section times() {
        UnorderedList times = new UnorderedList(control("help.time"), control("help.playTime"));
        return section(t("help.times"), new Paragraph(t("help.times.intro")), times);
    }

    /** A control's name ({@code key.name}) and what it does ({@code key.text}). */
    private static ListItem control(String key) {
        Span term = new Span(t("help.term", t(key + ".name")) + " ");
        term.addClassName("control-name");
        return new ListItem(term, new Text(t(key + ".text")));
    }

    private static Section section(String heading, Component... content) {
        Section section = new Section(new H2(heading));
        section.add(content);
        return section;
    }
}
