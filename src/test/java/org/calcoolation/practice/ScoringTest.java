package org.calcoolation.practice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.List;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.rating.Glicko2;
import org.calcoolation.rating.Rating;
import org.junit.jupiter.api.Test;

/**
 * The rules of rated practice against a worked example. The figures were worked out apart from
 * this code (Glickman's steps, by hand in a few lines of Python, 2026-11-28):
 *
 * <pre>
 * A newcomer (1500 ± 350, σ 0.06) solves a new 6×6 Normal pool puzzle (1500 ± 250, σ 0.06) clean in
 * 6 minutes. Its typical time is the prior, 6×6 Normal: 150 s × 1.6 = 240 s.
 *   points = 2000 − 500·log2(360 / 240) = 1707.52      score = (1707.52 − 1000) / 1000 = 0.70752
 *   player: 1500 → 1570.68, deviation 350 → 274.83     puzzle: 1500 → 1459.39, deviation 250 → 225.41
 * The same solve with a hint within 240 s scores 0.5: the player's rating stays 1500, deviation 274.83.
 * </pre>
 */
class ScoringTest {

    private static final Duration SIX_BY_SIX_NORMAL = Duration.ofSeconds(240);

    @Test
    void time_enters_as_puzzleduels_points_read_as_a_score() {
        assertThat(Scoring.points(Duration.ofSeconds(240), SIX_BY_SIX_NORMAL)).isCloseTo(2000, within(1e-9));
        assertThat(Scoring.points(Duration.ofSeconds(480), SIX_BY_SIX_NORMAL)).isCloseTo(1500, within(1e-9));
        assertThat(Scoring.points(Duration.ofSeconds(120), SIX_BY_SIX_NORMAL)).isCloseTo(2500, within(1e-9));
        assertThat(Scoring.points(Duration.ofSeconds(360), SIX_BY_SIX_NORMAL)).isCloseTo(1707.5187, within(1e-4));

        assertThat(Scoring.timeScore(Duration.ofSeconds(120), SIX_BY_SIX_NORMAL))
                .as("faster than typical is still one win")
                .isEqualTo(1.0);
        assertThat(Scoring.timeScore(Duration.ofSeconds(480), SIX_BY_SIX_NORMAL))
                .isCloseTo(0.5, within(1e-9));
        assertThat(Scoring.timeScore(Duration.ofSeconds(960), SIX_BY_SIX_NORMAL))
                .as("four times the typical time: a loss")
                .isEqualTo(0.0);
        assertThat(Scoring.timeScore(Duration.ofHours(3), SIX_BY_SIX_NORMAL)).isEqualTo(0.0);
    }

    @Test
    void help_halves_the_score_and_giving_up_or_abandoning_loses() {
        Duration slow = Duration.ofSeconds(360);
        assertThat(Scoring.score(AttemptOutcome.CLEAN, slow, SIX_BY_SIX_NORMAL)).isCloseTo(0.70752, within(1e-5));
        assertThat(Scoring.score(AttemptOutcome.ASSISTED, slow, SIX_BY_SIX_NORMAL))
                .isCloseTo(0.35376, within(1e-5));
        assertThat(Scoring.score(AttemptOutcome.ASSISTED, Duration.ofSeconds(200), SIX_BY_SIX_NORMAL))
                .isEqualTo(0.5);
        assertThat(Scoring.score(AttemptOutcome.GIVEN_UP, Duration.ofSeconds(10), SIX_BY_SIX_NORMAL))
                .isEqualTo(0.0);
        assertThat(Scoring.score(AttemptOutcome.ABANDONED, Duration.ZERO, SIX_BY_SIX_NORMAL))
                .isEqualTo(0.0);
    }

    @Test
    void the_typical_time_is_the_prior_until_five_clean_solves_then_their_median() {
        assertThat(Scoring.prior(6, Difficulty.NORMAL)).isEqualTo(SIX_BY_SIX_NORMAL);
        assertThat(Scoring.prior(4, Difficulty.EASY)).isEqualTo(Duration.ofSeconds(45));
        assertThat(Scoring.prior(9, Difficulty.HARD)).isEqualTo(Duration.ofSeconds(1350));
        assertThat(Scoring.typical(6, Difficulty.NORMAL, List.of(100_000L, 200_000L, 300_000L, 400_000L)))
                .as("four clean solves: still the prior")
                .isEqualTo(SIX_BY_SIX_NORMAL);
        assertThat(Scoring.typical(6, Difficulty.NORMAL, List.of(500_000L, 100_000L, 300_000L, 200_000L, 400_000L)))
                .isEqualTo(Duration.ofSeconds(300));
        assertThat(Scoring.typical(
                        6, Difficulty.NORMAL, List.of(100_000L, 200_000L, 300_000L, 400_000L, 500_000L, 600_000L)))
                .isEqualTo(Duration.ofSeconds(350));
    }

    @Test
    void a_pool_puzzle_starts_from_its_grade() {
        assertThat(PoolRatings.start(6, Difficulty.NORMAL)).isEqualTo(new Rating(1500, 250, 0.06));
        assertThat(PoolRatings.start(4, Difficulty.EASY).rating()).isEqualTo(1200);
        assertThat(PoolRatings.start(9, Difficulty.HARD).rating()).isEqualTo(1850);
        assertThat(PoolRatings.start(9, Difficulty.UNREASONABLE).rating()).isEqualTo(2250);
    }

    @Test
    void the_worked_example_a_newcomer_solves_a_new_puzzle_clean_in_one_and_a_half_times_its_typical_time() {
        double score =
                Scoring.score(AttemptOutcome.CLEAN, Duration.ofSeconds(360), Scoring.prior(6, Difficulty.NORMAL));
        PoolRatings.Rated rated = PoolRatings.rate(Glicko2.NEWCOMER, PoolRatings.start(6, Difficulty.NORMAL), score);

        assertThat(rated.player().rating()).isCloseTo(1570.68, within(0.01));
        assertThat(rated.player().deviation()).isCloseTo(274.83, within(0.01));
        assertThat(rated.puzzle().rating()).isCloseTo(1459.39, within(0.01));
        assertThat(rated.puzzle().deviation()).isCloseTo(225.41, within(0.01));
    }

    @Test
    void a_half_score_against_an_equal_puzzle_moves_no_rating_but_narrows_both() {
        PoolRatings.Rated rated = PoolRatings.rate(Glicko2.NEWCOMER, PoolRatings.start(6, Difficulty.NORMAL), 0.5);

        assertThat(rated.player().rating()).isCloseTo(1500, within(1e-6));
        assertThat(rated.player().deviation()).isCloseTo(274.83, within(0.01));
        assertThat(rated.puzzle().rating()).isCloseTo(1500, within(1e-6));
    }

    @Test
    void a_loss_lowers_the_player_and_raises_the_puzzle() {
        PoolRatings.Rated rated = PoolRatings.rate(Glicko2.NEWCOMER, PoolRatings.start(6, Difficulty.NORMAL), 0);

        assertThat(rated.player().rating()).isLessThan(1500);
        assertThat(rated.puzzle().rating()).isGreaterThan(1500);
    }
}
