package org.calcoolation.game.store;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import org.calcoolation.base.data.JobLocks;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.data.domain.Limit;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Nothing a guest leaves lasts forever: a guest's game nobody played for {@code calcoolation.guests.games-kept}
 * (30 days) is deleted, and one in which nothing was ever done (no move, no help) after
 * {@code calcoolation.guests.unplayed-games-kept} (1 day), since every first visit makes one. The
 * guest's cookie outlives the game: a guest who comes back later simply gets a new puzzle. Accounts'
 * games are kept. Runs every {@code calcoolation.guests.purge-every} (1 hour), in batches, so that a
 * large backlog never holds one long transaction; games in memory are left for a later run.
 */
@Component
class GuestGamePurge {

    private static final int BATCH = 500;

    private static final Logger log = LoggerFactory.getLogger(GuestGamePurge.class);

    private final SavedGameRepository rows;
    private final GameStore store;
    private final TransactionTemplate transactions;
    private final Clock clock;
    private final Duration kept;
    private final Duration unplayedKept;
    private final int batch;
    /** Runs the scheduled purge: on one node of several (JobLocks), or here and now in tests. */
    private final Consumer<Runnable> onOneNode;

    @Autowired
    GuestGamePurge(
            SavedGameRepository rows,
            GameStore store,
            PlatformTransactionManager transactionManager,
            Clock clock,
            @Value("${calcoolation.guests.games-kept:30d}") Duration kept,
            @Value("${calcoolation.guests.unplayed-games-kept:1d}") Duration unplayedKept,
            JobLocks jobs) {
        this(
                rows,
                store,
                transactionManager,
                clock,
                kept,
                unplayedKept,
                BATCH,
                work -> jobs.runOnOneNode("guest-game-purge", Duration.ofMinutes(30), work));
    }

    GuestGamePurge(
            SavedGameRepository rows,
            GameStore store,
            PlatformTransactionManager transactionManager,
            Clock clock,
            Duration kept,
            Duration unplayedKept,
            int batch,
            Consumer<Runnable> onOneNode) {
        this.batch = batch;
        this.onOneNode = onOneNode;
        this.rows = rows;
        this.store = store;
        this.transactions = new TransactionTemplate(transactionManager);
        this.clock = clock;
        this.kept = kept;
        this.unplayedKept = unplayedKept;
    }

    @Scheduled(
            initialDelayString = "${calcoolation.guests.purge-every:1h}",
            fixedDelayString = "${calcoolation.guests.purge-every:1h}")
    void purgeOnSchedule() {
        onOneNode.accept(() -> {
            int deleted = purge();
            if (deleted > 0) log.info("Deleted {} guest games nobody had played for a while", deleted);
        });
    }

    /** Deletes the guest games due; how many. */
    int purge() {
        Instant now = clock.instant();
        Instant before = now.minus(kept), unplayedBefore = now.minus(unplayedKept);
        return deleteAll(limit -> rows.findGuestGamesStoredBefore(SavedGame.ACCOUNT_KEYS, before, limit))
                + deleteAll(limit ->
                        rows.findUnplayedGuestGamesStoredBefore(SavedGame.ACCOUNT_KEYS, unplayedBefore, limit));
    }

    private interface Finder {
        List<UUID> find(Limit limit);
    }

    private int deleteAll(Finder due) {
        int deleted = 0;
        while (true) {
            List<UUID> found = transactions.execute(tx -> due.find(Limit.of(batch)));
            List<UUID> free = found.stream().filter(id -> !store.isHeld(id)).toList();
            if (!free.isEmpty()) transactions.executeWithoutResult(tx -> rows.deleteAllByIdInBatch(free));
            deleted += free.size();
            // A batch of games all in memory would be found again: stop, the next run takes them.
            if (found.size() < batch || free.isEmpty()) return deleted;
        }
    }
}
