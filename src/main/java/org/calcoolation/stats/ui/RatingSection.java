package org.calcoolation.stats.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import java.util.Optional;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.ScrollBox;
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

    final Paragraph yours = new Paragraph();
    final Span sparkline = new Span();
    final NativeTable history = new NativeTable();
    final NativeTable top = new NativeTable();

    RatingSection(RatingService ratings, long playerId) {
        addClassName("ratings");
        Optional<YourRating> mine = ratings.yourRating(playerId);
        yours.addClassName("your-rating");
        add(new H2(getTranslation("stats.rating")), yours);
        mine.ifPresentOrElse(this::showYours, () -> yours.setText(getTranslation("stats.rating.none")));

        List<RatedPlayer> best = ratings.topPlayers(playerId, TOP);
        add(new H3(getTranslation("stats.rating.top")));
        if (best.isEmpty()) {
            add(new Paragraph(getTranslation("stats.rating.nobody")));
        } else {
            header(top, "#", getTranslation("stats.player"), getTranslation("stats.rating"), "±");
            for (RatedPlayer p : best) {
                NativeTableRow row = top.getBody().addRow();
                row.addDataCell().setText(Integer.toString(p.rank()));
                row.addDataCell().setText(p.you() ? getTranslation("stats.you", p.name()) : p.name());
                row.addDataCell().setText(rating(p.rating()));
                row.addDataCell().setText(Long.toString(Math.round(p.rating().deviation())));
                if (p.you()) row.addClassName("you");
                if (p.rating().provisional()) row.addClassName("provisional");
            }
            add(scrolling(top));
        }
        Paragraph how = new Paragraph(getTranslation("stats.rating.how", Math.round(CurrentRating.PROVISIONAL_ABOVE)));
        how.addClassName("ratings-note");
        add(how);
    }

    private void showYours(YourRating mine) {
        CurrentRating now = mine.now();
        yours.setText(
                getTranslation(now.provisional() ? "stats.rating.yoursProvisional" : "stats.rating.yours", now.text()));
        List<HistoryPoint> recent = mine.history()
                .subList(
                        Math.max(0, mine.history().size() - HISTORY),
                        mine.history().size());
        if (recent.size() > 1) showSparkline(recent);
        header(
                history,
                getTranslation("stats.rating.day"),
                getTranslation("stats.rating.games"),
                getTranslation("stats.rating"),
                getTranslation("stats.rating.change"));
        for (int i = recent.size() - 1; i >= 0; i--) {
            HistoryPoint point = recent.get(i);
            NativeTableRow row = history.getBody().addRow();
            row.addDataCell().setText(Wording.shortDay(point.day()));
            row.addDataCell().setText(Integer.toString(point.games()));
            row.addDataCell().setText(point.rating().text());
            int index = mine.history().size() - recent.size() + i;
            row.addDataCell()
                    .setText(
                            index == 0
                                    ? getTranslation("stats.rating.first")
                                    : change(point.rating().rating()
                                            - mine.history()
                                                    .get(index - 1)
                                                    .rating()
                                                    .rating()));
        }
        add(new H3(getTranslation("stats.rating.byDay")), scrolling(history));
    }

    /** The recent days' ratings as a line of bars, named for a screen reader by the same figures. */
    private void showSparkline(List<HistoryPoint> recent) {
        sparkline.setText(sparkline(recent));
        sparkline.addClassName("sparkline");
        sparkline.getElement().setAttribute("role", "img");
        String first = Long.toString(Math.round(recent.getFirst().rating().rating()));
        String last = Long.toString(Math.round(recent.getLast().rating().rating()));
        sparkline
                .getElement()
                .setAttribute("aria-label", getTranslation("stats.rating.sparkline", recent.size(), first, last));
        add(sparkline);
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
        return ScrollBox.of(table, "ratings-table", Wording.t("stats.ratings"));
    }
}
