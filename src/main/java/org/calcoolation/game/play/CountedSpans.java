package org.calcoolation.game.play;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The spans of time a play clock counted lately, so that a span counted twice (a page's run and the
 * gap between two of its moves) counts once. Only spans that end within {@link #KEPT} of the
 * latest are remembered: nothing older can be counted again, as the gap between two moves of a page
 * counts only when it is shorter than that. Not thread-safe, as the clock it belongs to.
 */
final class CountedSpans {

    /** How far back a span may still be counted again: the longest gap between two moves that counts. */
    static final Duration KEPT = PlayTimeMeter.CONTACT_GRACE;

    /**
     * Spans remembered at most. A page that toggles its tab as fast as it can makes one span per
     * message; past this the two oldest are taken as one, with the time between them as counted,
     * which can only count less, never more than the wall time.
     */
    static final int MOST = 64;

    private record Span(Instant start, Instant end) {}

    /** Disjoint, in order. */
    private final List<Span> spans = new ArrayList<>();

    /** Counts {@code start} to {@code end}; returns the milliseconds in it not counted before. */
    long count(Instant start, Instant end) {
        if (!end.isAfter(start)) return 0;
        spans.removeIf(span -> span.end().isBefore(end.minus(KEPT)));
        long before = 0;
        Instant from = start, to = end;
        List<Span> kept = new ArrayList<>();
        for (Span span : spans) {
            if (span.end().isBefore(start) || span.start().isAfter(end)) {
                kept.add(span);
                continue;
            }
            before += millis(max(span.start(), start), min(span.end(), end));
            from = min(from, span.start());
            to = max(to, span.end());
        }
        kept.add(new Span(from, to));
        kept.sort((a, b) -> a.start().compareTo(b.start()));
        while (kept.size() > MOST)
            kept.set(0, new Span(kept.getFirst().start(), kept.remove(1).end()));
        spans.clear();
        spans.addAll(kept);
        return millis(start, end) - before;
    }

    private static long millis(Instant from, Instant to) {
        return Math.max(0, Duration.between(from, to).toMillis());
    }

    private static Instant min(Instant a, Instant b) {
        return a.isBefore(b) ? a : b;
    }

    private static Instant max(Instant a, Instant b) {
        return a.isAfter(b) ? a : b;
    }
}
