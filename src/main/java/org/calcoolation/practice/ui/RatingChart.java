package org.calcoolation.practice.ui;

import com.vaadin.flow.component.html.Image;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.calcoolation.base.i18n.Wording;

/**
 * A player's practice rating over their rated puzzles as a small line chart: an SVG drawn here and
 * shown as an image (the page's policy allows {@code data:} images), so it needs no script and its
 * words are the image's text for a screen reader. One point per rated puzzle, the first the rating
 * before the first of them; the lowest and highest ratings are written at the left.
 */
final class RatingChart {

    static final int WIDTH = 600, HEIGHT = 160;
    private static final int LEFT = 44, PAD = 12;

    private RatingChart() {}

    static Image of(List<Double> ratings) {
        int played = ratings.size() - 1;
        String words = Wording.t(
                "practice.chart",
                played,
                Long.toString(Math.round(ratings.getFirst())),
                Long.toString(Math.round(ratings.getLast())));
        Image chart = new Image(
                "data:image/svg+xml;charset=utf-8,"
                        + URLEncoder.encode(svg(ratings), StandardCharsets.UTF_8)
                                .replace("+", "%20"),
                words);
        chart.addClassName("practice-chart");
        chart.setWidthFull();
        return chart;
    }

    /** The drawing: a polyline from the first rating to the last, scaled between the lowest and highest. */
    static String svg(List<Double> ratings) {
        double low = ratings.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double high = ratings.stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double span = Math.max(high - low, 1);
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < ratings.size(); i++) {
            double x = LEFT + (WIDTH - LEFT - PAD) * (ratings.size() == 1 ? 0.5 : i / (double) (ratings.size() - 1));
            double y = PAD + (HEIGHT - 2 * PAD) * (high - ratings.get(i)) / span;
            points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
        }
        return String.format(
                Locale.ROOT,
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">\
                <rect width="100%%" height="100%%" fill="none"/>\
                <text x="2" y="%d" fill="#6b7785">%d</text><text x="2" y="%d" fill="#6b7785">%d</text>\
                <polyline points="%s" fill="none" stroke="#1676f3" stroke-width="2.5" stroke-linejoin="round"/></svg>""",
                WIDTH,
                HEIGHT,
                PAD + 4,
                Math.round(high),
                HEIGHT - PAD + 4,
                Math.round(low),
                points.toString().strip());
    }
}
