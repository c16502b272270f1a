package org.calcoolation.game.ui;

import java.util.ArrayList;
import java.util.List;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.Game;

/**
 * "Solved", with the time, clean or assisted, a personal best, and whatever the page adds (its
 * next step). Its content is made when a game is finished and dropped when the next one starts,
 * so that a page in play does not hold it.
 */
final class FinishPanel extends Div {

    private final List<Component> parts = new ArrayList<>();
    /** Null while the game on screen is not finished. */
    Paragraph time;
    Paragraph help;
    private Paragraph personalBest;

    FinishPanel() {
        addClassName("finish");
        getElement().setAttribute("role", "status");
        setVisible(false);
    }

    void addParts(Component... more) {
        parts.addAll(List.of(more));
    }

    /** Shown once the game is finished; {@code best} says whether that finish set a personal best. */
    void show(Game game, boolean best) {
        Game.Finish finish = game.finish().orElse(null);
        if (finish == null) {
            if (time != null) {
                removeAll();
                time = null;
                help = null;
                personalBest = null;
                setVisible(false);
            }
            return;
        }
        if (time == null) {
            time = new Paragraph();
            help = new Paragraph();
            add(new H2("Solved"), time, help);
            parts.forEach(this::add);
            setVisible(true);
        }
        if (best && personalBest == null) {
            personalBest = new Paragraph("New personal best!");
            personalBest.addClassName("personal-best");
            addComponentAtIndex(indexOf(help) + 1, personalBest);
        }
        Updates.text(time, "Time " + TimeText.of(finish.time()));
        int used = finish.help().total();
        Updates.text(help, finish.isClean() ? "Clean solve" : "Assisted (" + used + (used == 1 ? " use" : " uses") + " of help)");
    }
}
