package org.calcoolation.base;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.calcoolation.engine.KeenSamples;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A 6×6 solved in the browser while the database cannot write, then the fault ends: readiness goes
 * DOWN with the fault and comes back by itself after it, the log stays short meanwhile, the page's
 * finish is stored, and the file read after a clean stop holds all 36 digits and the finish. Faults: the data folder's disk full (a 32 MB tmpfs) and the database file
 * made immutable ({@code chattr +i}). Both need root, as CI runs; elsewhere they are skipped.
 */
class StorageFaultsIT {

    @RegisterExtension
    static final ChromiumExtension chromium = ChromiumExtension.onFirstUse(20_000);

    private static final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    /** A fault of the data folder: put on, then taken off. */
    private interface Fault {
        void on() throws Exception;

        void off() throws Exception;
    }

    @Test
    void a_game_solved_while_the_disk_is_full_is_stored_whole_once_there_is_room() throws Exception {
        Path buildDir = JarProcess.buildDir(StorageFaultsIT.class);
        Path disk = Files.createTempDirectory(buildDir, "faults-disk-");
        Assumptions.assumeTrue(
                run("mount", "-t", "tmpfs", "-o", "size=32m", "tmpfs", disk.toString()),
                "mounting a tmpfs needs root; this test runs in CI");
        Path filler = disk.resolve("filler");
        try {
            solveThrough("disk full", disk.resolve("data"), true, new Fault() {
                public void on() {
                    fill(filler);
                }

                public void off() throws IOException {
                    Files.delete(filler);
                }
            });
        } finally {
            run("umount", disk.toString());
        }
    }

    @Test
    void a_game_solved_while_the_database_file_is_immutable_is_stored_whole_once_it_is_writable() throws Exception {
        Path buildDir = JarProcess.buildDir(StorageFaultsIT.class);
        Path data = Files.createTempDirectory(buildDir, "faults-immutable-");
        Path file = data.resolve("calcoolation.mv.db");
        Files.writeString(data.resolve("probe"), "");
        Assumptions.assumeTrue(
                run("chattr", "+i", data.resolve("probe").toString()), "chattr +i needs root; this test runs in CI");
        run("chattr", "-i", data.resolve("probe").toString());
        try {
            solveThrough("file immutable", data, false, new Fault() {
                public void on() throws Exception {
                    assertThat(run("chattr", "+i", file.toString())).isTrue();
                }

                public void off() throws Exception {
                    assertThat(run("chattr", "-i", file.toString())).isTrue();
                }
            });
        } finally {
            run("chattr", "-i", file.toString());
        }
    }

    /**
     * Starts the jar on {@code data}, types six digits of a 6×6 sample, puts the fault on, types
     * the other thirty (the finish among them) and waits 5 s, takes it off, and then waits for the
     * page to show the finish stored; stops the jar and reads the game from the file.
     */
    private static void solveThrough(String name, Path data, boolean plainJar, Fault fault) throws Exception {
        Chromium.assumeInstalled();
        Path buildDir = JarProcess.buildDir(StorageFaultsIT.class);
        Path jar = JarProcess.jar(StorageFaultsIT.class);
        int port = JarProcess.freePort();
        String base = "http://localhost:" + port;
        KeenSamples.Sample sample = KeenSamples.all().stream()
                .filter(s -> s.size() == 6)
                .findFirst()
                .orElseThrow();
        Path log = buildDir.resolve("faults-" + name.replace(' ', '-') + ".log");
        // The README's java -jar once (the other jar journeys start the jar unpacked with an AOT cache).
        Process server = plainJar
                ? JarProcess.startPlain(jar, port, data, log, Map.of())
                : JarProcess.start(jar, port, data, log, Map.of());
        UUID game;
        try (BrowserContext context = chromium.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            page.navigate(base + "/play?id=" + URLEncoder.encode(sample.id(), StandardCharsets.UTF_8));
            assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(36);
            game = UUID.fromString((String) page.evaluate("() => document.querySelector('.board').calcoolation.game"));
            page.getByRole(AriaRole.GRIDCELL).first().click();
            type(page, sample, 0, 6);
            page.waitForTimeout(1_500); // stored before the fault

            fault.on();
            long logBefore = Files.size(log);
            long down = awaitReadiness(port, 503, Duration.ofSeconds(30));
            type(page, sample, 6, 36);
            assertThat(page.locator(".finish h2")).not().hasText("Solved");
            page.waitForTimeout(5_000);
            long logged = Files.size(log) - logBefore;
            assertThat(logged).as("bytes logged during the fault").isLessThan(250_000);

            fault.off();
            long faultEnded = System.nanoTime();
            long up = awaitReadiness(port, 200, Duration.ofSeconds(60));
            assertThat(page.locator(".finish h2"))
                    .hasText("Solved", new LocatorAssertions.HasTextOptions().setTimeout(60_000));
            long stored = (System.nanoTime() - faultEnded) / 1_000_000;
            assertThat(page.getByText("also played in another window")).isHidden();
            System.out.printf(
                    "BENCH fault %s: readiness DOWN %d ms after it began, %d bytes logged over its 10 s of play; after it"
                            + " ended, readiness UP in %d ms and the finish stored and shown in %d ms%n",
                    name, down, logged, up, stored);
        } finally {
            JarProcess.stop(server);
        }
        try (Connection db = DriverManager.getConnection("jdbc:h2:file:" + data.resolve("calcoolation"), "sa", "");
                PreparedStatement query =
                        db.prepareStatement("select move_cursor, finished_at from saved_game where id = ?")) {
            query.setObject(1, game);
            try (ResultSet row = query.executeQuery()) {
                assertThat(row.next()).as("the game's row").isTrue();
                System.out.printf(
                        "BENCH fault %s: stored %d of 36 digits, finished %s%n",
                        name, row.getInt(1), row.getObject(2) != null);
                assertThat(row.getInt(1)).as("digits stored").isEqualTo(36);
                assertThat(row.getObject(2)).as("the finish").isNotNull();
            }
        }
    }

    /** Types the sample's digits {@code from} to {@code to}, row by row from the selected cell on. */
    private static void type(Page page, KeenSamples.Sample sample, int from, int to) {
        int n = sample.size();
        for (int i = from; i < to; i++) {
            int r = i / n, c = i % n;
            page.waitForTimeout(120);
            page.keyboard().press(Integer.toString(sample.solution()[r][c]));
            if (c < n - 1) page.keyboard().press("ArrowRight");
            else if (r < n - 1) {
                page.keyboard().press("ArrowDown");
                page.keyboard().press("Home");
            }
        }
    }

    private static int readiness(int port) {
        try {
            return http.send(
                            HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/readyz"))
                                    .timeout(Duration.ofSeconds(10))
                                    .build(),
                            HttpResponse.BodyHandlers.discarding())
                    .statusCode();
        } catch (IOException | InterruptedException e) {
            return -1;
        }
    }

    private static long awaitReadiness(int port, int status, Duration within) throws InterruptedException {
        long started = System.nanoTime();
        while (readiness(port) != status) {
            if (System.nanoTime() - started > within.toNanos())
                throw new AssertionError("readiness never answered " + status + " within " + within);
            Thread.sleep(100);
        }
        return (System.nanoTime() - started) / 1_000_000;
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getInputStream().readAllBytes();
        return process.waitFor() == 0;
    }

    /** Writes zeros until the disk is full. */
    private static void fill(Path filler) {
        byte[] block = new byte[1 << 16];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) out.write(block);
        } catch (IOException full) {
            // no space left
        }
    }
}
