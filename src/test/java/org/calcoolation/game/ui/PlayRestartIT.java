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
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.AriaRole;
import org.calcoolation.Chromium;
import org.calcoolation.engine.KeenSamples;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The game outlives the server: the built jar runs as a separate process, the player writes a
 * digit, the server stops and starts again on the same data folder, and the page opened again shows
 * the same puzzle with the digit. And a finish the player has been told of survives the server
 * being killed at once.
 */
class PlayRestartIT {

    private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");

    @Test
    void a_game_comes_back_after_the_server_restarts() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM), "Chromium not installed at /usr/bin/chromium: apt-get install chromium");
        Path buildDir = Paths.get(PlayRestartIT.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        Path jar = buildDir.resolve("calcoolation.jar");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "No " + jar + ": run through mvn verify, which packages the jar first");
        Path data = Files.createTempDirectory(buildDir, "restart-data-");
        int port = freePort();
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);

        try (Playwright playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
             Browser browser = playwright.chromium().launch(new BrowserType.LaunchOptions().setExecutablePath(CHROMIUM)
                     .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run")));
             BrowserContext context = browser.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            String id;

            Process server = start(jar, port, data, buildDir.resolve("restart-1.log"));
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

            server = start(jar, port, data, buildDir.resolve("restart-2.log"));
            try {
                // A fresh tab with the same cookies: the old one may be reloading itself after
                // Vaadin saw its session expire, and Playwright cannot reload a page mid-navigation.
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

    @Test
    void a_solve_the_player_was_told_of_survives_a_kill_right_after() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM), "Chromium not installed at /usr/bin/chromium: apt-get install chromium");
        Path buildDir = Paths.get(PlayRestartIT.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        Path jar = buildDir.resolve("calcoolation.jar");
        Assumptions.assumeTrue(Files.isRegularFile(jar), "No " + jar + ": run through mvn verify, which packages the jar first");
        Path data = Files.createTempDirectory(buildDir, "kill-data-");
        int port = freePort();
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
        KeenSamples.Sample sample = KeenSamples.all().stream().filter(x -> x.size() == 4).findFirst().orElseThrow();
        String base = "http://localhost:" + port;

        try (Playwright playwright = Chromium.playwright();
             Browser browser = Chromium.launch(playwright);
             BrowserContext context = browser.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            Process server = start(jar, port, data, buildDir.resolve("kill-1.log"));
            long killedAfterMillis;
            try {
                Chromium.register(page, base, "killed", "a password for the kill test");
                page.waitForURL(base + "/");
                page.navigate(base + "/play?id=" + java.net.URLEncoder.encode(sample.id(), java.nio.charset.StandardCharsets.UTF_8));
                assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(16);
                assertThat(page.locator(".print-id")).hasText("Puzzle ID: " + sample.id());
                Chromium.typeGrid(page, sample.solutionGrid());
                assertThat(page.locator(".finish h2")).hasText("Solved");
                long shown = System.nanoTime();
                server.destroyForcibly();
                killedAfterMillis = (System.nanoTime() - shown) / 1_000_000;
                server.waitFor();
            } finally {
                if (server.isAlive()) server.destroyForcibly().waitFor();
            }
            System.out.printf("The server was killed %d ms after the finish panel said Solved%n", killedAfterMillis);
            org.assertj.core.api.Assertions.assertThat(killedAfterMillis).as("killed within 100 ms of the panel").isLessThan(100);

            // What a restart reads: the database file as the killed process left it.
            try (java.sql.Connection db = java.sql.DriverManager.getConnection("jdbc:h2:file:" + data.resolve("calcoolation"), "sa", "");
                 java.sql.ResultSet row = db.createStatement().executeQuery(
                         "select count(*) from solve_record r join player p on p.id = r.player_id where p.username = 'killed'")) {
                row.next();
                org.assertj.core.api.Assertions.assertThat(row.getInt(1)).as("solve records of the player").isEqualTo(1);
            }
        }
    }

    private static Process start(Path jar, int port, Path data, Path log) throws IOException, InterruptedException {
        Path java = Paths.get(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(java.toString(), "-jar", jar.toString())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().put("MANAGEMENT_PORT", "0"); // any free port: the default 8081 may be taken
        builder.environment().put("CALCOOLATION_DATA_DIR", data.toString());
        Process process = builder.start();
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        Instant deadline = Instant.now().plusSeconds(120);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) throw new AssertionError("the server stopped while starting; see " + log);
            try {
                HttpResponse<Void> response = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (response.statusCode() == 200) return process;
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        process.destroyForcibly();
        throw new AssertionError("the server did not answer within two minutes; see " + log);
    }

    /** Stops the server as a service manager would (SIGTERM), so it stores what it holds. */
    private static void stop(Process server) throws InterruptedException {
        server.destroy();
        if (!server.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) server.destroyForcibly().waitFor();
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
