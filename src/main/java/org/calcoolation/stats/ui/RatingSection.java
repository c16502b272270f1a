package org.calcoolation.stats.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.calcoolation.base.ui.ScrollBox;
import org.calcoolation.stats.BoardNames;
import org.calcoolation.stats.CurrentRating;
import org.calcoolation.stats.RatingService;
import org.calcoolation.stats.RatingService.HistoryPoint;
import org.calcoolation.stats.RatingService.RatedPlayer;
import org.calcoolation.stats.RatingService.YourRating;

/** The records page's rating: yours now, its history by rated day, and the table of top players. */
class RatingSection extends Div {

    static final int TOP = 20;
    static final int HISTORY = 10;
    private static final String BARS = "▁▂▃▄▅▆▇█";
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

    final Paragraph yours = new Paragraph();
    final Span sparkline = new Span();
    final NativeTable history = new NativeTable();
    final NativeTable top = new NativeTable();

    RatingSection(RatingService ratings, long playerId) {
        addClassName("ratings");
        Optional<YourRating> mine = ratings.yourRating(playerId);
        yours.addClassName("your-rating");
        add(new H2("Rating"), yours);
        mine.ifPresentOrElse(
                this::showYours,
                () -> yours.setText(
                        "No rating yet. Finish a daily puzzle: ratings are worked out once a day, after midnight UTC."));

        List<RatedPlayer> best = ratings.topPlayers(playerId, TOP);
        add(new H3("Top players"));
        if (best.isEmpty()) {
            add(new Paragraph("Nobody is rated yet."));
        } else {
            header(top, "#", "Player", "Rating", "±");
            for (RatedPlayer p : best) {
                NativeTableRow row = top.getBody().addRow();
                row.addDataCell().setText(Integer.toString(p.rank()));
                row.addDataCell().setText(BoardNames.withYou(p.name(), p.you()));
                row.addDataCell().setText(rating(p.rating()));
                row.addDataCell().setText(Long.toString(Math.round(p.rating().deviation())));
                if (p.you()) row.addClassName("you");
                if (p.rating().provisional()) row.addClassName("provisional");
            }
            add(scrolling(top));
        }
        Paragraph how = new Paragraph(
                "Each daily puzzle you finish is a game against the puzzle: a clean solve within par (the median "
                        + "clean play time of all dailies of its size and level) wins, a slower clean solve draws, and a check, hint or giving up loses. "
                        + "Ratings are Glicko-2, worked out once a day after midnight UTC. ± is the rating's deviation: how sure it is. "
                        + "A rating marked ? is provisional: its deviation is above "
                        + Math.round(CurrentRating.PROVISIONAL_ABOVE) + ".");
        how.addClassName("ratings-note");
        add(how);
    }

    private void showYours(YourRating mine) {
        CurrentRating now = mine.now();
        yours.setText("Your rating: " + now.text() + (now.provisional() ? ", provisional" : "") + ".");
        List<HistoryPoint> recent = mine.history()
                .subList(
                        Math.max(0, mine.history().size() - HISTORY),
                        mine.history().size());
        if (recent.size() > 1) {
            sparkline.setText(sparkline(recent));
            sparkline.addClassName("sparkline");
            sparkline.getElement().setAttribute("role", "img");
            sparkline
                    .getElement()
                    .setAttribute(
                            "aria-label",
                            "Your rating over your last " + recent.size() + " rated days, from "
                                    + Math.round(recent.getFirst().rating().rating()) + " to "
                                    + Math.round(recent.getLast().rating().rating()));
            add(sparkline);
        }
        header(history, "Day", "Games", "Rating", "Change");
        for (int i = recent.size() - 1; i >= 0; i--) {
            HistoryPoint point = recent.get(i);
            NativeTableRow row = history.getBody().addRow();
            row.addDataCell().setText(DAY.format(point.day()));
            row.addDataCell().setText(Integer.toString(point.games()));
            row.addDataCell().setText(point.rating().text());
            int index = mine.history().size() - recent.size() + i;
            row.addDataCell()
                    .setText(
                            index == 0
                                    ? "first"
                                    : change(point.rating().rating()
                                            - mine.history()
                                                    .get(index - 1)
                                                    .rating()
                                                    .rating()));
        }
        add(new H3("Your rating by day"), scrolling(history));
    }

    /** One bar per rated day, from the lowest rating shown to the highest. */
    static String sparkline(List<HistoryPoint> points) {
        double low = points.stream().mapToDouble(p -> p.rating().rating()).min().orElse(0);
        double high =
                points.stream().mapToDouble(p -> p.rating().rating()).max().orElse(0);
        StringBuilder bars = new StringBuilder();
        for (HistoryPoint p : points) {
            int level = high - low < 1
                    ? BARS.length() / 2
                    : (int) Math.round((p.rating().rating() - low) / (high - low) * (BARS.length() - 1));
            bars.append(BARS.charAt(level));
        }
        return bars.toString();
    }

    private static String rating(CurrentRating r) {
        return Math.round(r.rating()) + (r.provisional() ? "?" : "");
    }

    private static String change(double by) {
        long rounded = Math.round(by);
        return rounded > 0 ? "+" + rounded : rounded < 0 ? "−" + -rounded : "±0";
    }

    private static void header(NativeTable table, String... names) {
        NativeTableRow head = table.getHead().addRow();
        for (String name : names) head.addHeaderCell().setText(name);
    }

    private static Div scrolling(NativeTable table) {
        return ScrollBox.of(table, "ratings-table", "Ratings");
    }
}
