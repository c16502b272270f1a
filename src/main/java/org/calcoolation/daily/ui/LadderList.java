package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.store.GameState;
import org.calcoolation.stats.PlayedDifficulty;

/**
 * A day's ladder, each rung with the player's state on it and a link to play it, how many players
 * opened it, and under it in one short line how the rung played once enough players solved it cleanly.
 */
class LadderList extends UnorderedList {

    /** How many players opened each rung's grid, guests included, and whether the day is today. */
    record Players(Map<Long, Integer> counts, boolean today) {
        static final Players NONE = new Players(Map.of(), false);

        Players {
            counts = Map.copyOf(counts);
        }

        String of(long dailyPuzzleId) {
            int n = counts.getOrDefault(dailyPuzzleId, 0);
            if (n == 0) return today ? "nobody has played it yet today" : "nobody played it";
            return "played by " + n + (n == 1 ? " player" : " players") + (today ? " today" : "");
        }
    }

    LadderList(
            LocalDate day, List<DailyPuzzle> puzzles, Map<Long, GameState> games, Map<Long, PlayedDifficulty> played) {
        this(day, puzzles, games, played, Players.NONE);
    }

    LadderList(
            LocalDate day,
            List<DailyPuzzle> puzzles,
            Map<Long, GameState> games,
            Map<Long, PlayedDifficulty> played,
            Players players) {
        addClassName("ladder");
        for (DailyPuzzle puzzle : puzzles) {
            Optional<GameState> game =
                    Optional.ofNullable(games.get(puzzle.id())).filter(GameState::started);
            String state = game.map(LadderList::stateOf).orElse("not started");
            Anchor link = new Anchor(DailyPlayView.path(day, puzzle.slot()), puzzle.label());
            link.addClassName("rung-link");
            link.getElement().setAttribute("aria-label", puzzle.label() + ", " + state);
            Span status = new Span(state);
            status.addClassName("rung-state");
            status.addClassName(game.map(g -> g.finish()
                            .map(f -> f.isSolve() ? "solved" : "given-up")
                            .orElse("in-progress"))
                    .orElse("not-started"));
            ListItem rung = new ListItem(link, status);
            Optional.ofNullable(played.get(puzzle.id()))
                    .flatMap(LadderList::playedText)
                    .ifPresent(text -> {
                        Span line = new Span(text);
                        line.addClassName("rung-played");
                        rung.add(line);
                    });
            if (players != Players.NONE) {
                Span count = new Span(players.of(puzzle.id()));
                count.addClassName("rung-players");
                rung.add(count);
            }
            rung.addClassName("rung");
            add(rung);
        }
    }

    /** How a rung played, in a line short enough for a phone; nothing until its median shows. */
    static Optional<String> playedText(PlayedDifficulty played) {
        return switch (played) {
            case PlayedDifficulty.TooFewSolves few -> Optional.empty();
            case PlayedDifficulty.Measured m ->
                Optional.of(
                        "Median " + TimeText.ofMillis(m.medianMillis()) + " over " + m.cleanSolves() + " clean solves"
                                + m.verdict()
                                        .map(v -> " · " + v.toLowerCase(Locale.ROOT))
                                        .orElse(""));
        };
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
