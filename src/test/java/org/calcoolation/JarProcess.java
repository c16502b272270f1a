package org.calcoolation;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.calcoolation.base.data.H2CrashRecovery;
import org.junit.jupiter.api.Assumptions;

/**
 * The built jar run as its own process, as a service manager runs it: started with environment
 * variables only, waited for until {@code /play} answers, stopped with SIGTERM. For the tests that
 * restart or kill the server, or point it at another database. Started as docs/operating.md's
 * "Faster starts" does, or as the README's plain {@code java -jar} ({@link #startPlain}).
 */
public final class JarProcess {

    private JarProcess() {}

    /** The build's folder (where {@code mvn verify} packages the jar), from where the test classes are. */
    public static Path buildDir(Class<?> test) {
        try {
            return Paths.get(test.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The packaged jar; skips the test when there is none, as under {@code mvn test}. */
    public static Path jar(Class<?> test) {
        Path jar = buildDir(test).resolve("calcoolation.jar");
        Assumptions.assumeTrue(
                Files.isRegularFile(jar), "No " + jar + ": run through mvn verify, which packages the jar first");
        return jar;
    }

    /**
     * Starts the jar on the port with the data folder and any further environment (DATABASE_URL, ...),
     * its output in the log, and returns once {@code /play} answers 200, at most two minutes later.
     */
    public static Process start(Path jar, int port, Path data, Path log, Map<String, String> environment)
            throws IOException, InterruptedException {
        List<String> command = cachedCommand(jar); // made before the clock starts: once a build
        long started = System.nanoTime();
        Process process = launch(command, port, data, log, environment);
        awaitUp(process, port, log, started);
        return process;
    }

    /** As {@link #start}, with the README's own {@code java -jar}, unpacked by Spring Boot's launcher as it runs. */
    public static Process startPlain(Path jar, int port, Path data, Path log, Map<String, String> environment)
            throws IOException, InterruptedException {
        long started = System.nanoTime();
        Process process = launch(plainCommand(jar), port, data, log, environment);
        awaitUp(process, port, log, started);
        return process;
    }

    /** Starts the jar and returns at once, for starting several side by side; then {@link #awaitUp}. */
    public static Process launch(Path jar, int port, Path data, Path log, Map<String, String> environment)
            throws IOException {
        return launch(cachedCommand(jar), port, data, log, environment);
    }

    private static Process launch(List<String> command, int port, Path data, Path log, Map<String, String> environment)
            throws IOException {
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("PORT", Integer.toString(port));
        builder.environment().put("MANAGEMENT_PORT", "0"); // any free port: the default 8081 may be taken
        builder.environment().put("CALCOOLATION_DATA_DIR", data.toString());
        builder.environment().putAll(environment);
        return builder.start();
    }

    private static List<String> plainCommand(Path jar) {
        return Stream.of(List.of(java()), compilers(), List.of("-jar", jar.toString()))
                .flatMap(List::stream)
                .toList();
    }

    /**
     * The test JVM's own choice of compilers for the jar: C1 alone unless {@code -Dbench} (pom.xml's
     * argLine), as a jar started for a test lives a minute or two. A start and forty pages took 21.8 and
     * 24.6 s of CPU with C1 alone, 35.1 and 37.2 s with C2 as well (plain java -jar, 2-core machine at a
     * load of 20); the restart and crash journeys start the jar about twenty times a build.
     */
    private static List<String> compilers() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().contains(C1_ONLY)
                ? List.of(C1_ONLY)
                : List.of();
    }

    private static final String C1_ONLY = "-XX:TieredStopAtLevel=1";

    private static String java() {
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * The jar as docs/operating.md's "Faster starts" runs it: unpacked by Spring Boot's tools (its
     * classes then come from plain jars, which a JDK AOT cache can hold) with a cache of what a start
     * loads and links, made by one training start a build and shared by the test JVMs under a file
     * lock. On a quiet machine a start reached its refreshed context in 3.5 s instead of 9.5 s, and
     * the restart journeys start the jar up to five times. The plain command if the cache cannot be made.
     */
    private static List<String> cachedCommand(Path jar) throws IOException {
        Path dir = jar.resolveSibling("aot");
        Path app = dir.resolve("app").resolve(jar.getFileName());
        Path cache = dir.resolve("calcoolation.aot");
        Files.createDirectories(dir);
        try (FileChannel channel =
                        FileChannel.open(dir.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock held = channel.lock()) {
            boolean fresh = Files.isRegularFile(cache)
                    && Files.getLastModifiedTime(cache).compareTo(Files.getLastModifiedTime(jar)) > 0;
            if (!fresh) {
                Files.deleteIfExists(cache);
                // Made under another name and moved once the training JVM has ended by itself: one cut at its
                // time limit (beside a load of 32) left its cache half written, by the child JVM that
                // assembles it, and the next start read that and ran without one.
                Path making = dir.resolve("calcoolation.aot.making");
                Files.deleteIfExists(making);
                run(
                        dir.resolve("extract.log"),
                        Map.of(),
                        java(),
                        "-Djarmode=tools",
                        "-jar",
                        jar.toString(),
                        "extract",
                        "--destination",
                        dir.resolve("app").toString(),
                        "--force");
                // Exits once the context is refreshed; the JVM writes the cache as it ends.
                // Trained with the compilers it runs with (compilers()): the cache is made for one set of flags.
                boolean trained = run(
                        dir.resolve("training.log"),
                        Map.of(
                                "CALCOOLATION_DATA_DIR",
                                dir.resolve("training-data").toString(),
                                "PORT",
                                "0",
                                "MANAGEMENT_PORT",
                                "0"),
                        Stream.of(
                                        List.of(java()),
                                        compilers(),
                                        List.of(
                                                "-XX:AOTCacheOutput=" + making,
                                                "-Dspring.context.exit=onRefresh",
                                                "-jar",
                                                app.toString()))
                                .flatMap(List::stream)
                                .toArray(String[]::new));
                if (trained && Files.isRegularFile(making))
                    Files.move(making, cache, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while making the AOT cache", e);
        }
        if (!Files.isRegularFile(cache)) {
            System.out.println("No AOT cache (see " + dir + "/training.log): the jar starts as java -jar");
            return plainCommand(jar);
        }
        return Stream.of(List.of(java()), compilers(), List.of("-XX:AOTCache=" + cache, "-jar", app.toString()))
                .flatMap(List::stream)
                .toList();
    }

    /** Runs the command, its output in the log, for at most three minutes; whether it ended by itself. */
    private static boolean run(Path log, Map<String, String> environment, String... command)
            throws IOException, InterruptedException {
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(environment);
        Process process = builder.start();
        try {
            if (process.waitFor(3, TimeUnit.MINUTES)) return true;
            process.destroyForcibly().waitFor();
            return false;
        } catch (InterruptedException e) {
            // A test timed out meanwhile (TwoNodesIT beside a load of 30): the training start must not outlive it.
            process.destroyForcibly();
            throw e;
        }
    }

    /**
     * Waits until the jar started at {@code started} (nano time) answers {@code /play}, at most two
     * minutes from then. A jar that does not come up is stopped, also when the test times out
     * meanwhile: StorageFaultsIT beside a load of 32 left one running after its five minutes.
     */
    public static void awaitUp(Process process, int port, Path log, long started) throws InterruptedException {
        try {
            awaitPlay(process, port, log, started);
        } catch (InterruptedException | RuntimeException | Error e) {
            process.destroyForcibly();
            throw e;
        }
    }

    private static void awaitPlay(Process process, int port, Path log, long started) throws InterruptedException {
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        // -Djar.start.minutes=N for a machine busy with other work, where the jar starts slower.
        long deadline = started + TimeUnit.MINUTES.toNanos(Long.getLong("jar.start.minutes", 2));
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) throw new AssertionError("the server stopped while starting; see " + log);
            try {
                HttpResponse<Void> response = http.send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/play"))
                                .build(),
                        HttpResponse.BodyHandlers.discarding());
                if (response.statusCode() == 200) {
                    System.out.printf(
                            "The jar answered /play %.1f s after it was started (%s)%n",
                            (System.nanoTime() - started) / 1e9, log.getFileName());
                    return;
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        process.destroyForcibly();
        throw new AssertionError("the server did not answer within two minutes; see " + log);
    }

    /** Stops the server as a service manager would (SIGTERM), so that it stores what it holds. */
    public static void stop(Process server) throws InterruptedException {
        server.info()
                .totalCpuDuration()
                .ifPresent(cpu -> System.out.printf(
                        "The jar (pid %d) used %.1f s of CPU; stopping it%n", server.pid(), cpu.toMillis() / 1e3));
        server.destroy();
        if (!server.waitFor(60, TimeUnit.SECONDS)) server.destroyForcibly().waitFor();
    }

    /**
     * A JDBC URL to a copy of the H2 file a killed server left in {@code data}, recovered as the server
     * will recover it on its next start. The file itself is left alone: opening it here would run H2's
     * own recovery on it, and that drops what {@code H2CrashRecovery} would have found.
     */
    public static String copyOfDatabase(Path data, Path folder) throws IOException {
        Path copy = Files.createTempDirectory(folder, "killed-database-");
        Files.copy(data.resolve("calcoolation.mv.db"), copy.resolve("calcoolation.mv.db"));
        H2CrashRecovery.recover(copy.resolve("calcoolation.mv.db"));
        return "jdbc:h2:file:" + copy.resolve("calcoolation") + ";AUTO_SERVER=FALSE";
    }

    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
