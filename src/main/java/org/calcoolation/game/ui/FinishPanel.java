package org.calcoolation.game.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.Game;

/** "Solved", with the time, clean or assisted, a personal best, and whatever the page adds (its next step). */
final class FinishPanel extends Div {

    final Paragraph time = new Paragraph();
    final Paragraph help = new Paragraph();
    final Paragraph personalBest = new Paragraph("New personal best!");

    FinishPanel() {
        personalBest.addClassName("personal-best");
        personalBest.setVisible(false);
        add(new H2("Solved"), time, help, personalBest);
        addClassName("finish");
        getElement().setAttribute("role", "status");
        setVisible(false);
    }

    void addParts(Component... parts) {
        add(parts);
    }

    /** Shown once the game is finished; {@code best} says whether that finish set a personal best. */
    void show(Game game, boolean best) {
        setVisible(game.isFinished());
        game.finish().ifPresent(f -> {
            Updates.text(time, "Time " + TimeText.of(f.time()));
            int used = f.help().total();
            Updates.text(help, f.isClean() ? "Clean solve" : "Assisted (" + used + (used == 1 ? " use" : " uses") + " of help)");
            personalBest.setVisible(best);
        });
    }
}
