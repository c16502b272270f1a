package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.TreeMap;
import org.calcoolation.stats.StatsService.Streak;
import org.junit.jupiter.api.Test;

/** The streak's rules on any calendar, without a database: {@link StreakCount}. */
class StreakCountTest {

    private static final ZoneId BOGOTA = ZoneId.of("America/Bogota"); // UTC−5 all year
    private static final ZoneId TOKYO = ZoneId.of("Asia/Tokyo"); // UTC+9
    private static final LocalDate D = LocalDate.of(2026, 10, 5);

    private final TreeMap<LocalDate, Instant> solves = new TreeMap<>();

    private Streak at(Instant now, ZoneId zone) {
        return new StreakCount(solves, zone, now).count();
    }

    private void solveEachDay(LocalDate from, int days) {
        for (int i = 0; i < days; i++)
            solves.put(from.plusDays(i), from.plusDays(i).atTime(12, 0).toInstant(ZoneOffset.UTC));
    }

    @Test
    void a_days_ladder_keeps_the_streak_until_the_players_midnight_or_the_utc_one_whichever_is_later() {
        assertThat(StreakCount.deadline(D, BOGOTA)).isEqualTo(Instant.parse("2026-10-06T05:00:00Z"));
        assertThat(StreakCount.deadline(D, TOKYO))
                .as("east of UTC the UTC day is the longer one: nobody loses hours")
                .isEqualTo(Instant.parse("2026-10-06T00:00:00Z"));
        assertThat(StreakCount.deadline(D, ZoneOffset.UTC)).isEqualTo(Instant.parse("2026-10-06T00:00:00Z"));
    }

    @Test
    void a_solve_after_the_players_midnight_is_too_late() {
        solves.put(D, Instant.parse("2026-10-06T05:01:00Z")); // 00:01 in Bogotá on the 6th
        solves.put(D.plusDays(1), Instant.parse("2026-10-06T12:00:00Z"));
        assertThat(at(Instant.parse("2026-10-07T12:00:00Z"), BOGOTA)).isEqualTo(new Streak(1, 1, 0));
    }

    @Test
    void a_day_still_open_neither_keeps_nor_breaks_the_run() {
        solveEachDay(D, 3);
        // 23:00 in Bogotá on the 8th, 04:00 UTC on the 9th: the 8th is still open, and the 9th is out.
        assertThat(at(Instant.parse("2026-10-09T04:00:00Z"), BOGOTA)).isEqualTo(new Streak(3, 3, 0));
        assertThat(at(Instant.parse("2026-10-09T05:00:00Z"), BOGOTA))
                .as("the 8th is over at the player's midnight")
                .isEqualTo(new Streak(0, 3, 0));
    }

    @Test
    void at_most_two_freezes_are_held_however_long_the_run() {
        solveEachDay(D, 21);
        assertThat(at(D.plusDays(20).atTime(13, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC))
                .isEqualTo(new Streak(21, 21, 2));
    }

    @Test
    void two_held_freezes_cover_two_missed_days_and_the_third_ends_the_run() {
        solveEachDay(D, 14);
        LocalDate back = D.plusDays(16); // the 15th and 16th days missed
        solves.put(back, back.atTime(12, 0).toInstant(ZoneOffset.UTC));
        assertThat(at(back.atTime(13, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC))
                .isEqualTo(new Streak(15, 15, 0));
        assertThat(at(back.plusDays(2).atTime(0, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC))
                .as("a day after it missed with no freeze left")
                .isEqualTo(new Streak(0, 15, 0));
    }

    @Test
    void the_ladder_a_player_plays_today_is_of_their_own_date_once_it_is_out() {
        Instant evening =
                Instant.parse("2026-10-06T01:00:00Z"); // 20:00 on the 5th in Bogotá, 10:00 on the 6th in Tokyo
        assertThat(StreakCount.playersDay(evening, BOGOTA)).isEqualTo(D);
        assertThat(StreakCount.playersDay(evening, TOKYO)).isEqualTo(D.plusDays(1));
        assertThat(StreakCount.playersDay(Instant.parse("2026-10-05T23:00:00Z"), TOKYO))
                .as("08:00 on the 6th in Tokyo: the 6th's ladder is not out, the 5th's is still open")
                .isEqualTo(D);
    }
}
