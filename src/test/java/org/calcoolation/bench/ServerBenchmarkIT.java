package org.calcoolation.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.AriaRole;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Figures for the play issue, printed, not asserted against targets: the live heap each open
 * 9×9 game costs the production jar (from class histograms and, steadier, from heap dumps), and
 * the server time to handle one digit typed into the grid. Runs only on request, after the jar is built:
 * {@code ./mvnw verify -Dbench=true -Dit.test=ServerBenchmarkIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@EnabledIfSystemProperty(named = "bench", matches = "true")
// A benchmark runs for minutes: past the five-minute limit of junit-platform.properties.
@Timeout(value = 60, unit = TimeUnit.MINUTES)
class ServerBenchmarkIT {

    private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
    private static final Path JAR = Paths.get(System.getProperty("bench.jar", "target/calcoolation.jar"));
    private static final int GAMES = Integer.getInteger("bench.games", 100);
    private static final int DIGITS = Integer.getInteger("bench.digits", 300);
    private static final int WARM_UP_DIGITS = Integer.getInteger("bench.warmup", 3000);
    private static final int WARM_UP_GAMES = 5;
    private static final boolean PIN = Boolean.getBoolean("bench.pin");

    @Test
    void prints_heap_per_open_game_and_server_time_per_digit() throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM), "Chromium not installed at /usr/bin/chromium");
        Assumptions.assumeTrue(Files.exists(JAR), "build the jar first (./mvnw package)");
        int port = freePort();
        Path data = Files.createTempDirectory("calcoolation-bench");
        Path accessLog = data.resolve("logs");
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        // Soft references are cleared at every collection, so that caches the JVM could drop do not
        // count as what a game costs.
        List<String> command = new ArrayList<>();
        // -Dbench.pin=true gives the server one core and the browser the other, as on a real server,
        // where no browser competes for the CPU; off by default, since players' browsers are elsewhere anyway.
        if (PIN) command.addAll(List.of("taskset", "-c", "1"));
        command.addAll(List.of(java, "-Xmx1g", "-XX:SoftRefLRUPolicyMSPerMB=0"));
        // -Dbench.jfr=FILE records a flight recording of the app, to see where the time goes.
        String jfr = System.getProperty("bench.jfr");
        if (jfr != null) command.add("-XX:StartFlightRecording=settings=profile,filename=" + jfr);
        command.addAll(List.of(
                "-jar",
                JAR.toString(),
                "--server.tomcat.accesslog.enabled=true",
                "--server.tomcat.accesslog.directory=" + accessLog.toAbsolutePath(),
                "--server.tomcat.accesslog.pattern=%m %U%q %s %D",
                "--server.tomcat.accesslog.buffered=false",
                // Idle keep-alive connections hold Tomcat's buffers (some 30 KB each, several per
                // browser); closing them soon keeps those out of what a game costs.
                "--server.tomcat.keep-alive-timeout=1s",
                // One browser opens a hundred games in a minute or two: more than the page rate limit lets one address.
                "--calcoolation.rate-limit.enabled=false"));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(data.resolve("app.log").toFile());
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().put("MANAGEMENT_PORT", "0"); // any free port: the default 8081 may be taken
        builder.environment().put("CALCOOLATION_DATA_DIR", data.toAbsolutePath().toString());
        Process app = builder.start();
        try {
            waitUntilUp(port);
            try (Playwright playwright = Playwright.create(
                            new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
                    Browser browser = playwright
                            .chromium()
                            .launch(new BrowserType.LaunchOptions()
                                    .setExecutablePath(PIN ? pinnedChromium(data) : CHROMIUM)
                                    .setArgs(List.of(
                                            "--no-sandbox",
                                            "--disable-gpu",
                                            "--disable-quic",
                                            "--no-first-run",
                                            "--disable-background-networking",
                                            "--disable-component-update",
                                            "--disable-sync")))) {
                String url = "http://127.0.0.1:" + port + "/play";
                // Warm up with a few games so that class loading, thread caches and pools that fill once
                // (Tomcat's, Jackson's, H2's) are not counted per game.
                List<BrowserContext> open = new ArrayList<>();
                for (int i = 0; i < WARM_UP_GAMES; i++) open.add(openNineByNine(browser, url));
                typeDigits(open.getFirst().pages().getFirst(), 30, 0);
                Map<String, Long> before = histogram(app.pid());
                // Heap dumps before and after, for the steadier figure; -Dbench.heapdump=PREFIX keeps them
                // as PREFIX-before.hprof and PREFIX-after.hprof.
                String dump = System.getProperty(
                        "bench.heapdump", data.resolve("heap").toAbsolutePath().toString());
                Path dumpBefore = Path.of(dump + "-before.hprof"), dumpAfter = Path.of(dump + "-after.hprof");
                jcmd(app.pid(), "GC.heap_dump", dumpBefore.toString());
                for (int i = 0; i < GAMES / 2; i++) open.add(openNineByNine(browser, url));
                Map<String, Long> half = histogram(app.pid());
                for (int i = GAMES / 2; i < GAMES; i++) open.add(openNineByNine(browser, url));
                Map<String, Long> after = histogram(app.pid());
                long grown = after.get(TOTAL) - before.get(TOTAL);
                System.out.printf(
                        "BENCH heap: %d open 9×9 games, live heap %,d → %,d bytes, %,d bytes per game%n",
                        GAMES, before.get(TOTAL), after.get(TOTAL), grown / GAMES);
                // Caches that fill once land mostly in the first half; the second half is the steadier figure.
                System.out.printf(
                        "BENCH heap: the second %d games alone, %,d bytes per game%n",
                        GAMES - GAMES / 2, (after.get(TOTAL) - half.get(TOTAL)) / (GAMES - GAMES / 2));
                after.entrySet().stream()
                        .filter(e -> !e.getKey().startsWith("("))
                        .map(e -> Map.entry(e.getKey(), e.getValue() - before.getOrDefault(e.getKey(), 0L)))
                        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                        .limit(12)
                        .forEach(e -> System.out.printf(
                                "BENCH   %,9d bytes per game  %s%n", e.getValue() / GAMES, e.getKey()));
                System.out.printf(
                        "BENCH   %,9d Vaadin state nodes per game%n",
                        (after.getOrDefault(NODES, 0L) - before.getOrDefault(NODES, 0L)) / GAMES);
                jcmd(app.pid(), "GC.heap_dump", dumpAfter.toString());
                long dumpedBefore = HeapDump.objectBytes(dumpBefore), dumpedAfter = HeapDump.objectBytes(dumpAfter);
                System.out.printf(
                        "BENCH heap, from heap dumps (the steadier figure): %,d → %,d bytes, %,d bytes per game%n",
                        dumpedBefore, dumpedAfter, (dumpedAfter - dumpedBefore) / GAMES);
                if (System.getProperty("bench.heapdump") == null) {
                    Files.delete(dumpBefore);
                    Files.delete(dumpAfter);
                }

                // Thousands of digits into another game first, as fast as the browser goes, so that the
                // JIT has compiled the request path as on a server that has been up a while: with
                // only a few hundred, much of it still runs in the JIT's slower, profiling tier.
                typeDigits(open.get(1).pages().getFirst(), WARM_UP_DIGITS, 0);
                RESPONSE_BYTES.clear();
                Page page = open.get(2).pages().getFirst();
                long mark = lines(accessLog);
                typeDigits(page, DIGITS, 50);
                long[] trips = uidlMicros(accessLog, mark);
                // Round trips 1, 3, 5, ... carried the digits (0 was the click, the even ones the arrows).
                long[] digits = IntStream.range(0, trips.length / 2)
                        .mapToLong(i -> trips[2 * i + 1])
                        .toArray();
                printTimes("digit entry", digits);
                assertThat(digits).hasSize(DIGITS);

                mark = lines(accessLog);
                pressIdleKeys(page, DIGITS);
                long[] idle = uidlMicros(accessLog, mark);
                printTimes(
                        "a key that changes nothing (the floor of a round trip)",
                        Arrays.copyOfRange(idle, 1, idle.length));
                int[] sizes = RESPONSE_BYTES.stream()
                        .mapToInt(Integer::intValue)
                        .sorted()
                        .toArray();
                System.out.printf(
                        "BENCH digit entry: response median %,d bytes, max %,d bytes%n",
                        sizes[sizes.length / 2], sizes[sizes.length - 1]);
                for (BrowserContext context : open) context.close();
            }
        } finally {
            app.destroy();
            app.waitFor(20, TimeUnit.SECONDS);
        }
    }

    /** A new browser context is a new visitor: new cookie, new session, new game. */
    private static BrowserContext openNineByNine(Browser browser, String url) {
        BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900));
        Page page = context.newPage();
        page.navigate(url);
        page.getByRole(AriaRole.GRIDCELL).first().waitFor();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                .click();
        choose(page, "Size", "9 × 9");
        choose(page, "Difficulty", "Hard");
        page.getByRole(AriaRole.DIALOG)
                .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Start")))
                .click();
        page.getByRole(AriaRole.GRIDCELL).nth(80).waitFor();
        // Vaadin keeps each UI's last response to resend it if the browser asks again. Selecting a
        // cell makes that the small answer a game in play keeps, not the whole grid just drawn.
        page.waitForResponse(
                ServerBenchmarkIT::isUidl,
                () -> page.getByRole(AriaRole.GRIDCELL).nth(40).click());
        return context;
    }

    private static void choose(Page page, String select, String item) {
        page.locator("vaadin-select", new Page.LocatorOptions().setHasText(select))
                .first()
                .click();
        page.getByRole(
                        AriaRole.OPTION,
                        new Page.GetByRoleOptions().setName(item).setExact(true))
                .click();
    }

    /**
     * Types digits into cell after cell, each key waiting for the server's answer as a careful
     * player's would (else the browser batches keys into one request). Returns which of the
     * round trips that follow carried a digit: the click comes first, then digit and arrow by turns.
     */
    private static void typeDigits(Page page, int count, int pauseMillis) {
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        page.waitForResponse(ServerBenchmarkIT::isUidl, () -> cells.first().click());
        for (int i = 0; i < count; i++) {
            String digit = Integer.toString(i % 9 + 1);
            String arrow = i % 9 == 8 ? "ArrowDown" : "ArrowRight";
            byte[] body = page.waitForResponse(
                            ServerBenchmarkIT::isUidl, () -> page.keyboard().press(digit))
                    .body();
            if (i == count / 2 && Boolean.getBoolean("bench.show"))
                System.out.println("BENCH a digit's response: " + new String(body));
            RESPONSE_BYTES.add(body.length);
            // A quick player's pace, some ten keys a second: the browser has painted before the next
            // key, so that it does not take the server's CPU (this machine has two cores for both).
            if (pauseMillis > 0) page.waitForTimeout(pauseMillis);
            page.waitForResponse(
                    ServerBenchmarkIT::isUidl, () -> page.keyboard().press(arrow));
            if (pauseMillis > 0) page.waitForTimeout(pauseMillis);
        }
        page.waitForTimeout(500);
    }

    /** Up in the top row: each key is a round trip that moves nothing, after the click that selects the first cell. */
    private static void pressIdleKeys(Page page, int count) {
        page.waitForResponse(
                ServerBenchmarkIT::isUidl,
                () -> page.getByRole(AriaRole.GRIDCELL).first().click());
        for (int i = 0; i < count; i++) {
            page.waitForResponse(
                    ServerBenchmarkIT::isUidl, () -> page.keyboard().press("ArrowUp"));
            page.waitForTimeout(50);
        }
        page.waitForTimeout(500);
    }

    private static void printTimes(String what, long[] micros) {
        long[] sorted = micros.clone();
        Arrays.sort(sorted);
        System.out.printf(
                "BENCH %s: %d round trips, server time median %.2f ms, p90 %.2f ms, max %.2f ms%n",
                what,
                sorted.length,
                sorted[sorted.length / 2] / 1000.0,
                sorted[sorted.length * 9 / 10] / 1000.0,
                sorted[sorted.length - 1] / 1000.0);
    }

    /** Sizes of the digits' responses, which is also what each UI keeps as its last response. */
    private static final List<Integer> RESPONSE_BYTES = new ArrayList<>();

    private static boolean isUidl(Response response) {
        return response.url().contains("v-r=uidl");
    }

    private static final String TOTAL = "(total)", NODES = "(state nodes)";

    /** Bytes per class in the live heap, and the total; the class histogram runs a full GC first. */
    private static Map<String, Long> histogram(long pid) throws IOException, InterruptedException {
        Thread.sleep(3000);
        String out = jcmd(pid, "GC.class_histogram");
        Map<String, Long> bytes = new HashMap<>();
        Matcher row =
                Pattern.compile("(?m)^\\s*\\d+:\\s+\\d+\\s+(\\d+)\\s+(\\S+)").matcher(out);
        while (row.find()) bytes.merge(row.group(2), Long.parseLong(row.group(1)), Long::sum);
        Matcher nodes = Pattern.compile(
                        "(?m)^\\s*\\d+:\\s+(\\d+)\\s+\\d+\\s+com\\.vaadin\\.flow\\.internal\\.StateNode\\s")
                .matcher(out);
        if (nodes.find()) bytes.put(NODES, Long.parseLong(nodes.group(1)));
        Matcher total = Pattern.compile("Total\\s+\\d+\\s+(\\d+)").matcher(out);
        if (!total.find())
            throw new IllegalStateException(
                    "no histogram total in: " + out.lines().limit(5).toList());
        bytes.put(TOTAL, Long.parseLong(total.group(1)));
        return bytes;
    }

    private static String jcmd(long pid, String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of(
                Paths.get(System.getProperty("java.home"), "bin", "jcmd").toString(), Long.toString(pid)));
        line.addAll(List.of(command));
        Process jcmd = new ProcessBuilder(line).redirectErrorStream(true).start();
        String out = new String(jcmd.getInputStream().readAllBytes());
        jcmd.waitFor();
        return out;
    }

    private static long lines(Path logs) throws IOException {
        try (var files = Files.list(logs)) {
            return files.mapToLong(ServerBenchmarkIT::count).sum();
        }
    }

    private static long count(Path file) {
        try {
            return Files.readAllLines(file).size();
        } catch (IOException e) {
            return 0;
        }
    }

    /** Server time (%D, microseconds in Tomcat 10+) of the round trips logged after line {@code mark}. */
    private static long[] uidlMicros(Path logs, long mark) throws IOException {
        List<String> all = new ArrayList<>();
        try (var files = Files.list(logs)) {
            for (Path file : files.sorted().toList()) all.addAll(Files.readAllLines(file));
        }
        return all.stream()
                .skip(mark)
                .filter(line -> line.startsWith("POST") && line.contains("v-r=uidl"))
                .mapToLong(line -> Long.parseLong(line.substring(line.lastIndexOf(' ') + 1)))
                .toArray();
    }

    private static void waitUntilUp(int port) throws InterruptedException {
        for (int i = 0; i < 120; i++) {
            try {
                HttpURLConnection c = (HttpURLConnection)
                        URI.create("http://127.0.0.1:" + port + "/play").toURL().openConnection();
                if (c.getResponseCode() == 200) return;
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the app did not start on port " + port);
    }

    /** A script that starts Chromium on core 0 only. */
    private static Path pinnedChromium(Path dir) throws IOException {
        Path script = dir.resolve("chromium-on-core-0");
        Files.writeString(script, "#!/bin/sh\nexec taskset -c 0 " + CHROMIUM + " \"$@\"\n");
        script.toFile().setExecutable(true);
        return script;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
