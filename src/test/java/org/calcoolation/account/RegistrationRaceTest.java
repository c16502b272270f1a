package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.calcoolation.TestPostgres;
import org.calcoolation.account.PlayerService.Registration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Two people registering one name at the same moment: the check finds the name free for both, and
 * the unique index refuses the second insert. That one must hear "taken", on H2 and PostgreSQL.
 */
@SpringBootTest
class RegistrationRaceTest {

    @Autowired
    PlayerService players;

    @Autowired
    DataSource dataSource;

    @Autowired
    JdbcTemplate jdbc;

    /** Statements waiting for a lock another transaction holds, as the database tells it. */
    private int waiting() {
        String sql = TestPostgres.selected()
                ? "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'"
                : "select count(*) from information_schema.sessions where lower(executing_statement) like 'insert into player%'";
        return jdbc.queryForObject(sql, Integer.class);
    }

    @Test
    void the_loser_of_a_race_for_a_name_is_told_it_is_taken() throws Exception {
        String name = "Racer_" + UUID.randomUUID().toString().substring(0, 8);
        try (Connection other = dataSource.getConnection()) {
            other.setAutoCommit(false);
            try (PreparedStatement s = other.prepareStatement(
                    "insert into player (username, username_key, password_hash, created_at) values (?, ?, 'x', ?)")) {
                s.setString(1, name);
                s.setString(2, name.toLowerCase());
                s.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
                s.executeUpdate();
            }
            // Not committed yet: the service's check cannot see it, and its insert waits on the index.
            CompletableFuture<RegisterResult> second = CompletableFuture.supplyAsync(() -> players.register(
                    new Registration(name, PlayerServiceTest.PASSWORD, PlayerServiceTest.PASSWORD, "")));
            while (waiting() == 0 && !second.isDone()) Thread.onSpinWait();
            other.commit();

            RegisterResult result = second.get(30, TimeUnit.SECONDS);

            assertThat(result)
                    .isInstanceOfSatisfying(
                            Rejected.class,
                            rejected -> assertThat(rejected.errors()).containsOnlyKeys(Field.USERNAME));
        }
        assertThat(jdbc.queryForObject(
                        "select count(*) from player where username_key = ?", Integer.class, name.toLowerCase()))
                .isOne();
    }
}
