package org.calcoolation.practice.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.base.ui.RecordsSection;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.practice.Attempt;
import org.calcoolation.practice.AttemptOutcome;
import org.calcoolation.practice.PracticeService;

/** The records page's rated practice: the rating now, its chart over the rated puzzles, and the last ones played. */
@org.springframework.stereotype.Component
class PracticeSection implements RecordsSection {

    static final int PLAYED = 20;
    private static final DateTimeFormatter DAY =
            DateTimeFormatter.ofPattern("d MMM", Locale.ENGLISH).withZone(ZoneOffset.UTC);

    private final PracticeService practice;

    PracticeSection(PracticeService practice) {
        this.practice = practice;
    }

    @Override
    public Component section(long playerId) {
        PlayerRef player = new PlayerRef.Account(playerId);
        Div section = new Div(new H2("Rated practice"));
        section.addClassName("practice-records");
        Paragraph yours = new Paragraph();
        yours.addClassName("practice-rating");
        section.add(yours);
        practice.rating(player)
                .ifPresentOrElse(
                        r -> yours.setText(
                                "Your practice rating: " + r.text() + (r.provisional() ? ", provisional." : ".")),
                        () -> yours.add(
                                new Text("No practice rating yet. "),
                                new Anchor("rated", "Play a rated puzzle"),
                                new Text(".")));
        section.add(new Paragraph(
                new Text("Race the clock on puzzles everyone draws alike: "),
                new Anchor("timed", "the timed pool and its boards"),
                new Text(".")));
        List<Attempt> history = practice.history(player);
        if (!history.isEmpty()) section.add(RatingChart.of(ratings(history)));
        List<Attempt> played = practice.recent(player, PLAYED);
        if (!played.isEmpty()) section.add(new H3("Rated puzzles played"), table(played));
        return section;
    }

    /** The rating before the first rated puzzle, then after each. */
    static List<Double> ratings(List<Attempt> history) {
        List<Double> points = new ArrayList<>();
        points.add(history.getFirst().scored().orElseThrow().playerBefore());
        history.forEach(a -> points.add(a.scored().orElseThrow().playerAfter()));
        return points;
    }

    private static Div table(List<Attempt> played) {
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        for (String name : List.of("Drawn", "Puzzle", "Rated", "Result", "Time", "Change"))
            head.addHeaderCell().setText(name);
        for (Attempt a : played) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(DAY.format(a.drawnAt()));
            row.addDataCell().add(new Anchor("rated/" + a.id(), a.kindLabel()));
            row.addDataCell().setText(Long.toString(Math.round(a.puzzleRating())));
            row.addDataCell()
                    .setText(a.scored()
                            .map(s -> switch (s.standing()) {
                                case COUNTS -> s.result() + " · " + brief(s.outcome());
                                case HELD -> "Held for review";
                                case REJECTED -> "Rejected";
                            })
                            .orElse("In play"));
            row.addDataCell()
                    .setText(a.scored()
                            .flatMap(Attempt.Scored::elapsed)
                            .map(d -> TimeText.ofMillis(d.toMillis()))
                            .orElse("–"));
            row.addDataCell()
                    .setText(a.scored()
                            .filter(s -> s.standing() == Attempt.Standing.COUNTS)
                            .map(Attempt.Scored::change)
                            .orElse(""));
        }
        return ScrollBox.of(table, "ratings-table", "Rated puzzles played");
    }

    /** The outcome in a word or two, for a table that must fit a phone. */
    private static String brief(AttemptOutcome outcome) {
        return switch (outcome) {
            case CLEAN -> "clean";
            case ASSISTED -> "with help";
            case GIVEN_UP -> "gave up";
            case ABANDONED -> "abandoned";
        };
    }
}
