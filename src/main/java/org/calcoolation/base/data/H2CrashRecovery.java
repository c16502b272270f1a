package org.calcoolation.base.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.calcoolation.base.data.StoreChunks.Chunk;
import org.calcoolation.base.data.StoreRebuild.Rebuilt;
import org.calcoolation.base.data.StoreRebuild.Unreadable;
import org.h2.mvstore.MVStore;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationEnvironmentPreparedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * Before anything opens an embedded H2 file that was not shut down cleanly, puts in its place a
 * fresh file holding the newest version of it that reads whole (H2 2.5.252).
 *
 * <p>H2 alone can lose commits after a kill: when a chunk lands where the one before did not
 * predict, H2 rewrites the file header with the chunk <em>before</em> it and then leaves the header
 * alone for up to 20 versions, so its recovery opens the file that many versions back. H2's
 * recovery mode scans the whole file and finds them, but takes the newest chunk it finds even when
 * that chunk cannot be read (a chunk written before the one it depends on was recorded sends H2 into
 * endless recursion) or reads empty pages where it cannot read them (a table gone). And every
 * version a recovery skips stays in the file, where the next crash's scan takes it for newer than
 * what was written since. So each version, newest first, is rebuilt into a file of its own and must
 * open at that version and read whole through SQL with every table H2 alone has; the first that
 * does replaces the file, which then holds nothing else. The file as the crash left it is kept
 * beside it.
 */
public final class H2CrashRecovery implements ApplicationListener<ApplicationEnvironmentPreparedEvent>, Ordered {

    private static final Logger log = LoggerFactory.getLogger(H2CrashRecovery.class);

    /** Newer versions tried at most: H2 rewrites its header at least every 20 versions. */
    static final int NEWER_TRIED = 40;

    /** In place of the version H2 alone opens when it cannot open the file at all. */
    private static final long UNOPENED = Long.MAX_VALUE;

    /** What opening the file found. */
    public sealed interface Outcome {
        /** Shut down cleanly: H2's header names the newest chunk. */
        record Clean() implements Outcome {}

        /**
         * Left by a crash; the file now holds version {@code opened} alone. H2 by itself would have
         * opened {@code h2Alone} (-1: it could not open the file); {@code unreadable} are newer versions found that could not be read
         * whole; the file as the crash left it is {@code crashed}.
         */
        record Rebuilt(long h2Alone, long opened, List<Long> unreadable, Path crashed) implements Outcome {}

        /** Left by a crash and not rebuilt, for the reason given: H2 opens it by itself, as it can. */
        record LeftToH2(String why) implements Outcome {}
    }

    @Override
    public void onApplicationEvent(ApplicationEnvironmentPreparedEvent event) {
        Environment environment = event.getEnvironment();
        String url = environment.getProperty("spring.datasource.url", "");
        String user = environment.getProperty("spring.datasource.username", "sa");
        String password = environment.getProperty("spring.datasource.password", "");
        storeFile(url).filter(Files::isRegularFile).ifPresent(file -> recoverAndLog(file, user, password));
    }

    /** {@link #recover} and says in the log what it found. */
    static void recoverAndLog(Path file, String user, String password) {
        switch (recover(file, user, password)) {
            case Outcome.Clean() -> {}
            case Outcome.Rebuilt rebuilt -> logRebuilt(file, rebuilt);
            case Outcome.LeftToH2(String why) ->
                log.error("The database {} was left by a crash and could not be rebuilt: {}", file, why);
        }
    }

    /** A warning when the rebuilt file opens where H2 alone would or newer; an error when older (work was lost). */
    private static void logRebuilt(Path file, Outcome.Rebuilt rebuilt) {
        switch (rebuilt) {
            case Outcome.Rebuilt(long alone, long opened, List<Long> unreadable, Path crashed)
            when alone < 0 ->
                log.warn(
                        "The database {} was left by a crash that H2 alone cannot open; it now opens at version {}, the"
                                + " newest that reads whole. The file as the crash left it is {}",
                        file,
                        opened,
                        crashed);
            case Outcome.Rebuilt(long alone, long opened, List<Long> unreadable, Path crashed)
            when opened > alone ->
                log.warn(
                        "The database {} was left by a crash: H2 alone would open it at version {}; it now opens at version"
                                + " {}, which reads whole{}. The file as the crash left it is {}",
                        file,
                        alone,
                        opened,
                        skipped(unreadable),
                        crashed);
            case Outcome.Rebuilt(long alone, long opened, List<Long> unreadable, Path crashed)
            when opened < alone ->
                log.error(
                        "The database {} was left by a crash: H2 alone would open it at version {}, which does not read"
                                + " whole; it now opens at version {}, the newest that does. The file as the crash left it is {}",
                        file,
                        alone,
                        opened,
                        crashed);
            case Outcome.Rebuilt(long alone, long opened, List<Long> unreadable, Path crashed) ->
                log.warn(
                        "The database {} was not shut down cleanly; it now opens at version {}, as H2 alone would{}."
                                + " The file as the crash left it is {}",
                        file,
                        opened,
                        skipped(unreadable),
                        crashed);
        }
    }

    private static String skipped(List<Long> unreadable) {
        return unreadable.isEmpty() ? "" : " (newer versions " + unreadable + " do not read whole)";
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

    /** As {@link #recover(Path, String, String)} for the default user {@code sa} with no password. */
    public static Outcome recover(Path file) {
        return recover(file, "sa", "");
    }

    /** Checks one H2 store file and, when a crash left it, rebuilds it at its newest version that reads whole. */
    public static Outcome recover(Path file, String user, String password) {
        StoreRebuild rebuild = new StoreRebuild(file, user, password);
        try {
            rebuild.cleanUp(); // what a crash during an earlier recovery left
            long alone;
            try {
                Optional<Long> version = versionAfterACrash(file);
                if (version.isEmpty()) return new Outcome.Clean();
                alone = version.get();
            } catch (Unreadable e) {
                alone = UNOPENED; // H2 alone cannot open it either: every version is a candidate
            }
            if (!rebuild.hasRoom())
                return new Outcome.LeftToH2("no room beside it for the copies a rebuild makes (" + Files.size(file)
                        + " bytes, three times that needed)");
            return rebuild(rebuild, file, alone);
        } catch (IOException | Unreadable e) {
            return new Outcome.LeftToH2(e.toString());
        } finally {
            try {
                rebuild.cleanUp();
            } catch (IOException e) {
                log.warn("Could not remove the recovery's working files beside {}: {}", file, e.toString());
            }
        }
    }

    private static Outcome rebuild(StoreRebuild rebuild, Path file, long alone) throws IOException, Unreadable {
        List<Chunk> chunks = StoreChunks.in(file);
        Rebuilt chosen = fallback(rebuild, chunks, alone);
        List<Long> unreadable = new ArrayList<>();
        for (Chunk newer : alone == UNOPENED ? List.<Chunk>of() : newer(chunks, alone)) {
            try {
                Rebuilt candidate = rebuild.at(chunks, newer, "newer");
                if (candidate.tables().containsAll(chosen.tables()) && candidate.migrations() >= chosen.migrations()) {
                    chosen = candidate;
                    break;
                }
                unreadable.add(newer.version());
            } catch (Unreadable e) {
                log.debug("Version {} of {} does not read whole: {}", newer.version(), file, e.getMessage());
                unreadable.add(newer.version());
            }
        }
        return new Outcome.Rebuilt(
                alone == UNOPENED ? -1 : alone, chosen.version(), unreadable, rebuild.install(chosen));
    }

    /** What H2 alone opens, rebuilt; if even that does not read whole, the newest older version that does. */
    private static Rebuilt fallback(StoreRebuild rebuild, List<Chunk> chunks, long alone) throws Unreadable {
        List<Chunk> tried = newestFirst(chunks.stream().filter(c -> c.version() <= alone))
                .limit(NEWER_TRIED)
                .toList();
        @Nullable Unreadable first = null;
        for (Chunk chunk : tried) {
            try {
                return rebuild.at(chunks, chunk, "alone");
            } catch (Unreadable e) {
                // Why matters here: an older version is taken, and what the newer held is left in the crashed copy.
                log.warn("Version {} of {} does not read whole: {}", chunk.version(), rebuild.file(), e.getMessage());
                if (first == null) first = e;
            }
        }
        throw first != null ? first : new Unreadable(new IllegalStateException("the file holds no whole chunk"));
    }

    /**
     * The chunks of versions newer than what H2 alone opens, newest first, written after it: a chunk
     * with a higher version but an earlier time is from a timeline an earlier recovery left behind.
     */
    static List<Chunk> newer(List<Chunk> chunks, long alone) {
        long since = chunks.stream()
                .filter(c -> c.version() == alone)
                .mapToLong(Chunk::time)
                .max()
                .orElse(Long.MIN_VALUE);
        return newestFirst(chunks.stream().filter(c -> c.version() > alone && c.time() >= since))
                .limit(NEWER_TRIED)
                .toList();
    }

    /** By version, newest first; of two chunks of one version (two timelines), the later written first. */
    private static Stream<Chunk> newestFirst(Stream<Chunk> chunks) {
        return chunks.sorted(Comparator.comparingLong(Chunk::version)
                .thenComparingLong(Chunk::time)
                .reversed());
    }

    /** The version H2 alone opens a file at that was not shut down cleanly; none for a clean one. */
    private static Optional<Long> versionAfterACrash(Path file) throws Unreadable {
        return StoreRebuild.isolated(() -> {
            try (MVStore store =
                    new MVStore.Builder().fileName(file.toString()).readOnly().open()) {
                if (store.getStoreHeader().containsKey("clean")) return Optional.<Long>empty();
                return Optional.of(store.getCurrentVersion());
            }
        });
    }
}
