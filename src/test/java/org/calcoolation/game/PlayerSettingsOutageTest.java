package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Clock;
import java.util.concurrent.atomic.AtomicInteger;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.play.Settings;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.AbstractDataSource;

/**
 * A setting changed while the database is down (PostgreSQL stopped, the pool empty): the game on
 * screen has it already, and keeping it for the next games must not turn the click into an error.
 */
class PlayerSettingsOutageTest {

    /** Hikari's answer when no connection comes within its timeout. */
    private static final class Unreachable extends AbstractDataSource {
        final AtomicInteger asked = new AtomicInteger();

        @Override
        public Connection getConnection() throws SQLException {
            asked.incrementAndGet();
            throw new SQLTransientConnectionException("Connection is not available, request timed out after 3000ms");
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            return getConnection();
        }
    }

    @Test
    void a_setting_an_account_chose_while_the_database_is_down_is_no_error() {
        Unreachable database = new Unreachable();
        PlayerSettings settings = new PlayerSettings(new JdbcTemplate(database), Clock.systemUTC());

        assertThatCode(() -> settings.remember(new PlayerRef.Account(7), new Settings(false, true)))
                .doesNotThrowAnyException();
        assertThat(database.asked).as("it tried to keep it").hasPositiveValue();
    }
}
