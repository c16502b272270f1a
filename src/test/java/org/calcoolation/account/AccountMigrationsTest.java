package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.calcoolation.TestDatabase;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V22 to V24 (email, signed-in browsers, passkeys) on a throwaway database (H2, or PostgreSQL in
 * the second test run) that the last release left at V21 with accounts in it: every account
 * stays, with no address; addresses are unique once given, while any number of accounts have
 * none; and the new rows of an account go with it when it is deleted.
 */
class AccountMigrationsTest {

    private static final OffsetDateTime AT = OffsetDateTime.of(2026, 11, 25, 10, 0, 0, 0, ZoneOffset.UTC);

    private final TestDatabase.Connection database = TestDatabase.empty();
    private Connection connection;
    private long ada, bob;

    @BeforeEach
    void theLastReleasesDatabaseWithTwoAccounts() throws SQLException {
        connection = DriverManager.getConnection(database.url(), database.user(), database.password());
        flyway("21").migrate();
        ada = player("ada");
        bob = player("bob");
        update(
                "insert into persistent_logins (username, series, token, last_used) values (?, 'series-a', 'token', ?)",
                "account:" + ada,
                AT);
        flyway(null).migrate();
    }

    @AfterEach
    void closeTheDatabase() throws SQLException {
        connection.close();
    }

    @Test
    void every_account_stays_with_no_address_and_its_remember_me_token() throws SQLException {
        assertThat(count("select count(*) from player where email is null and email_key is null"))
                .isEqualTo(2);
        assertThat(count("select count(*) from persistent_logins")).isEqualTo(1);
        assertThat(count("select count(*) from passkey_user")).isZero();
    }

    @Test
    void an_address_belongs_to_one_account_while_any_number_have_none() throws SQLException {
        update("update player set email = 'Ada@Example.org', email_key = 'ada@example.org' where id = ?", ada);

        assertThatThrownBy(() -> update(
                        "update player set email = 'ada@example.org', email_key = 'ada@example.org' where id = ?", bob))
                .isInstanceOf(SQLException.class);
        assertThat(count("select count(*) from player where email_key is null")).isEqualTo(1);
    }

    @Test
    void an_accounts_tokens_browsers_and_passkeys_go_with_it() throws SQLException {
        update(
                "insert into account_token (token_hash, player_id, purpose, created_at, expires_at) values ('h', ?, 'RESET_PASSWORD', ?, ?)",
                ada,
                AT,
                AT);
        update(
                "insert into signed_in_session (session_key, player_id, signed_in_at, last_seen_at, address, browser) values ('k', ?, ?, ?, '::1', 'Firefox')",
                ada,
                AT,
                AT);
        update("insert into passkey_user (player_id, handle) values (?, 'handle-of-ada')", ada);
        update("insert into passkey_user (player_id, handle) values (?, 'handle-of-bob')", bob);
        try (PreparedStatement s = connection.prepareStatement("""
                insert into user_credentials (credential_id, user_entity_user_id, public_key, backup_eligible, backup_state,
                    authenticator_transports, public_key_credential_type, created, last_used, label)
                values (?, ?, ?, false, false, 'internal', 'public-key', current_timestamp, current_timestamp, 'Phone')""")) {
            for (String[] key : new String[][] {{"key-a", "handle-of-ada"}, {"key-b", "handle-of-bob"}}) {
                s.setString(1, key[0]);
                s.setString(2, key[1]);
                s.setBytes(3, new byte[] {1, 2, 3});
                s.executeUpdate();
            }
        }
        assertThatThrownBy(
                        () -> update("insert into passkey_user (player_id, handle) values (?, 'handle-of-bob')", ada))
                .as("one handle an account, and one account a handle")
                .isInstanceOf(SQLException.class);

        update("delete from player where id = ?", ada);

        assertThat(count("select count(*) from account_token")).isZero();
        assertThat(count("select count(*) from signed_in_session")).isZero();
        assertThat(count("select count(*) from passkey_user")).isEqualTo(1);
        assertThat(count("select count(*) from user_credentials where credential_id = 'key-b'"))
                .as("bob's stays")
                .isEqualTo(1);
        assertThat(count("select count(*) from user_credentials")).isEqualTo(1);
    }

    private Flyway flyway(String target) {
        var configuration = Flyway.configure()
                .dataSource(database.url(), database.user(), database.password())
                .locations("classpath:db/migration");
        return (target == null ? configuration : configuration.target(target)).load();
    }

    private long player(String name) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement(
                "insert into player (username, username_key, password_hash, created_at) values (?, ?, 'x', ?)",
                new String[] {"id"})) {
            s.setString(1, name);
            s.setString(2, name);
            s.setObject(3, AT);
            s.executeUpdate();
            try (ResultSet key = s.getGeneratedKeys()) {
                key.next();
                return key.getLong(1);
            }
        }
    }

    private void update(String sql, Object... values) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) s.setObject(i + 1, values[i]);
            s.executeUpdate();
        }
    }

    private long count(String sql) throws SQLException {
        try (PreparedStatement s = connection.prepareStatement(sql);
                ResultSet rows = s.executeQuery()) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
