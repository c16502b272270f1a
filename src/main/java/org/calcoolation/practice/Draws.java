package org.calcoolation.practice;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.rating.Rating;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

/**
 * Which pool puzzle a player gets: one they never drew (rated or timed), rated near their rating. The band starts at
 * {@value #FIRST_BAND} either side and doubles while it holds none, up to {@value #WIDEST_BAND};
 * past that, the nearest puzzle not drawn yet at any rating. Within a band a random rating is picked,
 * and the first puzzle from it upwards, else downwards, is served: a walk of one index
 * ({@code practice_puzzle_rating}, or {@code practice_puzzle_size_rating} for one size) that stops at
 * the first puzzle the player has not drawn, so a draw costs the same in a pool of any size.
 */
@Component
class Draws {

    static final double FIRST_BAND = 100;
    static final double WIDEST_BAND = 800;

    private static final RowMapper<PoolPuzzle> ROW = (row, n) -> new PoolPuzzle(
            row.getLong(1),
            row.getInt(2),
            Difficulty.valueOf(row.getString(3)),
            row.getString(4),
            new Rating(row.getDouble(5), row.getDouble(6), row.getDouble(7)));

    private static final String COLUMNS =
            "select p.id, p.grid_size, p.difficulty, p.puzzle_id, p.rating, p.deviation, p.volatility"
                    + " from practice_puzzle p where ";
    private static final String UNSEEN =
            " and not exists (select 1 from practice_attempt a where a.player_key = ? and a.puzzle_id = p.id)"
                    // Nor one the player drew in the timed pool (TimedService): never seen means in either.
                    + " and not exists (select 1 from timed_draw t where t.player_key = ? and t.puzzle_id = p.id)";

    private final JdbcTemplate jdbc;

    Draws(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A puzzle for the player at {@code rating}, of {@code size} if one is given; empty when they drew every one. */
    Optional<PoolPuzzle> pick(String playerKey, double rating, OptionalInt size, RandomGenerator random) {
        for (double band = FIRST_BAND; band <= WIDEST_BAND; band *= 2) {
            double target = rating + (random.nextDouble() * 2 - 1) * band;
            Optional<PoolPuzzle> found = from(playerKey, target, rating - band, rating + band, size);
            if (found.isPresent()) return found;
        }
        return from(playerKey, rating, -Double.MAX_VALUE, Double.MAX_VALUE, size);
    }

    /** The first unseen puzzle from {@code target} up to {@code high}, else from it down to {@code low}. */
    private Optional<PoolPuzzle> from(String playerKey, double target, double low, double high, OptionalInt size) {
        Optional<PoolPuzzle> up = first("p.rating >= ? and p.rating <= ?", "p.rating", playerKey, target, high, size);
        return up.isPresent()
                ? up
                : first("p.rating >= ? and p.rating < ?", "p.rating desc", playerKey, low, target, size);
    }

    private Optional<PoolPuzzle> first(
            String range, String order, String playerKey, double from, double to, OptionalInt size) {
        String sql = COLUMNS + (size.isPresent() ? "p.grid_size = ? and " : "") + range + UNSEEN + " order by "
                + (size.isPresent() ? "p.grid_size, " : "") + order + " fetch first 1 rows only";
        List<PoolPuzzle> rows = size.isPresent()
                ? jdbc.query(sql, ROW, size.getAsInt(), from, to, playerKey, playerKey)
                : jdbc.query(sql, ROW, from, to, playerKey, playerKey);
        return rows.stream().findFirst();
    }
}
