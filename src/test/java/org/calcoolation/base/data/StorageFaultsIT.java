package org.calcoolation.base.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Map;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.JarProcess;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A 6×6 solved in the browser while the database cannot write, then the fault ends: readiness goes
 * DOWN with it and comes back by itself after it, the log stays short meanwhile, the finish is stored, and the file read after a clean stop holds all 36
 * digits and the finish. Faults: the data folder's disk full (a 32 MB tmpfs) and the database file
 * made immutable ({@code chattr +i}). Both need root, as CI runs; elsewhere they are skipped.
 * PostgreSQL stopped and started: {@link PostgresDownIT}.
 */
class StorageFaultsIT {

    @RegisterExtension
    static final ChromiumExtension chromium = ChromiumExtension.onFirstUse(20_000);

    @Test
    void a_game_solved_while_the_disk_is_full_is_stored_whole_once_there_is_room() throws Exception {
        Path buildDir = JarProcess.buildDir(StorageFaultsIT.class);
        Path disk = Files.createTempDirectory(buildDir, "faults-disk-");
        Assumptions.assumeTrue(
                run("mount", "-t", "tmpfs", "-o", "size=32m", "tmpfs", disk.toString()),
                "mounting a tmpfs needs root; this test runs in CI");
        Path filler = disk.resolve("filler");
        try {
            solveThrough("disk full", disk.resolve("data"), true, new SolveThroughFault.Fault() {
                public void on() {
                    fill(filler);
                }

                public void off() throws IOException {
                    Files.deleteIfExists(filler);
                }

                public boolean refusesEveryWrite() {
                    return false;
                }
            });
        } finally {
            run("umount", disk.toString());
        }
    }

    @Test
    void a_game_solved_while_the_database_file_is_immutable_is_stored_whole_once_it_is_writable() throws Exception {
        Path buildDir = JarProcess.buildDir(StorageFaultsIT.class);
        Path data = Files.createTempDirectory(buildDir, "faults-immutable-");
        Path file = data.resolve("calcoolation.mv.db");
        Files.writeString(data.resolve("probe"), "");
        Assumptions.assumeTrue(
                run("chattr", "+i", data.resolve("probe").toString()), "chattr +i needs root; this test runs in CI");
        run("chattr", "-i", data.resolve("probe").toString());
        try {
            solveThrough("file immutable", data, false, new SolveThroughFault.Fault() {
                public void on() throws Exception {
                    assertThat(run("chattr", "+i", file.toString())).isTrue();
                }

                public void off() throws Exception {
                    assertThat(run("chattr", "-i", file.toString())).isTrue();
                }
            });
        } finally {
            run("chattr", "-i", file.toString());
        }
    }

    /** Solves a sample through the fault (see {@link SolveThroughFault#solve}) and reads the game from the file. */
    private static void solveThrough(String name, Path data, boolean readmeJar, SolveThroughFault.Fault fault)
            throws Exception {
        SolveThroughFault.Played played =
                SolveThroughFault.solve(chromium, StorageFaultsIT.class, name, data, Map.of(), readmeJar, fault);
        // After a kill, H2 alone would open the file some versions back: read it as the next start does.
        String url = played.killed()
                ? JarProcess.copyOfDatabase(data, JarProcess.buildDir(StorageFaultsIT.class))
                : "jdbc:h2:file:" + data.resolve("calcoolation");
        try (Connection db = DriverManager.getConnection(url, "sa", "")) {
            SolveThroughFault.assertStoredWhole(name, db, played.game());
        }
    }

    private static boolean run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getInputStream().readAllBytes();
        return process.waitFor() == 0;
    }

    /** Writes zeros until the disk is full. */
    private static void fill(Path filler) {
        byte[] block = new byte[1 << 16];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) out.write(block);
        } catch (IOException full) {
            // no space left
        }
    }
}
