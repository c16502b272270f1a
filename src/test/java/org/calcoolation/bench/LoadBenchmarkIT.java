package org.calcoolation.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
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
import java.util.stream.LongStream;
import org.calcoolation.JarProcess;
import org.calcoolation.bench.Crowd.Action;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The load benchmark of the scale-out issue: the production jar, and a crowd of players who speak
 * Vaadin's protocol ({@link Crowd}) at a human pace, in stages of so many players at so many
 * actions a second. Prints, per stage: response times per action (from when it was due), and
 * Tomcat's own time for the same round trips (the "server" line, from its access log), errors,
 * the server's CPU per action, how busy the machine was, the garbage collector's pauses, and the
 * live heap per session. Figures, not assertions: it runs only on request, after the jar is built:
 *
 * <pre>./mvnw verify -Dbench=true -Dit.test=LoadBenchmarkIT -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false
 *     [-Dload.stages=500x1,500x5,2000x1] [-Dload.warmup=20] [-Dload.seconds=60] [-Dload.jvm="-Xmx2g"] [-Dload.jar=other.jar]
 *     [-Dload.client=jdk|socket] [-Dload.push=true] [-Dload.classes=30]</pre>
 */
@EnabledIfSystemProperty(named = "bench", matches = "true")
// A benchmark runs for minutes: past the five-minute limit of junit-platform.properties.
@Timeout(value = 60, unit = TimeUnit.MINUTES)
class LoadBenchmarkIT {

    private static final String STAGES = System.getProperty("load.stages", "500x1,500x5,2000x1");
    private static final int WARM_UP_SECONDS = Integer.getInteger("load.warmup", 20);
    private static final int SECONDS = Integer.getInteger("load.seconds", 60);
    private static final String CLIENT = System.getProperty("load.client", "socket");
    /** With -Dload.push=true each player holds its push channel open, as a browser tab does. */
    private static final boolean PUSH = Boolean.getBoolean("load.push");
    /**
     * With -Dload.messages=push each player sends its moves over its push socket, as Vaadin's client does
     * with {@code @Push(transport = WEBSOCKET)}, instead of as HTTP posts (push implied).
     */
    private static final boolean MESSAGES_OVER_PUSH = "push".equals(System.getProperty("load.messages"));
    /** With -Dload.classes=N, the N classes whose instances grew most per session, after each stage's players joined. */
    private static final int CLASSES = Integer.getInteger("load.classes", 0);
    /** With -Dload.dump=FILE, a heap dump of the server after each stage's players played (the last stage's stays). */
    private static final String DUMP = System.getProperty("load.dump");

    private static final long TICKS_PER_SECOND = 100; // Linux's USER_HZ, the unit of /proc's CPU times

    private record Stage(int players, double actionsPerSecond) {
        static Stage parse(String text) {
            String[] parts = text.trim().split("x");
            return new Stage(Integer.parseInt(parts[0]), Double.parseDouble(parts[1]));
        }
    }

    @Test
    void prints_response_times_cpu_and_heap_for_crowds_of_players() throws Exception {
        // -Dload.jar=FILE measures another build, for a before-and-after comparison.
        Path jar = System.getProperty("load.jar") != null
                ? Path.of(System.getProperty("load.jar"))
                : JarProcess.jar(LoadBenchmarkIT.class);
        List<Stage> stages = Arrays.stream(STAGES.split(",")).map(Stage::parse).toList();
        Path data = Files.createTempDirectory("calcoolation-load");
        Path gcLog = data.resolve("gc.log");
        int port = JarProcess.freePort();
        List<String> command = new ArrayList<>(List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:gc:file=" + gcLog + ":uptime"));
        String jvm = System.getProperty("load.jvm", "").trim();
        if (!jvm.isEmpty()) command.addAll(List.of(jvm.split("\\s+")));
        Path accessLog = data.resolve("access");
        command.addAll(List.of(
                "-jar",
                jar.toString(),
                // Thousands of players arrive from this one address, more than the limits let one address open.
                "--calcoolation.rate-limit.enabled=false",
                // The server's own time per request (%D, microseconds), apart from the network and the crowd.
                "--server.tomcat.accesslog.enabled=true",
                "--server.tomcat.accesslog.directory=" + accessLog,
                "--server.tomcat.accesslog.pattern=%{begin:msec}t %m %U%q %s %D",
                "--server.tomcat.accesslog.rotate=false"));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(data.resolve("app.log").toFile());
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().put("MANAGEMENT_PORT", "0");
        builder.environment().put("CALCOOLATION_DATA_DIR", data.toString());
        long started = System.nanoTime();
        Process app = builder.start();
        Crowd crowd = new Crowd("http://127.0.0.1:" + port, CLIENT, PUSH, MESSAGES_OVER_PUSH);
        try {
            JarProcess.awaitUp(app, port, data.resolve("app.log"), started);
            System.out.printf(
                    "BENCH load: server %s, %d cores, crowd in this JVM (client %s); stages %s, %d s warm-up and %d s measured each%n",
                    String.join(" ", command.subList(1, command.size())),
                    Runtime.getRuntime().availableProcessors(),
                    CLIENT,
                    STAGES,
                    WARM_UP_SECONDS,
                    SECONDS);
            // A few players first, to load classes and fill pools that fill once, before the baseline.
            crowd.join(20, 10);
            Histogram baseline = histogram(app.pid());
            long residentBaseline = residentBytes(app.pid());
            for (Stage stage : stages) {
                int more = stage.players() - crowd.players();
                long joinStart = System.nanoTime();
                int failed = more > 0 ? crowd.join(more, 8) : 0;
                if (more > 0)
                    System.out.printf(
                            "BENCH load: %d players joined in %.1f s (%d failed)%n",
                            more, (System.nanoTime() - joinStart) / 1e9, failed);
                Histogram heap = histogram(app.pid());
                int sessions = Math.max(1, crowd.players() - 20);
                System.out.printf(
                        "BENCH load: live heap %,d bytes with %d players: %,d bytes per session above the first 20%n",
                        heap.total(), crowd.players(), (heap.total() - baseline.total()) / sessions);
                heap.growthSince(baseline, sessions, CLASSES)
                        .forEach(line -> System.out.println("BENCH load:   " + line));
                // Resident memory counts what the heap does not: push channels' buffers and compressors, threads'
                // stacks.
                long resident = residentBytes(app.pid());
                System.out.printf(
                        "BENCH load: resident %,d bytes with %d players: %,d bytes per session above the first 20%n",
                        resident, crowd.players(), (resident - residentBaseline) / sessions);
                System.out.println("BENCH load: " + crowd.pushes());
                crowd.pace(stage.actionsPerSecond());
                Thread.sleep(TimeUnit.SECONDS.toMillis(WARM_UP_SECONDS));
                long gcMark = Files.size(gcLog);
                long[] serverBefore = cpuTicks(app.pid()), machineBefore = machineTicks();
                long crowdBefore = ManagementFactory.getPlatformMXBean(OperatingSystemMXBean.class)
                        .getProcessCpuTime();
                crowd.record();
                long windowStart = System.currentTimeMillis();
                Thread.sleep(TimeUnit.SECONDS.toMillis(SECONDS));
                Map<Action, long[]> times = crowd.stopRecording();
                long windowEnd = System.currentTimeMillis();
                long[] serverAfter = cpuTicks(app.pid()), machineAfter = machineTicks();
                long crowdCpu = ManagementFactory.getPlatformMXBean(OperatingSystemMXBean.class)
                                .getProcessCpuTime()
                        - crowdBefore;
                report(
                        stage,
                        crowd,
                        times,
                        serverAfter[0] - serverBefore[0],
                        machineBefore,
                        machineAfter,
                        crowdCpu,
                        gcPauses(gcLog, gcMark));
                Thread.sleep(1500); // the access log is written in batches
                line("server", serverMicros(accessLog, windowStart, windowEnd));
                // Once every player has played, Vaadin keeps each one's last answer, not the page's first (some 68 KB).
                Histogram played = histogram(app.pid());
                System.out.printf(
                        "BENCH load: live heap %,d bytes after the players played: %,d bytes per session above the first 20%n",
                        played.total(), (played.total() - baseline.total()) / Math.max(1, crowd.players() - 20));
                played.growthSince(baseline, Math.max(1, crowd.players() - 20), CLASSES)
                        .forEach(line -> System.out.println("BENCH load:   " + line));
                if (DUMP != null)
                    jcmd(
                            app.pid(),
                            "GC.heap_dump",
                            "-overwrite",
                            Path.of(DUMP).toAbsolutePath().toString());
            }
        } finally {
            crowd.stop();
            app.destroy();
            app.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static void report(
            Stage stage,
            Crowd crowd,
            Map<Action, long[]> times,
            long serverTicks,
            long[] machineBefore,
            long[] machineAfter,
            long crowdNanos,
            double[] pauses) {
        long[] all =
                times.values().stream().flatMapToLong(LongStream::of).sorted().toArray();
        long errors =
                crowd.errors().values().stream().mapToLong(Long::longValue).sum();
        System.out.printf(
                "BENCH load: %d players × %.0f action/s: %,d actions in %d s (%.0f/s), %d errors, %d heartbeat errors%n",
                stage.players(),
                stage.actionsPerSecond(),
                all.length,
                SECONDS,
                all.length / (double) SECONDS,
                errors,
                crowd.heartbeatErrors());
        System.out.printf(
                "BENCH load:   %-9s %8s %8s %8s %8s %8s%n", "action", "count", "p50 ms", "p95 ms", "p99 ms", "max ms");
        times.forEach((action, t) -> line(action.name().toLowerCase(), t));
        line("all", all);
        // Where the time went: the players' wake-up after the due time, then the HTTP round trip.
        line("late", crowd.lateness());
        line("trip", crowd.roundTrips());
        double serverCores = serverTicks / (double) TICKS_PER_SECOND / SECONDS;
        double machineBusy = 1 - (machineAfter[1] - machineBefore[1]) / (double) (machineAfter[0] - machineBefore[0]);
        System.out.printf(
                "BENCH load:   server %.2f cores, %.3f ms CPU per action; machine %.0f %% busy; crowd %.2f cores%n",
                serverCores,
                serverTicks * 1000.0 / TICKS_PER_SECOND / Math.max(1, all.length),
                machineBusy * 100,
                crowdNanos / 1e9 / SECONDS);
        System.out.printf(
                "BENCH load:   GC pauses %d, total %.0f ms, longest %.1f ms%n", (int) pauses[0], pauses[1], pauses[2]);
        Crowd.Traffic traffic = crowd.traffic();
        System.out.printf(
                "BENCH load:   bytes per move %.0f (request %.0f + answer %.0f, heads included); %.1f requests per player-minute (moves and heartbeats)%n",
                (traffic.bytesSent() + traffic.bytesRead()) / (double) Math.max(1, traffic.moves()),
                traffic.bytesSent() / (double) Math.max(1, traffic.moves()),
                traffic.bytesRead() / (double) Math.max(1, traffic.moves()),
                traffic.requests() / (double) stage.players() / (SECONDS / 60.0));
        System.out.println("BENCH load:   a move: " + crowd.sample());
        System.out.printf(
                "BENCH load:   server %.3f ms CPU per move (%d moves)%n",
                serverTicks * 1000.0 / TICKS_PER_SECOND / Math.max(1, traffic.moves()), traffic.moves());
        crowd.errorKinds().forEach((kind, count) -> System.out.printf("BENCH load:   error ×%d: %s%n", count, kind));
        // Figures are printed, not judged; but every answer is checked, and a wrong one fails the run.
        assertThat(all).as("actions recorded").isNotEmpty();
        assertThat(crowd.errorKinds()).as("answers that were wrong or missing").isEmpty();
        assertThat(errors).isZero();
        assertThat(crowd.heartbeatErrors()).as("heartbeats refused").isZero();
    }

    private static void line(String name, long[] sorted) {
        if (sorted.length == 0) return;
        System.out.printf(
                "BENCH load:   %-9s %8d %8.1f %8.1f %8.1f %8.1f%n",
                name,
                sorted.length,
                ms(sorted, 0.50),
                ms(sorted, 0.95),
                ms(sorted, 0.99),
                sorted[sorted.length - 1] / 1e6);
    }

    private static double ms(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(quantile * sorted.length) - 1)] / 1e6;
    }

    /**
     * Tomcat's own time (%D) for the round trips that began in the window, in nanoseconds and sorted:
     * from the request's first byte read to the response's last byte written, without the network
     * and the crowd's own delays.
     */
    private static long[] serverMicros(Path logs, long from, long to) throws IOException {
        List<Long> nanos = new ArrayList<>();
        try (var files = Files.list(logs)) {
            for (Path file : files.toList()) {
                for (String line : Files.readAllLines(file)) {
                    String[] f = line.split(" ");
                    if (f.length < 5 || !f[2].contains("v-r=uidl")) continue;
                    long began = Long.parseLong(f[0]);
                    if (began >= from && began < to) nanos.add(Long.parseLong(f[4]) * 1000);
                }
            }
        }
        return nanos.stream().mapToLong(Long::longValue).sorted().toArray();
    }

    /** The server's user and system CPU time, in ticks. */
    private static long[] cpuTicks(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return new long[] {Long.parseLong(fields[11]) + Long.parseLong(fields[12])};
    }

    /** The server's resident set (VmRSS), in bytes. */
    private static long residentBytes(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status")))
            if (line.startsWith("VmRSS:")) return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
        return 0;
    }

    /** The machine's total and idle ticks, from the first line of /proc/stat. */
    private static long[] machineTicks() throws IOException {
        String[] fields =
                Files.readAllLines(Path.of("/proc/stat")).getFirst().trim().split("\\s+");
        long total = 0;
        for (int i = 1; i < fields.length; i++) total += Long.parseLong(fields[i]);
        return new long[] {total, Long.parseLong(fields[4]) + Long.parseLong(fields[5])};
    }

    /** Count, total and longest of the pauses logged after byte {@code mark} of the GC log. */
    private static double[] gcPauses(Path log, long mark) throws IOException {
        byte[] all = Files.readAllBytes(log);
        String since = new String(all, (int) Math.min(mark, all.length), (int) Math.max(0, all.length - mark));
        Matcher pause = Pattern.compile("Pause.*? (\\d+\\.\\d+)ms").matcher(since);
        double count = 0, total = 0, longest = 0;
        while (pause.find()) {
            double ms = Double.parseDouble(pause.group(1));
            count++;
            total += ms;
            longest = Math.max(longest, ms);
        }
        return new double[] {count, total, longest};
    }

    /** Bytes live in the server's heap by class, and in all, after the full collection that the class histogram runs first. */
    private record Histogram(long total, Map<String, Long> bytesByClass) {

        /** The {@code top} classes that grew most between {@code before} and this, in bytes per session. */
        List<String> growthSince(Histogram before, int sessions, int top) {
            return bytesByClass.entrySet().stream()
                    .map(e -> Map.entry(e.getKey(), e.getValue() - before.bytesByClass.getOrDefault(e.getKey(), 0L)))
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .limit(top)
                    .map(e -> String.format("%,8d bytes/session  %s", e.getValue() / sessions, e.getKey()))
                    .toList();
        }
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

    private static Histogram histogram(long pid) throws IOException, InterruptedException {
        String out = jcmd(pid, "GC.class_histogram");
        Matcher total = Pattern.compile("Total\\s+\\d+\\s+(\\d+)").matcher(out);
        if (!total.find())
            throw new IllegalStateException(
                    "no histogram total in: " + out.lines().limit(5).toList());
        Map<String, Long> byClass = new HashMap<>();
        Matcher row =
                Pattern.compile("(?m)^\\s*\\d+:\\s+\\d+\\s+(\\d+)\\s+(\\S+)").matcher(out);
        while (row.find()) byClass.merge(row.group(2), Long.parseLong(row.group(1)), Long::sum);
        return new Histogram(Long.parseLong(total.group(1)), byClass);
    }
}
