package org.calcoolation.practice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import org.calcoolation.engine.Difficulty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * How draws choose, on a real database, over pools of made-up puzzles whose ratings lie far above any
 * real puzzle's (from 20,000 and from 40,000): no other test's puzzle comes near them, and their rows
 * are written once per database and kept. Each run has players of its own.
 */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/practice")
class DrawsTest {

    private static final double SPREAD_MEAN = 21_000, SPREAD_SD = 300;
    private static final double BENCH_LOW = 40_000;

    @Autowired
    Draws draws;

    @Autowired
    Pool pool;

    @Autowired
    JdbcTemplate jdbc;

    /** Made-up pool puzzles with these ratings, their Keen IDs named by {@code tag}; written once per database. */
    private void pool(String tag, double[] ratings) {
        int have = jdbc.queryForObject(
                "select count(*) from practice_puzzle where puzzle_id like ?", Integer.class, tag + ":%");
        if (have == ratings.length) return;
        jdbc.update("delete from practice_puzzle where puzzle_id like ?", tag + ":%");
        List<Object[]> rows = new ArrayList<>();
        Difficulty[] levels = Difficulty.values();
        OffsetDateTime at = OffsetDateTime.now(ZoneOffset.UTC);
        for (int i = 0; i < ratings.length; i++)
            rows.add(new Object[] {
                4 + i % 6, levels[i % 4].name(), 0, (long) i, tag + ":" + i, ratings[i], 100.0, 0.06, at
            });
        jdbc.batchUpdate("""
                insert into practice_puzzle (grid_size, difficulty, generator_version, seed, puzzle_id, rating,
                    deviation, volatility, attempts, added_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)""", rows);
    }

    /** The player drew the puzzle and it was scored: it is never served to them again. */
    private void played(String player, PoolPuzzle puzzle) {
        jdbc.update(
                "insert into practice_attempt (player_key, puzzle_id, drawn_at, finished_at, outcome, score)"
                        + " values (?, ?, ?, ?, 'CLEAN', 1)",
                player,
                puzzle.id(),
                OffsetDateTime.now(ZoneOffset.UTC),
                OffsetDateTime.now(ZoneOffset.UTC));
    }

    private static String newPlayer() {
        return "g" + UUID.randomUUID().toString().replace("-", "");
    }

    /**
     * A pool of 2,000 puzzles rated about 21,000 ± 300 (normal), and 20 players rated from the same
     * spread, who draw 50 puzzles each, one after the other: 1,000 draws. At least 95 % are within
     * the first band (±100) of the player's rating; none repeats a puzzle for its player.
     */
    @Test
    void ninety_five_in_a_hundred_draws_are_within_the_first_band_of_the_players_rating() {
        SplittableRandom random = new SplittableRandom(41);
        double[] ratings = new double[2000];
        for (int i = 0; i < ratings.length; i++) ratings[i] = SPREAD_MEAN + random.nextGaussian() * SPREAD_SD;
        pool("spread41", ratings);
        int within = 0, draws = 0;
        double worst = 0;
        for (int p = 0; p < 20; p++) {
            String player = newPlayer();
            double rating = SPREAD_MEAN + random.nextGaussian() * SPREAD_SD;
            Set<Long> seen = new HashSet<>();
            for (int d = 0; d < 50; d++) {
                PoolPuzzle drawn = this.draws
                        .pick(player, rating, OptionalInt.empty(), random)
                        .orElseThrow();
                assertThat(seen.add(drawn.id()))
                        .as("served twice to one player")
                        .isTrue();
                played(player, drawn);
                double off = Math.abs(drawn.rating().rating() - rating);
                worst = Math.max(worst, off);
                if (off <= Draws.FIRST_BAND) within++;
                draws++;
            }
        }
        System.out.printf(
                "DRAWS %d of %d within ±%.0f of the player's rating; farthest %.0f%n",
                within, draws, Draws.FIRST_BAND, worst);
        assertThat(draws).isEqualTo(1000);
        assertThat(within).isGreaterThanOrEqualTo(950);
        assertThat(worst).as("never past the widest band").isLessThanOrEqualTo(Draws.WIDEST_BAND);
    }

    @Test
    void the_band_widens_when_none_is_left_near_and_then_any_unseen_puzzle_is_served() {
        String tag = "sparse41";
        pool(tag, new double[] {30_000, 30_350, 31_500});
        String player = newPlayer();
        SplittableRandom random = new SplittableRandom(7);

        List<Double> served = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            PoolPuzzle p =
                    draws.pick(player, 30_000, OptionalInt.empty(), random).orElseThrow();
            played(player, p);
            served.add(p.rating().rating());
        }
        // The nearest first (±100), then ±400 after widening twice, then past ±800: the nearest unseen at any rating.
        assertThat(served).containsExactly(30_000.0, 30_350.0, 31_500.0);
    }

    @Test
    void a_chosen_size_is_served_only_that_size() {
        double[] ratings = new double[12];
        Arrays.fill(ratings, 35_000);
        pool("sizes41", ratings);
        String player = newPlayer();
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 2; i++) {
            PoolPuzzle p = draws.pick(player, 35_000, OptionalInt.of(7), random).orElseThrow();
            assertThat(p.size()).isEqualTo(7);
            played(player, p);
        }
        assertThat(draws.pick(player, 35_000, OptionalInt.of(7), random))
                .as("both 7×7 of the made-up pool drawn: the nearest other 7×7, far away, is served")
                .hasValueSatisfying(p -> {
                    assertThat(p.size()).isEqualTo(7);
                    assertThat(p.rating().rating()).isNotEqualTo(35_000);
                });
    }

    /**
     * Figures, printed, not asserted: a draw's time in a pool of 100,000 puzzles, for a player who
     * drew 200 before, of any size and of one size. {@code ./mvnw -o test -Dtest=DrawsTest -Dbench=true}
     * (H2), or {@code ./mvnw -o test-compile surefire:test@postgresql -Dtest=DrawsTest -Dbench=true}.
     */
    @Test
    @EnabledIfSystemProperty(named = "bench", matches = "true")
    void draw_time_in_a_pool_of_a_hundred_thousand() {
        SplittableRandom random = new SplittableRandom(100_000);
        double[] ratings = new double[100_000];
        for (int i = 0; i < ratings.length; i++) ratings[i] = BENCH_LOW + random.nextDouble() * 2000;
        long t0 = System.nanoTime();
        pool("bench41", ratings);
        System.out.printf("BENCH pool of 100,000 ready in %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        String player = newPlayer();
        for (int i = 0; i < 200; i++)
            played(
                    player,
                    draws.pick(player, BENCH_LOW + 1000, OptionalInt.empty(), random)
                            .orElseThrow());
        System.out.println("BENCH draw, any size: " + timed(player, OptionalInt.empty(), random));
        System.out.println("BENCH draw, 6×6 only: " + timed(player, OptionalInt.of(6), random));
    }

    /** "median 0.4 ms, p95 0.9 ms, max 3.1 ms over 1000 draws" */
    private String timed(String player, OptionalInt size, SplittableRandom random) {
        long[] nanos = new long[1000];
        for (int i = 0; i < nanos.length; i++) {
            double rating = BENCH_LOW + 200 + random.nextDouble() * 1600;
            long t0 = System.nanoTime();
            draws.pick(player, rating, size, random).orElseThrow();
            nanos[i] = System.nanoTime() - t0;
        }
        Arrays.sort(nanos);
        return String.format(
                "median %.2f ms, p95 %.2f ms, max %.2f ms over %d draws",
                nanos[nanos.length / 2] / 1e6,
                nanos[nanos.length * 95 / 100] / 1e6,
                nanos[nanos.length - 1] / 1e6,
                nanos.length);
    }
}
