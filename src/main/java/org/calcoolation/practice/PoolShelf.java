package org.calcoolation.practice;

import java.util.List;
import org.calcoolation.engine.Difficulty;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The pool as another feature reads it: the three-minute run (package {@code run}) serves pool
 * puzzles without rating them, and must not read {@code practice_puzzle} itself.
 */
@Component
public class PoolShelf {

    /** A pool puzzle: its row's id, level, Keen ID and rating now. */
    public record Shelved(long id, Difficulty level, String keenId, double rating) {}

    private final JdbcTemplate jdbc;

    PoolShelf(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** Up to {@code most} puzzles of the size, lowest rated first. */
    @Transactional(readOnly = true)
    public List<Shelved> ofSize(int size, int most) {
        return jdbc.query(
                "select id, difficulty, puzzle_id, rating from practice_puzzle where grid_size = ?"
                        + " order by rating, id fetch first ? rows only",
                (row, n) -> new Shelved(
                        row.getLong(1), Difficulty.valueOf(row.getString(2)), row.getString(3), row.getDouble(4)),
                size,
                most);
    }
}
