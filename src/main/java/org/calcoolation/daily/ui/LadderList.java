package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.calcoolation.base.i18n.Wording;
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
            if (n == 0) return Wording.t(today ? "daily.rung.nobodyYet" : "daily.rung.nobody");
            return Wording.t(today ? "daily.rung.playersToday" : "daily.rung.players", n);
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
            String state = game.map(LadderList::stateOf).orElse(Wording.t("daily.rung.notStarted"));
            String label = Wording.kind(puzzle.kind());
            Anchor link = new Anchor(DailyPlayView.path(day, puzzle.slot()), label);
            link.addClassName("rung-link");
            link.getElement().setAttribute("aria-label", label + ", " + state);
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
                Optional.of(Wording.t("daily.rung.median", TimeText.ofMillis(m.medianMillis()), m.cleanSolves())
                        + verdict(m, "daily.rung.").map(v -> " · " + v).orElse(""));
        };
    }

    /** The state of a started game. */
    static String stateOf(GameState game) {
        if (game.isFinished()) {
            Finish finish = game.finish().orElseThrow();
            return switch (finish.outcome()) {
                case CLEAN -> Wording.t("daily.rung.clean", TimeText.of(finish.playTime()));
                case ASSISTED -> Wording.t("daily.rung.assisted", TimeText.of(finish.playTime()));
                case GIVEN_UP -> Wording.t("daily.rung.givenUp");
            };
        }
        return Wording.t("daily.rung.inProgress", TimeText.of(game.playTime()));
    }

    /**
     * How a rung played against its grade ({@link PlayedDifficulty.Measured#verdict()} in the page's
     * language), from {@code keys}: "daily.rung." in a line, "daily.played." as a sentence.
     */
    static Optional<String> verdict(PlayedDifficulty.Measured measured, String keys) {
        return measured.verdict()
                .map(english -> Wording.t(keys
                        + switch (english) {
                            case PlayedDifficulty.Measured.HARDER -> "harder";
                            case PlayedDifficulty.Measured.EASIER -> "easier";
                            default -> "asGraded";
                        }));
    }
}
