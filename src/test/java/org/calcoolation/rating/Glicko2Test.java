package org.calcoolation.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {

    private final Glicko2 glicko = Glicko2.standard();

    /**
     * Glickman's worked example ("Example of the Glicko-2 system", section "Example calculation"):
     * a 1500/200/0.06 player beats a 1400/30 player and loses to 1550/100 and 1700/300, tau 0.5.
     * By hand: v = 1.7785, delta = -0.4834, sigma' = 0.05999, phi' = 0.8722, mu' = -0.2069.
     */
    @Test
    void glickmans_worked_example_comes_out_as_in_the_paper() {
        Rating player = new Rating(1500, 200, 0.06);
        List<Match> matches = List.of(
                new Match(new Rating(1400, 30, 0.06), 1),
                new Match(new Rating(1550, 100, 0.06), 0),
                new Match(new Rating(1700, 300, 0.06), 0));

        Rating after = glicko.update(player, matches);

        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void a_period_without_games_only_widens_the_deviation_as_step_six_says() {
        Rating before = new Rating(1500, 200, 0.06);

        Rating after = glicko.update(before, List.of());

        assertThat(after.rating()).isEqualTo(1500);
        assertThat(after.deviation())
                .isCloseTo(Math.sqrt(Math.pow(200 / 173.7178, 2) + 0.06 * 0.06) * 173.7178, within(1e-9));
        assertThat(after.volatility()).isEqualTo(0.06);
    }

    @Test
    void idle_periods_add_up_to_the_same_as_one_at_a_time_and_stop_at_a_newcomers_deviation() {
        Rating start = new Rating(1620, 80, 0.06);
        Rating stepwise = start;
        for (int i = 0; i < 30; i++) stepwise = glicko.update(stepwise, List.of());

        assertThat(glicko.idle(start, 30).deviation()).isCloseTo(stepwise.deviation(), within(1e-9));
        assertThat(glicko.idle(start, 0)).isEqualTo(start);
        assertThat(glicko.idle(start, 100_000).deviation()).isEqualTo(350);
    }

    @Test
    void a_win_raises_a_rating_a_loss_lowers_it_and_a_draw_against_an_equal_leaves_it() {
        Rating equal = new Rating(1500, 100, 0.06);
        Rating player = new Rating(1500, 100, 0.06);

        assertThat(glicko.update(player, List.of(new Match(equal, 1))).rating()).isGreaterThan(1500);
        assertThat(glicko.update(player, List.of(new Match(equal, 0))).rating()).isLessThan(1500);
        assertThat(glicko.update(player, List.of(new Match(equal, 0.5))).rating())
                .isCloseTo(1500, within(1e-9));
        assertThat(glicko.update(player, List.of(new Match(equal, 0.5))).deviation())
                .isLessThan(100);
    }

    @Test
    void the_expected_score_is_even_between_equals_and_favours_the_stronger() {
        Rating a = new Rating(1700, 50, 0.06);
        Rating b = new Rating(1500, 50, 0.06);

        assertThat(Glicko2.expectedScore(b, b)).isCloseTo(0.5, within(1e-12));
        assertThat(Glicko2.expectedScore(a, b)).isGreaterThan(0.7);
        assertThat(Glicko2.expectedScore(a, b) + Glicko2.expectedScore(b, a)).isCloseTo(1, within(0.01));
    }

    @Test
    void nonsense_values_are_refused() {
        assertThatThrownBy(() -> new Rating(Double.NaN, 100, 0.06)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(1500, 0, 0.06)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Match(Glicko2.NEWCOMER, 1.5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> glicko.idle(Glicko2.NEWCOMER, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
