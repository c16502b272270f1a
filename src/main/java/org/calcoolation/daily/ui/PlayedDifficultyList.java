package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.util.List;
import java.util.Map;
import org.calcoolation.base.i18n.Wording;
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
            Span label = new Span(Wording.kind(puzzle.kind()));
            label.addClassName("played-label");
            ListItem item = new ListItem(
                    label, new Span(": " + (p == null ? getTranslation("daily.played.notMeasured") : text(puzzle, p))));
            item.addClassName("played-rung");
            rungs.add(item);
        }
        Paragraph note = new Paragraph(getTranslation("daily.played.note"));
        note.addClassName("played-note");
        add(new H2(getTranslation("daily.played.heading")), rungs, note);
    }

    static String text(DailyPuzzle puzzle, PlayedDifficulty played) {
        return switch (played) {
            case PlayedDifficulty.TooFewSolves few ->
                Wording.t("daily.played.tooFew", few.cleanSolves(), PlayedDifficulty.MIN_CLEAN_SOLVES);
            case PlayedDifficulty.Measured m -> measured(Wording.kind(puzzle.kind()), m);
        };
    }

    private static String measured(String kind, PlayedDifficulty.Measured m) {
        String compared = m.harderThanPercent().stream()
                .mapToObj(percent -> compared(percent, m.comparedWith(), kind))
                .findFirst()
                .orElseGet(() -> Wording.t("daily.played.tooFewOthers", kind));
        return LadderList.verdict(m, "daily.played.").map(v -> v + ". ").orElse("")
                + Wording.t("daily.played.median", TimeText.ofMillis(m.medianMillis()), m.cleanSolves(), compared)
                + m.puzzleRating()
                        .map(r -> " " + Wording.t("daily.played.rating", r.text()))
                        .orElse("");
    }

    /** Where a median stands among the other measured dailies of its kind, in words. */
    static String compared(int slowerThanPercent, int others, String kind) {
        if (slowerThanPercent == 0) return Wording.t("daily.played.fasterThanAll", others, kind);
        if (slowerThanPercent == 100) return Wording.t("daily.played.slowerThanAll", others, kind);
        return Wording.t("daily.played.slowerThan", slowerThanPercent, others, kind);
    }
}
