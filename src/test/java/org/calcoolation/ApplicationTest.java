package org.calcoolation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

@SpringBootTest
class ApplicationTest {

    @Autowired
    JdbcTemplate jdbc;

    @Value("${spring.datasource.url}")
    String databaseUrl;

    @Test
    void the_context_starts_on_a_throwaway_database_that_flyway_migrated() {
        assertThat(databaseUrl).contains("/test-data/").doesNotContain("./data/");
        assertThat(jdbc.queryForObject("select info_value from app_info where info_key = 'schema'", String.class))
                .startsWith("Calcoolation");
    }
}
