package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.util.Map;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.calcoolation.TestPostgres;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The built jar on PostgreSQL, configured only by DATABASE_URL, DATABASE_USER and DATABASE_PASSWORD
 * as docs/operating.md says: Flyway creates the schema in an empty database, a digit written in the
 * browser is stored there, and it is back after the server restarts.
 */
class PlayOnPostgresIT {

    // Launched when the test gets past its checks (-Dpostgres.skip skips it).
    @RegisterExtension
    static final ChromiumExtension chromium = ChromiumExtension.onFirstUse(15_000);

    @Test
    void the_jar_on_postgresql_keeps_a_game_across_a_restart() throws Exception {
        Chromium.assumeInstalled();
        Assumptions.assumeFalse(Boolean.getBoolean("postgres.skip"), "-Dpostgres.skip");
        Path buildDir = JarProcess.buildDir(PlayOnPostgresIT.class);
        Path jar = JarProcess.jar(PlayOnPostgresIT.class);
        String database = TestPostgres.get().newDatabase();
        Map<String, String> postgres =
                Map.of("DATABASE_URL", database, "DATABASE_USER", TestPostgres.USER, "DATABASE_PASSWORD", "");
        // The data folder holds nothing here; the database is elsewhere.
        Path data = Files.createTempDirectory(buildDir, "postgres-data-");
        int port = JarProcess.freePort();

        BrowserContext context = chromium.newContext();
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        String id;

        Process server = JarProcess.start(jar, port, data, buildDir.resolve("postgres-1.log"), postgres);
        try {
            id = RestartSteps.writeAFive(page, port);
        } finally {
            JarProcess.stop(server);
        }
        page.close(); // while no server runs: see RestartSteps.seeTheFiveAgain
        try (Connection db = DriverManager.getConnection(database, TestPostgres.USER, "");
                ResultSet row = db.createStatement().executeQuery("select count(*) from saved_game")) {
            row.next();
            assertThat(row.getInt(1)).as("games stored in PostgreSQL").isEqualTo(1);
        }

        server = JarProcess.start(jar, port, data, buildDir.resolve("postgres-2.log"), postgres);
        try {
            page = RestartSteps.seeTheFiveAgain(context, port, id);
        } finally {
            JarProcess.stop(server);
        }
    }
}
