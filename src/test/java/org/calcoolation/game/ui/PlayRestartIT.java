package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.AriaRole;
import org.calcoolation.Chromium;
import org.calcoolation.JarProcess;
import org.calcoolation.engine.KeenSamples;
import org.junit.jupiter.api.Test;

/**
 * The game outlives the server: the built jar runs as a separate process, the player writes a
 * digit, the server stops and starts again on the same data folder, and the page opened again shows
 * the same puzzle with the digit. And a finish the player has been told of survives the server
 * being killed at once.
 */
class PlayRestartIT {

    @Test
    void a_game_comes_back_after_the_server_restarts() throws Exception {
        Chromium.assumeInstalled();
        Path buildDir = JarProcess.buildDir(PlayRestartIT.class);
        Path jar = JarProcess.jar(PlayRestartIT.class);
        Path data = Files.createTempDirectory(buildDir, "restart-data-");
        int port = JarProcess.freePort();
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);

        try (Playwright playwright = Chromium.playwright();
             Browser browser = Chromium.launch(playwright);
             BrowserContext context = browser.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            String id;

            Process server = JarProcess.start(jar, port, data, buildDir.resolve("restart-1.log"), Map.of());
            try {
                id = RestartSteps.writeAFive(page, port);
            } finally {
                JarProcess.stop(server);
            }

            server = JarProcess.start(jar, port, data, buildDir.resolve("restart-2.log"), Map.of());
            try {
                page = RestartSteps.seeTheFiveAgain(context, page, port, id);
            } finally {
                JarProcess.stop(server);
            }
        }
    }

    @Test
    void a_solve_the_player_was_told_of_survives_a_kill_right_after() throws Exception {
        Chromium.assumeInstalled();
        Path buildDir = JarProcess.buildDir(PlayRestartIT.class);
        Path jar = JarProcess.jar(PlayRestartIT.class);
        Path data = Files.createTempDirectory(buildDir, "kill-data-");
        int port = JarProcess.freePort();
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
        KeenSamples.Sample sample = KeenSamples.all().stream().filter(x -> x.size() == 4).findFirst().orElseThrow();
        String base = "http://localhost:" + port;

        try (Playwright playwright = Chromium.playwright();
             Browser browser = Chromium.launch(playwright);
             BrowserContext context = browser.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            Process server = JarProcess.start(jar, port, data, buildDir.resolve("kill-1.log"), Map.of());
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
}
