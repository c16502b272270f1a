package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.TimeText;

/**
 * The day's clean times of a rung as a small histogram, the player's band marked: a few equal bands
 * from the fastest time to the slowest, each bar as tall as its share of players. Screen readers hear
 * one sentence for it all, which the line under it also says.
 */
final class TimeHistogram extends Div {

    /** At most this many bands: a finish panel is narrow. */
    static final int MOST_BANDS = 10;

    /**
     * @param times every ranked time, fastest first
     * @param yours the player's own ranked time, if they have one
     */
    TimeHistogram(List<Long> times, Optional<Long> yours) {
        addClassName("time-histogram");
        long fastest = times.getFirst(), slowest = times.getLast();
        int bands = slowest == fastest ? 1 : (int) Math.min(MOST_BANDS, Math.round(Math.sqrt(times.size())) + 1);
        int[] counts = new int[bands];
        for (long time : times) counts[band(time, fastest, slowest, bands)]++;
        int tallest = Arrays.stream(counts).max().orElse(1);
        int yourBand = yours.map(t -> band(t, fastest, slowest, bands)).orElse(-1);
        Div bars = new Div();
        bars.addClassName("bars");
        bars.getElement().setAttribute("aria-hidden", "true");
        for (int b = 0; b < bands; b++) {
            Div bar = new Div();
            bar.addClassName("bar");
            if (b == yourBand) bar.addClassName("yours");
            bar.getStyle().set("height", Math.max(4, 100 * counts[b] / tallest) + "%");
            bar.getElement().setAttribute("title", Wording.t("daily.histogram.players", counts[b]));
            bars.add(bar);
        }
        Paragraph words = new Paragraph(sentence(times, yours));
        words.addClassName("histogram-words");
        add(bars, words);
    }

    private static int band(long time, long fastest, long slowest, int bands) {
        if (slowest == fastest) return 0;
        // A time off the board (a guest's) may lie outside the ranked ones: it marks the nearest band.
        return (int) Math.max(0, Math.min(bands - 1, (time - fastest) * bands / (slowest - fastest)));
    }

    static String sentence(List<Long> times, Optional<Long> yours) {
        String from = TimeText.ofMillis(times.getFirst()), to = TimeText.ofMillis(times.getLast());
        return yours.map(t -> Wording.t("daily.histogram.withYours", times.size(), from, to, TimeText.ofMillis(t)))
                .orElseGet(() -> Wording.t("daily.histogram", times.size(), from, to));
    }
}
