package org.calcoolation.daily.ui;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.vaadin.flow.component.html.Anchor;
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
            Optional<GameState> game = Optional.ofNullable(games.get(puzzle.id())).filter(GameState::started);
            String state = game.map(LadderList::stateOf).orElse("not started");
            Anchor link = new Anchor(DailyPlayView.path(day, puzzle.slot()), puzzle.label());
            link.addClassName("rung-link");
            link.getElement().setAttribute("aria-label", puzzle.label() + ", " + state);
            Span status = new Span(state);
            status.addClassName("rung-state");
            status.addClassName(game.map(g -> g.finish().map(f -> f.isSolve() ? "solved" : "given-up").orElse("in-progress"))
                    .orElse("not-started"));
            ListItem rung = new ListItem(link, status);
            rung.addClassName("rung");
            add(rung);
        }
    }

    /** The state of a started game. */
    static String stateOf(GameState game) {
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
}
