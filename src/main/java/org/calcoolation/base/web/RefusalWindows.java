package org.calcoolation.base.web;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * Refused requests counted by kind and address a minute: the first of a minute is written, the
 * rest only counted, and when the minute is over one line says how many there were. 2,000 refused
 * messages from one address wrote 353 KB, one line each (issue 37); now a few lines a minute.
 * Also counts every refusal by kind, for the metric {@code calcoolation_requests_refused_total}.
 */
final class RefusalWindows {

    static final Duration WINDOW = Duration.ofMinutes(1);
    /**
     * Windows open at most; past it, a new address's refusals are counted with the kind's other
     * addresses, so that a flood from ever-new addresses cannot fill the memory or the log instead.
     */
    static final int WINDOWS = 1_000;

    static final String OTHERS = "other addresses";

    private record Key(Refusal.Kind kind, String address) {}

    private record Window(long startNanos, AtomicInteger left) {}

    /** What a closed window had to say: how many refusals of a kind from an address were not written. */
    record Summary(String kind, String address, int left) {}

    private final Map<Key, Window> windows = new ConcurrentHashMap<>();
    private final Map<Refusal.Kind, LongAdder> totals = new EnumMap<>(Refusal.Kind.class);

    RefusalWindows() {
        for (Refusal.Kind kind : Refusal.Kind.values()) totals.put(kind, new LongAdder());
    }

    /** Counts a refusal; whether its line is to be written (the first of its kind and address this minute). */
    boolean admit(Refusal.Kind kind, String address, long now) {
        totals.get(kind).increment();
        Key key = new Key(kind, address);
        if (!windows.containsKey(key) && windows.size() >= WINDOWS) key = new Key(kind, OTHERS);
        boolean[] first = new boolean[1];
        windows.compute(key, (k, open) -> {
            if (open != null) {
                open.left().incrementAndGet();
                return open;
            }
            first[0] = true;
            return new Window(now, new AtomicInteger());
        });
        return first[0];
    }

    /** Closes the windows a minute old: what each left out, for a line each. */
    List<Summary> close(long now) {
        List<Summary> closed = new ArrayList<>();
        for (Iterator<Map.Entry<Key, Window>> it = windows.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Key, Window> entry = it.next();
            Window window = entry.getValue();
            if (now - window.startNanos() < WINDOW.toNanos()) continue;
            // A refusal counted while this window closes lands in it or opens the next: none is lost.
            if (!windows.remove(entry.getKey(), window)) continue;
            int left = window.left().get();
            if (left > 0)
                closed.add(new Summary(entry.getKey().kind().tag, entry.getKey().address(), left));
        }
        return closed;
    }

    /** Every refusal of the kind counted since the start, written or not. */
    long total(Refusal.Kind kind) {
        return totals.get(kind).sum();
    }
}
