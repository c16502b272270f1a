package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.Map;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.stats.PlayedDifficulty;

/** How a day's puzzles played for the players who solved them, beside the grade the solver gave. */
class PlayedDifficultyList extends Div {

    final UnorderedList rungs = new UnorderedList();

    PlayedDifficultyList(List<DailyPuzzle> puzzles, Map<Long, PlayedDifficulty> played) {
        addClassName("played-difficulty");
        rungs.addClassName("played");
        for (DailyPuzzle puzzle : puzzles) {
            PlayedDifficulty p = played.get(puzzle.id());
            Span label = new Span(puzzle.label());
            label.addClassName("played-label");
            ListItem item = new ListItem(label, new Span(": " + (p == null ? "not measured." : text(puzzle, p))));
            item.addClassName("played-rung");
            rungs.add(item);
        }
        Paragraph note = new Paragraph(
                "Measured on players' clean solves, by play time. The puzzle's rating comes from the same daily fit "
                        + "as players' ratings: higher is harder.");
        note.addClassName("played-note");
        add(new H2("How these puzzles played"), rungs, note);
    }

    static String text(DailyPuzzle puzzle, PlayedDifficulty played) {
        return switch (played) {
            case PlayedDifficulty.TooFewSolves few ->
                solves(few.cleanSolves()) + " so far; its median play time shows from "
                        + PlayedDifficulty.MIN_CLEAN_SOLVES + ".";
            case PlayedDifficulty.Measured m ->
                m.verdict().map(v -> v + ". ").orElse("") + "Median clean play time "
                        + TimeText.ofMillis(m.medianMillis()) + " over " + solves(m.cleanSolves()) + ", "
                        + m.harderThanPercent().stream()
                                .mapToObj(percent -> compared(percent, m.comparedWith(), puzzle.label()))
                                .findFirst()
                                .orElse("too few other " + puzzle.label() + " dailies measured to compare with yet")
                        + m.puzzleRating()
                                .map(r -> ". Puzzle rating " + r.text() + ".")
                                .orElse(".");
        };
    }

    /** Where a median stands among the other measured dailies of its kind, in words. */
    static String compared(int slowerThanPercent, int others, String kind) {
        String them = others + " other " + kind + " dailies measured";
        if (slowerThanPercent == 0) return "faster than all " + them;
        if (slowerThanPercent == 100) return "slower than all " + them;
        return "slower than " + slowerThanPercent + "% of the " + them;
    }

    private static String solves(int n) {
        return n == 1 ? "1 clean solve" : n + " clean solves";
    }
}
