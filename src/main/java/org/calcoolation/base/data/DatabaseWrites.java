package org.calcoolation.base.data;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Whether the database takes writes, by writing one row (table {@code app_info}): part of
 * readiness, so that a node whose database cannot store a move or a finish (a full disk, a
 * read-only data folder) takes no players, and takes them again by itself once it can. Reading,
 * which the {@code db} indicator checks, goes on working on a full disk. A write that went through is
 * kept for {@link #FRESH}, so that probes from several balancers cost one write (and on H2 one
 * checkpoint, which puts it in the file).
 */
@Component("databaseWrites")
class DatabaseWrites implements HealthIndicator {

    static final Duration FRESH = Duration.ofSeconds(2);
    static final String KEY = "write-probe";

    private final JdbcTemplate jdbc;
    private final TransactionTemplate transactions;
    private final Clock clock;
    private volatile Checked last = new Checked(Instant.EPOCH, Health.up().build());

    private record Checked(Instant at, Health health) {}

    DatabaseWrites(JdbcTemplate jdbc, PlatformTransactionManager transactionManager, Clock clock) {
        this.jdbc = jdbc;
        this.transactions = new TransactionTemplate(transactionManager);
        this.transactions.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
        this.transactions.setTimeout(5);
        this.clock = clock;
    }

    /** A write that went through is trusted for {@link #FRESH}; a failed one is tried again at the next ask, so UP comes back at once. */
    @Override
    public Health health() {
        Checked checked = last;
        Instant now = clock.instant();
        if (Duration.between(checked.at(), now).compareTo(FRESH) < 0) return checked.health();
        Health health = probe(now);
        if (Status.UP.equals(health.getStatus())) last = new Checked(now, health);
        return health;
    }

    /** Whether the database is H2, asked at the first probe. */
    private volatile @Nullable Boolean h2;

    private boolean isH2() {
        if (h2 == null)
            h2 = jdbc.execute((ConnectionCallback<Boolean>)
                    connection -> "H2".equals(connection.getMetaData().getDatabaseProductName()));
        return Boolean.TRUE.equals(h2);
    }

    private Health probe(Instant now) {
        try {
            transactions.executeWithoutResult(tx -> {
                if (jdbc.update("update app_info set info_value = ? where info_key = ?", now.toString(), KEY) == 0) {
                    jdbc.update("insert into app_info (info_key, info_value) values (?, ?)", KEY, now.toString());
                }
            });
            // H2 commits to memory and writes its file in the background; a failed background write is
            // told to one statement only, maybe another writer's, and later commits pass in memory. A
            // checkpoint writes the file now and fails for as long as it cannot be written.
            if (isH2()) jdbc.execute("CHECKPOINT SYNC");
            return Health.up().build();
        } catch (DuplicateKeyException anotherNodeWroteTheFirstRow) {
            return Health.up().build();
        } catch (RuntimeException e) {
            // The kind of failure only: the details are in the log of whatever failed to write.
            return Health.down()
                    .withDetail("error", e.getClass().getSimpleName())
                    .build();
        }
    }
}
