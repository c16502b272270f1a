package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

@SpringBootTest
class ApplicationTest {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    DataSource dataSource;

    @Value("${spring.datasource.url}")
    String databaseUrl;

    @Test
    void the_context_starts_on_a_throwaway_database_that_flyway_migrated() {
        if (TestPostgres.selected()) {
            assertThat(databaseUrl).startsWith("jdbc:postgresql://127.0.0.1:").contains("/test_");
        } else {
            assertThat(databaseUrl).contains("/test-data/").doesNotContain("./data/");
        }
        assertThat(jdbc.queryForObject("select info_value from app_info where info_key = 'schema'", String.class))
                .startsWith("Calcoolation");
    }

    /** The second surefire run really is on PostgreSQL, and the first on H2. */
    @Test
    void the_database_is_the_one_the_run_asked_for() throws SQLException {
        try (var connection = dataSource.getConnection()) {
            assertThat(connection.getMetaData().getDatabaseProductName())
                    .isEqualTo(TestPostgres.selected() ? "PostgreSQL" : "H2");
        }
    }
}
