package org.calcoolation.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.practice.TimedRanking.Standing;
import org.calcoolation.practice.TimedRanking.Times;
import org.junit.jupiter.api.Test;

/** The timed pool's rules without a database: what a draw counts, and the three rankings. */
class TimedRankingTest {

    private static final Duration PENALTY = Duration.ofMinutes(18);

    private static Times times(long player, int draws, long... seconds) {
        return new Times(
                player,
                draws,
                Arrays.stream(seconds).mapToObj(Duration::ofSeconds).toList());
    }

    private static List<Long> players(List<Standing> ranked) {
        return ranked.stream().map(Standing::playerId).toList();
    }

    private static List<Long> seconds(List<Standing> ranked) {
        return ranked.stream().map(s -> s.value().toSeconds()).toList();
    }

    @Test
    void the_share_is_the_fastest_65_percent_rounded_up() {
        assertThat(TimedRanking.share(5)).isEqualTo(4); // 3.25
        assertThat(TimedRanking.share(6)).isEqualTo(4); // 3.9
        assertThat(TimedRanking.share(20)).isEqualTo(13);
        assertThat(TimedRanking.share(21)).isEqualTo(14); // 13.65
    }

    @Test
    void three_rankings_of_a_hand_made_field() {
        List<Times> field = List.of(
                times(1, 6, 300, 420, 360, 600, 1080, 1080),
                times(2, 3, 240, 1080, 1080),
                times(3, 5, 330, 330, 330, 330, 330),
                times(4, 2, 300),
                times(5, 4));
        List<Standing> best = TimedRanking.best(field);
        assertThat(players(best)).containsExactly(2L, 1L, 4L, 3L);
        assertThat(seconds(best)).containsExactly(240L, 300L, 300L, 330L);
        // 1 and 4 tie on 300 s: one place, the one with more counting times listed first.
        assertThat(best).extracting(Standing::place).containsExactly(1, 2, 2, 4);
        assertThat(best.get(1).draws()).isEqualTo(6);
        assertThat(best.get(2).draws()).isEqualTo(2);
        assertThat(best.get(2).counting()).isEqualTo(1);

        List<Standing> bestThree = TimedRanking.meanOfBest(field);
        assertThat(players(bestThree)).containsExactly(3L, 1L, 2L);
        assertThat(seconds(bestThree)).containsExactly(330L, 360L, 800L);

        // 1: the fastest 4 of 6, (300 + 360 + 420 + 600) / 4; 2 has 3 times, under the 5 the share needs.
        List<Standing> share = TimedRanking.fastestShare(field);
        assertThat(players(share)).containsExactly(3L, 1L);
        assertThat(seconds(share)).containsExactly(330L, 420L);
    }

    @Test
    void a_mean_is_rounded_to_the_millisecond() {
        Times t = new Times(9, 3, List.of(Duration.ofMillis(1000), Duration.ofMillis(1000), Duration.ofMillis(1001)));
        assertThat(TimedRanking.meanOfBest(List.of(t)).getFirst().value()).isEqualTo(Duration.ofMillis(1000));
    }

    private static TimedDraw draw(Instant at, Optional<TimedDraw.Finished> finished) {
        return new TimedDraw(
                1,
                1,
                6,
                LocalDate.ofInstant(at, ZoneOffset.UTC),
                1,
                Optional.of(UUID.randomUUID()),
                at,
                TimedCount.deadline(at, PENALTY),
                finished);
    }

    private static Optional<TimedDraw.Finished> ended(AttemptOutcome outcome, long seconds, Instant at) {
        return Optional.of(new TimedDraw.Finished(outcome, Optional.of(Duration.ofSeconds(seconds)), at));
    }

    @Test
    void a_draw_counts_its_clean_time_up_to_the_penalty_and_the_penalty_otherwise() {
        Instant noon = Instant.parse("2026-11-21T12:00:00Z");
        Instant later = noon.plusSeconds(600);
        assertThat(TimedCount.counted(draw(noon, ended(AttemptOutcome.CLEAN, 400, later)), later, PENALTY))
                .contains(Duration.ofSeconds(400));
        assertThat(TimedCount.counted(draw(noon, ended(AttemptOutcome.CLEAN, 2000, later)), later, PENALTY))
                .as("a slow solve is never worse than giving up")
                .contains(PENALTY);
        for (AttemptOutcome notClean :
                List.of(AttemptOutcome.ASSISTED, AttemptOutcome.GIVEN_UP, AttemptOutcome.ABANDONED))
            assertThat(TimedCount.counted(draw(noon, ended(notClean, 100, later)), later, PENALTY))
                    .contains(PENALTY);
    }

    @Test
    void an_unfinished_draw_counts_nothing_until_its_day_is_over_then_the_penalty() {
        Instant noon = Instant.parse("2026-11-21T12:00:00Z");
        TimedDraw open = draw(noon, Optional.empty());
        assertThat(open.deadline()).isEqualTo(Instant.parse("2026-11-22T00:00:00Z"));
        assertThat(TimedCount.counted(open, Instant.parse("2026-11-21T23:59:59Z"), PENALTY))
                .isEmpty();
        assertThat(TimedCount.counted(open, Instant.parse("2026-11-22T00:00:00Z"), PENALTY))
                .contains(PENALTY);
        Instant finishedNextDay = Instant.parse("2026-11-22T08:00:00Z");
        assertThat(TimedCount.counted(
                        draw(noon, ended(AttemptOutcome.CLEAN, 300, finishedNextDay)), finishedNextDay, PENALTY))
                .as("a solve after the deadline")
                .contains(PENALTY);
    }

    @Test
    void a_draw_late_in_the_day_keeps_the_full_penalty_time() {
        Instant late = Instant.parse("2026-11-21T23:55:00Z");
        assertThat(TimedCount.deadline(late, PENALTY)).isEqualTo(Instant.parse("2026-11-22T00:13:00Z"));
        Instant solved = Instant.parse("2026-11-22T00:05:00Z");
        assertThat(TimedCount.counted(draw(late, ended(AttemptOutcome.CLEAN, 590, solved)), solved, PENALTY))
                .contains(Duration.ofSeconds(590));
    }
}
