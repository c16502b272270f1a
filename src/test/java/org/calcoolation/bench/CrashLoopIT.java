package org.calcoolation.bench;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.calcoolation.engine.KeenSamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A power cut, over and over: the jar on the default H2 file plays a signed-in player's games in
 * Chromium and is killed with SIGKILL at a random moment (while digits are typed, up to 0.6 s after
 * the last digit of a solve, or the moment the page shows it solved), then started again on the same data folder. Every start must open the
 * database; every move the page was told is stored (board.js keeps them with {@code storedAt}) must
 * be in the file the kill left, read as the next start reads it; every finish the page showed as
 * solved must be there with its record, once.
 *
 * <p>{@code -Dcrash.cycles} sets the number of kills (5 in the build, 100 for the figures in
 * docs/benchmarks.md: {@code ./mvnw verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 * -Dit.test=CrashLoopIT -Dcrash.cycles=100}); {@code -Dcrash.seed} the random moments.
 */
@Timeout(value = 120, unit = TimeUnit.MINUTES)
class CrashLoopIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(20_000);

    private static final String NAME = "crashes", PASSWORD = "a password for the crash loop";

    /** What one kill left, as the page knew it, and as the file holds it once read. */
    private record Cycle(
            UUID game, List<String> stored, boolean finishTold, int movesKept, boolean finishKept, int records) {
        int movesTold() {
            return stored.size();
        }
    }

    @Test
    void every_start_after_a_kill_opens_the_database_and_holds_all_the_page_was_told_was_stored() throws Exception {
        int cycles = Integer.getInteger("crash.cycles", 5);
        SplittableRandom random = new SplittableRandom(Long.getLong("crash.seed", 37));
        Path buildDir = JarProcess.buildDir(CrashLoopIT.class);
        Path jar = JarProcess.jar(CrashLoopIT.class);
        Path data = Files.createTempDirectory(buildDir, "crash-loop-data-");
        int port = JarProcess.freePort();
        String base = "http://localhost:" + port;
        List<KeenSamples.Sample> samples = KeenSamples.all().stream()
                .filter(s -> s.size() == 4 || s.size() == 5)
                .toList();
        BrowserContext context = chromium.newContext();
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);

        List<Cycle> done = new ArrayList<>();
        int rebuilt = 0, previous = 0;
        for (int cycle = 1; cycle <= cycles; cycle++) {
            Path log = buildDir.resolve("crash-loop-" + cycle + ".log");
            Process server = JarProcess.start(jar, port, data, log, Map.of());
            if (Files.readString(log).contains("H2CrashRecovery")) rebuilt++;
            signIn(page, base, cycle == 1);
            // Not the last cycle's puzzle: a link to the puzzle on screen shows that game, which may be finished.
            KeenSamples.Sample sample =
                    samples.get((previous + 1 + random.nextInt(samples.size() - 1)) % samples.size());
            previous = samples.indexOf(sample);
            Kill kill = Kill.values()[random.nextInt(Kill.values().length)];
            Cycle told = playAndKill(page, base, server, sample, kill, random);
            done.add(inFile(data, buildDir, told));
            System.out.printf(
                    "cycle %d, killed %s: %d of %d moves told stored in the file, finish told %s, kept %s%n",
                    cycle,
                    kill,
                    done.getLast().movesKept(),
                    told.movesTold(),
                    told.finishTold(),
                    done.getLast().finishKept());
            page.navigate("about:blank"); // nothing is sent again before the file is read
        }
        Process last = JarProcess.start(jar, port, data, buildDir.resolve("crash-loop-last.log"), Map.of());
        JarProcess.stop(last);

        int told = done.stream().mapToInt(Cycle::movesTold).sum(),
                kept = done.stream().mapToInt(Cycle::movesKept).sum();
        long finishesTold = done.stream().filter(Cycle::finishTold).count();
        long finishesKept =
                done.stream().filter(c -> c.finishTold() && c.finishKept()).count();
        System.out.printf(
                "BENCH crash loop: %d kills, %d starts after them all opened the database (%d after a rebuild of"
                        + " the file); moves the page was told were stored: %d, in the file the kill left: %d;"
                        + " finishes shown as solved: %d, stored with their record: %d, records per finish at most %d%n",
                cycles,
                cycles,
                rebuilt,
                told,
                kept,
                finishesTold,
                finishesKept,
                done.stream().mapToInt(Cycle::records).max().orElse(0));
        assertThat(done).allSatisfy(c -> {
            assertThat(c.movesKept()).as("moves stored").isEqualTo(c.movesTold());
            if (c.finishTold())
                assertThat(c.finishKept()).as("the finish shown").isTrue();
            assertThat(c.records()).as("records of one game").isLessThanOrEqualTo(1);
        });
        assertThat(rebuilt).as("kills that left the file not shut down cleanly").isPositive();
    }

    private static void signIn(Page page, String base, boolean first) {
        if (first) {
            Chromium.register(page, base, NAME, PASSWORD);
        } else {
            page.navigate(base + "/login");
            page.getByLabel("User name").fill(NAME);
            page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true))
                    .fill(PASSWORD);
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Log in").setExact(true))
                    .click();
        }
        page.waitForURL(base + "/");
    }

    /** When the kill comes: while digits are typed, up to 0.6 s after the last of a solve, or the moment the page shows it solved. */
    private enum Kill {
        WHILE_TYPING,
        AFTER_THE_LAST_DIGIT,
        AT_THE_FINISH
    }

    /**
     * Opens the sample, types its digits (all of them but for {@link Kill#WHILE_TYPING}) at a person's
     * uneven pace, and kills the server with SIGKILL, what a power cut leaves of the process.
     */
    private static Cycle playAndKill(
            Page page, String base, Process server, KeenSamples.Sample sample, Kill kill, SplittableRandom random)
            throws Exception {
        int n = sample.size();
        page.navigate(base + "/play?id=" + URLEncoder.encode(sample.id(), StandardCharsets.UTF_8));
        // Games cut short fill the list of five in progress: the link then asks before it discards the oldest.
        Locator discard =
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Play it and discard the oldest"));
        Locator shown = page.locator(".print-id"); // on paper only: read, not seen
        boolean asked = false;
        for (int wait = 0; wait < 100 && !shown.textContent().contains(sample.id()); wait++) {
            if (!asked && discard.isVisible()) {
                discard.click();
                asked = true;
            }
            page.waitForTimeout(150);
        }
        assertThat(shown).hasText("Puzzle ID: " + sample.id());
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(n * n);
        int digits = kill == Kill.WHILE_TYPING ? random.nextInt(2, n * n) : n * n;
        int killAfter = kill == Kill.WHILE_TYPING ? random.nextInt(1, digits) : digits;
        long delay = kill == Kill.AFTER_THE_LAST_DIGIT ? random.nextInt(0, 600) : random.nextInt(0, 200);
        CountDownLatch due = new CountDownLatch(1);
        Thread killer = Thread.ofPlatform().start(() -> {
            try {
                due.await();
                Thread.sleep(delay);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            server.destroyForcibly();
        });
        page.getByRole(AriaRole.GRIDCELL).first().click();
        for (int i = 0; i < digits; i++) {
            page.waitForTimeout(random.nextInt(60, 260));
            int r = i / n, c = i % n;
            page.keyboard().press(Integer.toString(sample.solution()[r][c]));
            if (c < n - 1) page.keyboard().press("ArrowRight");
            else if (r < n - 1) {
                page.keyboard().press("ArrowDown");
                page.keyboard().press("Home");
            }
            if (i + 1 == killAfter && kill != Kill.AT_THE_FINISH) due.countDown();
        }
        if (kill == Kill.AT_THE_FINISH) {
            assertThat(page.locator(".finish h2")).hasText("Solved");
            due.countDown();
        }
        killer.join();
        server.waitFor();
        page.waitForTimeout(100); // an answer that reached the page before the kill is painted

        @SuppressWarnings("unchecked")
        Map<String, Object> told = (Map<String, Object>) page.evaluate("""
                () => {
                    const grid = document.querySelector('.board').calcoolation;
                    const kept = JSON.parse(localStorage.getItem(grid.format.storageKey + grid.game) ?? '[]');
                    const solved = document.querySelector('.finish h2')?.textContent === 'Solved';
                    return { game: grid.game, stored: kept.filter(m => m.storedAt).map(m => m.page + ' ' + m.id), solved };
                }""");
        @SuppressWarnings("unchecked")
        List<String> stored = (List<String>) told.get("stored");
        return new Cycle(
                UUID.fromString((String) told.get("game")),
                stored,
                Boolean.TRUE.equals(told.get("solved")),
                0,
                false,
                0);
    }

    /** Reads the file the kill left, recovered as the next start recovers it, against what the page was told. */
    private static Cycle inFile(Path data, Path buildDir, Cycle told) throws Exception {
        UUID game = told.game();
        Map<String, Integer> taken = new HashMap<>();
        boolean finished = false;
        int records = 0;
        try (Connection db = DriverManager.getConnection(JarProcess.copyOfDatabase(data, buildDir), "sa", "");
                PreparedStatement row =
                        db.prepareStatement("select move_receipts, finished_at from saved_game where id = ?");
                PreparedStatement record = db.prepareStatement("select count(*) from solve_record where game_id = ?")) {
            row.setObject(1, game);
            try (ResultSet rows = row.executeQuery()) {
                if (rows.next()) {
                    String receipts = rows.getString(1);
                    String pages = receipts.substring(receipts.indexOf(';') + 1);
                    for (String entry : pages.isEmpty() ? new String[0] : pages.split(",")) {
                        int colon = entry.lastIndexOf(':');
                        taken.put(entry.substring(0, colon), Integer.parseInt(entry.substring(colon + 1)));
                    }
                    finished = rows.getObject(2) != null;
                }
            }
            record.setObject(1, game);
            try (ResultSet count = record.executeQuery()) {
                count.next();
                records = count.getInt(1);
            }
        }
        int kept = 0;
        for (String move : told.stored()) {
            String[] pageAndId = move.split(" ");
            if (taken.getOrDefault(pageAndId[0], 0) >= Integer.parseInt(pageAndId[1])) kept++;
        }
        return new Cycle(game, told.stored(), told.finishTold(), kept, finished && records == 1, records);
    }
}
