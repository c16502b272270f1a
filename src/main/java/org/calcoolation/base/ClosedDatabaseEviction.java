package org.calcoolation.base;

import com.zaxxer.hikari.SQLExceptionOverride;
import java.sql.SQLException;

/**
 * Tells the pool that a connection to an H2 database that has closed itself is dead. H2 closes the
 * database when a write fails (a full disk); its connections then answer "The database has been closed"
 * with a state the pool does not take for a broken connection, so it kept handing them out, and the
 * site stayed broken after the space came back until a restart. Evicted, they are replaced by new
 * connections, which open the database again once it can be opened. Set by
 * {@code spring.datasource.hikari.exception-override-class-name}; the pool makes it by reflection.
 */
public final class ClosedDatabaseEviction implements SQLExceptionOverride {

    /** H2's DATABASE_IS_CLOSED and DATABASE_CALLED_AT_SHUTDOWN. */
    private static final int CLOSED = 90098, CLOSING = 90121;

    @java.lang.Override
    public SQLExceptionOverride.Override adjudicate(SQLException e) {
        return e.getErrorCode() == CLOSED || e.getErrorCode() == CLOSING
                ? SQLExceptionOverride.Override.MUST_EVICT
                : SQLExceptionOverride.Override.CONTINUE_EVICT;
    }
}
