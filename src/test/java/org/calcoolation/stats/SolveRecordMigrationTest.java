package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.TestDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V7 on a throwaway database (H2, or PostgreSQL in the second test run): records made before it,
 * as the app then wrote them, are migrated to an outcome and a wall time.
 */
class SolveRecordMigrationTest {

    private static final OffsetDateTime AT = OffsetDateTime.of(2026, 11, 20, 10, 0, 0, 0, ZoneOffset.UTC);

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
    void aDatabaseAtVersion6WithAPlayer() throws SQLException {
        connection = DriverManager.getConnection(database.url(), database.user(), database.password());
        flywayTo("6").migrate();
        try (PreparedStatement s = connection.prepareStatement(
                "insert into player (username, username_key, password_hash, created_at) values ('ada', 'ada', 'x', ?)",
                new String[] {"id"})) {
            s.setObject(1, AT);
            s.executeUpdate();
            try (ResultSet key = s.getGeneratedKeys()) {
                key.next();
                player = key.getLong(1);
            }
        }
    }

    @AfterEach
    void closeTheDatabase() throws SQLException {
        connection.close();
    }

    /** A game as V2..V6 stored it, finished, with or without the solution revealed. */
    private UUID savedGame(boolean solutionRevealed) throws SQLException {
        UUID id = UUID.randomUUID();
        try (PreparedStatement s = connection.prepareStatement("""
                insert into saved_game (id, player_key, puzzle_id, difficulty, variant, solution, moves, move_cursor, elapsed_millis,
                    checks, hints, cells_revealed, solution_revealed, remove_notes_on_place, live_marks, paused, finished_at,
                    created_at, updated_at, row_version)
                values (?, ?, '4:x', 'EASY', 'STANDARD', '1,2,3,4', ?, 0, 61000, 0, 0, 0, ?, true, true, false, ?, ?, ?, 0)""")) {
            s.setObject(1, id);
            s.setString(2, "account:" + player);
            s.setBytes(3, new byte[0]);
            s.setBoolean(4, solutionRevealed);
            s.setObject(5, AT);
            s.setObject(6, AT);
            s.setObject(7, AT);
            s.executeUpdate();
        }
        return id;
    }

    /** A record as V5 stored it. */
    private void solveRecord(UUID gameId, long millis, boolean clean) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement("""
                insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, millis, clean, finished_at)
                values (?, ?, '4:x', 4, 'EASY', 'STANDARD', ?, ?, ?)""")) {
            s.setLong(1, player);
            s.setObject(2, gameId);
            s.setLong(3, millis);
            s.setBoolean(4, clean);
            s.setObject(5, AT);
            s.executeUpdate();
        }
    }

    private record Migrated(String outcome, long millis, long elapsedMillis) {}

    private Map<UUID, Migrated> records() throws SQLException {
        Map<UUID, Migrated> rows = new HashMap<>();
        try (var s = connection.createStatement();
                ResultSet r = s.executeQuery("select game_id, outcome, millis, elapsed_millis from solve_record")) {
            while (r.next())
                rows.put(r.getObject(1, UUID.class), new Migrated(r.getString(2), r.getLong(3), r.getLong(4)));
        }
        return rows;
    }

    @Test
    void clean_and_assisted_records_keep_their_kind_and_a_revealed_solution_becomes_given_up() throws SQLException {
        UUID clean = savedGame(false), assisted = savedGame(false), revealed = savedGame(true);
        UUID gameNoLongerStored = UUID.randomUUID();
        solveRecord(clean, 61_000, true);
        solveRecord(assisted, 62_000, false);
        solveRecord(revealed, 63_000, false);
        solveRecord(gameNoLongerStored, 64_000, false);

        flywayTo("latest").migrate();

        assertThat(records())
                .containsOnly(
                        Map.entry(clean, new Migrated("CLEAN", 61_000, 61_000)),
                        Map.entry(assisted, new Migrated("ASSISTED", 62_000, 62_000)),
                        Map.entry(revealed, new Migrated("GIVEN_UP", 63_000, 63_000)),
                        Map.entry(gameNoLongerStored, new Migrated("ASSISTED", 64_000, 64_000)));
    }

    @Test
    void the_clean_flag_is_gone_and_an_unknown_outcome_is_refused() throws SQLException {
        flywayTo("latest").migrate();

        List<String> columns = new ArrayList<>();
        try (var s = connection.createStatement();
                ResultSet r = s.executeQuery("select * from solve_record where 1 = 0")) {
            for (int i = 1; i <= r.getMetaData().getColumnCount(); i++)
                columns.add(r.getMetaData().getColumnName(i).toLowerCase());
        }
        assertThat(columns).contains("outcome", "elapsed_millis").doesNotContain("clean");
        UUID game = UUID.randomUUID();
        try (PreparedStatement s = connection.prepareStatement("""
                insert into solve_record (player_id, game_id, puzzle_id, grid_size, difficulty, variant, outcome, millis, elapsed_millis,
                    finished_at)
                values (?, ?, '4:x', 4, 'EASY', 'STANDARD', 'REVEALED', 1, 1, ?)""")) {
            s.setLong(1, player);
            s.setObject(2, game);
            s.setObject(3, AT);
            assertThatThrownBy(s::executeUpdate).isInstanceOf(SQLException.class);
        }
    }
}
