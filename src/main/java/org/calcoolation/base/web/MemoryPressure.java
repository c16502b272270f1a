package org.calcoolation.base.web;

import com.sun.management.GarbageCollectionNotificationInfo;
import jakarta.annotation.PreDestroy;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Whether the heap is nearly full of things that live: a full garbage collection left more than
 * {@code calcoolation.busy.heap-limit} (80%) of the largest heap in use. What a full collection
 * cannot free is what sessions, pages and games hold; once that nears the maximum, the next few
 * hundred visitors would take the heap to an OutOfMemoryError, and every player's game with it.
 * <p>
 * Only a full collection tells live from garbage: after a young one, the old generation still holds
 * whatever died there since it was last cleaned, and a server that refuses newcomers allocates so
 * little that G1 may not clean it for an hour (measured: 213 MB "in use" of 256 MB, 40 MB of it
 * live, five minutes after a flood of visitors whose sessions had all ended). So a young collection
 * that leaves more than the limit in use asks for a full one, at most every 10 s; and while the heap
 * counts as full, one is asked for at most every 30 s, to see the memory come back as the sessions
 * nobody claimed end (see {@link SessionProbationFilter}). These pauses happen only near the limit.
 * {@code calcoolation.busy.heap-limit=1} switches the check off.
 */
@Component
class MemoryPressure {

    static final long CHECK_SUSPICION_NANOS = TimeUnit.SECONDS.toNanos(10);
    static final long CHECK_WHILE_FULL_NANOS = TimeUnit.SECONDS.toNanos(30);

    private final double limit;
    private final LongSupplier largestHeap;
    private final Runnable fullCollection;
    private final LongSupplier nanoTime;
    private final List<Runnable> unsubscribe = new ArrayList<>();
    /** What the last full collection left in use, in bytes. */
    private volatile long liveAfterFullCollection;

    private final AtomicLong lastAsked;

    @Autowired
    MemoryPressure(@Value("${calcoolation.busy.heap-limit:0.8}") double limit) {
        this(
                limit,
                () -> Runtime.getRuntime().maxMemory(),
                () -> Thread.ofVirtual().name("memory-check").start(System::gc),
                System::nanoTime);
        if (limit < 1) listenToCollections();
    }

    MemoryPressure(double limit, LongSupplier largestHeap, Runnable fullCollection, LongSupplier nanoTime) {
        if (!(limit > 0 && limit <= 1))
            throw new IllegalArgumentException(
                    "calcoolation.busy.heap-limit must be above 0 and at most 1, not " + limit);
        this.limit = limit;
        this.largestHeap = largestHeap;
        this.fullCollection = fullCollection;
        this.nanoTime = nanoTime;
        this.lastAsked = new AtomicLong(nanoTime.getAsLong() - CHECK_WHILE_FULL_NANOS);
    }

    boolean isHigh() {
        if (limit >= 1 || liveAfterFullCollection <= bound()) return false;
        askForFullCollection(CHECK_WHILE_FULL_NANOS);
        return true;
    }

    /** A garbage collection left this much in use on the heap, in bytes; only a full one tells what lives. */
    void collected(long heapUsedAfter, boolean full) {
        if (full) liveAfterFullCollection = heapUsedAfter;
        else if (heapUsedAfter > bound()) askForFullCollection(CHECK_SUSPICION_NANOS);
    }

    private long bound() {
        return (long) (limit * largestHeap.getAsLong());
    }

    private void askForFullCollection(long atMostEvery) {
        long now = nanoTime.getAsLong(), last = lastAsked.get();
        if (now - last >= atMostEvery && lastAsked.compareAndSet(last, now)) fullCollection.run();
    }

    private void listenToCollections() {
        Set<String> heapPools = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getName)
                .collect(Collectors.toSet());
        NotificationListener listener = (notification, handback) -> heard(notification, heapPools);
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (!(collector instanceof NotificationEmitter emitter)) continue;
            emitter.addNotificationListener(
                    listener,
                    n -> GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(n.getType()),
                    null);
            unsubscribe.add(() -> {
                try {
                    emitter.removeNotificationListener(listener);
                } catch (ListenerNotFoundException gone) {
                    // already removed
                }
            });
        }
    }

    private void heard(Notification notification, Set<String> heapPools) {
        GarbageCollectionNotificationInfo info =
                GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
        long used = info.getGcInfo().getMemoryUsageAfterGc().entrySet().stream()
                .filter(pool -> heapPools.contains(pool.getKey()))
                .mapToLong(pool -> pool.getValue().getUsed())
                .sum();
        // "end of major GC" is a full collection (G1's, or the one asked for); young and mixed ones are minor.
        collected(used, info.getGcAction().contains("major"));
    }

    /** The listeners go with the application: tests start many in one JVM. */
    @PreDestroy
    void stopListening() {
        unsubscribe.forEach(Runnable::run);
    }
}
