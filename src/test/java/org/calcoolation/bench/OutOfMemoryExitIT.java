package org.calcoolation.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.calcoolation.AnonymousVisit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The production jar with a small heap and {@code -XX:+ExitOnOutOfMemoryError}, as the README
 * starts it, is driven into an OutOfMemoryError by anonymous visits (rate limit, session
 * probation and the "Very busy" page switched off, so that memory is what gives out) and must exit rather than stay up
 * without answering. With {@code -Dbench.oom.control=true} the same is done without the flag, and
 * whether that process still answers is printed. Runs only on request, after the jar is built:
 * {@code ./mvnw verify -Dbench=true -Dit.test=OutOfMemoryExitIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@EnabledIfSystemProperty(named = "bench", matches = "true")
// A benchmark runs for minutes: past the five-minute limit of junit-platform.properties.
@Timeout(value = 60, unit = TimeUnit.MINUTES)
class OutOfMemoryExitIT {

    private static final Path JAR = Paths.get(System.getProperty("bench.jar", "target/calcoolation.jar"));
    private static final String HEAP = System.getProperty("bench.oom.heap", "-Xmx160m");
    private static final Duration DRIVE_AT_MOST = Duration.ofMinutes(4);

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void a_server_out_of_memory_exits() throws Exception {
        Assumptions.assumeTrue(Files.exists(JAR), "build the jar first (./mvnw package)");
        Run run = drive(true);
        System.out.printf(
                "BENCH OOM with -XX:+ExitOnOutOfMemoryError (%s): exited %s with code %s after %d visits in %d s; log: %s%n",
                HEAP, run.exited, run.exitCode, run.visits, run.seconds, run.lastLine);
        assertThat(run.exited).as("the process exited").isTrue();
        assertThat(run.exitCode)
                .as("the JVM's exit code for ExitOnOutOfMemoryError")
                .isEqualTo(3);
        assertThat(run.log).contains("Terminating due to java.lang.OutOfMemoryError");

        if (Boolean.getBoolean("bench.oom.control")) {
            Run control = drive(false);
            System.out.printf(
                    "BENCH OOM without the flag: exited %s after %d visits in %d s; answers /styles/calcoolation.css afterwards: %s; OutOfMemoryError in log: %s%n",
                    control.exited,
                    control.visits,
                    control.seconds,
                    control.answersAfter,
                    control.log.contains("OutOfMemoryError"));
        }
    }

    private record Run(
            boolean exited,
            Integer exitCode,
            int visits,
            long seconds,
            boolean answersAfter,
            String log,
            String lastLine) {}

    private Run drive(boolean exitOnOom) throws Exception {
        int port = freePort();
        Path data = Files.createTempDirectory("calcoolation-oom");
        Path log = data.resolve("app.log");
        List<String> command = new ArrayList<>(List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(), HEAP));
        if (exitOnOom) command.add("-XX:+ExitOnOutOfMemoryError");
        command.addAll(List.of(
                "-jar",
                JAR.toString(),
                "--calcoolation.rate-limit.enabled=false",
                "--calcoolation.sessions.probation=1h",
                "--calcoolation.busy.heap-limit=1"));
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().put("MANAGEMENT_PORT", "0"); // any free port: the default 8081 may be taken
        builder.environment().put("CALCOOLATION_DATA_DIR", data.toString());
        Process app = builder.start();
        try {
            waitUntilUp(app, port);
            AtomicInteger visits = new AtomicInteger();
            long start = System.nanoTime();
            ExecutorService clients = Executors.newFixedThreadPool(4);
            for (int t = 0; t < 4; t++) {
                clients.submit(() -> {
                    while (app.isAlive() && System.nanoTime() - start < DRIVE_AT_MOST.toNanos()) {
                        try {
                            if (visit(port)) visits.incrementAndGet();
                        } catch (IOException | RuntimeException e) {
                            sleep(100); // refused or timed out: the server is dying
                        }
                    }
                    return null;
                });
            }
            clients.shutdown();
            clients.awaitTermination(DRIVE_AT_MOST.toSeconds() + 60, TimeUnit.SECONDS);
            boolean exited = app.waitFor(30, TimeUnit.SECONDS);
            long seconds = (System.nanoTime() - start) / 1_000_000_000;
            boolean answers = !exited && answers(port);
            String text = Files.readString(log);
            String last = text.lines()
                    .filter(l -> l.contains("OutOfMemoryError"))
                    .findFirst()
                    .orElse("(no OutOfMemoryError logged)");
            return new Run(exited, exited ? app.exitValue() : null, visits.get(), seconds, answers, text, last);
        } finally {
            if (app.isAlive()) app.destroyForcibly().waitFor();
        }
    }

    /** One anonymous first visit to /play: the document, Vaadin's init and the round trip that opens the view. */
    private boolean visit(int port) throws IOException, InterruptedException {
        return AnonymousVisit.make(http, "http://127.0.0.1:" + port).played();
    }

    private static HttpRequest.Builder request(int port, String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(20));
    }

    private boolean answers(int port) {
        try {
            return http.send(
                                    request(port, "/styles/calcoolation.css")
                                            .timeout(Duration.ofSeconds(10))
                                            .build(),
                                    HttpResponse.BodyHandlers.discarding())
                            .statusCode()
                    == 200;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private void waitUntilUp(Process app, int port) throws InterruptedException {
        for (int i = 0; i < 240; i++) {
            if (!app.isAlive()) throw new IllegalStateException("the app stopped while starting");
            if (answers(port)) return;
            Thread.sleep(500);
        }
        throw new IllegalStateException("the app did not start on port " + port);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
