package org.calcoolation.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Figures for issue 22 ("Instant play at any distance"), printed as BENCH lines, not asserted
 * against targets: the production jar with its defaults, Chromium opening {@code /play} through a
 * {@link DelayingProxy} at several round trips, and for each kind of input the time from the key
 * or tap to the frame that shows its effect; then whether a second tab of the same game shows a
 * move, and what survives an outage (and an outage with the server killed and restarted).
 * The proxy delays bytes, not the TCP handshake: a new connection costs no extra round trip, which
 * matters little since the page keeps its connections alive.
 * Runs only on request, after the jar is built:
 * {@code ./mvnw verify -Dbench=latency -Dit.test=LatencyBenchIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@EnabledIfSystemProperty(named = "bench", matches = "true|latency")
// A benchmark runs for minutes: past the five-minute limit of junit-platform.properties.
@Timeout(value = 60, unit = TimeUnit.MINUTES)
class LatencyBenchIT {

    // Launched once the jar has started. Playwright's own assertion timeout: no Playwright assertion here.
    @RegisterExtension
    static final ChromiumExtension chromium = ChromiumExtension.onFirstUse(5_000);

    /** The round trips to measure input at; {@code -Dlatency.rtts=none} goes straight to the outages. */
    private static final List<Integer> ROUND_TRIPS = Arrays.stream(
                    System.getProperty("latency.rtts", "0,150,300").split(","))
            .map(String::trim)
            .filter(rtt -> !rtt.equals("none"))
            .map(Integer::valueOf)
            .toList();

    private static final int SAMPLES = Integer.getInteger("latency.samples", 12);
    private static final int WARM_UP = Integer.getInteger("latency.warmup", 2);
    private static final int TAB_SAMPLES = Integer.getInteger("latency.tabSamples", 3);
    private static final Duration OUTAGE = Duration.ofSeconds(Integer.getInteger("latency.outage", 30));
    private static final Duration AFTER_OUTAGE = Duration.ofSeconds(Integer.getInteger("latency.reconnectWait", 10));
    private static final Duration TAB_WAIT = Duration.ofSeconds(5);
    /** A cell of the default 6×6 game away from its edges: the selection moves between it and the next one. */
    private static final int CELL = 14;
    /** The game of the page that typed offline, as board.js knows it. */
    private String game = "";

    /**
     * Installed in every page. A capture listener on the window notes when the key or tap came
     * (before any of the page's own listeners); a MutationObserver checks the expected change after
     * every change to the document, and once it is there, the time is taken after the next frame
     * (a requestAnimationFrame, then a task after it): when the change has been painted.
     * Times are performance.now() in the page, so Playwright's own delays are not in them; the
     * epoch times compare two tabs.
     */
    private static final String PROBE = """
            (() => {
              if (window.latencyProbe) return;
              const probe = window.latencyProbe = { armed: null };
              const now = () => performance.now(), epoch = () => performance.timeOrigin + performance.now();
              const input = () => {
                const armed = probe.armed;
                if (armed && armed.start === undefined) { armed.start = now(); armed.startEpoch = epoch(); check(); }
              };
              window.addEventListener('keydown', input, true);
              window.addEventListener('pointerdown', input, true);
              const cell = i => document.querySelector('.board .cell[data-i="' + i + '"]');
              const holds = e => {
                const c = cell(e.cell);
                if (!c) return false;
                switch (e.kind) {
                  case 'value': return c.querySelector('.value').textContent === e.text;
                  case 'note': return !!c.querySelector('.notes .note-' + e.digit) === e.present;
                  case 'selected': return c.classList.contains('selected');
                }
                return false;
              };
              const check = () => {
                const armed = probe.armed;
                if (!armed || armed.seen !== undefined || (!armed.passive && armed.start === undefined) || !holds(armed.expect)) return;
                armed.seen = now();
                requestAnimationFrame(() => {
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () => { armed.painted = now(); armed.paintedEpoch = epoch(); };
                  channel.port2.postMessage(0);
                });
              };
              new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
              probe.holds = holds;
              probe.arm = (expect, passive) => { probe.armed = { expect, passive }; if (passive) check(); };
            })()
            """;

    /** Vaadin's client is idle: no request in flight and none queued (as TestBench's waitForVaadin asks). */
    private static final String VAADIN_IDLE = """
            () => { const clients = window.Vaadin?.Flow?.clients;
                    return !!clients && Object.values(clients).every(c => typeof c.isActive !== 'function' || !c.isActive()); }
            """;

    private static final String DIGITS_SHOWN =
            "() => [...document.querySelectorAll('.board .cell .value')].filter(v => v.textContent).length";
    /** The digits the server painted: a fresh page draws the moves the browser kept over them until the server answers. */
    private static final String SERVER_DIGITS =
            "() => document.querySelector('.board').calcoolation.server.values.filter(v => v).length";

    private static final String SERVER_HOLDS =
            "e => String(document.querySelector('.board').calcoolation.server.values[e.cell]) === e.text";

    private enum Case {
        DIGIT("digit"),
        BACKSPACE("Backspace → cleared"),
        ARROW("arrow → selection moved"),
        NOTE("note toggled (notes mode)"),
        PAD("pad tap → digit");

        final String label;

        Case(String label) {
            this.label = label;
        }
    }

    /** The times of one case at one round trip, in milliseconds. */
    private record Times(double[] millis) {
        Times {
            millis = millis.clone();
            Arrays.sort(millis);
        }

        /** Nearest rank: with 12 samples the 90th percentile is the 11th. */
        double percentile(int p) {
            return millis[Math.max(0, (int) Math.ceil(p / 100.0 * millis.length) - 1)];
        }

        String summary() {
            return String.format(
                    "n=%d p50 %.0f ms, p90 %.0f ms, max %.0f ms", millis.length, percentile(50), percentile(90), max());
        }

        double max() {
            return millis[millis.length - 1];
        }
    }

    private Path jar;
    private Path data;
    private Path buildDir;
    private int port;
    private Process server;
    private int logs;

    @Test
    void prints_input_to_paint_times_second_tab_and_outage_figures() throws Exception {
        Chromium.assumeInstalled();
        buildDir = JarProcess.buildDir(LatencyBenchIT.class);
        jar = JarProcess.jar(LatencyBenchIT.class);
        data = Files.createTempDirectory(buildDir, "latency-data-");
        port = JarProcess.freePort();
        server = startServer();
        System.out.println("BENCH latency: load average at the start " + loadAverage()
                + " (2 cores; other builds may share them)");
        try (DelayingProxy proxy = new DelayingProxy(port, Duration.ZERO)) {
            Browser browser = chromium.browser();
            String url = "http://127.0.0.1:" + proxy.port() + "/play";
            Map<Integer, Map<Case, Times>> table = new LinkedHashMap<>();
            Map<Integer, String> tabs = new LinkedHashMap<>();
            for (int rtt : ROUND_TRIPS) {
                proxy.roundTrip(Duration.ofMillis(rtt));
                try (BrowserContext context = newContext(browser)) {
                    Page page = open(context, url);
                    Map<Case, Times> times = inputTimes(page);
                    times.forEach(
                            (c, t) -> System.out.printf("BENCH latency rtt=%d ms %s: %s%n", rtt, c.label, t.summary()));
                    table.put(rtt, times);
                    tabs.put(rtt, secondTab(context, page, url));
                    System.out.printf(
                            "BENCH latency rtt=%d ms second tab shows a digit typed in the first: %s%n",
                            rtt, tabs.get(rtt));
                }
            }
            proxy.roundTrip(Duration.ZERO);
            String outage = outage(browser, proxy, url);
            String killed = outageWithKill(browser, proxy, url);

            System.out.println(
                    "BENCH latency summary: keydown/tap → painted, p90 (p50–max) over " + SAMPLES + "+ samples");
            System.out.println("BENCH | keydown/tap → painted | "
                    + String.join(
                            " | ",
                            ROUND_TRIPS.stream().map(r -> r + " ms round trip").toList()) + " |");
            System.out.println("BENCH |---|" + "---|".repeat(ROUND_TRIPS.size()));
            for (Case c : Case.values()) {
                List<String> cells = ROUND_TRIPS.stream()
                        .map(r -> table.get(r).get(c))
                        .map(t -> String.format("%.0f ms (%.0f–%.0f)", t.percentile(90), t.percentile(50), t.max()))
                        .toList();
                System.out.println("BENCH | " + c.label + " | " + String.join(" | ", cells) + " |");
            }
            System.out.println("BENCH | second tab shows a digit, untouched | "
                    + String.join(" | ", ROUND_TRIPS.stream().map(tabs::get).toList()) + " |");
            System.out.println("BENCH " + outage);
            System.out.println("BENCH " + killed);
            System.out.println("BENCH latency: load average at the end " + loadAverage());
        } finally {
            if (server.isAlive()) JarProcess.stop(server);
        }
    }

    private Process startServer() throws Exception {
        return JarProcess.start(jar, port, data, buildDir.resolve("latency-" + ++logs + ".log"), Map.of());
    }

    private static BrowserContext newContext(Browser browser) {
        BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900));
        context.addInitScript(PROBE);
        context.setDefaultTimeout(30_000);
        return context;
    }

    /** The play page with its 6×6 grid painted and the client idle. */
    private static Page open(BrowserContext context, String url) {
        Page page = context.newPage();
        page.navigate(url);
        page.waitForFunction("() => document.querySelectorAll('.board .cell').length === 36");
        settle(page);
        return page;
    }

    /** Waits for the client to have no request in flight, twice with a pause between: an answer may bring another request. */
    private static void settle(Page page) {
        page.waitForFunction(VAADIN_IDLE);
        page.waitForTimeout(150);
        page.waitForFunction(VAADIN_IDLE);
    }

    private static Map<String, Object> value(int cell, String text) {
        return Map.of("kind", "value", "cell", cell, "text", text);
    }

    private static Map<String, Object> note(int cell, int digit, boolean present) {
        return Map.of("kind", "note", "cell", cell, "digit", digit, "present", present);
    }

    private static Map<String, Object> selected(int cell) {
        return Map.of("kind", "selected", "cell", cell);
    }

    /**
     * One sample: arms the probe with the change expected, does the input, waits for the change to
     * be painted, then for the page to settle. The time from the input to the painted frame.
     */
    private static double measure(Page page, Map<String, Object> expect, Runnable input) {
        settle(page);
        assertThat((Boolean) page.evaluate("e => window.latencyProbe.holds(e)", expect))
                .as("expected before the input: %s", expect)
                .isFalse();
        page.evaluate("e => window.latencyProbe.arm(e, false)", expect);
        input.run();
        page.waitForFunction(
                "() => window.latencyProbe.armed.painted !== undefined",
                null,
                new Page.WaitForFunctionOptions().setTimeout(20_000));
        return ((Number) page.evaluate("() => window.latencyProbe.armed.painted - window.latencyProbe.armed.start"))
                .doubleValue();
    }

    /** Without measuring: the input, then the expected change (for the steps that put the grid back between samples). */
    private static void step(Page page, Map<String, Object> expect, Runnable input) {
        settle(page);
        input.run();
        page.waitForFunction("e => window.latencyProbe.holds(e)", expect);
        settle(page);
    }

    /**
     * Rounds of each input in turn on two cells in the middle of the grid, leaving the grid as it
     * found it: the cases share the same moments of a busy machine. The first rounds warm up.
     */
    private static Map<Case, Times> inputTimes(Page page) {
        step(
                page,
                selected(CELL),
                () -> page.locator(".board .cell[data-i=\"" + CELL + "\"]").click());
        Map<Case, List<Double>> samples = new LinkedHashMap<>();
        for (Case c : Case.values()) samples.put(c, new ArrayList<>());
        int cell = CELL;
        for (int round = 0; round < WARM_UP + SAMPLES; round++) {
            boolean kept = round >= WARM_UP;
            String digit = Integer.toString(round % 6 + 1);
            int next = cell == CELL ? CELL + 1 : CELL;
            String arrow = next > cell ? "ArrowRight" : "ArrowLeft";
            List<Map.Entry<Case, Double>> taken = new ArrayList<>();
            taken.add(Map.entry(
                    Case.ARROW,
                    measure(page, selected(next), () -> page.keyboard().press(arrow))));
            cell = next;
            taken.add(Map.entry(
                    Case.DIGIT,
                    measure(page, value(cell, digit), () -> page.keyboard().press(digit))));
            taken.add(Map.entry(
                    Case.BACKSPACE,
                    measure(page, value(cell, ""), () -> page.keyboard().press("Backspace"))));
            taken.add(Map.entry(
                    Case.PAD,
                    measure(
                            page,
                            value(cell, digit),
                            () -> page.locator(".number-pad button.pad-digit[value=\"" + digit + "\"]")
                                    .click())));
            step(page, value(cell, ""), () -> page.keyboard().press("Backspace"));
            page.keyboard().press("n");
            page.waitForFunction("() => !!document.querySelector('.number-pad.notes-mode')");
            int d = Integer.parseInt(digit);
            taken.add(Map.entry(
                    Case.NOTE,
                    measure(page, note(cell, d, true), () -> page.keyboard().press(digit))));
            taken.add(Map.entry(
                    Case.NOTE,
                    measure(page, note(cell, d, false), () -> page.keyboard().press(digit))));
            page.keyboard().press("n");
            page.waitForFunction("() => !document.querySelector('.number-pad.notes-mode')");
            if (kept) taken.forEach(sample -> samples.get(sample.getKey()).add(sample.getValue()));
        }
        Map<Case, Times> times = new LinkedHashMap<>();
        samples.forEach((c, list) -> times.put(
                c, new Times(list.stream().mapToDouble(Double::doubleValue).toArray())));
        return times;
    }

    /**
     * A second page of the same game (same browser context: same session, same guest), untouched;
     * a digit typed in the first. How long from the key in the first to the digit painted in the
     * second, or that it did not come within five seconds.
     */
    private static String secondTab(BrowserContext context, Page first, String url) {
        Page second = open(context, url);
        List<Double> shown = new ArrayList<>();
        int cell = 0;
        step(
                first,
                selected(cell),
                () -> first.locator(".board .cell[data-i=\"0\"]").click());
        for (int i = 0; i < TAB_SAMPLES; i++) {
            String digit = Integer.toString(i % 6 + 1);
            Map<String, Object> expect = value(cell, digit);
            second.evaluate("e => window.latencyProbe.arm(e, true)", expect);
            measure(first, expect, () -> first.keyboard().press(digit));
            try {
                second.waitForFunction(
                        "() => window.latencyProbe.armed.painted !== undefined",
                        null,
                        new Page.WaitForFunctionOptions().setTimeout(TAB_WAIT.toMillis()));
                double typed = ((Number) first.evaluate("() => window.latencyProbe.armed.startEpoch")).doubleValue();
                shown.add(((Number) second.evaluate("() => window.latencyProbe.armed.paintedEpoch")).doubleValue()
                        - typed);
            } catch (TimeoutError notShown) {
                // counted below as not within the wait
            }
            step(first, value(cell, ""), () -> first.keyboard().press("Backspace"));
        }
        second.close();
        if (shown.isEmpty()) return "not within " + TAB_WAIT.toSeconds() + " s (0 of " + TAB_SAMPLES + ")";
        Times times = new Times(shown.stream().mapToDouble(Double::doubleValue).toArray());
        return String.format(
                "%d of %d within %d s, %s", shown.size(), TAB_SAMPLES, TAB_WAIT.toSeconds(), times.summary());
    }

    /**
     * What typing into a cut connection gives, and what a fresh page shows once it is back: digits
     * anywhere, and those in the cells they were typed into (the arrows between them count too).
     */
    private record Offline(int typed, int shownAtOnce, int shownAtEnd, int onServer, int inTheirCells) {}

    /**
     * Cuts the connection, types {@code digits} digits into as many empty cells (moving with the
     * arrows, as a player would) spread over the outage, counts those painted within a second of
     * their key and those on the page at the end; then {@code during} (a kill and restart, or
     * nothing), the connection back, a wait, and a fresh page of the same game counts the digits.
     */
    private Offline offline(
            Browser browser, DelayingProxy proxy, String url, int digits, Duration outage, Runnable during) {
        try (BrowserContext context = newContext(browser)) {
            Page page = open(context, url);
            assertThat((Number) page.evaluate(DIGITS_SHOWN))
                    .as("a fresh game is empty")
                    .isEqualTo(0);
            step(
                    page,
                    selected(0),
                    () -> page.locator(".board .cell[data-i=\"0\"]").click());
            page.waitForTimeout(1_500); // anything still to save is saved (saves are debounced to one a second)
            long cutAt = System.nanoTime();
            proxy.cut();
            int shownAtOnce = 0;
            List<Map<String, Object>> typed = new ArrayList<>();
            Duration spacing = outage.dividedBy(digits + 1);
            for (int k = 0; k < digits; k++) {
                String digit = Integer.toString((k + k / 6) % 6 + 1);
                typed.add(value(k, digit));
                page.keyboard().press(digit);
                try {
                    page.waitForFunction(
                            "e => window.latencyProbe.holds(e)",
                            value(k, digit),
                            new Page.WaitForFunctionOptions().setTimeout(1_000));
                    shownAtOnce++;
                } catch (TimeoutError notShown) {
                    // what a player sees today: nothing
                }
                if (k % 6 == 5) {
                    page.keyboard().press("ArrowDown");
                    for (int c = 0; c < 5; c++) page.keyboard().press("ArrowLeft");
                } else {
                    page.keyboard().press("ArrowRight");
                }
                waitUntil(cutAt + spacing.toNanos() * (k + 1));
            }
            waitUntil(cutAt + outage.toNanos());
            int shownAtEnd = ((Number) page.evaluate(DIGITS_SHOWN)).intValue();
            game = (String) page.evaluate("() => document.querySelector('.board').calcoolation.game");
            during.run();
            proxy.restore();
            page.waitForTimeout(AFTER_OUTAGE.toMillis());
            // A fresh tab, not a reload: the old one may be reloading itself after Vaadin found its UI gone.
            page.close();
            Page fresh = open(context, url);
            // What the browser kept is sent again and drawn at once; the server's answer says what it took.
            try {
                fresh.waitForFunction(
                        "() => document.querySelector('.board').calcoolation.pending.length === 0",
                        null,
                        new Page.WaitForFunctionOptions().setTimeout(15_000));
            } catch (TimeoutError stillWaiting) {
                // counted from the server's cells as they are
            }
            int onServer = ((Number) fresh.evaluate(SERVER_DIGITS)).intValue();
            int inTheirCells = (int) typed.stream()
                    .filter(e -> (Boolean) fresh.evaluate(SERVER_HOLDS, e))
                    .count();
            return new Offline(digits, shownAtOnce, shownAtEnd, onServer, inTheirCells);
        }
    }

    private String outage(Browser browser, DelayingProxy proxy, String url) {
        Offline result = offline(browser, proxy, url, 10, OUTAGE, () -> {});
        return String.format(
                "latency outage of %d s: %d digits typed, %d shown within 1 s of the key, %d on the page at the end of the outage;"
                        + " %d s after the connection came back, a fresh page of the game has %d of %d from the server (%d in the cells they were typed into)",
                OUTAGE.toSeconds(),
                result.typed(),
                result.shownAtOnce(),
                result.shownAtEnd(),
                AFTER_OUTAGE.toSeconds(),
                result.onServer(),
                result.typed(),
                result.inTheirCells());
    }

    private String outageWithKill(Browser browser, DelayingProxy proxy, String url) {
        long[] restartMillis = new long[1];
        String[] stored = new String[1];
        Offline result = offline(browser, proxy, url, 5, Duration.ofSeconds(10), () -> {
            try {
                if (Boolean.getBoolean("latency.threads")) {
                    Process dump = new ProcessBuilder(
                                    Path.of(System.getProperty("java.home"), "bin", "jcmd")
                                            .toString(),
                                    Long.toString(server.pid()),
                                    "Thread.print")
                            .redirectErrorStream(true)
                            .redirectOutput(
                                    buildDir.resolve("latency-threads.txt").toFile())
                            .start();
                    dump.waitFor();
                }
                server.destroyForcibly().waitFor();
                stored[0] = storedRow(game);
                long started = System.nanoTime();
                server = startServer();
                restartMillis[0] = (System.nanoTime() - started) / 1_000_000;
            } catch (Exception e) {
                throw new IllegalStateException("could not restart the server", e);
            }
        });
        return String.format(
                "latency outage with kill -9 and restart (server back after %.1f s; the game's row at the kill: %s): %d digits typed,"
                        + " %d shown within 1 s of the key, %d on the page before the kill; %d s after the connection came back, a fresh page has %d of %d"
                        + " from the server (%d in the cells they were typed into)",
                restartMillis[0] / 1000.0,
                stored[0],
                result.typed(),
                result.shownAtOnce(),
                result.shownAtEnd(),
                AFTER_OUTAGE.toSeconds(),
                result.onServer(),
                result.typed(),
                result.inTheirCells());
    }

    /** The game's stored row as the killed server left it (read from a copy): its moves, or that there is none. */
    private String storedRow(String gameId) throws SQLException, IOException {
        try (var connection = DriverManager.getConnection(JarProcess.copyOfDatabase(data, buildDir), "sa", "");
                var query =
                        connection.prepareStatement("select move_cursor, move_receipts from saved_game where id = ?")) {
            query.setObject(1, UUID.fromString(gameId));
            try (var rows = query.executeQuery()) {
                return rows.next() ? rows.getInt(1) + " moves, receipts " + rows.getString(2) : "none";
            }
        }
    }

    private static String loadAverage() throws IOException {
        return String.join(
                " ",
                Arrays.asList(Files.readString(Path.of("/proc/loadavg")).split(" "))
                        .subList(0, 3));
    }

    private static void waitUntil(long nanoTime) {
        for (long left; (left = nanoTime - System.nanoTime()) > 0; ) {
            try {
                Thread.sleep(Duration.ofNanos(left));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
