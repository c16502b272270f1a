package org.calcoolation.learn.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.learn.LearnService;
import org.calcoolation.learn.Lesson;
import org.calcoolation.learn.Lessons;
import org.calcoolation.learn.WorkedExample;

/**
 * One technique: its idea in plain words, a worked example from a real puzzle (the board just
 * before the step, the step's cells outlined, what it rules out struck through, the solver's own
 * sentence), and Practise this, with the player's clean solves in a row.
 */
@Route(value = "learn/:technique", layout = MainLayout.class)
@AnonymousAllowed
@StyleSheet("styles/learn.css")
public class TechniqueView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    private final LearnService learn;
    private final CurrentPlayer player;

    Optional<Lesson> lesson = Optional.empty();
    final Paragraph progress = new Paragraph();
    final Paragraph message = new Paragraph();
    final NativeButton practise = Buttons.primary("Practise this", this::practise);

    public TechniqueView(LearnService learn, CurrentPlayer player) {
        this.learn = learn;
        this.player = player;
        addClassName("learn-page");
        progress.addClassName("learn-progress");
        message.addClassName("learn-message");
        message.getElement().setAttribute("role", "status");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        lesson = event.getRouteParameters().get("technique").flatMap(Lessons::bySlug);
        if (lesson.isEmpty()) {
            event.rerouteToError(NotFoundException.class);
            return;
        }
        removeAll();
        draw(lesson.get());
    }

    @Override
    public String getPageTitle() {
        return lesson.map(l -> l.title() + " · Learn · Calcoolation").orElse("Learn · Calcoolation");
    }

    private void draw(Lesson l) {
        List<Lesson> all = Lessons.all();
        int at = all.indexOf(l);
        add(new Paragraph(new Anchor("learn", "Learn")), new H1(l.title()));
        Paragraph rung = new Paragraph("Technique " + (at + 1) + " of " + all.size() + " on the solver's ladder, a "
                + l.technique().difficulty().label() + " step.");
        rung.addClassName("learn-rung");
        add(rung);
        l.words().forEach(w -> add(new Paragraph(w)));
        add(example(Lessons.example(l)));
        progress.setText(Progress.of(learn.standing(player.ref(), l.technique())) + ".");
        message.setText("");
        add(
                new H2("Practise"),
                new Paragraph("Each practice puzzle is a " + l.practiseSize() + "×" + l.practiseSize()
                        + " whose hardest step is " + l.title().toLowerCase(Locale.ENGLISH)
                        + ". Solve " + LearnService.IN_A_ROW
                        + " in a row without help (no check, hint or revealed cell) to mark it learnt."),
                progress,
                practise,
                message,
                neighbours(all, at));
    }

    private Div example(WorkedExample example) {
        Deduction d = example.deduction();
        int n = example.puzzle().size();
        Div box = new Div(
                new H2("A worked example"),
                new Paragraph("A " + n + "×" + n + " part way through. The outlined cells are the ones to look at; "
                        + "the struck-through digits are what this step rules out."),
                new LessonGrid(example, gridLabel(example)));
        Paragraph said = new Paragraph(d.explanation());
        said.addClassName("learn-deduction");
        box.add(said);
        box.addClassName("learn-example");
        return box;
    }

    /** The picture in words: the puzzle's size, the cells to look at, and what the step rules out. */
    static String gridLabel(WorkedExample example) {
        Deduction d = example.deduction();
        int n = example.puzzle().size();
        String look = d.cells().stream().map(Progress::cell).collect(Collectors.joining("; "));
        String out = d.removed().entrySet().stream()
                .sorted(Map.Entry.comparingByKey(Comparator.comparingInt(c -> c.index(n))))
                .map(e -> digits(e.getValue()) + " from " + Progress.cell(e.getKey()))
                .collect(Collectors.joining("; "));
        return "A " + n + "×" + n + " puzzle with its candidates. Outlined: " + look + ". Ruled out: " + out + ".";
    }

    private static String digits(int mask) {
        StringBuilder s = new StringBuilder();
        for (int d = 1; d < 32; d++)
            if ((mask & (1 << d)) != 0) s.append(s.isEmpty() ? "" : " and ").append(d);
        return s.toString();
    }

    private static Paragraph neighbours(List<Lesson> all, int at) {
        Paragraph p = new Paragraph();
        p.addClassName("learn-neighbours");
        if (at > 0)
            p.add(new Anchor(all.get(at - 1).path(), "← " + all.get(at - 1).title()));
        if (at < all.size() - 1)
            p.add(new Anchor(all.get(at + 1).path(), all.get(at + 1).title() + " →"));
        return p;
    }

    private void practise() {
        lesson.ifPresent(l -> {
            switch (learn.practise(player.ref(), l.technique())) {
                case LearnService.Started.Game game -> UI.getCurrent().navigate("play");
                case LearnService.Started.Refused refused -> message.setText(refused.reason());
            }
        });
    }
}
