package org.calcoolation.practice;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.PlayerRef;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** The rows of table {@code timed_draw}: the timed pool's draws, their games and how each ended. */
@Component
class TimedDraws {

    /** A draw on a size's board: whose it is. */
    record OfPlayer(String playerKey, TimedDraw draw) {}

    private static final String SELECT = """
            select id, puzzle_id, grid_size, draw_day, slot, game_id, drawn_at, deadline, finished_at, outcome,
                elapsed_millis, player_key
            from timed_draw
            """;

    private static final RowMapper<TimedDraw> ROW = (row, n) -> new TimedDraw(
            row.getLong(1),
            row.getLong(2),
            row.getInt(3),
            row.getObject(4, LocalDate.class),
            row.getInt(5),
            Optional.ofNullable(row.getObject(6, UUID.class)),
            row.getObject(7, OffsetDateTime.class).toInstant(),
            row.getObject(8, OffsetDateTime.class).toInstant(),
            finished(row));

    private final JdbcTemplate jdbc;

    TimedDraws(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static Optional<TimedDraw.Finished> finished(ResultSet row) throws SQLException {
        OffsetDateTime at = row.getObject(9, OffsetDateTime.class);
        if (at == null) return Optional.empty();
        long elapsed = row.getLong(11);
        Optional<Duration> time = row.wasNull() ? Optional.empty() : Optional.of(Duration.ofMillis(elapsed));
        return Optional.of(new TimedDraw.Finished(AttemptOutcome.valueOf(row.getString(10)), time, at.toInstant()));
    }

    private static OffsetDateTime utc(Instant at) {
        return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
    }

    /** The player's newest unfinished draw of the size whose deadline is after {@code now}. */
    Optional<TimedDraw> open(String playerKey, int size, Instant now) {
        return jdbc
                .query(
                        SELECT + "where player_key = ? and grid_size = ? and finished_at is null and deadline > ?"
                                + " order by draw_day, slot",
                        ROW,
                        playerKey,
                        size,
                        utc(now))
                .stream()
                .findFirst();
    }

    /** How many draws of the size the player made on the day. */
    int drawnOn(String playerKey, int size, LocalDate day) {
        Integer n = jdbc.queryForObject(
                "select count(*) from timed_draw where player_key = ? and grid_size = ? and draw_day = ?",
                Integer.class,
                playerKey,
                size,
                day);
        return n == null ? 0 : n;
    }

    /**
     * A new draw in the given slot of the day. A unique key refuses it ({@code DuplicateKeyException})
     * when that slot is taken, as by a second tab drawing at the same moment, or the puzzle was drawn.
     */
    void insert(String playerKey, long puzzle, int size, int slot, Instant at, Instant deadline) {
        jdbc.update("""
                insert into timed_draw (player_key, puzzle_id, grid_size, draw_day, slot, drawn_at, deadline)
                values (?, ?, ?, ?, ?, ?, ?)""", playerKey, puzzle, size, TimedCount.day(at), slot, utc(at), utc(deadline));
    }

    /** One of the player's draws; empty if it is not theirs, whoever else's it may be. */
    Optional<TimedDraw> of(String playerKey, long id) {
        return jdbc.query(SELECT + "where id = ? and player_key = ?", ROW, id, playerKey).stream()
                .findFirst();
    }

    /** The draw a game plays, with whose it is, if it plays one. */
    Optional<OfPlayer> ofGame(UUID game) {
        return jdbc
                .query(
                        SELECT + "where game_id = ?",
                        (row, n) -> new OfPlayer(row.getString(12), ROW.mapRow(row, n)),
                        game)
                .stream()
                .findFirst();
    }

    /** The player's draws, newest first, at most {@code most}. */
    List<TimedDraw> recent(String playerKey, int most) {
        return jdbc.query(
                SELECT + "where player_key = ? order by id desc fetch first " + most + " rows only", ROW, playerKey);
    }

    /** Every draw of the size from {@code from} (a UTC day) on, for the boards. */
    List<OfPlayer> since(int size, LocalDate from) {
        return jdbc.query(
                SELECT + "where grid_size = ? and draw_day >= ?",
                (row, n) -> new OfPlayer(row.getString(12), ROW.mapRow(row, n)),
                size,
                from);
    }

    /**
     * The game that plays the draw: the one tied to it, or one {@code start} makes now and ties to it;
     * empty if {@code start} could not. The row is locked meanwhile, so two tabs start one game.
     */
    @Transactional
    Optional<UUID> game(long draw, Supplier<Optional<UUID>> start) {
        List<UUID> tied = jdbc.query(
                "select game_id from timed_draw where id = ? for update",
                (row, n) -> row.getObject(1, UUID.class),
                draw);
        if (tied.isEmpty()) return Optional.empty();
        if (tied.getFirst() != null) return Optional.of(tied.getFirst());
        Optional<UUID> started = start.get();
        started.ifPresent(game -> jdbc.update("update timed_draw set game_id = ? where id = ?", game, draw));
        return started;
    }

    /** Ends an unfinished draw; false, changing nothing, if it had ended already. */
    boolean finish(long draw, AttemptOutcome outcome, Optional<Duration> elapsed, Instant at) {
        return jdbc.update(
                        "update timed_draw set finished_at = ?, outcome = ?, elapsed_millis = ?"
                                + " where id = ? and finished_at is null",
                        utc(at),
                        outcome.name(),
                        elapsed.map(Duration::toMillis).orElse(null),
                        draw)
                == 1;
    }

    /** The Keen ID of a pool puzzle, to start its game. */
    String keenId(long puzzle) {
        return jdbc.queryForObject("select puzzle_id from practice_puzzle where id = ?", String.class, puzzle);
    }

    /** Takes back the draw in this slot of the day, made at the same moment as an earlier open one, before it has a game. */
    void withdraw(String playerKey, int size, LocalDate day, int slot) {
        jdbc.update(
                "delete from timed_draw where player_key = ? and grid_size = ? and draw_day = ? and slot = ?"
                        + " and finished_at is null and game_id is null",
                playerKey,
                size,
                day,
                slot);
    }

    /** Takes back a draw whose game could not start: it was never played, and its slot is free again. */
    void withdraw(long draw) {
        jdbc.update("delete from timed_draw where id = ? and finished_at is null and game_id is null", draw);
    }

    @EventListener
    @Transactional
    void accountDeleted(AccountDeleted event) {
        jdbc.update(
                "delete from timed_draw where player_key = ?", PlayerKey.of(new PlayerRef.Account(event.playerId())));
    }

    /** Of these games, those of a timed draw. */
    Set<UUID> timed(Collection<UUID> games) {
        if (games.isEmpty()) return Set.of();
        String marks = String.join(", ", Collections.nCopies(games.size(), "?"));
        return Set.copyOf(jdbc.queryForList(
                "select game_id from timed_draw where game_id in (" + marks + ")", UUID.class, games.toArray()));
    }
}
