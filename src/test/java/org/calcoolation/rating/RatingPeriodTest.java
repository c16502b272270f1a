package org.calcoolation.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import org.calcoolation.rating.RatingPeriod.Game;
import org.calcoolation.rating.RatingPeriod.Result;
import org.junit.jupiter.api.Test;

class RatingPeriodTest {

    private final RatingPeriod<String, Integer> period = new RatingPeriod<>(Glicko2.standard());

    @Test
    void both_sides_of_every_game_are_rated_against_the_other_sides_rating_from_before_the_period() {
        Map<String, Rating> players = Map.of("ann", new Rating(1600, 60, 0.06), "bob", new Rating(1400, 60, 0.06));
        List<Game<String, Integer>> games =
                List.of(new Game<>("ann", 1, 1), new Game<>("bob", 1, 0), new Game<>("ann", 2, 0));

        Result<String, Integer> result = period.rate(games, players::get, q -> Glicko2.NEWCOMER);

        Glicko2 glicko = Glicko2.standard();
        assertThat(result.players().get("ann"))
                .isEqualTo(glicko.update(
                        players.get("ann"), List.of(new Match(Glicko2.NEWCOMER, 1), new Match(Glicko2.NEWCOMER, 0))));
        assertThat(result.puzzles().get(1))
                .isEqualTo(glicko.update(
                        Glicko2.NEWCOMER, List.of(new Match(players.get("ann"), 0), new Match(players.get("bob"), 1))));
        assertThat(result.puzzles().keySet()).containsExactly(1, 2);
    }

    @Test
    void the_order_of_games_within_a_period_changes_nothing() {
        List<Game<String, Integer>> games =
                List.of(new Game<>("ann", 1, 1), new Game<>("bob", 1, 0), new Game<>("bob", 2, 0.5));
        List<Game<String, Integer>> reversed = games.reversed();

        Result<String, Integer> a = period.rate(games, p -> Glicko2.NEWCOMER, q -> Glicko2.NEWCOMER);
        Result<String, Integer> b = period.rate(reversed, p -> Glicko2.NEWCOMER, q -> Glicko2.NEWCOMER);

        assertThat(b.players().get("bob").rating())
                .isCloseTo(a.players().get("bob").rating(), within(1e-9));
        assertThat(b.puzzles().get(1).rating()).isCloseTo(a.puzzles().get(1).rating(), within(1e-9));
    }

    @Test
    void a_puzzle_that_beat_its_player_is_rated_above_one_that_lost() {
        Result<String, Integer> result = period.rate(
                List.of(new Game<>("ann", 1, 0), new Game<>("ann", 2, 1)),
                p -> Glicko2.NEWCOMER,
                q -> Glicko2.NEWCOMER);

        assertThat(result.puzzles().get(1).rating()).isGreaterThan(1500);
        assertThat(result.puzzles().get(2).rating()).isLessThan(1500);
        assertThat(result.players().get("ann").rating()).isCloseTo(1500, within(1e-6));
    }
}
