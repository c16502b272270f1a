package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The front page's line on the next ladder, in the player's own time. */
class NextLadderTest {

    private static final Instant NOW = Instant.parse("2026-11-28T20:15:00Z");

    @Test
    void the_next_ladder_is_said_in_the_players_own_time_with_how_long_until_it() {
        assertThat(NextLadder.text(NOW, ZoneId.of("America/New_York")))
                .isEqualTo("The next ladder comes at 19:00 your time (America/New_York), in 3 h 45 min.");
        assertThat(NextLadder.text(NOW, ZoneId.of("Asia/Kolkata")))
                .isEqualTo("The next ladder comes at 05:30 your time (Asia/Kolkata), in 3 h 45 min.");
    }

    @Test
    void in_utc_it_says_utc() {
        assertThat(NextLadder.text(NOW, ZoneOffset.UTC))
                .isEqualTo("The next ladder comes at 00:00 UTC, in 3 h 45 min.");
        assertThat(NextLadder.text(NOW, ZoneId.of("UTC")))
                .isEqualTo("The next ladder comes at 00:00 UTC, in 3 h 45 min.");
    }
}
