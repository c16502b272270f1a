package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.AriaRole;
import org.calcoolation.Chromium;
import org.calcoolation.TestPostgres;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The built jar on PostgreSQL, configured only by DATABASE_URL, DATABASE_USER and DATABASE_PASSWORD
 * as the README says: Flyway creates the schema in an empty database, a digit written in the
 * browser is stored there, and it is back after the server restarts.
 */
class PlayOnPostgresIT {

    @Test
    void the_jar_on_postgresql_keeps_a_game_across_a_restart() throws Exception {
        Chromium.assumeInstalled();
        Assumptions.assumeFalse(Boolean.getBoolean("postgres.skip"), "-Dpostgres.skip");
        Path buildDir = Paths.get(PlayOnPostgresIT.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        Path jar = buildDir.resolve("calcoolation.jar");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "No " + jar + ": run through mvn verify, which packages the jar first");
        String database = TestPostgres.get().newDatabase();
        // The data folder holds only the remember-me key here; the database is elsewhere.
        Path data = Files.createTempDirectory(buildDir, "postgres-data-");
        int port = freePort();
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);

        try (Playwright playwright = Chromium.playwright();
             Browser browser = Chromium.launch(playwright);
             BrowserContext context = browser.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            String id;

            Process server = start(jar, port, database, data, buildDir.resolve("postgres-1.log"));
            try {
                page.navigate("http://localhost:" + port + "/play");
                Locator cells = page.getByRole(AriaRole.GRIDCELL);
                assertThat(cells).hasCount(36);
                id = page.locator(".print-id").textContent();
                cells.nth(14).click();
                page.keyboard().press("5");
                assertThat(cells.nth(14)).hasAttribute("aria-label", Pattern.compile(", value 5$"));
                page.waitForTimeout(2_000); // saves are debounced to one a second
            } finally {
                stop(server);
            }
            try (Connection db = DriverManager.getConnection(database, TestPostgres.USER, "");
                 ResultSet row = db.createStatement().executeQuery("select count(*) from saved_game")) {
                row.next();
                org.assertj.core.api.Assertions.assertThat(row.getInt(1)).as("games stored in PostgreSQL").isEqualTo(1);
            }

            server = start(jar, port, database, data, buildDir.resolve("postgres-2.log"));
            try {
                page.close();
                page = context.newPage();
                page.setDefaultTimeout(20_000);
                page.navigate("http://localhost:" + port + "/play");
                Locator cells = page.getByRole(AriaRole.GRIDCELL);
                assertThat(cells).hasCount(36);
                assertThat(page.locator(".print-id")).hasText(id);
                assertThat(cells.nth(14)).hasAttribute("aria-label", Pattern.compile(", value 5$"));
            } finally {
                stop(server);
            }
        }
    }

    private static Process start(Path jar, int port, String database, Path data, Path log) throws IOException, InterruptedException {
        Path java = Paths.get(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(java.toString(), "-jar", jar.toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().put("MANAGEMENT_PORT", "0"); // any free port: the default 8081 may be taken
        builder.environment().put("CALCOOLATION_DATA_DIR", data.toString());
        builder.environment().put("DATABASE_URL", database);
        builder.environment().put("DATABASE_USER", TestPostgres.USER);
        builder.environment().put("DATABASE_PASSWORD", "");
        long started = System.nanoTime();
        Process process = builder.start();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        long deadline = started + TimeUnit.MINUTES.toNanos(2);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) throw new AssertionError("the server stopped while starting; see " + log);
            try {
                HttpResponse<Void> response = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (response.statusCode() == 200) {
                    System.out.printf("The jar answered /play on PostgreSQL %.1f s after it was started (%s)%n",
                            (System.nanoTime() - started) / 1e9, log.getFileName());
                    return process;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        process.destroyForcibly();
        throw new AssertionError("the server did not answer within two minutes; see " + log);
    }

    /** Stops the server as a service manager would (SIGTERM), so it stores what it holds. */
    private static void stop(Process server) throws InterruptedException {
        server.destroy();
        if (!server.waitFor(60, TimeUnit.SECONDS)) server.destroyForcibly().waitFor();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
