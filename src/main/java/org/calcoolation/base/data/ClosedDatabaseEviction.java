package org.calcoolation.base.data;

import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.stereotype.Component;

/**
 * Tells the pool that every connection to an H2 database that has closed itself, or that H2 opened
 * read-only, is dead. H2 closes the database when a write fails (a full disk, a file made read-only);
 * its connections then answer "The database has been closed" with a state the pool does not take for
 * a broken connection, so it kept handing them out. And H2 opens a file it cannot write read-only,
 * and keeps it so while any connection is open, after the file can be written again. Only the
 * connection that failed was evicted, one failed write each: with ten in the pool the game saver,
 * which tries every few seconds, took minutes to reach a good one, and a read-only database never
 * closed. So the first such error evicts them all: the database closes, and the next connection opens
 * it again, read-write once it can be, and recovered first as after a crash. Set by {@code spring.datasource.hikari.exception-override-class-name};
 * the pool makes it by reflection, so the pool it evicts from is registered here when it is made.
 */
public final class ClosedDatabaseEviction implements SQLExceptionOverride {

    /** H2's DATABASE_IS_CLOSED, DATABASE_CALLED_AT_SHUTDOWN and DATABASE_IS_READ_ONLY. */
    private static final int CLOSED = 90098, CLOSING = 90121, READ_ONLY = 90097;

    private static volatile @Nullable HikariDataSource pool;
    private static volatile @Nullable ReopeningDataSource h2File;

    // Spelled out: the interface's own nested enum Override hides java.lang.Override in this class.
    @java.lang.Override
    public SQLExceptionOverride.Override adjudicate(SQLException e) {
        int code = e.getErrorCode();
        if (code != CLOSED && code != CLOSING && code != READ_ONLY) return SQLExceptionOverride.Override.CONTINUE_EVICT;
        ReopeningDataSource reopening = h2File;
        if (code == CLOSED && reopening != null) reopening.closedByH2();
        HikariDataSource connections = pool;
        if (connections != null && connections.getHikariPoolMXBean() != null)
            connections.getHikariPoolMXBean().softEvictConnections();
        return SQLExceptionOverride.Override.MUST_EVICT;
    }

    /**
     * Registers the pool whose connections all go at such an error and, for an embedded H2 file, gives
     * it connections that recover the file before H2 opens it again ({@link ReopeningDataSource}).
     */
    @Component
    static final class PoolRegistration implements BeanPostProcessor {
        @java.lang.Override
        public Object postProcessAfterInitialization(Object bean, String name) {
            if (!(bean instanceof HikariDataSource hikari)) return bean;
            pool = hikari;
            String url = hikari.getJdbcUrl();
            if (url != null && hikari.getDataSource() == null) {
                H2CrashRecovery.storeFile(url).ifPresent(file -> {
                    ReopeningDataSource reopening =
                            new ReopeningDataSource(url, hikari.getUsername(), hikari.getPassword(), file);
                    hikari.setDataSource(reopening);
                    h2File = reopening;
                });
            }
            return bean;
        }
    }
}
