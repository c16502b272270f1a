package org.calcoolation.practice;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.calcoolation.rating.Glicko2;
import org.calcoolation.rating.Rating;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The ratings now of players (table {@code practice_player}) and pool puzzles ({@code practice_puzzle}).
 * Reads for an update lock the row ({@code for update}), so two attempts scored at once on one puzzle
 * are rated one after the other, never both from the same rating.
 */
@Component
class Ratings {

    /**
     * How long a player is away for their deviation to widen by one Glicko-2 rating period with no
     * games (step 6: φ' = √(φ² + σ²)): a day, as for daily ratings. While they play, each attempt is a
     * period of its own; the days away between two are the idle periods, counted when the rating is
     * next read or used, never stored, so they are never counted twice.
     */
    static final Duration IDLE_PERIOD = Duration.ofDays(1);

    private final JdbcTemplate jdbc;
    private final Clock clock;

    Ratings(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The player's rating now (widened by the days since they last played), if they have played a rated puzzle. */
    Optional<Rating> player(String playerKey) {
        return now(
                "select rating, deviation, volatility, changed_at from practice_player where player_key = ?",
                playerKey);
    }

    /** The player's rating now for an update, locked till the transaction ends; a newcomer's if none. */
    Rating playerForUpdate(String playerKey) {
        return now(
                        "select rating, deviation, volatility, changed_at from practice_player where player_key = ? for update",
                        playerKey)
                .orElse(Glicko2.NEWCOMER);
    }

    private Optional<Rating> now(String sql, String playerKey) {
        Instant today = clock.instant();
        return jdbc
                .query(
                        sql,
                        (row, n) -> {
                            Rating stored = new Rating(row.getDouble(1), row.getDouble(2), row.getDouble(3));
                            Instant changed =
                                    row.getObject(4, OffsetDateTime.class).toInstant();
                            long away = Duration.between(changed, today).dividedBy(IDLE_PERIOD);
                            return PoolRatings.idle(stored, (int) Math.clamp(away, 0, 10_000));
                        },
                        playerKey)
                .stream()
                .findFirst();
    }

    /** The puzzle's rating for an update, locked till the transaction ends. */
    Rating puzzleForUpdate(long puzzle) {
        return one("select rating, deviation, volatility from practice_puzzle where id = ? for update", puzzle)
                .orElseThrow();
    }

    void savePlayer(String playerKey, Rating r, Instant at) {
        OffsetDateTime when = OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
        int updated = jdbc.update(
                "update practice_player set rating = ?, deviation = ?, volatility = ?, attempts = attempts + 1,"
                        + " changed_at = ? where player_key = ?",
                r.rating(),
                r.deviation(),
                r.volatility(),
                when,
                playerKey);
        if (updated == 0)
            jdbc.update(
                    "insert into practice_player (player_key, rating, deviation, volatility, attempts, changed_at)"
                            + " values (?, ?, ?, ?, 1, ?)",
                    playerKey,
                    r.rating(),
                    r.deviation(),
                    r.volatility(),
                    when);
    }

    void savePuzzle(long puzzle, Rating r) {
        jdbc.update(
                "update practice_puzzle set rating = ?, deviation = ?, volatility = ?, attempts = attempts + 1 where id = ?",
                r.rating(),
                r.deviation(),
                r.volatility(),
                puzzle);
    }

    private Optional<Rating> one(String sql, Object key) {
        List<Rating> rows =
                jdbc.query(sql, (row, n) -> new Rating(row.getDouble(1), row.getDouble(2), row.getDouble(3)), key);
        return rows.stream().findFirst();
    }
}
