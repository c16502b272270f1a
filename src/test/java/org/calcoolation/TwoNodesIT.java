package org.calcoolation;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.options.AriaRole;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The built jar started twice, as nodes A and B, on one PostgreSQL, behaving as one site: an
 * account registered on A logs in on B; the same daily puzzle on both, and the player's tabs on A
 * and B live (a move, the finish and a comment made on A reach B through PostgreSQL's NOTIFY:
 * delays printed); a class's assignment started by its teacher on A opens on the student's page on B
 * after its countdown, and A's table shows the student playing (delays printed); a new password set on A ends the player's session on B; an address confirmed and a password reset by links mailed by the other
 * node, and the reset requests for a name limited over both; five failed sign-ins spread over A
 * and B lock the name from that address;
 * and a guest's game on A, killed with SIGKILL right after a move, comes back on B with at most the
 * last second lost (printed: moves lost and seconds until the board is back). One test, as each
 * start of the jar costs many seconds.
 */
class TwoNodesIT {

    private static final String PASSWORD = "two nodes, one site";
    private static final String NEW_PASSWORD = "a newer lantern password here";
    private static final String RESET_PASSWORD = "set again by a mailed link";

    // Generous: jar starts alone take 15 to 50 s on this shared machine. Chromium is launched while the
    // two nodes start, once the test is past its checks (-Dpostgres.skip skips it).
    @RegisterExtension
    static final ChromiumExtension chromium = ChromiumExtension.onFirstUse(30_000);

    @Test
    void two_jars_on_one_postgresql_behave_as_one_site() throws Exception {
        Chromium.assumeInstalled();
        Assumptions.assumeFalse(Boolean.getBoolean("postgres.skip"), "-Dpostgres.skip");
        Path buildDir = JarProcess.buildDir(TwoNodesIT.class);
        Path jar = JarProcess.jar(TwoNodesIT.class);
        String database = TestPostgres.get().newDatabase();
        long began = System.nanoTime();

        // Started together; the second waits for Flyway's lock while the first migrates.
        Node a = Node.start("A", jar, database, buildDir);
        Node b = Node.start("B", jar, database, buildDir);
        try {
            Browser browser = chromium.browser();
            a.awaitReady();
            b.awaitReady();

            String name = "nodes_" + UUID.randomUUID().toString().substring(0, 6);
            // A browser talks to one node (as behind a sticky load balancer): cookies do not tell ports
            // apart, so one browser on both would have each node replace the other's session cookie.
            try (BrowserContext laptop = browser.newContext();
                    BrowserContext phone = browser.newContext();
                    BrowserContext guesserOnA = browser.newContext();
                    BrowserContext guesserOnB = browser.newContext();
                    BrowserContext pupilOnB = browser.newContext()) {
                // Registered on A, logged in on B.
                Page onA = page(laptop);
                Chromium.register(onA, a.url(""), name, PASSWORD);
                onA.waitForURL(a.url("/"));
                assertThat(storedHash(database, name))
                        .as("the jar keeps BCrypt's default cost, 10 (the tests run at 4)")
                        .startsWith("$2a$10$");
                Page onB = page(phone);
                logIn(onB, b, name, PASSWORD);
                onB.navigate(b.url("/account"));
                assertThat(onB.getByText("You are logged in as " + name)).isVisible();

                // The same daily puzzle on both.
                assertThat(dailyCells(onA, a)).isEqualTo(dailyCells(onB, b)).isNotEmpty();
                // Both tabs show the player's game of it: what happens in one reaches the other, live.
                liveBetweenTabs(onA, onB);
                // The player teaches a class on A; their student's page on B opens the assignment they start.
                classStartAcrossNodes(onA, a, page(pupilOnB), b, database);
                onB.navigate(b.url("/account"));

                // A new password set on A ends the session on B (at its first request after the check interval).
                onA.navigate(a.url("/account"));
                onA.getByLabel("Current password").fill(PASSWORD);
                onA.getByLabel("New password", new Page.GetByLabelOptions().setExact(true))
                        .fill(NEW_PASSWORD);
                onA.getByLabel("New password again").fill(NEW_PASSWORD);
                onA.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Change password"))
                        .click();
                assertThat(onA.getByText("Your password is changed.")).isVisible();
                // B looks the session's password up again at its first request once its last look is 5 s old
                // (SessionVersions.CHECK_EVERY): a click, or on a slow machine the page's own heartbeat (every
                // 10 s, counted from the page's load), which may come first and take the page to /login?ended
                // before the click: a run under load waited a minute there for a "Save name" long gone.
                onA.waitForTimeout(5_500);
                roundTripUnlessEnded(onB, b);
                onB.waitForURL(b.url("/login?ended"));
                assertThat(onB.getByText("Logged out", new Page.GetByTextOptions().setExact(true)))
                        .isVisible();
                onA.reload();
                // The session that changed it stays.
                assertThat(onA.getByText("You are logged in as " + name)).isVisible();

                // Mailed links work on the other node (no mail server: each node writes its mails to its log).
                String address = name + "@example.org";
                onA.getByLabel("New email address").fill(address);
                onA.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Send confirmation link"))
                        .click();
                assertThat(onA.getByText("A link was sent to " + address)).isVisible();
                onB.navigate(b.url(a.lastLink("/confirm-email?token=")));
                assertThat(onB.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Address confirmed")))
                        .isVisible();
                onB.navigate(b.url("/forgot-password"));
                onB.getByLabel("Email address or user name").fill(address);
                onB.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Mail me a link"))
                        .click();
                assertThat(onB.locator(".form-answer")).not().isEmpty();
                Page resetOnA = page(guesserOnA);
                resetOnA.navigate(a.url(b.lastLink("/reset-password?token=")));
                resetOnA.getByLabel("New password", new Page.GetByLabelOptions().setExact(true))
                        .fill(RESET_PASSWORD);
                resetOnA.getByLabel("New password again").fill(RESET_PASSWORD);
                resetOnA.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Set new password"))
                        .click();
                assertThat(resetOnA.getByRole(
                                AriaRole.HEADING, new Page.GetByRoleOptions().setName("Password changed")))
                        .isVisible();
                logIn(onB, b, name, RESET_PASSWORD);
                onB.waitForURL(b.url("/"));

                // Reset links for one name are limited over both nodes: its 5 an hour spent over A and B, the 6th is
                // refused.
                for (int i = 1; i <= 6; i++) {
                    Node node = i % 2 == 0 ? b : a;
                    Page asking = i % 2 == 0 ? onB : resetOnA;
                    asking.navigate(node.url("/forgot-password"));
                    asking.getByLabel("Email address or user name").fill(name);
                    asking.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Mail me a link"))
                            .click();
                    if (i <= 5) assertThat(asking.locator(".form-answer")).not().isEmpty();
                    else
                        assertThat(asking.getByText("Many links were asked for this name")
                                        .first())
                                .isVisible();
                }

                // Five failures from one address, spread over A and B, lock the name there: the right password is
                // refused.
                Page guessingOnA = page(guesserOnA), guessingOnB = page(guesserOnB);
                for (int i = 0; i < 5; i++) {
                    Node node = i % 2 == 0 ? a : b;
                    Page guessing = i % 2 == 0 ? guessingOnA : guessingOnB;
                    logIn(guessing, node, name, "wrong guess " + i);
                    try {
                        guessing.waitForURL(node.url("/login?error"));
                    } catch (RuntimeException e) {
                        throw new AssertionError(
                                "guess " + i + " ended on " + guessing.url() + ": "
                                        + guessing.locator("body").innerText().replace('\n', ' '),
                                e);
                    }
                }
                logIn(guessingOnB, b, name, RESET_PASSWORD);
                guessingOnB.waitForURL(b.url("/login?error"));
                assertThat(guessingOnB.getByText("Too many failed sign-ins for this name from here"))
                        .isVisible();
            }

            // A guest's game on A comes back on B after A is killed right after a move.
            try (BrowserContext player = browser.newContext()) {
                Page page = page(player);
                page.navigate(a.url("/play"));
                Locator cells = page.getByRole(AriaRole.GRIDCELL);
                assertThat(cells).hasCount(36);
                String id = page.locator(".print-id").textContent();
                String puzzleId = id.substring(id.indexOf(": ") + 2);
                int[] placed = {0, 7, 14, 21};
                for (int i = 0; i < placed.length; i++) {
                    // The first moves stored (not a fixed second and a half: saves wait behind a busy machine's work).
                    if (i == placed.length - 1)
                        await().atMost(Duration.ofSeconds(60))
                                .until(() -> movesStored(database, puzzleId) >= placed.length - 1);
                    cells.nth(placed[i]).click();
                    page.keyboard().press(Integer.toString(i + 1));
                    assertThat(cells.nth(placed[i]))
                            .hasAttribute("aria-label", Pattern.compile(", value " + (i + 1) + "$"));
                }
                long killed = System.nanoTime();
                a.kill();

                page.navigate(b.url("/play"));
                assertThat(cells).hasCount(36);
                assertThat(page.locator(".print-id")).hasText(id);
                double back = (System.nanoTime() - killed) / 1e9;
                int lost = 0;
                for (int i = 0; i < placed.length; i++) {
                    boolean there = Pattern.compile(", value " + (i + 1) + "$")
                            .matcher(cells.nth(placed[i]).getAttribute("aria-label"))
                            .find();
                    if (i < placed.length - 1)
                        assertThat(there)
                                .as("move %d, stored before the last", i + 1)
                                .isTrue();
                    if (!there) lost++;
                }
                System.out.printf(
                        "Node A killed (SIGKILL) right after a move: %d of %d moves lost, the game back on B %.1f s later%n",
                        lost, placed.length, back);
            }
        } finally {
            a.stop();
            b.stop();
            System.out.printf("TwoNodesIT took %.1f s%n", (System.nanoTime() - began) / 1e9);
        }
    }

    private static String storedHash(String database, String name) throws SQLException {
        try (Connection db = DriverManager.getConnection(database, TestPostgres.USER, "");
                PreparedStatement query = db.prepareStatement("select password_hash from player where username = ?")) {
            query.setString(1, name);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? row.getString(1) : "";
            }
        }
    }

    /** How many moves the stored game of this puzzle holds (one game of it in the run's database), -1 for none. */
    private static int movesStored(String database, String puzzleId) throws SQLException {
        try (Connection db = DriverManager.getConnection(database, TestPostgres.USER, "");
                PreparedStatement query =
                        db.prepareStatement("select max(move_cursor) from saved_game where puzzle_id = ?")) {
            query.setString(1, puzzleId);
            try (ResultSet row = query.executeQuery()) {
                return row.next() && row.getObject(1) != null ? row.getInt(1) : -1;
            }
        }
    }

    /**
     * The player's tab on A and tab on B show the same daily game: a move on A shows on B without a
     * reload, then A gives up and B shows the finish, and a comment A posts on the rung appears on B's
     * open finish panel (printed: how long each took to reach B, measured in B's page).
     */
    private static void liveBetweenTabs(Page onA, Page onB) {
        Locator cellsOnA = onA.getByRole(AriaRole.GRIDCELL);
        cellsOnA.nth(0).click();
        long pressed = System.nanoTime();
        onA.keyboard().press("1");
        awaitInPage(
                onB,
                "() => document.querySelectorAll('[role=gridcell]')[0]?.getAttribute('aria-label')?.endsWith(', value 1')");
        double moveSeconds = (System.nanoTime() - pressed) / 1e9;
        assertThat(cellsOnA.nth(0)).hasAttribute("aria-label", Pattern.compile(", value 1$"));

        onA.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reveal solution"))
                .click();
        onA.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Give up"))
                .click();
        assertThat(onA.locator(".finish h2")).hasText("Given up");
        assertThat(onB.locator(".finish h2")).hasText("Given up");

        String said = "Seen on the other node " + UUID.randomUUID().toString().substring(0, 8);
        onA.getByLabel("Your comment").fill(said);
        long posted = System.nanoTime();
        onA.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Post").setExact(true))
                .click();
        awaitInPage(
                onB,
                "() => [...document.querySelectorAll('.comment-body')].some(p => p.textContent === '" + said + "')");
        double commentSeconds = (System.nanoTime() - posted) / 1e9;
        System.out.printf(
                "Live between nodes: a move in a tab on A showed in the same player's tab on B %.0f ms after the key press;"
                        + " a comment posted on A showed on B's open rung page %.0f ms after the click%n",
                moveSeconds * 1000, commentSeconds * 1000);
    }

    /**
     * A teacher on A makes a class with one student, who signs in on B with the card and chooses a
     * password; an assignment set for later, started on A with Start now, counts down on the
     * student's page on B and opens its first puzzle there, and A's table shows the student playing.
     * Printed: how long after the click B's countdown showed and the puzzle opened (the countdown
     * lasts 3 s by design), and how long after it opened A's table moved; each measured in the pages.
     */
    private static void classStartAcrossNodes(Page teacher, Node a, Page student, Node b, String database)
            throws SQLException {
        long began = System.nanoTime();
        String run = UUID.randomUUID().toString().substring(0, 6);
        String className = "Class " + run;
        teacher.navigate(a.url("/classes"));
        teacher.getByLabel("Class name").fill(className);
        button(teacher, "Make the class").click();
        teacher.waitForURL(Pattern.compile(".*/classes/[0-9]+$"));
        teacher.getByLabel("Students’ names, one a line").fill("Ann " + run);
        button(teacher, "Add the students").click();
        Locator card = teacher.locator(".sign-in-card");
        assertThat(card).hasCount(1);
        logIn(
                student,
                b,
                card.locator(".card-username").innerText(),
                card.locator(".card-password").innerText());
        student.getByLabel("Your new password").fill(PASSWORD);
        student.getByLabel("The same again").fill(PASSWORD);
        button(student, "Save my password").click();
        assertThat(student.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText(className);

        // The form sets an assignment open now; moved to open in half an hour, it waits for Start now.
        button(teacher, "Set the assignment").click();
        assertThat(teacher.locator(".progress-table")).containsText("not started");
        opensLater(database, className);
        teacher.reload();
        student.reload();
        assertThat(student.getByText("Opens at ")).isVisible();
        student.evaluate("""
                () => { window.countdownAt = 0; window.openedAt = 0;
                  new MutationObserver(() => {
                    if (!window.countdownAt && /starts in/.test(document.querySelector('.class-start')?.textContent ?? ''))
                      window.countdownAt = Date.now();
                    if (!window.openedAt && document.querySelectorAll('[role=gridcell]').length > 0)
                      window.openedAt = Date.now();
                  }).observe(document.body, {subtree: true, childList: true, characterData: true}); }""");
        teacher.evaluate("""
                () => { window.playingAt = 0;
                  new MutationObserver(() => {
                    if (!window.playingAt && document.querySelector('.progress-table .progress-playing'))
                      window.playingAt = Date.now();
                  }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true}); }""");

        long clicked = System.currentTimeMillis();
        button(teacher, "Start now").click();
        assertThat(student.getByRole(AriaRole.GRIDCELL)).hasCount(25);
        assertThat(student).hasURL(Pattern.compile(".*/classes/play/[0-9]+/1$"));
        assertThat(teacher.locator(".progress-table .progress-playing")).hasCount(1);
        long countdownAt = ((Number) student.evaluate("() => window.countdownAt")).longValue();
        long openedAt = ((Number) student.evaluate("() => window.openedAt")).longValue();
        long playingAt = ((Number) teacher.evaluate("() => window.playingAt")).longValue();
        System.out.printf(
                "Live class between nodes: Start now clicked on A; the student's page on B counted down %d ms later"
                        + " and opened the first puzzle %d ms later (a 3 s countdown); A's table showed the student"
                        + " playing %d ms after it opened on B (the class part took %.1f s)%n",
                countdownAt - clicked, openedAt - clicked, playingAt - openedAt, (System.nanoTime() - began) / 1e9);
    }

    /** Moves the class's assignments to open in half an hour (their end an hour after that). */
    private static void opensLater(String database, String className) throws SQLException {
        try (Connection db = DriverManager.getConnection(database, TestPostgres.USER, "");
                PreparedStatement update =
                        db.prepareStatement("update class_assignment set opens_at = now() + interval '30 minutes',"
                                + " closes_at = now() + interval '90 minutes'"
                                + " where class_id in (select id from school_class where name = ?)")) {
            update.setString(1, className);
            assertThat(update.executeUpdate()).isEqualTo(1);
        }
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    /** Waits until the script is true in the page, checked at every frame, so that the time to it is measured closely. */
    private static void awaitInPage(Page page, String script) {
        page.waitForFunction(script, null, new Page.WaitForFunctionOptions().setTimeout(30_000));
    }

    /** The cells of today's first daily puzzle as the page describes them, cages included. */
    private static List<String> dailyCells(Page page, Node node) {
        page.navigate(node.url("/today"));
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(Pattern.compile("^4×4 Easy, ")))
                .click();
        // The player's game of it, started on the other node already, or not yet.
        Locator start = page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Start").setExact(true));
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        page.waitForCondition(() -> start.isVisible() || cells.count() == 16);
        if (start.isVisible()) start.click();
        assertThat(cells).hasCount(16);
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < 16; i++) labels.add(cells.nth(i).getAttribute("aria-label"));
        return labels;
    }

    /**
     * Clicks "Save name" on the account page, a round trip of the open page, unless the page has
     * gone to the login page by a round trip of its own meanwhile.
     */
    private static void roundTripUnlessEnded(Page page, Node node) {
        Locator saveName = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save name"));
        String ended = node.url("/login?ended");
        page.waitForCondition(() -> page.url().equals(ended) || saveName.isVisible());
        if (page.url().equals(ended)) return;
        try {
            saveName.click(new Locator.ClickOptions().setTimeout(10_000));
        } catch (TimeoutError gone) {
            if (!page.url().equals(ended)) throw gone;
        }
    }

    private static Page page(BrowserContext context) {
        Page page = context.newPage();
        page.setDefaultTimeout(60_000);
        return page;
    }

    private static void logIn(Page page, Node node, String name, String password) {
        page.navigate(node.url("/login"));
        page.getByLabel("User name").fill(name);
        page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(password);
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Log in").setExact(true))
                .click();
    }

    /** One app node: the jar in its own process, on its own port and data folder, on the shared database. */
    private record Node(String name, Process process, int port, Path log, long started) {

        static Node start(String name, Path jar, String database, Path buildDir) throws IOException {
            int port = JarProcess.freePort();
            Path data = Files.createTempDirectory(buildDir, "node-" + name + "-");
            Path log = buildDir.resolve("two-nodes-" + name + ".log");
            Process process = JarProcess.launch(
                    jar,
                    port,
                    data,
                    log,
                    Map.of("DATABASE_URL", database, "DATABASE_USER", TestPostgres.USER, "DATABASE_PASSWORD", ""));
            // After the launch: the first of a build makes the jar's AOT cache first.
            return new Node(name, process, port, log, System.nanoTime());
        }

        /** The path and query of the last link starting with {@code start} in a mail this node wrote to its log. */
        String lastLink(String start) throws IOException {
            Matcher link =
                    Pattern.compile(Pattern.quote(start) + "[A-Za-z0-9_-]+").matcher(Files.readString(log));
            String last = null;
            while (link.find()) last = link.group();
            if (last == null) throw new AssertionError("no " + start + " link in " + log);
            return last;
        }

        String url(String path) {
            // One address for every request, so that the lockout sees one visitor (localhost may be ::1 or 127.0.0.1).
            return "http://127.0.0.1:" + port + path;
        }

        void awaitReady() throws InterruptedException {
            JarProcess.awaitUp(process, port, log, started);
        }

        /** SIGKILL: nothing in memory is stored. */
        void kill() throws InterruptedException {
            process.destroyForcibly().waitFor();
        }

        void stop() throws InterruptedException {
            if (process.isAlive()) JarProcess.stop(process);
        }
    }
}
