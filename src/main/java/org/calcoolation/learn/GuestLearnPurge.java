package org.calcoolation.learn;

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
 * A guest's learning goes with their games, as their rated practice does (practice's {@code
 * GuestPracticePurge}, on the same settings): once a guest has started no learn game and moved no
 * stop of the beginner's path for {@code calcoolation.guests.games-kept} (30 days), their learn
 * games, techniques' progress and place on the path are deleted. A guest who comes back later starts
 * again. Accounts' rows are kept. Runs every {@code calcoolation.guests.purge-every} on one node, a
 * batch of guests a transaction.
 *
 * <p>A technique's progress has no time of its own (V44 kept none): it moves only when a learn game
 * ends, and that game's start is the time read here. A guest whose only learn game was begun over 30 days before it ended
 * loses that progress at the next purge; their game itself is kept only while played within 30 days.
 */
@Component
class GuestLearnPurge {

    private static final Logger log = LoggerFactory.getLogger(GuestLearnPurge.class);
    static final int BATCH = 500;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final JobLocks jobs;
    private final Clock clock;
    private final Duration kept;

    GuestLearnPurge(
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
        jobs.runOnOneNode("guest-learn-purge", Duration.ofMinutes(30), () -> {
            int guests = purge();
            if (guests > 0) log.info("Deleted the learning of {} guests away for a while", guests);
        });
    }

    /** Deletes the learning of the guests away for longer than kept; how many guests. */
    int purge() {
        OffsetDateTime before = OffsetDateTime.ofInstant(clock.instant().minus(kept), ZoneOffset.UTC);
        int purged = 0;
        while (true) {
            List<String> due = jdbc.queryForList("""
                    select player_key from (
                        select player_key, started_at as at from learn_game where player_key like 'g%'
                        union all select player_key, changed_at from learn_path where player_key like 'g%'
                        union all select player_key, null from learn_progress where player_key like 'g%'
                    ) guest group by player_key having max(at) is null or max(at) < ?
                    fetch first""" + " " + BATCH + " rows only", String.class, before);
            if (due.isEmpty()) return purged;
            String keys = String.join(", ", Collections.nCopies(due.size(), "?"));
            transactions.executeWithoutResult(tx -> {
                jdbc.update("delete from learn_game where player_key in (" + keys + ")", due.toArray());
                jdbc.update("delete from learn_progress where player_key in (" + keys + ")", due.toArray());
                jdbc.update("delete from learn_path where player_key in (" + keys + ")", due.toArray());
            });
            purged += due.size();
            if (due.size() < BATCH) return purged;
        }
    }
}
