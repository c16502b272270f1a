package org.calcoolation.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.calcoolation.base.data.GuestPurges;
import org.calcoolation.base.data.JobLocks;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Guests' learning is purged as their rated practice is: away longer than their games are kept (30
 * days), their learn games, progress and path go; a guest seen since, and every account, keep theirs.
 * On H2, and on PostgreSQL in {@code surefire:test@postgresql}; keys are new each run.
 */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/learn")
class GuestLearnPurgeTest {

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    JobLocks jobs;

    @Autowired
    Clock clock;

    private static String guest() {
        return "g" + UUID.randomUUID().toString().replace("-", "");
    }

    private void learnt(String key, Instant game, Instant path) {
        jdbc.update(
                "insert into learn_game (game_id, player_key, technique, path_stop, started_at) values (?, ?, 'SINGLE', null, ?)",
                UUID.randomUUID(),
                key,
                utc(game));
        jdbc.update(
                "insert into learn_progress (player_key, technique, streak, learnt_at) values (?, 'SINGLE', 1, null)",
                key);
        jdbc.update("insert into learn_path (player_key, solved, changed_at) values (?, 2, ?)", key, utc(path));
    }

    private static OffsetDateTime utc(Instant at) {
        return OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
    }

    private int rows(String table, String key) {
        return jdbc.queryForObject("select count(*) from " + table + " where player_key = ?", Integer.class, key);
    }

    @Test
    void a_guest_away_longer_than_games_are_kept_loses_their_learning_and_one_seen_since_and_accounts_keep_theirs() {
        Instant now = clock.instant(), longAgo = now.minus(Duration.ofDays(40));
        String away = guest(), backToPlay = guest(), backOnThePath = guest(), pathOnly = guest(), orphan = guest();
        String account = "a" + (9_000_000_000L + (long) (Math.random() * 1e9));
        learnt(away, longAgo, longAgo);
        learnt(backToPlay, now.minus(Duration.ofDays(2)), longAgo);
        learnt(backOnThePath, longAgo, now.minus(Duration.ofDays(29)));
        learnt(account, longAgo, longAgo);
        jdbc.update(
                "insert into learn_path (player_key, solved, changed_at) values (?, 1, ?)",
                pathOnly,
                utc(now.minus(Duration.ofDays(31))));
        jdbc.update(
                "insert into learn_progress (player_key, technique, streak, learnt_at) values (?, 'FISH', 2, null)",
                orphan);

        int purged = new GuestLearnPurge(new GuestPurges(jdbc, transactions, jobs, clock, Duration.ofDays(30))).purge();

        assertThat(purged).isGreaterThanOrEqualTo(3);
        for (String table : new String[] {"learn_game", "learn_progress", "learn_path"}) {
            assertThat(rows(table, away)).as(table + " of the guest away").isZero();
            assertThat(rows(table, backToPlay))
                    .as(table + " of the guest who started a game since")
                    .isEqualTo(1);
            assertThat(rows(table, backOnThePath))
                    .as(table + " of the guest whose path moved since")
                    .isEqualTo(1);
            assertThat(rows(table, account)).as(table + " of an account").isEqualTo(1);
        }
        assertThat(rows("learn_path", pathOnly)).isZero();
        assertThat(rows("learn_progress", orphan))
                .as("progress with no time at all")
                .isZero();
    }
}
