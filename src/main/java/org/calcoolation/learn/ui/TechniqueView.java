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
import java.util.Map;
import java.util.Optional;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.solve.Deduction;
import org.calcoolation.game.ui.ReasonText;
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
    final NativeButton practise = Buttons.primary("", this::practise);

    public TechniqueView(LearnService learn, CurrentPlayer player) {
        this.learn = learn;
        this.player = player;
        addClassName("learn-page");
        progress.addClassName("learn-progress");
        message.addClassName("learn-message");
        message.getElement().setAttribute("role", "status");
        practise.setText(getTranslation("learn.practise.button"));
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
        String learnPage = getTranslation("learn.title");
        return getTranslation(
                "page.title",
                lesson.map(l -> getTranslation("learn.technique.pageTitle", title(l), learnPage))
                        .orElse(learnPage));
    }

    private void draw(Lesson l) {
        List<Lesson> all = Lessons.all();
        int at = all.indexOf(l);
        add(new Paragraph(new Anchor("learn", getTranslation("learn.title"))), new H1(title(l)));
        Paragraph rung = new Paragraph(getTranslation(
                "learn.technique.rung",
                at + 1,
                all.size(),
                Wording.level(l.technique().difficulty())));
        rung.addClassName("learn-rung");
        add(rung);
        l.words().forEach(w -> add(new Paragraph(getTranslation(w))));
        add(example(Lessons.example(l)));
        progress.setText(
                getTranslation("learn.technique.progress", Progress.of(learn.standing(player.ref(), l.technique()))));
        message.setText("");
        add(
                new H2(getTranslation("learn.practise")),
                new Paragraph(getTranslation("learn.practise.text", l.practiseSize(), title(l), LearnService.IN_A_ROW)),
                progress,
                practise,
                message,
                neighbours(all, at));
    }

    private Div example(WorkedExample example) {
        Deduction d = example.deduction();
        int n = example.puzzle().size();
        Div box = new Div(
                new H2(getTranslation("learn.example")),
                new Paragraph(getTranslation("learn.example.intro", n)),
                new LessonGrid(example, gridLabel(example)));
        Paragraph said = new Paragraph(ReasonText.of(d.reason()));
        said.addClassName("learn-deduction");
        box.add(said);
        box.addClassName("learn-example");
        return box;
    }

    /** "Naked subset", in the page's language. */
    private static String title(Lesson l) {
        return Wording.t(l.titleKey());
    }

    /** The picture in words, in the page's language: the puzzle's size, the cells to look at, and what the step rules out. */
    static String gridLabel(WorkedExample example) {
        Deduction d = example.deduction();
        int n = example.puzzle().size();
        String look = d.cells().stream()
                .map(Progress::cell)
                .reduce((a, b) -> Wording.t("hint.list.semicolon", a, b))
                .orElse("");
        String out = d.removed().entrySet().stream()
                .sorted(Map.Entry.comparingByKey(Comparator.comparingInt(c -> c.index(n))))
                .map(e -> Wording.t("learn.grid.from", digits(e.getValue()), Progress.cell(e.getKey())))
                .reduce((a, b) -> Wording.t("hint.list.semicolon", a, b))
                .orElse("");
        return Wording.t("learn.grid.label", n, look, out);
    }

    /** "1 and 2 and 3", in the page's language. */
    private static String digits(int mask) {
        String said = "";
        for (int d = 1; d < 32; d++)
            if ((mask & (1 << d)) != 0)
                said = said.isEmpty() ? Integer.toString(d) : Wording.t("hint.list.and", said, d);
        return said;
    }

    private static Paragraph neighbours(List<Lesson> all, int at) {
        Paragraph p = new Paragraph();
        p.addClassName("learn-neighbours");
        if (at > 0) p.add(new Anchor(all.get(at - 1).path(), "← " + title(all.get(at - 1))));
        if (at < all.size() - 1) p.add(new Anchor(all.get(at + 1).path(), title(all.get(at + 1)) + " →"));
        return p;
    }

    private void practise() {
        lesson.ifPresent(l -> {
            switch (learn.practise(player.ref(), l.technique())) {
                case LearnService.Started.Game game -> UI.getCurrent().navigate("play");
                case LearnService.Started.Refused refused ->
                    message.setText(
                            getTranslation(refused.why().key(), refused.why().args()));
            }
        });
    }
}
