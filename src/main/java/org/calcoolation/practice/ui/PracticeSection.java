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
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.base.i18n.Wording;
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

    private final PracticeService practice;

    PracticeSection(PracticeService practice) {
        this.practice = practice;
    }

    @Override
    public Component section(long playerId) {
        PlayerRef player = new PlayerRef.Account(playerId);
        Div section = new Div(new H2(Wording.t("practice.records")));
        section.addClassName("practice-records");
        Paragraph yours = new Paragraph();
        yours.addClassName("practice-rating");
        section.add(yours);
        practice.rating(player)
                .ifPresentOrElse(
                        r -> yours.setText(Wording.t(
                                r.provisional() ? "practice.yourRatingProvisional" : "practice.yourRating", r.text())),
                        () -> yours.add(
                                new Text(Wording.t("practice.noRating") + " "),
                                new Anchor("rated", Wording.t("practice.playRated")),
                                new Text(".")));
        section.add(new Paragraph(
                new Text(Wording.t("practice.timedInvite") + " "),
                new Anchor("timed", Wording.t("practice.timedLink")),
                new Text(".")));
        List<Attempt> history = practice.history(player);
        if (!history.isEmpty()) section.add(RatingChart.of(ratings(history)));
        List<Attempt> played = practice.recent(player, PLAYED);
        if (!played.isEmpty()) section.add(new H3(Wording.t("practice.played")), table(played));
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
        for (String name : List.of("drawn", "puzzle", "rated", "result", "time", "change"))
            head.addHeaderCell().setText(Wording.t("practice.column." + name));
        for (Attempt a : played) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Wording.dayMonth(LocalDate.ofInstant(a.drawnAt(), ZoneOffset.UTC)));
            row.addDataCell().add(new Anchor("rated/" + a.id(), kindLabel(a)));
            row.addDataCell().setText(Long.toString(Math.round(a.puzzleRating())));
            row.addDataCell()
                    .setText(a.scored()
                            .map(s -> switch (s.standing()) {
                                case COUNTS -> result(s) + " · " + brief(s.outcome());
                                case HELD -> Wording.t("practice.held");
                                case REJECTED -> Wording.t("practice.rejected");
                            })
                            .orElseGet(() -> Wording.t("practice.inPlay")));
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
        return ScrollBox.of(table, "ratings-table", Wording.t("practice.played"));
    }

    /** The outcome in a word or two, for a table that must fit a phone. */
    static String brief(AttemptOutcome outcome) {
        return Wording.t("practice.outcome."
                + switch (outcome) {
                    case CLEAN -> "clean";
                    case ASSISTED -> "assisted";
                    case GIVEN_UP -> "givenUp";
                    case ABANDONED -> "abandoned";
                });
    }

    /** "6×6 Hard" in the page's language. */
    static String kindLabel(Attempt attempt) {
        return attempt.size() + "×" + attempt.size() + " " + Wording.level(attempt.level());
    }

    /** Win, partial or loss ({@link Attempt.Scored#result()}), in the page's language. */
    static String result(Attempt.Scored scored) {
        return Wording.t("practice.result." + scored.result().toLowerCase(Locale.ROOT));
    }
}
