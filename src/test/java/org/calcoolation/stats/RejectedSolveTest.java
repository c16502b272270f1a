package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.game.play.Outcome;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 38: a rejected solve stayed a personal best, so the finish panel said "New personal best!" and
 * /records listed it under Personal bests while the same page said there was no clean solve of it.
 * A solve a moderator rejected is no best, no average and no bar for the player's other solves.
 */
@SpringBootTest
class RejectedSolveTest {

    private static final LocalDate DAY = LocalDate.of(2026, 7, 21);

    @Autowired
    StatsService stats;

    @Autowired
    SolveReviews reviews;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void a_held_solve_that_a_moderator_rejects_is_no_personal_best_anywhere() {
        DailyPuzzle rung = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(DAY))
                .puzzles()
                .getFirst();
        long player = Players.insert(jdbc, "Rejected Player");
        PlayerRef.Account moderator = new PlayerRef.Account(moderator());
        UUID earlier = solve(player, OptionalLong.empty(), rung, 60_000, 10);
        UUID scripted = solve(player, OptionalLong.of(rung.id()), rung, 1_500, 12);
        assertThat(stats.heldForReview(scripted)).isPresent();
        long solveId = reviews.waiting(moderator).stream()
                .filter(w -> w.gameId().equals(scripted))
                .findFirst()
                .orElseThrow()
                .solveId();

        assertThat(reviews.decide(moderator, solveId, false)).isEqualTo(new SolveReviews.Done());

        assertThat(stats.isPersonalBest(scripted)).as("the finish panel's word").isFalse();
        assertThat(stats.isPersonalBest(earlier)).as("the best that stands").isTrue();
        assertThat(stats.personalBests(player))
                .singleElement()
                .extracting(StatsService.Best::playMillis)
                .isEqualTo(60_000L);
        assertThat(stats.summaries(player)).singleElement().satisfies(summary -> {
            assertThat(summary.solves()).isEqualTo(1);
            assertThat(summary.medianMillis()).isEqualTo(60_000L);
        });
        assertThat(stats.recent(player))
                .as("kept in the records, as a record of what happened")
                .hasSize(2);
    }

    /** The moderator's account, made on the first run: the test database outlives a run. */
    private long moderator() {
        return jdbc.queryForList("select id from player where username_key = 'rejecting_mod'", Long.class).stream()
                .findFirst()
                .orElseGet(() -> {
                    long id = Players.insert(jdbc, "Mod");
                    jdbc.update(
                            "update player set username = 'rejecting_mod', username_key = 'rejecting_mod' where id = ?",
                            id);
                    return id;
                });
    }

    private UUID solve(long player, OptionalLong dailyPuzzleId, DailyPuzzle rung, long playMillis, int hour) {
        UUID game = UUID.randomUUID();
        stats.record(new FinishToRecord(
                player,
                game,
                dailyPuzzleId,
                rung.puzzleId(),
                rung.kind(),
                Outcome.CLEAN,
                playMillis,
                playMillis,
                DAY.atTime(hour, 0).toInstant(ZoneOffset.UTC)));
        return game;
    }
}
