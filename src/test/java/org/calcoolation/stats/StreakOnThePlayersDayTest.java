package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.HandClock;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.StatsService.Streak;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The daily streak on the player's own calendar (issue 40), on the real database under a clock the
 * test moves: solves are recorded as the game feature records them, and the streak is read as
 * /records reads it, on each day as it comes.
 */
@SpringBootTest
class StreakOnThePlayersDayTest {

    /** UTC−5 all year, so that no change of clocks falls in the test's days. */
    private static final ZoneId UTC_MINUS_5 = ZoneId.of("America/Bogota");

    @Autowired
    ApplicationContext context;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DailyPuzzleService daily;

    private final HandClock clock = new HandClock();

    private StatsService stats() {
        return TestStats.on(context, clock);
    }

    private void setClock(Instant at) {
        clock.advance(Duration.between(clock.instant(), at));
    }

    private DailyPuzzle easyOf(LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day))
                .puzzles()
                .getFirst();
    }

    /** The player solves the day's easiest rung at this local time of the zone, and the clock stands there. */
    private void solve(long player, LocalDate puzzleDay, LocalDate localDay, LocalTime localTime, ZoneId zone) {
        Instant at = localDay.atTime(localTime).atZone(zone).toInstant();
        setClock(at);
        DailyPuzzle puzzle = easyOf(puzzleDay);
        stats().record(new FinishToRecord(
                player,
                UUID.randomUUID(),
                OptionalLong.of(puzzle.id()),
                puzzle.puzzleId(),
                new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()),
                Outcome.CLEAN,
                60_000,
                60_000,
                at));
    }

    @Test
    void a_player_at_utc_minus_5_who_solves_at_23_30_local_on_three_days_keeps_a_3_day_streak() {
        long p = Players.insert(jdbc, "Late");
        // The days of the freeze's test below: a day's ladder is generated once a database (seconds of CPU each).
        LocalDate first = LocalDate.of(2026, 9, 1);
        for (int i = 0; i < 3; i++) {
            LocalDate day = first.plusDays(i);
            // 23:30 in Bogotá is 04:30 UTC on the next day: that day's UTC ladder is already over.
            solve(p, day, day, LocalTime.of(23, 30), UTC_MINUS_5);
            assertThat(stats().streak(p, UTC_MINUS_5))
                    .as("after day " + (i + 1))
                    .isEqualTo(new Streak(i + 1, i + 1, 0));
        }
        assertThat(stats().streak(p, ZoneOffset.UTC))
                .as("counted in UTC days, as before, each solve was too late for its day")
                .isEqualTo(new Streak(0, 0, 0));
        assertThat(stats().solvedTodaysDaily(p, UTC_MINUS_5)).isTrue();

        setClock(first.plusDays(3).atTime(23, 0).atZone(UTC_MINUS_5).toInstant());
        assertThat(stats().streak(p, UTC_MINUS_5))
                .as("23:00 on the fourth day, not played yet: the day is open and the streak stands")
                .isEqualTo(new Streak(3, 3, 0));
        assertThat(stats().solvedTodaysDaily(p, UTC_MINUS_5)).isFalse();
        setClock(first.plusDays(4).atStartOfDay(UTC_MINUS_5).toInstant());
        assertThat(stats().streak(p, UTC_MINUS_5))
                .as("the player's midnight ends it")
                .isEqualTo(new Streak(0, 3, 0));
    }

    @Test
    void a_freeze_is_earned_at_7_days_used_on_a_missed_day_and_spent_once() {
        long p = Players.insert(jdbc, "Frosty");
        LocalDate first = LocalDate.of(2026, 9, 1);
        for (int i = 0; i < 7; i++) solve(p, first.plusDays(i), first.plusDays(i), LocalTime.of(9, 0), ZoneOffset.UTC);
        assertThat(stats().streak(p, ZoneOffset.UTC)).isEqualTo(new Streak(7, 7, 1));

        // The 8th day missed: the freeze covers it; the 9th day solved carries the run on.
        setClock(first.plusDays(8).atTime(9, 0).toInstant(ZoneOffset.UTC));
        assertThat(stats().streak(p, ZoneOffset.UTC)).as("used").isEqualTo(new Streak(7, 7, 0));
        solve(p, first.plusDays(8), first.plusDays(8), LocalTime.of(9, 0), ZoneOffset.UTC);
        assertThat(stats().streak(p, ZoneOffset.UTC)).isEqualTo(new Streak(8, 8, 0));

        // The 10th day missed too: no freeze is left, so the run ends.
        setClock(first.plusDays(10).atTime(9, 0).toInstant(ZoneOffset.UTC));
        assertThat(stats().streak(p, ZoneOffset.UTC)).as("spent once").isEqualTo(new Streak(0, 8, 0));
        solve(p, first.plusDays(10), first.plusDays(10), LocalTime.of(9, 0), ZoneOffset.UTC);
        assertThat(stats().streak(p, ZoneOffset.UTC)).isEqualTo(new Streak(1, 8, 0));
    }
}
