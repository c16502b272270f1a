package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TimeHistogramTest {

    private static List<Div> bars(TimeHistogram histogram) {
        Div bars = (Div) histogram.getChildren().findFirst().orElseThrow();
        return bars.getChildren().map(Div.class::cast).toList();
    }

    private static String words(TimeHistogram histogram) {
        return histogram
                .getChildren()
                .filter(Paragraph.class::isInstance)
                .map(Component::getElement)
                .findFirst()
                .orElseThrow()
                .getText();
    }

    @Test
    void times_fall_into_equal_bands_from_the_fastest_to_the_slowest_with_the_players_marked() {
        // Nine times from 10 s to 50 s: four bands of 10 s.
        List<Long> times = List.of(10_000L, 11_000L, 12_000L, 14_000L, 19_000L, 21_000L, 33_000L, 45_000L, 50_000L);

        TimeHistogram histogram = new TimeHistogram(times, Optional.of(21_000L));

        List<Div> bars = bars(histogram);
        assertThat(bars).hasSize(4);
        assertThat(bars).extracting(bar -> bar.getStyle().get("height")).containsExactly("100%", "20%", "20%", "40%");
        assertThat(bars).extracting(bar -> bar.hasClassName("yours")).containsExactly(false, true, false, false);
        assertThat(bars)
                .extracting(bar -> bar.getElement().getAttribute("title"))
                .containsExactly("5 players", "1 player", "1 player", "2 players");
        assertThat(words(histogram)).isEqualTo("9 clean times, from 00:10 to 00:50; yours, 00:21, is the marked bar.");
    }

    @Test
    void one_time_or_equal_times_make_one_band_and_no_mark_without_a_time_of_ones_own() {
        TimeHistogram histogram = new TimeHistogram(List.of(30_000L, 30_000L), Optional.empty());

        assertThat(bars(histogram)).hasSize(1);
        assertThat(bars(histogram).getFirst().hasClassName("yours")).isFalse();
        assertThat(words(histogram)).isEqualTo("2 clean times, from 00:30 to 00:30.");
    }
}
