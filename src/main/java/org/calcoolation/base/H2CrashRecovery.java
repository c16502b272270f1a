package org.calcoolation.base;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.Ordered;

/**
 * Gives back to H2 the commits it wrote before a crash but cannot find on its own (H2 2.5.252).
 *
 * <p>H2 writes each commit as a chunk, often into space freed in the middle of its file. When a chunk
 * lands where the one before did not predict, H2 rewrites the file header, but with the chunk
 * <em>before</em> it; the header is then left alone for up to 20 versions. After a kill its recovery
 * starts at the header, follows the chain of predictions, finds none, and opens the file at that
 * older version: every commit since (seconds of play, a new game) is gone without a word. A full scan
 * of the file (H2's recovery mode) finds them. So before anything opens an H2 file that was not shut
 * down cleanly, compare the two; if the scan finds more, open the file once in recovery mode and
 * close it, which writes a header naming its newest chunk.
 */
public final class H2CrashRecovery implements ApplicationListener<ApplicationEnvironmentPreparedEvent>, Ordered {

    private static final Logger log = LoggerFactory.getLogger(H2CrashRecovery.class);

    /** What opening the file found: its version as H2 alone opens it, and as a full scan does. */
    public sealed interface Outcome {
        /** Shut down cleanly: H2's header names the newest chunk. */
        record Clean() implements Outcome {}

        /** Left by a crash, and H2's own recovery already reaches everything the file holds. */
        record NothingLost(long version) implements Outcome {}

        /** Left by a crash with commits H2 alone would drop; the file now opens at {@code to}. */
        record Recovered(long from, long to) implements Outcome {}
    }

    @Override
    public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
        String url = event.getEnvironment().getProperty("spring.datasource.url", "");
        storeFile(url).filter(Files::isRegularFile).ifPresent(file -> {
            try {
                switch (recover(file)) {
                    case Outcome.Clean() -> {}
                    case Outcome.NothingLost(long version) ->
                        log.info(
                                "The database {} was not shut down cleanly; H2 opens it at version {}, which holds all it wrote",
                                file,
                                version);
                    case Outcome.Recovered(long from, long to) ->
                        log.warn(
                                "The database {} was left by a crash: H2 alone would open it at version {}, without versions {} to {} that"
                                        + " it holds; it now opens at version {}",
                                file,
                                from,
                                from + 1,
                                to,
                                to);
                }
            } catch (RuntimeException e) {
                // H2 itself reports a locked or damaged file when the pool opens it, in its own words
                log.warn("The database {} could not be checked for commits lost in a crash: {}", file, e.toString());
            }
        });
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE; // after logging is set up
    }

    /** The file behind an embedded H2 URL ({@code jdbc:h2:file:x} or {@code jdbc:h2:x}); none for memory, servers and other databases. */
    static Optional<Path> storeFile(String url) {
        if (!url.startsWith("jdbc:h2:")) return Optional.empty();
        String name = url.substring("jdbc:h2:".length()).split(";", 2)[0];
        if (name.startsWith("file:")) {
            name = name.substring("file:".length());
        } else if (name.matches("^(mem|tcp|ssl|zip|nio\\w*|split|async|memFS|memLZF|retry)?:.*")) {
            return Optional.empty();
        }
        if (name.startsWith("~")) name = System.getProperty("user.home") + name.substring(1);
        return Optional.of(Path.of(name + ".mv.db"));
    }

    /** Checks one H2 store file and, when a crash left commits H2 alone would drop, makes it open at its newest. */
    public static Outcome recover(Path file) {
        String name = file.toString();
        long plain;
        try (MVStore store = new MVStore.Builder().fileName(name).readOnly().open()) {
            if (store.getStoreHeader().containsKey("clean")) return new Outcome.Clean();
            plain = store.getCurrentVersion();
        }
        long scanned;
        try (MVStore store =
                new MVStore.Builder().fileName(name).readOnly().recoveryMode().open()) {
            scanned = store.getCurrentVersion();
        }
        if (scanned <= plain) return new Outcome.NothingLost(plain);
        // Closing (without compacting) writes a clean header naming the newest chunk the scan found.
        new MVStore.Builder()
                .fileName(name)
                .recoveryMode()
                .autoCommitDisabled()
                .open()
                .close();
        try (MVStore store = new MVStore.Builder().fileName(name).readOnly().open()) {
            long now = store.getCurrentVersion();
            if (now != scanned) {
                throw new IllegalStateException("after recovery the file opens at version " + now + ", not " + scanned);
            }
        }
        return new Outcome.Recovered(plain, scanned);
    }
}
