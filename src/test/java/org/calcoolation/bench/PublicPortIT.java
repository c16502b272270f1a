package org.calcoolation.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.calcoolation.JarProcess;
import org.calcoolation.PushUpgrade;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Issue 37's floods of the public port, each against a jar of its own, while a load balancer's
 * probe asks {@code /livez} once a second from another address (127.0.0.2):
 * <ul>
 * <li>{@code push}: one ordinary {@code /play} page, then 3,000 WebSocket upgrades at once from one
 *     address to that page's push id, held 30 s;
 * <li>{@code slow}: 8,400 connections from one address sending a request header a byte every 2 s for
 *     70 s, while a visitor at a third address loads {@code /play} every 2 s;
 * <li>{@code leave}: 2,000 players with push open (limits off, as they share this machine's address)
 *     leave at once, as closed tabs do: Vaadin's unload beacon, the seat's beacon and the push close.
 * </ul>
 * Figures, not targets: it fails only on a wrong answer. Runs on request, after the jar is built:
 *
 * <pre>./mvnw verify -Dbench=true -Dit.test=PublicPortIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 *     [-Dport.cases=push,slow,leave] [-Dport.pushes=3000] [-Dport.slow=8400] [-Dport.leavers=2000] [-Dport.jar=other.jar]
 *     [-Dport.perAddress=0 (push: without the count of connections by address)]</pre>
 */
@EnabledIfSystemProperty(named = "bench", matches = "true")
@Timeout(value = 60, unit = TimeUnit.MINUTES)
class PublicPortIT {

    private static final List<String> CASES =
            Arrays.asList(System.getProperty("port.cases", "push,slow,leave").split(","));
    private static final int PUSHES = Integer.getInteger("port.pushes", 3000);
    private static final int HOLD_SECONDS = Integer.getInteger("port.hold", 30);
    private static final int SLOW = Integer.getInteger("port.slow", 8400);
    private static final int SLOW_SECONDS = Integer.getInteger("port.slowSeconds", 70);
    private static final int LEAVERS = Integer.getInteger("port.leavers", 2000);

    @Test
    void three_thousand_websockets_to_one_page() throws Exception {
        Assumptions.assumeTrue(CASES.contains("push"));
        // -Dport.perAddress=0 measures the push flood without the per-address count of connections.
        Map<String, String> limits = System.getProperty("port.perAddress") == null
                ? Map.of()
                : Map.of("CALCOOLATION_CONNECTIONS_PER_ADDRESS", System.getProperty("port.perAddress"));
        try (Server server = Server.start(limits)) {
            String push = PushUpgrade.ofANewPage(server.port());
            try (LivenessProbe probe = new LivenessProbe("127.0.0.2", server.port(), "/livez", 1_000);
                    HeldSockets upgrades = new HeldSockets()) {
                Thread.sleep(3_000);
                long opened = System.nanoTime();
                upgrades.open(PUSHES, "127.0.0.5", server.port(), push, true, HOLD_SECONDS * 1_000);
                System.out.printf(
                        "BENCH port push: %d upgrades to one page opened in %.1f s: %s%n",
                        PUSHES, (System.nanoTime() - opened) / 1e9, upgrades.outcomes());
                Thread.sleep(HOLD_SECONDS * 1_000L / 2);
                System.out.println("BENCH port push: Tomcat threads waiting for a Vaadin session's lock: "
                        + server.threadsIn("VaadinService.lockSession"));
                Thread.sleep(HOLD_SECONDS * 1_000L / 2);
                upgrades.close();
                Thread.sleep(15_000);
                report("push", probe.finish());
            }
        }
    }

    @Test
    void eight_thousand_slow_headers_from_one_address() throws Exception {
        Assumptions.assumeTrue(CASES.contains("slow"));
        try (Server server = Server.start(Map.of())) {
            try (LivenessProbe probe = new LivenessProbe("127.0.0.2", server.port(), "/livez", 1_000);
                    LivenessProbe visitor = new LivenessProbe("127.0.0.4", server.port(), "/play", 2_000);
                    HeldSockets slow = new HeldSockets()) {
                Thread.sleep(3_000);
                long opened = System.nanoTime();
                // Each connection gets a byte every 2 s from the start, within Tomcat's 5 s wait for the next bytes.
                Thread drip = Thread.ofVirtual().start(() -> drip(slow, opened));
                slow.open(SLOW, "127.0.0.3", server.port(), "GET /play HTTP/1.1\r\nHost: localhost\r\n", false, 10_000);
                System.out.printf(
                        "BENCH port slow: %d slow headers opened in %.1f s: %s%n",
                        SLOW, (System.nanoTime() - opened) / 1e9, slow.outcomes());
                drip.join();
                slow.close();
                Thread.sleep(10_000);
                List<LivenessProbe.Sample> pages = visitor.finish();
                report("slow", probe.finish());
                System.out.println("BENCH port slow: /play from 127.0.0.4: " + LivenessProbe.summary(pages));
            }
        }
    }

    @Test
    void two_thousand_players_leave_at_once() throws Exception {
        Assumptions.assumeTrue(CASES.contains("leave"));
        try (Server server = Server.start(Map.of("CALCOOLATION_RATE_LIMIT_ENABLED", "false"))) {
            Crowd crowd = new Crowd("http://127.0.0.1:" + server.port(), "socket", true);
            long joining = System.nanoTime();
            int failed = crowd.join(LEAVERS, 8);
            System.out.printf(
                    "BENCH port leave: %d players joined in %.1f s (%d failed); %s%n",
                    LEAVERS, (System.nanoTime() - joining) / 1e9, failed, crowd.pushes());
            try (LivenessProbe probe = new LivenessProbe("127.0.0.2", server.port(), "/livez", 1_000)) {
                Thread.sleep(3_000);
                Crowd.Leaving left = crowd.leave(Duration.ofSeconds(30));
                System.out.println("BENCH port leave: " + left);
                Thread.sleep(5_000);
                report("leave", probe.finish());
                assertThat(failed).as("players who could not join").isZero();
            }
        }
    }

    /** A byte every 2 s to every slow header for SLOW_SECONDS, saying every 10 s how many are still open. */
    private static void drip(HeldSockets slow, long opened) {
        long end = opened + TimeUnit.SECONDS.toNanos(SLOW_SECONDS);
        for (int tick = 1; System.nanoTime() < end; tick++) {
            try {
                Thread.sleep(2_000);
            } catch (InterruptedException e) {
                return;
            }
            int open = slow.drip((byte) 'X');
            if (tick % 5 == 0)
                System.out.printf(
                        "BENCH port slow: %.0f s: %d slow headers still open%n",
                        (System.nanoTime() - opened) / 1e9, open);
        }
    }

    private static void report(String name, List<LivenessProbe.Sample> samples) {
        System.out.printf("BENCH port %s: /livez from 127.0.0.2: %s%n", name, LivenessProbe.summary(samples));
        StringBuilder line = new StringBuilder();
        for (LivenessProbe.Sample s : samples) line.append(s.millis() < 0 ? "x" : s.millis() <= 1_000 ? "." : "s");
        System.out.printf("BENCH port %s: each second ('.' within 1 s, 's' slower, 'x' none): %s%n", name, line);
        for (LivenessProbe.Sample s : samples)
            if (s.millis() < 0 || s.millis() > 1_000)
                System.out.printf(
                        "BENCH port %s: probe at %.1f s: answer %s ms, of which connect %s ms%n",
                        name, s.sentMillis() / 1e3, s.millis(), s.connectMillis());
        assertThat(samples).as("probes sent").isNotEmpty();
    }

    /** The jar under test in a process of its own, with a throwaway data folder. */
    private record Server(Process process, int port) implements AutoCloseable {

        static Server start(Map<String, String> environment) throws Exception {
            Path jar = System.getProperty("port.jar") != null
                    ? Path.of(System.getProperty("port.jar"))
                    : JarProcess.jar(PublicPortIT.class);
            Path data = Files.createTempDirectory("calcoolation-port");
            int port = JarProcess.freePort();
            Process process = JarProcess.start(jar, port, data, data.resolve("app.log"), environment);
            System.out.printf("BENCH port: %s on port %d, log %s%n", jar, port, data.resolve("app.log"));
            return new Server(process, port);
        }

        /** How many of the server's threads have this method on their stack now (jcmd Thread.print). */
        long threadsIn(String method) throws Exception {
            Process jcmd = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "jcmd")
                                    .toString(),
                            Long.toString(process.pid()),
                            "Thread.print")
                    .redirectErrorStream(true)
                    .start();
            String dump = new String(jcmd.getInputStream().readAllBytes());
            jcmd.waitFor();
            return Arrays.stream(dump.split("\n\n"))
                    .filter(thread -> thread.contains(method))
                    .count();
        }

        @Override
        public void close() throws InterruptedException {
            JarProcess.stop(process);
        }
    }
}
