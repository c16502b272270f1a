package org.calcoolation.base.data;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;

/**
 * The pool's connections to an embedded H2 file. When H2 has closed the database because a write
 * failed (a full disk, a file made read-only), the next connection opens the file again, and H2 alone
 * would open it as after a crash: some versions back, and with the versions it skipped left in the
 * file for the next crash's recovery to take for newer. So the first connection after such a close
 * runs {@link H2CrashRecovery} on the file first, as a start does.
 */
final class ReopeningDataSource implements DataSource {

    private final String url;
    private final String user;
    private final String password;
    private final Path file;
    private final AtomicBoolean recoverFirst = new AtomicBoolean();

    ReopeningDataSource(String url, String user, String password, Path file) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.file = file;
    }

    /** H2 closed the database: the next connection recovers the file before it opens it. */
    void closedByH2() {
        recoverFirst.set(true);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return getConnection(user, password);
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        if (recoverFirst.get()) {
            synchronized (this) {
                if (recoverFirst.getAndSet(false) && Files.isRegularFile(file))
                    H2CrashRecovery.recoverAndLog(file, username, password);
            }
        }
        return DriverManager.getConnection(url, username, password);
    }

    @Override
    public @Nullable PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(@Nullable PrintWriter out) {}

    @Override
    public void setLoginTimeout(int seconds) {}

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        if (type.isInstance(this)) return type.cast(this);
        throw new SQLException("not a wrapper of " + type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return type.isInstance(this);
    }
}
