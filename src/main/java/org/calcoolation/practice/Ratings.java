package org.calcoolation.practice;

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

    private final JdbcTemplate jdbc;

    Ratings(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** The player's rating, if they have played a rated puzzle. */
    Optional<Rating> player(String playerKey) {
        return one("select rating, deviation, volatility from practice_player where player_key = ?", playerKey);
    }

    /** The player's rating for an update, locked till the transaction ends; a newcomer's if none. */
    Rating playerForUpdate(String playerKey) {
        return one(
                        "select rating, deviation, volatility from practice_player where player_key = ? for update",
                        playerKey)
                .orElse(Glicko2.NEWCOMER);
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
