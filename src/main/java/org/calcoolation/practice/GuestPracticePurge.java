package org.calcoolation.practice;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Collections;
import java.util.List;
import org.calcoolation.base.data.JobLocks;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A guest's rated practice goes with their games (the game feature's {@code GuestGamePurge}, on the
 * same settings): once a guest has drawn and finished nothing for {@code calcoolation.guests.games-kept}
 * (30 days), their attempts and provisional rating are deleted, as their games are by then. A guest
 * who comes back later starts again at 1500, with every pool puzzle new to them. Accounts' rows are
 * kept. Runs every {@code calcoolation.guests.purge-every} on one node, a batch of guests a
 * transaction.
 */
@Component
class GuestPracticePurge {

    private static final Logger log = LoggerFactory.getLogger(GuestPracticePurge.class);
    static final int BATCH = 500;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final JobLocks jobs;
    private final Clock clock;
    private final Duration kept;

    GuestPracticePurge(
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

    @Scheduled(
            initialDelayString = "${calcoolation.guests.purge-every:1h}",
            fixedDelayString = "${calcoolation.guests.purge-every:1h}")
    void purgeOnSchedule() {
        jobs.runOnOneNode("guest-practice-purge", Duration.ofMinutes(30), () -> {
            int guests = purge();
            if (guests > 0) log.info("Deleted the rated practice of {} guests away for a while", guests);
        });
    }

    /** Deletes the rated practice of the guests away for longer than kept; how many guests. */
    int purge() {
        OffsetDateTime before = OffsetDateTime.ofInstant(clock.instant().minus(kept), ZoneOffset.UTC);
        int purged = 0;
        while (true) {
            List<String> due = jdbc.queryForList("""
                    select player_key from practice_attempt where player_key like 'g%'
                    group by player_key having max(coalesce(finished_at, drawn_at)) < ?
                    union
                    select p.player_key from practice_player p where p.player_key like 'g%' and p.changed_at < ?
                        and not exists (select 1 from practice_attempt a where a.player_key = p.player_key)
                    fetch first""" + " " + BATCH + " rows only", String.class, before, before);
            if (due.isEmpty()) return purged;
            String keys = String.join(", ", Collections.nCopies(due.size(), "?"));
            transactions.executeWithoutResult(tx -> {
                jdbc.update("delete from practice_attempt where player_key in (" + keys + ")", due.toArray());
                jdbc.update("delete from practice_player where player_key in (" + keys + ")", due.toArray());
            });
            purged += due.size();
            if (due.size() < BATCH) return purged;
        }
    }
}
