package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.TestDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V17 on a throwaway database (H2, or PostgreSQL in the second test run): the finished games of
 * accounts that H2 2.4 left without a record get the record they would have had; nothing else does.
 */
class LostSolvesMigrationTest {

    private static final OffsetDateTime JOINED = OffsetDateTime.of(2026, 11, 20, 10, 0, 0, 0, ZoneOffset.UTC);

    private final TestDatabase.Connection database = TestDatabase.empty();
    private Connection connection;
    private long player;

    private Flyway flywayTo(String target) {
        return Flyway.configure()
                .dataSource(database.url(), database.user(), database.password())
                .locations("classpath:db/migration")
                .target(target)
                .load();
    }

    @BeforeEach
    void aDatabaseAtVersion16WithAPlayer() throws SQLException {
        connection = DriverManager.getConnection(database.url(), database.user(), database.password());
        flywayTo("16").migrate();
        try (PreparedStatement s = connection.prepareStatement(
                "insert into player (username, username_key, password_hash, created_at) values ('ada', 'ada', 'x', ?)",
                new String[] {"id"})) {
            s.setObject(1, JOINED);
            s.executeUpdate();
            try (ResultSet key = s.getGeneratedKeys()) {
                key.next();
                player = key.getLong(1);
            }
        }
        // A day already rated, with the player in it.
        try (PreparedStatement s = connection.prepareStatement(
                "insert into rating_period (period_day, rated_at, games) values (?, ?, 1)")) {
            s.setObject(1, JOINED.toLocalDate().minusDays(1));
            s.setObject(2, JOINED);
            s.executeUpdate();
        }
        try (PreparedStatement s = connection.prepareStatement(
                "insert into player_rating (player_id, period_day, rating, deviation, volatility, games) values (?, ?, 1500, 200, 0.06, 1)")) {
            s.setLong(1, player);
            s.setObject(2, JOINED.toLocalDate().minusDays(1));
            s.executeUpdate();
        }
    }

    @AfterEach
    void closeTheDatabase() throws SQLException {
        connection.close();
    }

    /** A stored game as the app writes it: shown at {@code shown}, finished {@code finishedAfterSeconds} later (null: not finished). */
    private UUID savedGame(
            String playerKey,
            String puzzleId,
            int hints,
            boolean solutionRevealed,
            OffsetDateTime shown,
            Integer finishedAfterSeconds)
            throws SQLException {
        UUID id = UUID.randomUUID();
        try (PreparedStatement s = connection.prepareStatement("""
                insert into saved_game (id, player_key, puzzle_id, difficulty, variant, solution, moves, move_cursor, elapsed_millis,
                    checks, hints, cells_revealed, solution_revealed, remove_notes_on_place, live_marks, paused, finished_at,
                    created_at, updated_at, row_version, first_shown_at)
                values (?, ?, ?, 'HARD', 'CLASSIC', '1', ?, 0, 61000, 0, ?, 0, ?, true, true, false, ?, ?, ?, 1, ?)""")) {
            s.setObject(1, id);
            s.setString(2, playerKey);
            s.setString(3, puzzleId);
            s.setBytes(4, new byte[0]);
            s.setInt(5, hints);
            s.setBoolean(6, solutionRevealed);
            s.setObject(7, finishedAfterSeconds == null ? null : shown.plusSeconds(finishedAfterSeconds));
            s.setObject(8, shown.minusSeconds(5));
            s.setObject(9, shown);
            s.setObject(10, shown);
            s.executeUpdate();
        }
        return id;
    }

    private String account() {
        return "account:" + player;
    }

    private record Recovered(
            long player,
            String puzzleId,
            int size,
            String difficulty,
            String variant,
            String outcome,
            long millis,
            long elapsedMillis) {}

    private Map<UUID, Recovered> records() throws SQLException {
        Map<UUID, Recovered> rows = new HashMap<>();
        try (var s = connection.createStatement();
                ResultSet r = s.executeQuery(
                        "select game_id, player_id, puzzle_id, grid_size, difficulty, variant, outcome, millis, elapsed_millis from solve_record")) {
            while (r.next()) {
                rows.put(
                        r.getObject(1, UUID.class),
                        new Recovered(
                                r.getLong(2),
                                r.getString(3),
                                r.getInt(4),
                                r.getString(5),
                                r.getString(6),
                                r.getString(7),
                                r.getLong(8),
                                r.getLong(9)));
            }
        }
        return rows;
    }

    @Test
    void finished_games_of_accounts_without_a_record_get_theirs_and_no_other_game_does() throws SQLException {
        OffsetDateTime later = JOINED.plusHours(1);
        UUID clean = savedGame(account(), "10XH:abc", 0, false, later, 90);
        UUID assisted = savedGame(account(), "6:abc", 2, false, later, 120);
        UUID givenUp = savedGame(account(), "6:abc", 0, true, later, 30);
        UUID unfinished = savedGame(account(), "6:abc", 0, false, later, null);
        UUID guests = savedGame("0123456789abcdef0123456789abcdef", "6:abc", 0, false, later, 40);
        UUID beforeTheAccount = savedGame(account(), "6:abc", 0, false, JOINED.minusDays(1), 40);
        UUID recorded = savedGame(account(), "6:abc", 0, false, later, 50);
        try (PreparedStatement s = connection.prepareStatement("""
                insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, millis, outcome, elapsed_millis, finished_at)
                values (?, ?, '6:abc', 6, 'HARD', 'CLASSIC', 1234, 'ASSISTED', 5678, ?)""")) {
            s.setLong(1, player);
            s.setObject(2, recorded);
            s.setObject(3, later);
            s.executeUpdate();
        }

        flywayTo("latest").migrate();

        assertThat(records()).containsOnlyKeys(clean, assisted, givenUp, recorded);
        assertThat(records().get(clean))
                .isEqualTo(new Recovered(player, "10XH:abc", 10, "HARD", "CLASSIC", "CLEAN", 61_000, 90_000));
        assertThat(records().get(assisted).outcome()).isEqualTo("ASSISTED");
        assertThat(records().get(assisted).elapsedMillis()).isEqualTo(120_000);
        assertThat(records().get(givenUp).outcome()).isEqualTo("GIVEN_UP");
        assertThat(records().get(recorded).millis())
                .as("a record that exists stays as it is")
                .isEqualTo(1234);
        assertThat(records()).doesNotContainKeys(unfinished, guests, beforeTheAccount);
        assertThat(count("rating_period"))
                .as("no daily game given back: ratings stay")
                .isEqualTo(1);
    }

    @Test
    void a_daily_game_given_back_has_every_day_rated_again() throws SQLException {
        OffsetDateTime later = JOINED.plusHours(1);
        UUID daily = savedGame(account(), "4:abc", 0, false, later, 75);
        long puzzle = dailyPuzzle(later);
        try (PreparedStatement s =
                connection.prepareStatement("update saved_game set daily_puzzle_id = ? where id = ?")) {
            s.setLong(1, puzzle);
            s.setObject(2, daily);
            s.executeUpdate();
        }

        flywayTo("latest").migrate();

        try (var s = connection.createStatement();
                ResultSet r = s.executeQuery("select daily_puzzle_id, outcome from solve_record")) {
            assertThat(r.next()).isTrue();
            assertThat(r.getLong(1)).isEqualTo(puzzle);
            assertThat(r.getString(2)).isEqualTo("CLEAN");
        }
        assertThat(count("rating_period")).as("to be rated again by the job").isZero();
        assertThat(count("player_rating")).isZero();
    }

    /** A daily puzzle of that day. */
    private long dailyPuzzle(OffsetDateTime day) throws SQLException {
        try (PreparedStatement s =
                connection.prepareStatement("insert into daily_ladder (play_day, created_at) values (?, ?)")) {
            s.setObject(1, day.toLocalDate());
            s.setObject(2, day);
            s.executeUpdate();
        }
        try (PreparedStatement s = connection.prepareStatement(
                "insert into daily_puzzle (play_day, slot, grid_size, difficulty, variant, seed, generator_version, puzzle_id, solution) "
                        + "values (?, 1, 4, 'EASY', 'STANDARD', 1, 1, '4:abc', '1')",
                new String[] {"id"})) {
            s.setObject(1, day.toLocalDate());
            s.executeUpdate();
            try (ResultSet key = s.getGeneratedKeys()) {
                key.next();
                return key.getLong(1);
            }
        }
    }

    private int count(String table) throws SQLException {
        try (var s = connection.createStatement();
                ResultSet r = s.executeQuery("select count(*) from " + table)) {
            r.next();
            return r.getInt(1);
        }
    }
}
