package org.calcoolation.base.data;

import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import net.javacrumbs.shedlock.core.DefaultLockingTaskExecutor;
import net.javacrumbs.shedlock.core.LockConfiguration;
import net.javacrumbs.shedlock.core.LockingTaskExecutor;
import net.javacrumbs.shedlock.provider.jdbctemplate.JdbcTemplateLockProvider;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * Runs a scheduled job on one app node at a time, by ShedLock's JDBC provider: the node that
 * claims the job's row in table {@code shedlock} runs it, the others skip that turn. A node that
 * dies holding a claim leaves it until {@code atMost} runs out. Times are the database's, so the
 * nodes' clocks need not agree. Called from the {@code @Scheduled} methods themselves rather than
 * by ShedLock's annotation, whose proxies some of those beans are made too early to get.
 */
@Component
public class JobLocks {

    private final LockingTaskExecutor executor;

    JobLocks(DataSource dataSource) {
        this.executor = new DefaultLockingTaskExecutor(
                new JdbcTemplateLockProvider(JdbcTemplateLockProvider.Configuration.builder()
                        .withJdbcTemplate(new JdbcTemplate(dataSource))
                        .usingDbTime()
                        .build()));
    }

    /** Runs the job here unless another node holds its claim; the claim is let go when it ends, or after {@code atMost}. */
    public void runOnOneNode(String job, Duration atMost, Runnable work) {
        executor.executeWithLock(work, new LockConfiguration(Instant.now(), job, atMost, Duration.ZERO));
    }
}
