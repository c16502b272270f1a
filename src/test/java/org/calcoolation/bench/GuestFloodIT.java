package org.calcoolation.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.calcoolation.AnonymousVisit;
import org.calcoolation.JarProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The production jar with its defaults and a small heap ({@code -Xmx256m}, and
 * {@code -XX:+ExitOnOutOfMemoryError} as the README starts it) takes 2,000 anonymous first visits
 * from 2,000 addresses at once, eight at a time, behind a proxy it trusts: the worst case, where no
 * per-address limit applies. It must stay up, without an OutOfMemoryError; each visit gets its grid
 * or the "Very busy" page, nothing else; a player who was playing before goes on; and once the
 * sessions nobody claimed have ended, new visitors play again. Takes about five minutes, so it runs
 * on request, after the jar is built:
 * {@code ./mvnw verify -Dbench=true -Dit.test=GuestFloodIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@EnabledIfSystemProperty(named = "bench", matches = "true")
// A benchmark runs for minutes: past the five-minute limit of junit-platform.properties.
@Timeout(value = 60, unit = TimeUnit.MINUTES)
class GuestFloodIT {

    private static final String HEAP = System.getProperty("bench.flood.heap", "-Xmx256m");
    private static final int VISITS = Integer.getInteger("bench.flood.visits", 2000);
    private static final int AT_ONCE = 8;
    private static final Duration RECOVERY_AT_MOST = Duration.ofMinutes(5);

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void two_thousand_visitors_at_once_get_their_grid_or_a_busy_page_and_the_server_stays_up() throws Exception {
        Path jar = JarProcess.jar(getClass());
        Path data = Files.createTempDirectory("calcoolation-flood");
        Path log = data.resolve("app.log");
        int port = JarProcess.freePort();
        String base = "http://127.0.0.1:" + port;
        List<String> command = List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP,
                "-XX:+ExitOnOutOfMemoryError",
                "-jar",
                jar.toString());
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment()
                .putAll(Map.of(
                        "PORT",
                        Integer.toString(port),
                        "MANAGEMENT_PORT",
                        "0",
                        "CALCOOLATION_DATA_DIR",
                        data.toString(),
                        "CALCOOLATION_TRUSTED_PROXIES",
                        "127.0.0.1"));
        long started = System.nanoTime();
        Process app = builder.start();
        try {
            JarProcess.awaitUp(app, port, log, started);
            AnonymousVisit.Outcome player = AnonymousVisit.make(http, base, from("198.51.100.7"));
            assertThat(player.played())
                    .as("the player before the flood: " + player.refusal())
                    .isTrue();

            Map<Integer, AtomicInteger> outcomes = new ConcurrentHashMap<>();
            AtomicInteger next = new AtomicInteger();
            Map<Integer, String> firstRefusal = new ConcurrentHashMap<>();
            long floodStart = System.nanoTime();
            ExecutorService visitors = Executors.newFixedThreadPool(AT_ONCE);
            for (int t = 0; t < AT_ONCE; t++) {
                visitors.submit(() -> {
                    for (int i = next.getAndIncrement(); i < VISITS && app.isAlive(); i = next.getAndIncrement()) {
                        int status;
                        try {
                            AnonymousVisit.Outcome visit = AnonymousVisit.make(http, base, from(visitor(i)));
                            status = visit.status();
                            if (!visit.played()) firstRefusal.putIfAbsent(status, visit.refusal());
                        } catch (IOException e) {
                            status = 0;
                            firstRefusal.putIfAbsent(0, e.toString());
                        }
                        outcomes.computeIfAbsent(status, s -> new AtomicInteger())
                                .incrementAndGet();
                    }
                    return null;
                });
            }
            // The player plays on meanwhile: a heartbeat every 5 s, as an open page sends them.
            int playerAnswers = 0, playerFailures = 0;
            visitors.shutdown();
            while (!visitors.awaitTermination(5, TimeUnit.SECONDS)) {
                if (heartbeat(base, player) == 200) playerAnswers++;
                else playerFailures++;
            }
            long floodSeconds = (System.nanoTime() - floodStart) / 1_000_000_000;
            String heapAfterFlood = heapInfo(app);
            boolean playerPage = page(base, player) == 200;

            long recoveryStart = System.nanoTime();
            int newcomer = 0;
            long recoverySeconds = -1;
            while (System.nanoTime() - recoveryStart < RECOVERY_AT_MOST.toNanos() && app.isAlive()) {
                if (AnonymousVisit.make(http, base, from("203.0.113." + (++newcomer % 250)))
                        .played()) {
                    recoverySeconds = (System.nanoTime() - recoveryStart) / 1_000_000_000;
                    break;
                }
                Thread.sleep(10_000);
            }
            String text = Files.readString(log);
            System.out.printf(
                    "BENCH guest flood (%s): %d visits from %d addresses, %d at once, in %d s: %s (status: count; 200 = played, 503 = Very busy)%n",
                    HEAP, VISITS, VISITS, AT_ONCE, floodSeconds, outcomes);
            System.out.printf(
                    "BENCH guest flood: the player before it: %d heartbeats answered, %d not; their page afterwards: %s%n",
                    playerAnswers, playerFailures, playerPage ? 200 : "not 200");
            System.out.printf(
                    "BENCH guest flood: new visitors played again %d s after it ended; alive: %s; OutOfMemoryError in log: %s%n",
                    recoverySeconds, app.isAlive(), text.contains("OutOfMemoryError"));
            System.out.printf("BENCH guest flood: heap right after it: %s%n", heapAfterFlood);
            firstRefusal.forEach((status, body) ->
                    System.out.printf("BENCH guest flood: first %d: %.200s%n", status, body.replaceAll("\\s+", " ")));

            assertThat(app.isAlive()).as("the server is up").isTrue();
            assertThat(text).doesNotContain("OutOfMemoryError");
            assertThat(outcomes.keySet())
                    .as("each visit played or was asked to come back")
                    .isSubsetOf(200, 503);
            assertThat(outcomes.values().stream().mapToInt(AtomicInteger::get).sum())
                    .isEqualTo(VISITS);
            assertThat(playerFailures)
                    .as("heartbeats of the player's page not answered")
                    .isZero();
            assertThat(playerPage).as("the player's page after the flood").isTrue();
            assertThat(recoverySeconds)
                    .as("seconds until new visitors play again")
                    .isNotNegative();
        } finally {
            JarProcess.stop(app);
        }
    }

    /** The headers of a visitor at this address, as the trusted proxy in front of the server would send them. */
    private static Map<String, String> from(String address) {
        return Map.of("X-Forwarded-For", address);
    }

    /** The i-th visitor's address: 2,000 of them in 10.0.0.0/8, each its own. */
    private static String visitor(int i) {
        return "10.%d.%d.%d".formatted(i / 62_500, i / 250 % 250, 1 + i % 250);
    }

    private int heartbeat(String base, AnonymousVisit.Outcome player) throws InterruptedException {
        return send(
                HttpRequest.newBuilder(URI.create(base + "/?v-r=heartbeat&v-uiId=0"))
                        .POST(HttpRequest.BodyPublishers.noBody()),
                player);
    }

    private int page(String base, AnonymousVisit.Outcome player) throws InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + "/play")), player);
    }

    private int send(HttpRequest.Builder request, AnonymousVisit.Outcome player) throws InterruptedException {
        try {
            request.header("Cookie", player.cookieHeader())
                    .header("X-Forwarded-For", "198.51.100.7")
                    .timeout(Duration.ofSeconds(20));
            return http.send(request.build(), HttpResponse.BodyHandlers.discarding())
                    .statusCode();
        } catch (IOException e) {
            return 0;
        }
    }

    /** What the JVM says of its heap (jcmd GC.heap_info), or why it could not be asked. */
    private static String heapInfo(Process app) {
        try {
            Path jcmd = Paths.get(System.getProperty("java.home"), "bin", "jcmd");
            Process info = new ProcessBuilder(jcmd.toString(), Long.toString(app.pid()), "GC.heap_info")
                    .redirectErrorStream(true)
                    .start();
            String text = new String(info.getInputStream().readAllBytes());
            info.waitFor(30, TimeUnit.SECONDS);
            return text.lines()
                    .filter(l -> l.contains("total") || l.contains("used"))
                    .findFirst()
                    .orElse(text)
                    .trim();
        } catch (IOException | InterruptedException e) {
            return e.toString();
        }
    }
}
