package org.calcoolation;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for the tests, one per test JVM: Debian's {@code postgresql} package
 * (what {@code .ci/run} installs), a throwaway cluster in a temporary folder, listening on a free
 * loopback port, stopped when the JVM ends. Each caller gets a fresh, empty database of its own.
 *
 * <p>PostgreSQL refuses to run as root, and CI runs as root: then the server runs as the
 * {@code postgres} user that the package creates.
 */
public final class TestPostgres {

    /** The system property that sends SQL-touching tests to PostgreSQL (see pom.xml's second surefire run). */
    public static final String PROPERTY = "calcoolation.test-database";

    public static final String USER = "calcoolation";

    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static volatile TestPostgres running;

    private final Path folder;
    private final Path bin;
    private final int port;

    /** Whether this test JVM runs its database tests on PostgreSQL rather than H2. */
    public static boolean selected() {
        return "postgresql".equalsIgnoreCase(System.getProperty(PROPERTY, "h2"));
    }

    /** The server of this JVM, started on first use. */
    public static TestPostgres get() {
        TestPostgres server = running;
        if (server != null) return server;
        synchronized (TestPostgres.class) {
            if (running == null) running = create();
            return running;
        }
    }

    private TestPostgres(Path folder, Path bin, int port) {
        this.folder = folder;
        this.bin = bin;
        this.port = port;
    }

    /** A new empty database, as a JDBC URL; the user is {@link #USER}, with no password (loopback, trust). */
    public String newDatabase() {
        String name = "test_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
        try (Connection admin = DriverManager.getConnection(url("postgres"), USER, "");
                Statement s = admin.createStatement()) {
            s.execute("create database " + name);
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "could not create a test database on the test PostgreSQL: " + e.getMessage(), e);
        }
        return url(name);
    }

    private String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /**
     * A server of the caller's own, not this JVM's shared one: for a test that stops and starts it
     * ({@link #stop}, {@link #start}). Also stopped and deleted when the JVM ends.
     */
    public static TestPostgres own() {
        return create();
    }

    private static TestPostgres create() {
        Path bin = binaries()
                .orElseThrow(() -> new IllegalStateException(
                        "The PostgreSQL tests need PostgreSQL's server programs (initdb, pg_ctl), which were not found in /usr/lib/postgresql/*/bin."
                                + " Install them (Debian: apt-get install postgresql; .ci/run does), point -Dcalcoolation.postgres-bin at the folder"
                                + " that holds them, or skip these tests with -Dpostgres.skip"));
        try {
            Path folder = Files.createTempDirectory("calcoolation-postgres-");
            if (root()) {
                UserPrincipal postgres =
                        folder.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
                Files.setOwner(folder, postgres);
            }
            int port = freePort();
            TestPostgres server = new TestPostgres(folder, bin, port);
            server.run(
                    "initdb",
                    "-D",
                    folder.resolve("data").toString(),
                    "-U",
                    USER,
                    "-A",
                    "trust",
                    "-E",
                    "UTF8",
                    "--locale=C.UTF-8",
                    "--no-sync");
            server.start();
            server.stopAfterThisJvm();
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts the server on its data folder and port, and returns once it takes connections. */
    public void start() {
        // Durability is worth nothing to a throwaway database: no fsync makes every commit cheap.
        // max_connections: Spring caches up to 32 contexts, each with a pool of up to ten.
        run(
                "pg_ctl",
                "-D",
                folder.resolve("data").toString(),
                "-l",
                folder.resolve("server.log").toString(),
                "-w",
                "-t",
                "60",
                "-o",
                "-c port=" + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + folder
                        + " -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400",
                "start");
    }

    /** Stops the server as an operator would ({@code pg_ctl stop -m fast}: open sessions are cut), and waits until it has. */
    public void stop() {
        run("pg_ctl", "-D", folder.resolve("data").toString(), "-m", "fast", "-w", "-t", "60", "stop");
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    /**
     * A small shell process stops the server and deletes its folder once this JVM has ended, however
     * it ended. Not a shutdown hook: hooks run side by side, and Spring's, which closes the cached
     * contexts and lets the game store write what it holds, must still find the server up.
     */
    private void stopAfterThisJvm() throws IOException {
        String stop = (root() ? "runuser -u postgres -- " : "") + quoted(bin.resolve("pg_ctl")) + " -D "
                + quoted(folder.resolve("data")) + " -m immediate -w stop";
        String script = "while kill -0 " + ProcessHandle.current().pid() + " 2>/dev/null; do sleep 1; done; " + stop
                + "; rm -rf " + quoted(folder);
        // Nothing inherited: surefire waits for the end of the test JVM's output, not for this process.
        new ProcessBuilder("sh", "-c", script)
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    private static String quoted(Path path) {
        return "'" + path.toString().replace("'", "'\\''") + "'";
    }

    private void run(String program, String... args) {
        List<String> command = new ArrayList<>();
        if (root()) command.addAll(List.of("runuser", "-u", "postgres", "--"));
        command.add(bin.resolve(program).toString());
        command.addAll(List.of(args));
        try {
            Path log = Files.createTempFile("calcoolation-postgres-" + program, ".log");
            Process process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(program + " did not finish in two minutes");
            }
            String output = Files.readString(log);
            Files.delete(log);
            if (process.exitValue() != 0) {
                throw new IllegalStateException(
                        String.join(" ", command) + " failed (exit " + process.exitValue() + "):\n" + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The newest server installed the Debian way, unless a folder is named. */
    private static Optional<Path> binaries() {
        String named = System.getProperty("calcoolation.postgres-bin", "");
        if (!named.isBlank()) return Optional.of(Paths.get(named)).filter(d -> Files.isExecutable(d.resolve("initdb")));
        Path versions = Paths.get("/usr/lib/postgresql");
        if (!Files.isDirectory(versions)) return Optional.empty();
        try (Stream<Path> dirs = Files.list(versions)) {
            return dirs.map(d -> d.resolve("bin"))
                    .filter(d -> Files.isExecutable(d.resolve("initdb")))
                    .max(Comparator.comparingInt(TestPostgres::majorVersion));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int majorVersion(Path bin) {
        try {
            return Integer.parseInt(bin.getParent().getFileName().toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * A free port below the kernel's ephemeral range (32768 and up on Linux): a server a test stops and
     * starts again must find its port still free, and a port the kernel hands out (to an outgoing
     * connection, or to another test's server on port 0) was taken in the seconds one was down
     * (PostgresDownIT, 29 November: "could not bind IPv4 address: Address already in use").
     */
    private static int freePort() {
        for (int tries = 0; tries < 100; tries++) {
            int port = ThreadLocalRandom.current().nextInt(20_000, 32_000);
            try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                return socket.getLocalPort();
            } catch (IOException taken) {
                // try another
            }
        }
        throw new IllegalStateException("no free port from 20000 to 32000 after 100 tries");
    }
}
