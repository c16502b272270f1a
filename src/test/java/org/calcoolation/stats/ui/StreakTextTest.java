package org.calcoolation.stats.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.time.ZoneOffset;
import org.calcoolation.stats.StatsService.Streak;
import org.junit.jupiter.api.Test;

/** What /records says of the streak: the run and its gold days, the freezes held, and whose midnight ends a day. */
class StreakTextTest {

    @Test
    void the_freezes_held_are_counted_and_the_day_ends_at_the_players_midnight() {
        assertThat(BestTimesView.streakText(new Streak(15, 15, 2, 4), ZoneId.of("America/New_York")))
                .startsWith("Daily streak: 15 days now (4 of them gold ★), longest 15 days. 2 freezes held")
                .contains("until midnight your time (America/New_York)");
        assertThat(BestTimesView.streakText(new Streak(8, 9, 1), ZoneOffset.UTC))
                .contains("1 freeze held")
                .contains("until midnight UTC");
    }
}
