package org.calcoolation.game.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.Optional;
import java.util.function.IntConsumer;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.engine.solve.Technique;
import org.jspecify.annotations.Nullable;

/**
 * What the last press of Hint said, under the number pad: the level's heading and text, the
 * reasoning as numbered steps with the one being read marked (the grid highlights its cells), and
 * what another press gives. Hidden while there is no hint for the grid as it stands.
 */
final class HintBox extends Div {

    // Made at the first hint and dropped with the last: most games never ask, and each open game's
    // elements stay in its session for as long as the page is open.
    @Nullable
    Paragraph heading;

    @Nullable
    Paragraph text;

    @Nullable
    OrderedList steps;

    @Nullable
    NativeButton previous;

    @Nullable
    NativeButton next;

    @Nullable
    Span position;

    /** Links to the /learn page of each technique the hint names. */
    @Nullable
    Paragraph learn;

    @Nullable
    NativeButton deeper;

    @Nullable
    Paragraph more;

    /** At a notes hint's last level: crosses its digit out of the cell's notes. */
    @Nullable
    NativeButton apply;

    private @Nullable Div stepper;
    private final IntConsumer step;
    private final Runnable deeperAction;
    private final Runnable applyAction;
    private Optional<HintText.View> shown = Optional.empty();

    /**
     * {@code step} hears -1 or +1 when the player moves through the steps; {@code deeper} is the
     * Hint button's own action, here too because the box can push that button off a laptop's screen.
     */
    HintBox(IntConsumer step, Runnable deeper, Runnable apply) {
        this.step = step;
        this.deeperAction = deeper;
        this.applyAction = apply;
        addClassName("hint-box");
        getElement().setAttribute("role", "status");
        getElement().setAttribute("aria-live", "polite");
        setVisible(false);
    }

    private void build() {
        heading = new Paragraph();
        text = new Paragraph();
        steps = new OrderedList();
        position = new Span();
        more = new Paragraph();
        learn = new Paragraph();
        learn.addClassName("hint-learn");
        heading.addClassName("hint-heading");
        text.addClassName("hint-text");
        steps.addClassName("hint-steps");
        more.addClassName("hint-more");
        previous = PressArea.button(Say.of("hint.previous"), () -> step.accept(-1));
        next = PressArea.button(Say.of("hint.next"), () -> step.accept(1));
        for (NativeButton b : new NativeButton[] {previous, next}) b.addClassName("btn-small");
        position.addClassName("hint-position");
        stepper = Panels.row("hint-stepper", previous, position, next);
        deeper = PressArea.button("", deeperAction);
        deeper.addClassName("btn-small");
        apply = PressArea.button("", applyAction);
        apply.addClassNames("btn-small", "hint-apply", "to-grid");
        add(heading, text, steps, stepper, Panels.row("hint-deeper", deeper, apply, more), learn);
    }

    private void drop() {
        removeAll();
        heading = text = more = learn = null;
        steps = null;
        previous = next = deeper = apply = null;
        position = null;
        stepper = null;
    }

    /** Shows this, or hides the box; builds anew only what changed. */
    void show(Optional<HintText.View> view) {
        if (view.equals(shown)) return;
        shown = view;
        setVisible(view.isPresent());
        if (view.isEmpty()) {
            drop();
            return;
        }
        if (heading == null) build();
        HintText.View v = view.get();
        Updates.text(heading, v.heading());
        Updates.text(text, v.text());
        text.setVisible(!v.text().isEmpty());
        steps.removeAll();
        for (int i = 0; i < v.steps().size(); i++) {
            ListItem item = new ListItem(v.steps().get(i));
            if (i == v.current()) {
                item.addClassName("current");
                item.getElement().setAttribute("aria-current", "step");
            }
            steps.add(item);
        }
        steps.setVisible(!v.steps().isEmpty());
        boolean several = v.steps().size() > 1 && v.current() >= 0;
        stepper.setVisible(several);
        Updates.text(
                position,
                several ? Say.of("hint.position", v.current() + 1, v.steps().size()) : "");
        Updates.enabled(previous, v.current() > 0);
        Updates.enabled(next, v.current() < v.steps().size() - 1);
        Updates.text(deeper, v.deeper());
        deeper.setVisible(!v.deeper().isEmpty());
        Updates.text(apply, v.apply());
        apply.setVisible(!v.apply().isEmpty());
        Updates.text(more, v.next());
        more.setVisible(!v.next().isEmpty());
        showLearn(learn, v.techniques());
    }

    /** "Learn: Cage digits · Single", each a link to the technique's page on /learn. */
    private static void showLearn(Paragraph learn, List<Technique> techniques) {
        learn.removeAll();
        for (Technique t : techniques) {
            learn.add(new Text(learn.getChildren().findAny().isPresent() ? " · " : Say.of("hint.learn") + " "));
            learn.add(new Anchor("learn/" + t.slug(), HintText.label(t)));
        }
        learn.setVisible(!techniques.isEmpty());
    }
}
