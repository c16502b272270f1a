package org.calcoolation.base.data;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The one way features delete what guests left in tables keyed by {@code player_key} (a guest's key
 * starts with {@code g}): each feature writes the query that finds its guests away for longer than
 * {@code calcoolation.guests.games-kept} (30 days) and its own deletes, and this runs them a batch of
 * guests a transaction, on one node of several, so that a large backlog never holds one long
 * transaction. Accounts' rows are never found by a guest's query.
 */
@Component
public class GuestPurges {

    private static final Logger log = LoggerFactory.getLogger(GuestPurges.class);

    /** Guests a transaction. */
    public static final int BATCH = 500;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final JobLocks jobs;
    private final Clock clock;
    private final Duration kept;

    public GuestPurges(
            JdbcTemplate jdbc,
            PlatformTransactionManager transactionManager,
            JobLocks jobs,
            Clock clock,
            @Value("${calcoolation.guests.games-kept:30d}") Duration kept) {
        this.jdbc = jdbc;
        this.transactions = new TransactionTemplate(transactionManager);
        this.jobs = jobs;
        this.clock = clock;
        this.kept = kept;
    }

    /** The time before which a guest's last activity makes them due. */
    public OffsetDateTime dueBefore() {
        return OffsetDateTime.ofInstant(clock.instant().minus(kept), ZoneOffset.UTC);
    }

    /** Runs a feature's purge as the job named, on one node, and logs how many guests' "what" went. */
    public void onOneNode(String job, String what, IntSupplier purge) {
        jobs.runOnOneNode(job, Duration.ofMinutes(30), () -> {
            int guests = purge.getAsInt();
            if (guests > 0) log.info("Deleted the {} of {} guests away for a while", what, guests);
        });
    }

    /**
     * Deletes the guests the query finds (it selects {@code player_key}s; this takes the first
     * {@link #BATCH} a time) by each delete given, until it finds none; how many guests. Each delete
     * ends in {@code player_key in}, to which the keys are added: the feature writes its own
     * statements, so that TableOwnershipTest reads which tables it deletes from.
     */
    public int deleteGuests(String dueQuery, List<String> deletes, Object... args) {
        String batchQuery = dueQuery + " fetch first " + BATCH + " rows only";
        int purged = 0;
        while (true) {
            List<String> due = jdbc.queryForList(batchQuery, String.class, args);
            if (due.isEmpty()) return purged;
            String keys = String.join(", ", Collections.nCopies(due.size(), "?"));
            transactions.executeWithoutResult(tx -> {
                for (String delete : deletes) jdbc.update(delete + " (" + keys + ")", due.toArray());
            });
            purged += due.size();
            if (due.size() < BATCH) return purged;
        }
    }
}
