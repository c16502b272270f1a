package org.calcoolation.base.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.calcoolation.JarProcess;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.springframework.boot.health.contributor.Status;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;

/**
 * Readiness on H2 when its file cannot be written ({@code chattr +i}, as StorageFaultsIT does; needs
 * root, as CI runs). H2 commits to memory and writes its file in the background: the failed write
 * is told to one statement, whichever comes next, and the statements after it go through, to memory
 * only. StorageFaultsIT once waited 30 s for a 503 when another writer (a job, a game's save) met
 * that one error: the probe's own write then kept passing.
 */
class DatabaseWritesImmutableFileTest {

    @Test
    void a_database_file_that_cannot_be_written_makes_the_probe_down_after_another_writer_met_the_error()
            throws Exception {
        Path folder = Files.createTempDirectory(JarProcess.buildDir(getClass()), "writes-immutable-");
        Path file = folder.resolve("probe.mv.db");
        String url = "jdbc:h2:file:" + folder.toAbsolutePath().resolve("probe") + ";WRITE_DELAY=100";
        SingleConnectionDataSource data = new SingleConnectionDataSource(url, "sa", "", true);
        try {
            JdbcTemplate jdbc = new JdbcTemplate(data);
            jdbc.execute("create table app_info (info_key varchar(64) primary key, info_value varchar(255) not null)");
            jdbc.execute("create table other (id int primary key, n int)");
            jdbc.execute("insert into other values (1, 0)");
            jdbc.execute("checkpoint sync");
            Clock later = Clock.offset(
                    Clock.fixed(Instant.parse("2026-11-28T15:00:00Z"), ZoneOffset.UTC), DatabaseWrites.FRESH);
            DatabaseWrites writes = new DatabaseWrites(jdbc, new DataSourceTransactionManager(data), later);
            assertThat(writes.health().getStatus()).isEqualTo(Status.UP);

            Assumptions.assumeTrue(chattr("+i", file), "chattr +i needs root; this test runs in CI");
            // Another writer's statement, then time for H2's background write to fail and be told to the next one.
            jdbc.update("update other set n = n + 1");
            Thread.sleep(300);
            try {
                jdbc.update("update other set n = n + 1");
            } catch (RuntimeException theOneError) {
                // the failed background write, told to this writer and to nobody after it
            }
            assertThat(jdbc.update("update other set n = n + 1"))
                    .as("H2 takes writes in memory after telling its failure once")
                    .isEqualTo(1);

            DatabaseWrites probe = new DatabaseWrites(jdbc, new DataSourceTransactionManager(data), later);
            assertThat(probe.health().getStatus())
                    .as("the probe on a file that cannot be written")
                    .isEqualTo(Status.DOWN);
        } finally {
            chattr("-i", file);
            data.destroy();
        }
    }

    private static boolean chattr(String flag, Path file) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("chattr", flag, file.toString())
                .redirectErrorStream(true)
                .start();
        process.getInputStream().readAllBytes();
        return process.waitFor() == 0;
    }
}
