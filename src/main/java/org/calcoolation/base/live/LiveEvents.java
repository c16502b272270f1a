package org.calcoolation.base.live;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The site's live events: {@link #publish} tells every node's subscribers of a kind ({@link
 * #subscribe}), this node's included, in the order published. Published in a transaction, an event
 * goes out with its commit, and not at all if it rolls back. Subscribers are called one event at a
 * time on one thread of this node's ("live-events"): they read what they need from the database and
 * hand work to pages ({@code UI.access}) without blocking long.
 *
 * <p>Nothing is stored: an event sent while a node cannot hear (its database connection is down) is
 * not heard there. Subscribers of {@link #RESUMED} are told when the node hears again, to catch up.
 */
public final class LiveEvents implements AutoCloseable {

    /** Told locally (not sent) when this node hears events again after a gap in which some may have been missed. */
    public static final String RESUMED = "live.resumed";

    static final String SENT = "calcoolation.live.sent";
    static final String RECEIVED = "calcoolation.live.received";
    static final String FAILED = "calcoolation.live.failed";
    static final String LISTENING = "calcoolation.live.listening";

    private static final Logger log = LoggerFactory.getLogger(LiveEvents.class);

    private final Transport transport;
    private final MeterRegistry metrics;
    private final ConcurrentMap<String, Set<Consumer<LiveEvent>>> subscribers = new ConcurrentHashMap<>();
    /** One thread, so that events are handled in the order heard; it ends when idle for a while, and comes back. */
    private final ThreadPoolExecutor dispatcher =
            new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
                Thread thread = new Thread(task, "live-events");
                thread.setDaemon(true);
                return thread;
            });

    private LiveEvents(Transport transport, MeterRegistry metrics) {
        this.transport = transport;
        this.metrics = metrics;
        dispatcher.allowCoreThreadTimeOut(true);
        Gauge.builder(LISTENING, transport, t -> t.listening() ? 1 : 0)
                .description(
                        "1 while this node hears the other nodes' live events, 0 while its listening connection is down")
                .register(metrics);
        transport.start(this::heard, () -> heard(new LiveEvent(RESUMED, "", "")));
    }

    /** One node: events stay in this process. */
    public static LiveEvents inProcess(MeterRegistry metrics) {
        return new LiveEvents(new InProcess(), metrics);
    }

    /** Every node on one PostgreSQL database: sent over {@code sending}'s connections, heard on one of its own to {@code url}. */
    static LiveEvents overPostgres(
            String url, String user, String password, DataSource sending, MeterRegistry metrics) {
        return new LiveEvents(new PostgresChannel(url, user, password, sending), metrics);
    }

    /** Publishes an event of {@code kind} about {@code key}, carrying {@code payload} (ids only, see {@link LiveEvent}). */
    public void publish(String kind, String key, String payload) {
        publish(new LiveEvent(kind, key, payload));
    }

    public void publish(LiveEvent event) {
        if (TransactionSynchronizationManager.isSynchronizationActive()
                && TransactionSynchronizationManager.isActualTransactionActive()) {
            atCommit().events.add(event);
        } else {
            sendNow(List.of(event));
        }
    }

    /** Tells {@code handler} of every event of {@code kind} heard by this node, until the returned action is run. */
    public Runnable subscribe(String kind, Consumer<LiveEvent> handler) {
        subscribers.computeIfAbsent(kind, k -> ConcurrentHashMap.newKeySet()).add(handler);
        return () -> subscribers.computeIfPresent(kind, (k, set) -> {
            set.remove(handler);
            return set.isEmpty() ? null : set;
        });
    }

    /** Whether events from the other nodes reach this one now (always on one node). */
    public boolean listening() {
        return transport.listening();
    }

    /** The current transaction's events, to go out with its commit. */
    private AtCommit atCommit() {
        for (TransactionSynchronization registered : TransactionSynchronizationManager.getSynchronizations()) {
            if (registered instanceof AtCommit pending && pending.owner == this) return pending;
        }
        AtCommit pending = new AtCommit(this);
        TransactionSynchronizationManager.registerSynchronization(pending);
        return pending;
    }

    /**
     * A transaction's events: through PostgreSQL they are sent in the transaction, just before it
     * commits, so that NOTIFY delivers them with the commit; in-process (or from a read-only
     * transaction, where NOTIFY is refused) once it has committed.
     */
    private static final class AtCommit implements TransactionSynchronization {

        private final LiveEvents owner;
        private final List<LiveEvent> events = new ArrayList<>();
        private boolean sent;

        AtCommit(LiveEvents owner) {
            this.owner = owner;
        }

        @Override
        public void beforeCommit(boolean readOnly) {
            if (readOnly || !owner.transport.joinsTransaction()) return;
            owner.transport.send(events);
            owner.countSent(events);
            sent = true;
        }

        @Override
        public void afterCommit() {
            if (!sent) owner.sendNow(events);
        }
    }

    /** Sends outside any transaction; a failure (the database down) is logged and counted, not thrown. */
    private void sendNow(List<LiveEvent> events) {
        try {
            transport.send(events);
            countSent(events);
        } catch (RuntimeException e) {
            metrics.counter(FAILED).increment(events.size());
            log.warn("Live events: {} event(s) could not be sent: {}", events.size(), e.toString());
        }
    }

    private void countSent(List<LiveEvent> events) {
        for (LiveEvent event : events)
            metrics.counter(SENT, "kind", event.kind()).increment();
    }

    /** An event heard from any node: handed to its subscribers on the dispatcher thread, in the order heard. */
    private void heard(LiveEvent event) {
        if (!event.kind().equals(RESUMED))
            metrics.counter(RECEIVED, "kind", event.kind()).increment();
        try {
            dispatcher.execute(() -> deliver(event));
        } catch (RejectedExecutionException closing) {
            // The node is stopping: no page is left to tell.
        }
    }

    private void deliver(LiveEvent event) {
        Set<Consumer<LiveEvent>> handlers = subscribers.get(event.kind());
        if (handlers == null) return;
        for (Consumer<LiveEvent> handler : handlers) {
            try {
                handler.accept(event);
            } catch (RuntimeException e) {
                // One subscriber that fails must not keep the event from the others.
                log.warn("Live events: a subscriber of {} failed on {}: {}", event.kind(), event.key(), e.toString());
            }
        }
    }

    @Override
    public void close() {
        transport.close();
        dispatcher.shutdown();
        try {
            dispatcher.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
