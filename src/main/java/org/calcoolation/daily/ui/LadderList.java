package org.calcoolation.daily.ui;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.game.Finish;
import org.calcoolation.game.GameState;

/** A day's ladder, each rung with the player's state on it and a link to play it. */
class LadderList extends UnorderedList {

    LadderList(LocalDate day, List<DailyPuzzle> puzzles, Map<Long, GameState> games) {
        addClassName("ladder");
        for (DailyPuzzle puzzle : puzzles) {
            GameState game = games.get(puzzle.id());
            String state = stateOf(game);
            Anchor link = new Anchor(DailyPlayView.path(day, puzzle.slot()), puzzle.label());
            link.addClassName("rung-link");
            link.getElement().setAttribute("aria-label", puzzle.label() + ", " + state);
            Span status = new Span(state);
            status.addClassName("rung-state");
            status.addClassName(game == null || !game.started() ? "not-started"
                    : game.finish().map(f -> f.isSolve() ? "solved" : "given-up").orElse("in-progress"));
            ListItem rung = new ListItem(link, status);
            rung.addClassName("rung");
            add(rung);
        }
    }

    static String stateOf(GameState game) {
        if (game == null || !game.started()) return "not started";
        if (game.isFinished()) {
            Finish finish = game.finish().orElseThrow();
            return switch (finish.outcome()) {
                case CLEAN -> "solved in " + TimeText.of(finish.playTime()) + ", clean";
                case ASSISTED -> "solved in " + TimeText.of(finish.playTime()) + ", assisted";
                case GIVEN_UP -> "given up";
            };
        }
        return "in progress, " + TimeText.of(game.playTime()) + " so far";
    }

    static Div empty(String text) {
        Div div = new Div();
        div.setText(text);
        return div;
    }
}
