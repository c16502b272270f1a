package org.calcoolation.base.data;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.h2.mvstore.MVStore;

/**
 * Makes a new store file from one version of a crash-left one: a copy keeps the chunks up to that
 * version ({@link StoreChunks#rollBack}), H2's compaction copies every live page of it into a fresh file, and the database in
 * that file must then read whole through SQL. The fresh file holds that version and nothing else:
 * no chunk of a version the crash cut short is left in it for a later recovery to take for newer
 * (the probe's StackOverflowError and its missing {@code saved_game} both came from such chunks).
 */
final class StoreRebuild {

    /** How many files as crashes left them are kept beside the database, newest first. */
    static final int CRASHED_COPIES_KEPT = 3;

    /** A version rebuilt into a file of its own that reads whole: its tables and how far its migrations went. */
    record Rebuilt(long version, Set<String> tables, int migrations, Path file) {}

    private final Path file;
    private final Path work;
    private final String user;
    private final String password;

    StoreRebuild(Path file, String user, String password) {
        this.file = file.toAbsolutePath();
        this.work = this.file.resolveSibling(this.file.getFileName() + ".recovery");
        this.user = user;
        this.password = password;
    }

    Path file() {
        return file;
    }

    /** Room for the copies a rebuild makes: the rolled-back file, two rebuilt ones, and a margin. */
    boolean hasRoom() throws IOException {
        long size = Files.size(file);
        return Files.getFileStore(file.getParent()).getUsableSpace() > 3 * size + (16L << 20);
    }

    /** The store as of chunk {@code newest} in a fresh file named {@code label}, or why it cannot be had whole. */
    Rebuilt at(List<StoreChunks.Chunk> chunks, StoreChunks.Chunk newest, String label) throws Unreadable {
        Path rolledBack = work.resolve("rolled-back.mv.db");
        Path rebuilt = work.resolve(label + ".mv.db");
        isolated(() -> {
            Files.createDirectories(work);
            StoreChunks.rollBack(file, rolledBack, chunks, newest);
            try (MVStore store = new MVStore.Builder()
                    .fileName(rolledBack.toString())
                    .readOnly()
                    .open()) {
                // H2 falls back by itself to an older version when this one is not whole
                if (store.getCurrentVersion() != newest.version())
                    throw new IllegalStateException("opens at version " + store.getCurrentVersion());
            }
            Files.deleteIfExists(rebuilt);
            MVStore.compact(rolledBack.toString(), rebuilt.toString(), false, null);
            return rebuilt;
        });
        return isolated(() -> readWhole(newest.version(), rebuilt));
    }

    /**
     * Puts {@code chosen} in the place of the database file, keeping the file as the crash left it
     * beside it (a hard link, so no copy), and the last few such files only. At every moment the
     * database file is either the old one or the new one, never missing.
     */
    Path install(Rebuilt chosen) throws IOException {
        String stamp = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss.SSS'Z'")
                .format(Instant.now().atOffset(ZoneOffset.UTC));
        Path crashed = file.resolveSibling(file.getFileName() + ".crashed-" + stamp);
        try {
            Files.createLink(crashed, file);
        } catch (UnsupportedOperationException | IOException noLinks) {
            Files.copy(file, crashed);
        }
        force(chosen.file(), false);
        Files.move(chosen.file(), file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        force(file.getParent(), true);
        pruneCrashedCopies();
        return crashed;
    }

    /** Removes what a rebuild leaves in its working folder, also one a crash interrupted. */
    void cleanUp() throws IOException {
        if (!Files.isDirectory(work)) return;
        try (Stream<Path> files = Files.list(work)) {
            for (Path leftover : files.toList()) Files.deleteIfExists(leftover);
        }
        Files.deleteIfExists(work);
    }

    private void pruneCrashedCopies() throws IOException {
        String prefix = file.getFileName() + ".crashed-";
        try (Stream<Path> siblings = Files.list(file.getParent())) {
            List<Path> copies = siblings.filter(p -> p.getFileName().toString().startsWith(prefix))
                    .sorted(Comparator.comparing(Path::getFileName).reversed())
                    .toList();
            for (Path old : copies.subList(Math.min(CRASHED_COPIES_KEPT, copies.size()), copies.size()))
                Files.deleteIfExists(old);
        }
    }

    /** Opens the rebuilt database through SQL and reads every row of every table. */
    private Rebuilt readWhole(long version, Path rebuilt) throws SQLException {
        String name = rebuilt.toString().substring(0, rebuilt.toString().length() - ".mv.db".length());
        Set<String> tables = new TreeSet<>();
        int migrations = 0;
        try (Connection db = DriverManager.getConnection(
                        "jdbc:h2:file:" + name + ";AUTO_SERVER=FALSE;DB_CLOSE_ON_EXIT=FALSE", user, password);
                Statement query = db.createStatement()) {
            try (ResultSet names = query.executeQuery("select table_name from information_schema.tables"
                    + " where table_schema = 'PUBLIC' and table_type = 'BASE TABLE'")) {
                while (names.next()) tables.add(names.getString(1));
            }
            for (String table : tables) {
                try (ResultSet rows = query.executeQuery("select * from \"" + table + "\"")) {
                    int columns = rows.getMetaData().getColumnCount();
                    while (rows.next()) for (int c = 1; c <= columns; c++) rows.getObject(c);
                }
            }
            if (tables.contains("flyway_schema_history")) {
                try (ResultSet rank =
                        query.executeQuery("select count(*) from \"flyway_schema_history\" where \"success\"")) {
                    rank.next();
                    migrations = rank.getInt(1);
                }
            }
        }
        return new Rebuilt(version, tables, migrations, rebuilt);
    }

    private static void force(Path path, boolean folder) throws IOException {
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            if (!folder) throw e; // some file systems cannot sync a folder; the file itself is synced
        }
    }

    /** Why a version cannot be had whole: what H2 threw, errors such as StackOverflowError too. */
    static final class Unreadable extends Exception {
        Unreadable(Throwable cause) {
            super(cause.toString(), cause, false, false);
        }
    }

    /**
     * Runs H2 on a thread of its own and turns whatever it throws into {@link Unreadable}: a damaged
     * chunk can send H2 into endless recursion, and the StackOverflowError must end that attempt, not
     * the start of the app.
     */
    static <T> T isolated(Callable<T> work) throws Unreadable {
        List<Object> result = new ArrayList<>(1);
        Thread thread = Thread.ofPlatform().name("h2-crash-recovery").unstarted(() -> {
            try {
                result.add(work.call());
            } catch (Throwable e) {
                result.add(new Unreadable(e));
            }
        });
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Unreadable(e);
        }
        Object outcome = result.isEmpty() ? null : result.getFirst();
        if (outcome instanceof Unreadable failure) throw failure;
        @SuppressWarnings("unchecked")
        T value = (T) outcome;
        return value;
    }
}
