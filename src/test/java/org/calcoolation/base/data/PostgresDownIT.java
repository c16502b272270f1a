package org.calcoolation.base.data;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.calcoolation.TestPostgres;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The jar on PostgreSQL, a 6×6 solved in the browser while the server is stopped ({@code pg_ctl stop
 * -m fast}, every pooled connection cut), then started again on the same data and port: readiness
 * comes back by itself, the page's finish is stored, and the row read after a clean stop of the jar
 * holds all 36 digits and the finish. The H2 faults: {@link StorageFaultsIT}.
 */
class PostgresDownIT {

    @RegisterExtension
    static final ChromiumExtension chromium = ChromiumExtension.onFirstUse(20_000);

    @Test
    void a_game_solved_while_postgresql_is_down_is_stored_whole_once_it_is_up() throws Exception {
        Chromium.assumeInstalled();
        Assumptions.assumeFalse(Boolean.getBoolean("postgres.skip"), "-Dpostgres.skip");
        JarProcess.jar(PostgresDownIT.class); // skips before a server is made when there is no jar
        // A server of its own: stopping the JVM's shared one would break the other PostgreSQL tests.
        TestPostgres postgres = TestPostgres.own();
        String database = postgres.newDatabase();
        Map<String, String> environment =
                Map.of("DATABASE_URL", database, "DATABASE_USER", TestPostgres.USER, "DATABASE_PASSWORD", "");
        // The data folder holds nothing here; the database is elsewhere.
        Path data = Files.createTempDirectory(JarProcess.buildDir(PostgresDownIT.class), "faults-postgres-");
        String name = "postgres down";
        UUID game = SolveThroughFault.solve(
                        chromium, PostgresDownIT.class, name, data, environment, false, new SolveThroughFault.Fault() {
                            public void on() {
                                postgres.stop();
                            }

                            public void off() {
                                postgres.start();
                            }
                        })
                .game();
        try (Connection db = DriverManager.getConnection(database, TestPostgres.USER, "")) {
            SolveThroughFault.assertStoredWhole(name, db, game);
        }
    }
}
