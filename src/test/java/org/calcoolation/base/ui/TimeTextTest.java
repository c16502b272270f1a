package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class TimeTextTest {

    @Test
    void the_clock_shows_minutes_and_seconds_and_hours_from_an_hour_on() {
        assertThat(TimeText.of(Duration.ZERO)).isEqualTo("00:00");
        assertThat(TimeText.of(Duration.ofSeconds(75))).isEqualTo("01:15");
        assertThat(TimeText.of(Duration.ofSeconds(3725))).isEqualTo("1:02:05");
        assertThat(TimeText.of(Duration.ofMillis(59_999))).isEqualTo("00:59");
    }
}
