package org.calcoolation.base.live;

import java.util.List;
import java.util.function.Consumer;

/** How events travel: in this process only, or through PostgreSQL to every node. */
sealed interface Transport extends AutoCloseable permits InProcess, PostgresChannel {

    /**
     * Starts hearing events: each one sent by any node, this one included, goes to {@code heard}, in
     * the order sent; {@code resumed} runs when hearing starts again after a gap, in which events
     * may have been missed.
     */
    void start(Consumer<LiveEvent> heard, Runnable resumed);

    /** Sends the events, in order, in the caller's transaction if {@link #joinsTransaction}, else at once. */
    void send(List<LiveEvent> events);

    /** Whether {@link #send} within a transaction goes out with its commit (NOTIFY), rather than at once. */
    boolean joinsTransaction();

    /** Whether events from other nodes reach this one now. */
    boolean listening();

    @Override
    void close();
}
