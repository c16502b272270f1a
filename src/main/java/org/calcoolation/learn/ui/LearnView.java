package org.calcoolation.learn.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeDetails;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Map;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.learn.BeginnersPath;
import org.calcoolation.learn.LearnService;
import org.calcoolation.learn.LearnService.Standing;
import org.calcoolation.learn.Lesson;
import org.calcoolation.learn.Lessons;

/**
 * /learn: the beginner's path (its next puzzle and how far the player is), then every technique of
 * the solver's ladder in the order a solve meets them, each with the player's progress.
 */
@Route(value = "learn", layout = MainLayout.class)
@PageTitle("Learn · Calcoolation")
@AnonymousAllowed
@StyleSheet("styles/learn.css")
public class LearnView extends Main implements BeforeEnterObserver {

    private final LearnService learn;
    private final CurrentPlayer player;

    final Paragraph pathProgress = new Paragraph();
    final Element bar = new Element("progress");
    final NativeButton next = Buttons.primary("", this::playNext);
    final OrderedList stops = new OrderedList();
    final OrderedList techniques = new OrderedList();
    final Paragraph message = new Paragraph();
    private int solved;

    public LearnView(LearnService learn, CurrentPlayer player) {
        this.learn = learn;
        this.player = player;
        addClassName("learn-page");
        pathProgress.addClassName("learn-progress");
        bar.setAttribute("max", Integer.toString(BeginnersPath.LENGTH));
        bar.setAttribute("aria-label", "Beginner's path");
        message.getElement().setAttribute("role", "status");
        stops.addClassName("learn-stops");
        techniques.addClassName("learn-techniques");
        Paragraph barBox = new Paragraph();
        barBox.getElement().appendChild(bar);
        add(
                new H1("Learn"),
                new Paragraph(
                        "The solver finishes every puzzle with a few kinds of step, from the simplest to trial and "
                                + "error. Each has a page here: the idea in plain words, a worked example from a real puzzle, "
                                + "and practice puzzles that need it."),
                new Section(
                        new H2("Beginner's path"),
                        new Paragraph("Twenty small puzzles, 3×3 to 5×5, that bring in the steps one at a time."),
                        pathProgress,
                        barBox,
                        next,
                        message,
                        new NativeDetails("All " + BeginnersPath.LENGTH + " puzzles of the path", stops)),
                new Section(new H2("Techniques"), techniques));
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        PlayerRef who = player.ref();
        solved = learn.pathSolved(who);
        drawPath();
        drawTechniques(learn.standings(who));
    }

    private void drawPath() {
        pathProgress.setText(solved + " of " + BeginnersPath.LENGTH + " solved.");
        bar.setAttribute("value", Integer.toString(solved));
        boolean done = solved >= BeginnersPath.LENGTH;
        next.setText(
                done
                        ? "Path complete: play puzzle 1 again"
                        : "Play puzzle " + (solved + 1) + ": "
                                + BeginnersPath.stop(solved + 1).label());
        stops.removeAll();
        for (BeginnersPath.Stop stop : BeginnersPath.stops()) {
            ListItem item = new ListItem(stop.label());
            if (stop.number() <= solved) {
                item.addClassName("solved");
                item.add(new Span(" ✓ solved"));
            } else if (stop.number() == solved + 1) {
                item.addClassName("next");
                item.getElement().setAttribute("aria-current", "step");
            }
            stops.add(item);
        }
    }

    private void drawTechniques(Map<Technique, Standing> standings) {
        techniques.removeAll();
        for (Lesson lesson : Lessons.all()) {
            Standing standing = standings.getOrDefault(lesson.technique(), Standing.NONE);
            Span status = new Span(Progress.of(standing));
            status.addClassName(standing.learnt() ? "learnt" : "status");
            techniques.add(new ListItem(new Anchor(lesson.path(), lesson.title()), new Text(" · "), status));
        }
    }

    private void playNext() {
        int number = solved >= BeginnersPath.LENGTH ? 1 : solved + 1;
        switch (learn.path(player.ref(), number)) {
            case LearnService.Started.Game game -> UI.getCurrent().navigate("play");
            case LearnService.Started.Refused refused -> message.setText(refused.reason());
        }
    }
}
