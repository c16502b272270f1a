package org.calcoolation.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.calcoolation.rating.RatingPeriod.Game;
import org.calcoolation.rating.RatingPeriod.Result;
import org.junit.jupiter.api.Test;

/**
 * Players and puzzles of known strength, simulated with a fixed seed: the fit must recover their order.
 *
 * <p>The world: 150 players and 6 new puzzles a day for 60 days, true strengths drawn from
 * N(1500, 300); each player tries each puzzle with chance 1/2 and wins with the logistic chance
 * the Glicko model itself assumes, 1 / (1 + 10^((puzzle - player) / 400)). Why the bounds: a
 * player then has about 180 games, so the fit's error is near 173.7 / sqrt(180 · 0.2) ≈ 30 points
 * against a spread of 300, a reliability of 300² / (300² + 30²) ≈ 0.99; a puzzle has only about 75
 * games within its one day, ≈ 45 points, ≈ 0.98, a little worse for the first days' puzzles, met
 * by players not yet rated themselves. Spearman's correlation bounds of 0.95 for players and 0.90
 * for puzzles leave room for that and for luck, yet fail at once for a fit that has the sign or
 * the scale wrong, or that ignores results (about 0).
 */
class SimulatedPlayersTest {

    private static final int PLAYERS = 150, PUZZLES_A_DAY = 6, DAYS = 60;

    @Test
    void ratings_recover_the_known_order_of_playerRhoand_of_puzzles() {
        Random random = new Random(20261123);
        double[] playerStrength = new double[PLAYERS];
        for (int p = 0; p < PLAYERS; p++) playerStrength[p] = 1500 + 300 * random.nextGaussian();
        List<Double> puzzleStrength = new ArrayList<>();

        Glicko2 glicko = Glicko2.standard();
        RatingPeriod<Integer, Integer> period = new RatingPeriod<>(glicko);
        Map<Integer, Rating> players = new HashMap<>();
        Map<Integer, Rating> puzzles = new HashMap<>();
        for (int day = 0; day < DAYS; day++) {
            List<Game<Integer, Integer>> games = new ArrayList<>();
            for (int i = 0; i < PUZZLES_A_DAY; i++) {
                int puzzle = puzzleStrength.size();
                puzzleStrength.add(1500 + 300 * random.nextGaussian());
                for (int p = 0; p < PLAYERS; p++) {
                    if (random.nextBoolean()) continue;
                    double win = 1 / (1 + Math.pow(10, (puzzleStrength.get(puzzle) - playerStrength[p]) / 400));
                    games.add(new Game<>(p, puzzle, random.nextDouble() < win ? 1 : 0));
                }
            }
            Result<Integer, Integer> result = period.rate(
                    games,
                    p -> players.getOrDefault(p, Glicko2.NEWCOMER),
                    q -> puzzles.getOrDefault(q, Glicko2.NEWCOMER));
            for (int p = 0; p < PLAYERS; p++) {
                Rating now = result.players().get(p);
                if (now != null) players.put(p, now);
                else if (players.containsKey(p)) players.put(p, glicko.idle(players.get(p), 1));
            }
            puzzles.putAll(result.puzzles());
        }

        double[] playerRatings = new double[PLAYERS];
        for (int p = 0; p < PLAYERS; p++) playerRatings[p] = players.get(p).rating();
        double[] puzzleRatings = new double[puzzleStrength.size()];
        for (int q = 0; q < puzzleRatings.length; q++)
            puzzleRatings[q] = puzzles.get(q).rating();
        double playerRho = spearman(playerStrength, playerRatings);
        double puzzleRho = spearman(
                puzzleStrength.stream().mapToDouble(Double::doubleValue).toArray(), puzzleRatings);
        System.out.printf(
                "Simulated: Spearman %.4f for %d players, %.4f for %d puzzles%n",
                playerRho, PLAYERS, puzzleRho, puzzleRatings.length);

        assertThat(playerRho).isGreaterThan(0.95);
        assertThat(puzzleRho).isGreaterThan(0.90);
        assertThat(spearman(playerStrength, shuffled(playerRatings, random)))
                .as("the measure itself: no order, no correlation")
                .isBetween(-0.3, 0.3);
    }

    @Test
    void spearman_is_one_for_the_same_order_and_minus_one_for_the_reverse() {
        assertThat(spearman(new double[] {1, 2, 3, 4}, new double[] {10, 20, 30, 400}))
                .isEqualTo(1);
        assertThat(spearman(new double[] {1, 2, 3, 4}, new double[] {4, 3, 2, 1}))
                .isEqualTo(-1);
    }

    /** Spearman's rank correlation, for values without ties. */
    static double spearman(double[] a, double[] b) {
        double[] ra = ranks(a), rb = ranks(b);
        double n = a.length, d2 = 0;
        for (int i = 0; i < a.length; i++) d2 += (ra[i] - rb[i]) * (ra[i] - rb[i]);
        return 1 - 6 * d2 / (n * (n * n - 1));
    }

    private static double[] ranks(double[] values) {
        Integer[] order = new Integer[values.length];
        for (int i = 0; i < order.length; i++) order[i] = i;
        Arrays.sort(order, (x, y) -> Double.compare(values[x], values[y]));
        double[] rank = new double[values.length];
        for (int r = 0; r < order.length; r++) rank[order[r]] = r;
        return rank;
    }

    private static double[] shuffled(double[] values, Random random) {
        double[] copy = values.clone();
        for (int i = copy.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            double t = copy[i];
            copy[i] = copy[j];
            copy[j] = t;
        }
        return copy;
    }
}
