package org.calcoolation.practice;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import org.calcoolation.engine.Difficulty;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** The rows of table {@code practice_attempt}: draws, their games, and how each was scored. */
@Component
class Attempts {

    private static final String SELECT = """
            select a.id, a.puzzle_id, p.grid_size, p.difficulty, coalesce(a.puzzle_before, p.rating), a.game_id,
                a.drawn_at, a.finished_at, a.outcome, a.elapsed_millis, a.typical_millis, a.score,
                a.player_before, a.player_after, a.player_deviation, a.puzzle_before, a.puzzle_after, a.held
            from practice_attempt a join practice_puzzle p on p.id = a.puzzle_id
            """;

    private static final RowMapper<Attempt> ROW = (row, n) -> new Attempt(
            row.getLong(1),
            row.getLong(2),
            row.getInt(3),
            Difficulty.valueOf(row.getString(4)),
            row.getDouble(5),
            Optional.ofNullable(row.getObject(6, UUID.class)),
            row.getObject(7, OffsetDateTime.class).toInstant(),
            scored(row));

    private final JdbcTemplate jdbc;

    Attempts(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static Optional<Attempt.Scored> scored(ResultSet row) throws SQLException {
        OffsetDateTime finished = row.getObject(8, OffsetDateTime.class);
        if (finished == null) return Optional.empty();
        long elapsed = row.getLong(10);
        return Optional.of(new Attempt.Scored(
                AttemptOutcome.valueOf(row.getString(9)),
                row.wasNull() ? Optional.empty() : Optional.of(Duration.ofMillis(elapsed)),
                Duration.ofMillis(row.getLong(11)),
                row.getDouble(12),
                row.getDouble(13),
                row.getDouble(14),
                row.getDouble(15),
                row.getDouble(16),
                row.getDouble(17),
                finished.toInstant(),
                Optional.ofNullable(row.getString(18))
                        .map(Attempt.Standing::valueOf)
                        .orElse(Attempt.Standing.COUNTS)));
    }

    /** The player's open attempt, if any. */
    Optional<Attempt> open(String playerKey) {
        return jdbc.query(SELECT + "where a.open_key = ?", ROW, playerKey).stream()
                .findFirst();
    }

    /** One of the player's attempts; empty if it is not theirs, whoever else's it may be. */
    Optional<Attempt> of(String playerKey, long id) {
        return jdbc.query(SELECT + "where a.id = ? and a.player_key = ?", ROW, id, playerKey).stream()
                .findFirst();
    }

    /** The attempt a game plays, if it plays one. */
    Optional<Attempt> ofGame(UUID game) {
        return jdbc.query(SELECT + "where a.game_id = ?", ROW, game).stream().findFirst();
    }

    /** The player's attempts, last drawn first, at most {@code most}. */
    List<Attempt> recent(String playerKey, int most) {
        return jdbc.query(
                SELECT + "where a.player_key = ? order by a.id desc fetch first " + most + " rows only",
                ROW,
                playerKey);
    }

    /** The player's scored attempts that count, oldest first: the history of their rating. */
    List<Attempt> scored(String playerKey) {
        return jdbc.query(
                SELECT + "where a.player_key = ? and a.finished_at is not null and a.held is null"
                        + " order by a.finished_at, a.id",
                ROW,
                playerKey);
    }

    /**
     * A new open attempt of the puzzle; its id. A unique key refuses it ({@code DuplicateKeyException})
     * when the player holds an open one already, as a second tab's draw at the same moment does.
     */
    long draw(String playerKey, long puzzle, Instant at) {
        jdbc.update(
                "insert into practice_attempt (player_key, puzzle_id, open_key, drawn_at) values (?, ?, ?, ?)",
                playerKey,
                puzzle,
                playerKey,
                OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
        return jdbc.queryForObject("select id from practice_attempt where open_key = ?", Long.class, playerKey);
    }

    /**
     * The game that plays the attempt: the one tied to it, or one {@code start} makes now and ties to
     * it; empty if {@code start} could not. The attempt's row is locked meanwhile, so two tabs that
     * open a new attempt at once start one game, not two (a second one would discard the first: a new
     * practice game replaces one nobody wrote in).
     */
    @Transactional
    Optional<UUID> game(long attempt, Supplier<Optional<UUID>> start) {
        List<UUID> tied = jdbc.query(
                "select game_id from practice_attempt where id = ? for update",
                (row, n) -> row.getObject(1, UUID.class),
                attempt);
        if (tied.isEmpty()) return Optional.empty();
        if (tied.getFirst() != null) return Optional.of(tied.getFirst());
        Optional<UUID> started = start.get();
        started.ifPresent(game -> jdbc.update("update practice_attempt set game_id = ? where id = ?", game, attempt));
        return started;
    }

    /** The elapsed times of a pool puzzle's clean solves that count. */
    List<Long> cleanMillis(long puzzle) {
        return jdbc.queryForList(
                "select elapsed_millis from practice_attempt where puzzle_id = ? and outcome = 'CLEAN' and held is null",
                Long.class,
                puzzle);
    }

    /** The play times of a pool puzzle's clean solves that count: what screening holds a new one against. */
    List<Long> cleanPlayMillis(long puzzle) {
        return jdbc.queryForList(
                "select play_millis from practice_attempt where puzzle_id = ? and outcome = 'CLEAN' and held is null"
                        + " and play_millis is not null",
                Long.class,
                puzzle);
    }

    /**
     * Scores an open attempt, held or counting as {@code s} says, its game played for {@code playMillis}
     * (none for an abandoned one); false, changing nothing, if it was scored already.
     */
    boolean score(long attempt, Attempt.Scored s, Optional<Long> playMillis) {
        return jdbc.update(
                        """
                        update practice_attempt set open_key = null, finished_at = ?, outcome = ?, elapsed_millis = ?,
                            typical_millis = ?, score = ?, player_before = ?, player_after = ?, player_deviation = ?,
                            puzzle_before = ?, puzzle_after = ?, play_millis = ?, held = ?
                        where id = ? and finished_at is null""",
                        OffsetDateTime.ofInstant(s.at(), ZoneOffset.UTC),
                        s.outcome().name(),
                        s.elapsed().map(Duration::toMillis).orElse(null),
                        s.typical().toMillis(),
                        s.score(),
                        s.playerBefore(),
                        s.playerAfter(),
                        s.playerDeviation(),
                        s.puzzleBefore(),
                        s.puzzleAfter(),
                        playMillis.orElse(null),
                        s.standing() == Attempt.Standing.COUNTS
                                ? null
                                : s.standing().name(),
                        attempt)
                == 1;
    }

    /** A held attempt now counts, scored as {@code s}; false, changing nothing, if it was not held. */
    boolean count(long attempt, Attempt.Scored s) {
        return jdbc.update(
                        """
                        update practice_attempt set held = null, typical_millis = ?, score = ?, player_before = ?,
                            player_after = ?, player_deviation = ?, puzzle_before = ?, puzzle_after = ?
                        where id = ? and held = 'HELD'""",
                        s.typical().toMillis(),
                        s.score(),
                        s.playerBefore(),
                        s.playerAfter(),
                        s.playerDeviation(),
                        s.puzzleBefore(),
                        s.puzzleAfter(),
                        attempt)
                == 1;
    }

    /** A held attempt never counts; false if it was not held. */
    boolean reject(long attempt) {
        return jdbc.update("update practice_attempt set held = 'REJECTED' where id = ? and held = 'HELD'", attempt)
                == 1;
    }

    /** The attempt a game plays, locked till the transaction ends, if it plays one. */
    Optional<Attempt> ofGameForUpdate(UUID game) {
        List<Long> ids =
                jdbc.queryForList("select id from practice_attempt where game_id = ? for update", Long.class, game);
        return ids.isEmpty() ? Optional.empty() : ofGame(game);
    }

    /** The player key of an attempt. */
    String playerOf(long attempt) {
        return jdbc.queryForObject("select player_key from practice_attempt where id = ?", String.class, attempt);
    }

    /** Of these games, those that play a rated attempt. */
    Set<UUID> rated(Collection<UUID> games) {
        if (games.isEmpty()) return Set.of();
        String marks = String.join(", ", Collections.nCopies(games.size(), "?"));
        return Set.copyOf(jdbc.queryForList(
                "select game_id from practice_attempt where game_id in (" + marks + ")", UUID.class, games.toArray()));
    }

    /** The Keen ID of a pool puzzle, to start its game. */
    String keenId(long puzzle) {
        return jdbc.queryForObject("select puzzle_id from practice_puzzle where id = ?", String.class, puzzle);
    }

    /** Takes back an open attempt whose game could not start: it was never played, so nothing is scored. */
    void withdraw(long attempt) {
        jdbc.update("delete from practice_attempt where id = ? and finished_at is null and game_id is null", attempt);
    }
}
