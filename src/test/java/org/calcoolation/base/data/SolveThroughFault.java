package org.calcoolation.base.data;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import com.microsoft.playwright.options.AriaRole;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.calcoolation.engine.KeenSamples;

/**
 * The journey of the storage fault tests ({@link StorageFaultsIT}, {@link PostgresDownIT}): the jar
 * started, a 6×6 sample solved in Chromium while the fault is on (the log kept short meanwhile), the
 * fault taken off, readiness and the page's finish awaited; then the game's row checked.
 */
final class SolveThroughFault {

    private static final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private SolveThroughFault() {}

    /** The game played, and whether the server was killed during the fault (see {@link #solve}). */
    record Played(UUID game, boolean killed) {}

    /** A fault of the storage: put on, then taken off. */
    interface Fault {
        void on() throws Exception;

        void off() throws Exception;

        /**
         * Whether no write at all can reach the disk while the fault is on. A full disk still takes
         * writes that fit in the free space inside H2's file (it reuses the space of chunks it has
         * rewritten), so a finish may be stored and shown during it; an immutable file takes none.
         */
        default boolean refusesEveryWrite() {
            return true;
        }
    }

    /**
     * Starts the jar on {@code data} with {@code environment}, types six digits of a 6×6 sample, puts
     * the fault on, waits for readiness DOWN, types the other thirty (the finish among them) and waits
     * 5 s, takes it off, and then waits for readiness UP and for the page to show the finish stored.
     * Stops the jar and returns the game's id, for its row to be read. A fault that lets some writes
     * through may let the finish be stored during it: then the jar is killed while the fault is on,
     * and the row, read as the next start reads the file, must hold what the page was told.
     */
    static Played solve(
            ChromiumExtension chromium,
            Class<?> test,
            String name,
            Path data,
            Map<String, String> environment,
            boolean readmeJar,
            Fault fault)
            throws Exception {
        Chromium.assumeInstalled();
        Path buildDir = JarProcess.buildDir(test);
        Path jar = JarProcess.jar(test);
        int port = JarProcess.freePort();
        String base = "http://localhost:" + port;
        KeenSamples.Sample sample = KeenSamples.all().stream()
                .filter(s -> s.size() == 6)
                .findFirst()
                .orElseThrow();
        Path log = buildDir.resolve("faults-" + name.replace(' ', '-') + ".log");
        // readmeJar: the README's plain java -jar (the other jar journeys start it unpacked with an AOT cache)
        Process server = readmeJar
                ? JarProcess.startPlain(jar, port, data, log, environment)
                : JarProcess.start(jar, port, data, log, environment);
        try (BrowserContext context = chromium.newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            page.navigate(base + "/play?id=" + URLEncoder.encode(sample.id(), StandardCharsets.UTF_8));
            assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(36);
            UUID game =
                    UUID.fromString((String) page.evaluate("() => document.querySelector('.board').calcoolation.game"));
            page.getByRole(AriaRole.GRIDCELL).first().click();
            type(page, sample, 0, 6);
            page.waitForTimeout(1_500); // stored before the fault

            fault.on();
            long logBefore = Files.size(log);
            long down = awaitReadiness(port, 503, Duration.ofSeconds(30), System.nanoTime());
            type(page, sample, 6, 36);
            if (fault.refusesEveryWrite())
                assertThat(page.locator(".finish h2")).not().hasText("Solved");
            else if (solvedShown(page)) {
                // The page says stored: then it is in the file, even if the server dies before the fault ends.
                server.destroyForcibly().waitFor();
                fault.off();
                System.out.printf(
                        "BENCH fault %s: the finish was stored and shown during the fault; the server was killed"
                                + " before it ended%n",
                        name);
                return new Played(game, true);
            }
            assertThat(page.getByText("Something went wrong")).isHidden();
            page.waitForTimeout(5_000);
            long logged = Files.size(log) - logBefore;
            assertThat(logged).as("bytes logged during the fault").isLessThan(250_000);
            // The page's notice lasts 5 s, so its absence above may only mean it has gone: the log keeps it.
            assertThat(logSince(log, logBefore))
                    .as("errors a player was told of during the fault")
                    .doesNotContain("Unexpected error in a request");

            fault.off();
            long faultEnded = System.nanoTime();
            long up = awaitReadiness(port, 200, Duration.ofSeconds(60), faultEnded);
            assertThat(page.locator(".finish h2"))
                    .hasText("Solved", new LocatorAssertions.HasTextOptions().setTimeout(60_000));
            long stored = (System.nanoTime() - faultEnded) / 1_000_000;
            assertThat(page.getByText("also played in another window")).isHidden();
            System.out.printf(
                    "BENCH fault %s: readiness DOWN %d ms after it began, %d bytes logged over its 10 s of play; after it"
                            + " ended, readiness UP in %d ms and the finish stored and shown in %d ms%n",
                    name, down, logged, up, stored);
            return new Played(game, false);
        } finally {
            JarProcess.stop(server);
        }
    }

    /** Whether the page shows the finish stored, after the last digit's answer has had time to come. */
    private static boolean solvedShown(Page page) {
        page.waitForTimeout(3_000);
        return page.locator(".finish h2").count() > 0
                && "Solved".equals(page.locator(".finish h2").first().textContent());
    }

    /** Reads the game's row: all 36 digits and the finish must be there. */
    static void assertStoredWhole(String name, Connection db, UUID game) throws SQLException {
        try (PreparedStatement query =
                db.prepareStatement("select move_cursor, finished_at from saved_game where id = ?")) {
            query.setObject(1, game);
            try (ResultSet row = query.executeQuery()) {
                assertThat(row.next())
                        .as("the game's row, among the rows in the file: %s", rows(db))
                        .isTrue();
                System.out.printf(
                        "BENCH fault %s: stored %d of 36 digits, finished %s%n",
                        name, row.getInt(1), row.getObject(2) != null);
                assertThat(row.getInt(1)).as("digits stored").isEqualTo(36);
                assertThat(row.getObject(2)).as("the finish").isNotNull();
            }
        }
    }

    /** Every game row in the file, for a failure to show what the file holds instead. */
    private static String rows(Connection db) throws SQLException {
        StringBuilder all = new StringBuilder();
        try (ResultSet row = db.createStatement()
                .executeQuery("select id, move_cursor, finished_at, updated_at from saved_game order by updated_at")) {
            while (row.next())
                all.append(String.format(
                        "%n  %s: %d digits, finished %s, updated %s",
                        row.getObject(1), row.getInt(2), row.getObject(3), row.getObject(4)));
        }
        return all.isEmpty() ? "none" : all.toString();
    }

    /** What the jar logged from byte {@code from} on. */
    private static String logSince(Path log, long from) throws IOException {
        byte[] all = Files.readAllBytes(log);
        return new String(all, (int) from, all.length - (int) from, StandardCharsets.UTF_8);
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

    /** Milliseconds from {@code since} (nano time) until readiness answers {@code status}, at most {@code within}. */
    private static long awaitReadiness(int port, int status, Duration within, long since) throws InterruptedException {
        while (readiness(port) != status) {
            if (System.nanoTime() - since > within.toNanos())
                throw new AssertionError("readiness never answered " + status + " within " + within);
            Thread.sleep(100);
        }
        return (System.nanoTime() - since) / 1_000_000;
    }
}
