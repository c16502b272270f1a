package org.calcoolation.base.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import javax.sql.DataSource;
import org.calcoolation.RefusedWrites;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalManagementPort;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * The actuator as a load balancer and an operator meet it, over real HTTP on a real H2: the probes
 * answer anyone on the public port with a bare status, the rest answers only on the management
 * port, and readiness (not liveness) follows the database.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
@Import(ManagementEndpointsTest.Unpluggable.class)
class ManagementEndpointsTest {

    /** The app's data source, behind a plug a test can pull: then no connection can be had, as when the database is gone. */
    static final class Unpluggable {
        static volatile boolean unplugged;

        @Bean
        static BeanPostProcessor unpluggableDatabase() {
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String name) {
                    if (!(bean instanceof DataSource real)) return bean;
                    return new DelegatingDataSource(real) {
                        @Override
                        public Connection getConnection() throws SQLException {
                            if (unplugged) throw new SQLTransientConnectionException("the database cannot be reached");
                            return super.getConnection();
                        }
                    };
                }
            };
        }
    }

    private static final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @LocalServerPort
    int port;

    @Autowired
    JdbcTemplate jdbc;

    @LocalManagementPort
    int managementPort;

    record Answer(int status, String body) {}

    static Answer get(int port, String path) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        return new Answer(response.statusCode(), response.body());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/livez", "/readyz"})
    void the_probes_answer_anyone_on_the_public_port_with_a_bare_status(String probe) throws Exception {
        Answer answer = get(port, probe);
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.body()).isEqualTo("{\"status\":\"UP\"}");
    }

    @Test
    void the_management_port_is_not_the_public_one() {
        assertThat(managementPort).isPositive().isNotEqualTo(port);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "/actuator/prometheus",
                "/actuator/metrics",
                "/actuator/metrics/calcoolation.moves",
                "/actuator/health",
                "/actuator",
                "/actuator/env",
                "/actuator/heapdump"
            })
    void nothing_else_of_the_actuator_is_on_the_public_port(String path) throws Exception {
        Answer answer = get(port, path);
        assertThat(answer.status()).isEqualTo(403);
        assertThat(answer.body()).doesNotContain("calcoolation_", "jvm_", "\"UP\"", "\"names\"");
    }

    @Test
    void the_operator_finds_health_in_detail_and_the_metrics_on_the_management_port() throws Exception {
        Answer health = get(managementPort, "/actuator/health");
        assertThat(health.status()).isEqualTo(200);
        assertThat(health.body()).contains("\"db\":{", "\"readinessState\":{", "\"livenessState\":{");

        assertThat(get(managementPort, "/actuator/health/liveness")).isEqualTo(new Answer(200, "{\"status\":\"UP\"}"));
        assertThat(get(managementPort, "/actuator/health/readiness")).isEqualTo(new Answer(200, "{\"status\":\"UP\"}"));

        Answer prometheus = get(managementPort, "/actuator/prometheus");
        assertThat(prometheus.status()).isEqualTo(200);
        assertThat(prometheus.body())
                .contains(
                        "calcoolation_players_online",
                        "calcoolation_moves_total",
                        "calcoolation_move_time_seconds_bucket",
                        "calcoolation_daily_generation_seconds",
                        "jvm_memory_used_bytes");
        assertThat(get(managementPort, "/actuator/metrics/calcoolation.moves").status())
                .isEqualTo(200);
    }

    @Test
    void endpoints_not_exposed_stay_shut_on_the_management_port_too() throws Exception {
        assertThat(get(managementPort, "/actuator/env").status()).isEqualTo(404);
        assertThat(get(managementPort, "/actuator/heapdump").status()).isEqualTo(404);
    }

    @Test
    void a_database_that_reads_but_takes_no_writes_makes_the_node_not_ready_until_it_takes_them_again()
            throws Exception {
        // As a full disk or a read-only data folder: reading still works.
        for (String event : new String[] {"update", "insert"}) RefusedWrites.refuse(jdbc, "app_info", event);
        try {
            Thread.sleep(DatabaseWrites.FRESH.toMillis() + 100); // past the last good write's freshness
            assertThat(get(port, "/readyz")).isEqualTo(new Answer(503, "{\"status\":\"DOWN\"}"));
            Answer detail = get(managementPort, "/actuator/health");
            assertThat(detail.body()).contains("\"databaseWrites\":{\"details\":{\"error\":");
            assertThat(detail.body()).containsPattern("\"db\":\\{\"details\":\\{[^}]*\\},\"status\":\"UP\"\\}");
        } finally {
            for (String event : new String[] {"update", "insert"}) RefusedWrites.allow(jdbc, "app_info", event);
        }
        assertThat(get(port, "/readyz"))
                .as("back at the next ask, without a restart")
                .isEqualTo(new Answer(200, "{\"status\":\"UP\"}"));
    }

    @Test
    void without_the_database_the_node_is_alive_but_not_ready() throws Exception {
        Unpluggable.unplugged = true;
        try {
            assertThat(get(port, "/readyz")).isEqualTo(new Answer(503, "{\"status\":\"DOWN\"}"));
            assertThat(get(port, "/livez")).isEqualTo(new Answer(200, "{\"status\":\"UP\"}"));
            Answer detail = get(managementPort, "/actuator/health");
            assertThat(detail.status()).isEqualTo(503);
            assertThat(detail.body()).containsPattern("\"db\":\\{\"details\":\\{[^}]*\\},\"status\":\"DOWN\"\\}");
        } finally {
            Unpluggable.unplugged = false;
        }
        assertThat(get(port, "/readyz")).isEqualTo(new Answer(200, "{\"status\":\"UP\"}"));
    }
}
