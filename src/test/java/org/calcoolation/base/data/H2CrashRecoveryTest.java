package org.calcoolation.base.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.calcoolation.base.data.H2CrashRecovery.Outcome;
import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class H2CrashRecoveryTest {

    @TempDir
    Path folder;

    /**
     * A real database file copied the moment our server was killed (LatencyBenchIT's kill case): a game
     * begun 45 s after an outage test, its row counted stored 12 s before the kill. H2 alone opens the
     * file without it.
     */
    private static final String KILLED = "/h2/killed-after-an-outage.mv.db";

    private static final String GAME_BEGUN_LAST = "3bc76d52-9c24-4c4d-96ad-053d072de509";

    @Test
    void the_game_begun_last_before_a_kill_is_in_the_database_after_recovery() throws Exception {
        Path h2Alone = resource(KILLED, "alone");
        Path recovered = resource(KILLED, "recovered");

        assertThat(savedGames(h2Alone))
                .as("what H2's own recovery gives (the loss this class exists for)")
                .hasSize(1)
                .doesNotContain(GAME_BEGUN_LAST);

        assertThat(H2CrashRecovery.recover(recovered)).isInstanceOfSatisfying(Outcome.Rebuilt.class, rebuilt -> {
            assertThat(rebuilt.h2Alone()).isEqualTo(11);
            assertThat(rebuilt.opened()).isEqualTo(16);
            assertThat(rebuilt.crashed()).exists();
        });
        assertThat(savedGames(recovered)).hasSize(2).contains(GAME_BEGUN_LAST);
        assertThat(H2CrashRecovery.recover(recovered))
                .as("a recovered file is shut down cleanly")
                .isEqualTo(new Outcome.Clean());
    }

    /**
     * Left by a kill -9 the moment a finish was answered (the probe of issue 37): the newest chunk,
     * written 3 ms after the one before, names a page of that chunk before the chunk itself is
     * recorded, and H2's scan of the file recursed until StackOverflowError: the app did not start.
     * H2 alone opens the version before it, which holds the finish.
     */
    @Test
    void a_newest_chunk_that_cannot_be_read_is_left_out_and_the_finish_before_it_kept() throws Exception {
        Path file = resource("/h2/crash-left-unreadable-newest-chunk.mv.db", "unreadable");

        Outcome outcome = H2CrashRecovery.recover(file);

        assertThat(outcome).isInstanceOfSatisfying(Outcome.Rebuilt.class, rebuilt -> {
            assertThat(rebuilt.h2Alone()).isEqualTo(87);
            assertThat(rebuilt.opened()).isEqualTo(87);
            assertThat(rebuilt.unreadable()).containsExactly(88L);
        });
        Path crashed = ((Outcome.Rebuilt) outcome).crashed();
        assertThat(StoreChunks.in(crashed))
                .as("the file as the crash left it, kept beside")
                .anyMatch(chunk -> chunk.version() == 88);
        assertThat(StoreChunks.in(file))
                .as("no chunk of the crash-left file is left in the new one for the next crash's scan")
                .doesNotContainAnyElementsOf(StoreChunks.in(crashed));
        assertThat(count(file, "select count(*) from saved_game where finished_at is not null"))
                .isEqualTo(1);
        assertThat(count(file, "select count(*) from solve_record")).isEqualTo(1);
    }

    /**
     * The 30th kill of a loop left this file; the recovery of the time took its newest chunk, whose
     * tables no longer held {@code saved_game}, and the app stopped on "missing table [saved_game]".
     */
    @Test
    void a_newest_chunk_that_lost_a_table_is_left_out_and_every_finish_kept() throws Exception {
        Path file = resource("/h2/crash-left-newest-chunk-without-saved-game.mv.db", "no-saved-game");

        Outcome outcome = H2CrashRecovery.recover(file);

        assertThat(outcome).isInstanceOfSatisfying(Outcome.Rebuilt.class, rebuilt -> {
            assertThat(rebuilt.opened()).isEqualTo(252);
            assertThat(rebuilt.unreadable()).containsExactly(253L);
        });
        assertThat(count(file, "select count(*) from saved_game where finished_at is not null"))
                .as("the loop's 30 finishes")
                .isEqualTo(30);
    }

    @Test
    void a_file_no_version_of_which_reads_is_left_to_h2_and_kept_as_it_is() throws Exception {
        Path file = folder.resolve("garbage.mv.db");
        Files.write(file, new byte[3 * StoreChunks.BLOCK]);
        byte[] before = Files.readAllBytes(file);

        assertThat(H2CrashRecovery.recover(file)).isInstanceOf(Outcome.LeftToH2.class);
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        try (var leftovers = Files.list(folder)) {
            assertThat(leftovers.map(p -> p.getFileName().toString()))
                    .as("no working files left beside it")
                    .containsExactly("garbage.mv.db");
        }
    }

    @Test
    void only_the_last_three_files_crashes_left_are_kept() throws Exception {
        Path file = resource(KILLED, "calcoolation");
        for (int crash = 0; crash < 5; crash++) {
            Files.write(folder.resolve("calcoolation.mv.db.crashed-2026010" + crash + "T000000.000Z"), new byte[] {1});
        }

        H2CrashRecovery.recover(file);

        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.contains(".crashed-")))
                    .hasSize(StoreRebuild.CRASHED_COPIES_KEPT)
                    .contains(
                            "calcoolation.mv.db.crashed-20260104T000000.000Z",
                            "calcoolation.mv.db.crashed-20260103T000000.000Z")
                    .doesNotContain("calcoolation.mv.db.crashed-20260102T000000.000Z");
        }
    }

    @Test
    void a_commit_written_into_space_freed_at_the_front_of_the_file_survives_a_kill() throws Exception {
        Path file = folder.resolve("store.mv.db");
        Path killed = folder.resolve("killed.mv.db");
        MVStore store = new MVStore.Builder()
                .fileName(file.toString())
                .autoCommitDisabled()
                .open();
        try {
            store.setRetentionTime(0);
            store.setVersionsToKeep(0);
            MVMap<Integer, String> map = store.openMap("m");
            for (int i = 0; i < 2000; i++) map.put(i, "x".repeat(100)); // one big chunk at the front
            store.commit();
            map.put(-1, "a small chunk after it");
            store.commit();
            map.clear(); // the big chunk is dead, so the next ones reuse its space, where H2 predicted none
            store.commit();
            List<Integer> committed = new ArrayList<>();
            for (int k = 0; k < 5; k++) {
                map.put(k, "after");
                store.commit();
                committed.add(k);
            }
            // what a kill -9 leaves: every write H2 made is in the file, nothing more
            Files.copy(file, killed);

            assertThat(keys(killed)).as("H2 alone").isNotEqualTo(Set.copyOf(committed));
            assertThat(H2CrashRecovery.recover(killed))
                    .isInstanceOfSatisfying(
                            Outcome.Rebuilt.class,
                            rebuilt -> assertThat(rebuilt.opened()).isGreaterThan(rebuilt.h2Alone()));
            assertThat(keys(killed)).as("after recovery").containsExactlyInAnyOrderElementsOf(committed);
        } finally {
            store.closeImmediately();
        }
    }

    @Test
    void a_file_shut_down_cleanly_is_not_touched() throws Exception {
        Path file = folder.resolve("clean.mv.db");
        try (MVStore store = new MVStore.Builder().fileName(file.toString()).open()) {
            store.openMap("m").put(1, "one");
        }
        byte[] before = Files.readAllBytes(file);

        assertThat(H2CrashRecovery.recover(file)).isEqualTo(new Outcome.Clean());
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    @Test
    void a_crash_that_h2_recovers_in_full_is_rebuilt_at_the_version_h2_opens() throws Exception {
        Path file = folder.resolve("appended.mv.db");
        Path killed = folder.resolve("appended-killed.mv.db");
        MVStore store = new MVStore.Builder()
                .fileName(file.toString())
                .autoCommitDisabled()
                .open();
        try {
            MVMap<Integer, String> map = store.openMap("m");
            for (int k = 0; k < 3; k++) {
                map.put(k, "appended");
                store.commit(); // each chunk at the end of the file, where H2's recovery looks
            }
            Files.copy(file, killed);
        } finally {
            store.closeImmediately();
        }

        assertThat(H2CrashRecovery.recover(killed)).isInstanceOfSatisfying(Outcome.Rebuilt.class, rebuilt -> {
            assertThat(rebuilt.opened()).isEqualTo(rebuilt.h2Alone());
            assertThat(rebuilt.unreadable()).isEmpty();
        });
        assertThat(keys(killed)).containsExactlyInAnyOrder(0, 1, 2);
        assertThat(H2CrashRecovery.recover(killed)).isEqualTo(new Outcome.Clean());
    }

    @Test
    void only_embedded_h2_files_are_checked() {
        assertThat(H2CrashRecovery.storeFile("jdbc:h2:file:./data/calcoolation;AUTO_SERVER=FALSE;WRITE_DELAY=100"))
                .contains(Path.of("./data/calcoolation.mv.db"));
        assertThat(H2CrashRecovery.storeFile("jdbc:h2:/srv/db/site")).contains(Path.of("/srv/db/site.mv.db"));
        assertThat(H2CrashRecovery.storeFile("jdbc:h2:~/site"))
                .contains(Path.of(System.getProperty("user.home"), "site.mv.db"));
        assertThat(H2CrashRecovery.storeFile("jdbc:h2:mem:test;DB_CLOSE_DELAY=-1"))
                .isEmpty();
        assertThat(H2CrashRecovery.storeFile("jdbc:h2:tcp://localhost/~/site")).isEmpty();
        assertThat(H2CrashRecovery.storeFile("jdbc:postgresql://localhost:5432/calcoolation"))
                .isEmpty();
        assertThat(H2CrashRecovery.storeFile("")).isEmpty();
    }

    private Path resource(String name, String copy) throws IOException {
        Path file = folder.resolve(copy + ".mv.db");
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream(name), name)) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        return file;
    }

    private static long count(Path file, String query) throws SQLException {
        String url = "jdbc:h2:file:" + file.toString().replaceFirst("\\.mv\\.db$", "") + ";AUTO_SERVER=FALSE";
        try (var connection = DriverManager.getConnection(url, "sa", "");
                var rows = connection.createStatement().executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static List<String> savedGames(Path file) throws SQLException {
        String url = "jdbc:h2:file:" + file.toString().replaceFirst("\\.mv\\.db$", "") + ";AUTO_SERVER=FALSE";
        try (var connection = DriverManager.getConnection(url, "sa", "");
                var rows = connection.createStatement().executeQuery("select id from saved_game")) {
            List<String> ids = new ArrayList<>();
            while (rows.next()) ids.add(rows.getString(1));
            return ids;
        }
    }

    /** The map's keys as H2 opens the file by itself. */
    private static Set<Integer> keys(Path file) {
        try (MVStore store =
                new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
            return Set.copyOf(store.<Integer, String>openMap("m").keySet());
        }
    }
}
