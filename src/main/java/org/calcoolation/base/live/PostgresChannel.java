package org.calcoolation.base.live;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.postgresql.Driver;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.ConnectionCallback;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Events through PostgreSQL: sent by {@code pg_notify} on the site's one channel, over the pool's
 * connection (the caller's transaction's, if any, so that they go out with its commit and not at all
 * if it rolls back); heard on a connection of this node's own, opened outside the pool and kept for
 * {@code LISTEN}, by a thread that waits on it for notifications. When that connection is lost (the
 * database restarts) the thread opens another, waiting longer between tries up to {@link #MOST_WAIT}.
 */
final class PostgresChannel implements Transport {

    static final String CHANNEL = "calcoolation_live";
    static final Duration FIRST_WAIT = Duration.ofMillis(250);
    static final Duration MOST_WAIT = Duration.ofSeconds(5);
    /** How long one wait for notifications lasts: also how soon a stop is noticed. */
    private static final int POLL_MILLIS = 500;
    /** A connection quiet this long is asked whether it is still there (a peer gone without a word). */
    private static final long CHECK_QUIET_NANOS = Duration.ofSeconds(30).toNanos();

    private static final Logger log = LoggerFactory.getLogger(PostgresChannel.class);

    private final String url;
    /** pgjdbc's own, not DriverManager's lookup: the listener may start before the pool has loaded the driver. */
    private final Driver driver = new Driver();

    private final Properties connectionProperties = new Properties();
    private final JdbcTemplate jdbc;
    private volatile boolean running;
    private volatile boolean listening;
    private @Nullable Thread listener;

    PostgresChannel(String url, String user, String password, DataSource sending) {
        this.url = url;
        connectionProperties.setProperty("user", user);
        connectionProperties.setProperty("password", password);
        // Named, so that an operator tells it from the pool's in pg_stat_activity.
        connectionProperties.setProperty("ApplicationName", "calcoolation live events");
        connectionProperties.setProperty("tcpKeepAlive", "true");
        this.jdbc = new JdbcTemplate(sending);
    }

    @Override
    public synchronized void start(Consumer<LiveEvent> heard, Runnable resumed) {
        if (listener != null) return;
        running = true;
        Thread thread = new Thread(() -> listen(heard, resumed), "live-events-listener");
        thread.setDaemon(true);
        listener = thread;
        thread.start();
    }

    @Override
    public void send(List<LiveEvent> events) {
        if (events.isEmpty()) return;
        String[] texts = events.stream().map(LiveEvent::encoded).toArray(String[]::new);
        // One statement for all: a batch of the game saver's writes sends one event a game.
        jdbc.execute((ConnectionCallback<Void>) connection -> {
            Array array = connection.createArrayOf("text", texts);
            try (PreparedStatement notify = connection.prepareStatement(
                    "select pg_notify(?, t.text) from unnest(?) with ordinality as t(text, n) order by t.n")) {
                notify.setString(1, CHANNEL);
                notify.setArray(2, array);
                try (ResultSet ignored = notify.executeQuery()) {
                    return null;
                }
            } finally {
                array.free();
            }
        });
    }

    @Override
    public boolean joinsTransaction() {
        return true;
    }

    @Override
    public boolean listening() {
        return listening;
    }

    /** The listener's loop: connect, LISTEN, hand on what is heard; on a lost connection, wait and connect again. */
    private void listen(Consumer<LiveEvent> heard, Runnable resumed) {
        Duration wait = FIRST_WAIT;
        boolean listenedBefore = false;
        long lostAt = 0;
        while (running) {
            try (Connection connection = connect()) {
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + CHANNEL);
                }
                listening = true;
                wait = FIRST_WAIT;
                if (listenedBefore) {
                    log.info(
                            "Live events: listening to PostgreSQL again, {} s after the connection was lost",
                            String.format("%.1f", (System.nanoTime() - lostAt) / 1e9));
                    resumed.run();
                }
                listenedBefore = true;
                hear(connection, heard);
            } catch (SQLException | RuntimeException e) {
                if (!running) break;
                if (listening) {
                    lostAt = System.nanoTime();
                    log.warn(
                            "Live events: the connection listening to PostgreSQL was lost ({}); connecting again",
                            e.toString());
                } else {
                    log.debug("Live events: cannot listen to PostgreSQL yet: {}", e.toString());
                }
                listening = false;
                if (!sleep(wait)) break;
                wait = wait.multipliedBy(2).compareTo(MOST_WAIT) > 0 ? MOST_WAIT : wait.multipliedBy(2);
            }
        }
        listening = false;
    }

    private Connection connect() throws SQLException {
        Connection connection = driver.connect(url, connectionProperties);
        if (connection == null) throw new SQLException("not a PostgreSQL URL: " + url);
        return connection;
    }

    /** Waits on the connection for notifications until stopped; throws when the connection fails. */
    private void hear(Connection connection, Consumer<LiveEvent> heard) throws SQLException {
        PGConnection postgres = connection.unwrap(PGConnection.class);
        long lastHeard = System.nanoTime();
        while (running) {
            PGNotification[] notifications = postgres.getNotifications(POLL_MILLIS);
            if (notifications != null && notifications.length > 0) {
                lastHeard = System.nanoTime();
                for (PGNotification notification : notifications) {
                    if (!CHANNEL.equals(notification.getName())) continue;
                    LiveEvent.decode(notification.getParameter()).ifPresent(heard);
                }
            } else if (System.nanoTime() - lastHeard > CHECK_QUIET_NANOS) {
                if (!connection.isValid(5)) throw new SQLException("the listening connection stopped answering");
                lastHeard = System.nanoTime();
            }
        }
    }

    private static boolean sleep(Duration wait) {
        try {
            Thread.sleep(wait);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void close() {
        Thread thread;
        synchronized (this) {
            running = false;
            thread = listener;
            listener = null;
        }
        if (thread == null) return;
        thread.interrupt();
        try {
            thread.join(Duration.ofMillis(POLL_MILLIS * 4L));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
