package org.calcoolation.base.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * After H2 closed the database over a failed write, the pool's next connection recovers the file as a
 * start does, instead of letting H2 alone open it some versions back with the skipped ones left in it.
 */
class ReopeningDataSourceTest {

    @TempDir
    Path folder;

    @Test
    void the_first_connection_after_h2_closed_the_database_recovers_the_file_and_later_ones_do_not() throws Exception {
        Path file = folder.resolve("calcoolation.mv.db");
        try (InputStream in = Objects.requireNonNull(
                getClass().getResourceAsStream("/h2/crash-left-unreadable-newest-chunk.mv.db"))) {
            Files.copy(in, file);
        }
        String url = "jdbc:h2:file:" + folder.resolve("calcoolation") + ";AUTO_SERVER=FALSE";
        ReopeningDataSource connections = new ReopeningDataSource(url, "sa", "", file);

        connections.closedByH2();
        try (Connection db = connections.getConnection();
                ResultSet finished = db.createStatement()
                        .executeQuery("select count(*) from saved_game where finished_at is not null")) {
            finished.next();
            assertThat(finished.getInt(1)).isEqualTo(1);
        }
        assertThat(crashedCopies()).as("recovered as a start does").isEqualTo(1);

        try (Connection db = connections.getConnection()) {
            assertThat(db.isValid(1)).isTrue();
        }
        assertThat(crashedCopies()).as("once only").isEqualTo(1);
    }

    private long crashedCopies() throws Exception {
        try (var files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().contains(".crashed-"))
                    .count();
        }
    }
}
