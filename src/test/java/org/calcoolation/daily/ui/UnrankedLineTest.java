package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.IntStream;
import org.calcoolation.base.Ordinal;
import org.calcoolation.stats.DailyBoards;
import org.junit.jupiter.api.Test;

/** The lines a guest reads: where an unranked time would stand, and when the next ladder comes. */
class UnrankedLineTest {

    @Test
    void a_clean_guest_time_is_told_the_place_it_would_have() {
        assertThat(DailyLeaderboard.unranked(new DailyBoards.Unranked(12, 40, 70), true, true))
                .isEqualTo("Unranked: guests are on no board. With this time you would be 12th of 41 today, "
                        + "faster than 70% of today’s ranked solvers.");
        assertThat(DailyLeaderboard.unranked(new DailyBoards.Unranked(1, 0, 0), true, true))
                .isEqualTo("Unranked: guests are on no board. Nobody has a ranked solve today yet: you would be 1st.");
    }

    @Test
    void an_assisted_guest_solve_is_told_that_only_clean_ones_rank() {
        assertThat(DailyLeaderboard.unranked(new DailyBoards.Unranked(3, 10, 70), false, true))
                .isEqualTo("Unranked: guests are on no board. Only clean solves are ranked: no check, hint or reveal.");
    }

    @Test
    void ordinals_read_as_english_does() {
        assertThat(IntStream.of(1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112)
                        .mapToObj(Ordinal::of))
                .containsExactly(
                        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th",
                        "112th");
    }

    @Test
    void the_next_ladder_comes_at_midnight_utc_and_the_last_minute_is_not_zero() {
        assertThat(NextLadder.text(Instant.parse("2026-11-28T18:48:00Z"), ZoneOffset.UTC))
                .isEqualTo("The next ladder comes at 00:00 UTC, in 5 h 12 min.");
        assertThat(NextLadder.text(Instant.parse("2026-11-28T23:59:30Z"), ZoneOffset.UTC))
                .isEqualTo("The next ladder comes at 00:00 UTC, in 1 min.");
    }
}
