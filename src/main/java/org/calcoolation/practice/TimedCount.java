package org.calcoolation.practice;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Optional;

/**
 * What a timed draw counts on the boards: every draw counts, solved or not. A clean solve finished
 * by its deadline counts its elapsed time, at most the penalty (so that finishing is never worse than
 * giving up); a solve with help, a give-up, an abandoned game and a finish after the deadline count
 * the penalty; an unfinished draw counts nothing until its deadline, then the penalty. The deadline
 * is the end of the draw's UTC day, or the penalty after the draw if that is later (a draw at 23:55
 * has its full time).
 */
final class TimedCount {

    private TimedCount() {}

    static Instant deadline(Instant drawnAt, Duration penalty) {
        Instant dayOver = day(drawnAt).plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant full = drawnAt.plus(penalty);
        return full.isAfter(dayOver) ? full : dayOver;
    }

    /** The UTC day of an instant: the day a draw is spent from. */
    static LocalDate day(Instant at) {
        return LocalDate.ofInstant(at, ZoneOffset.UTC);
    }

    /** The time the draw counts at {@code now}; empty while it is in play before its deadline. */
    static Optional<Duration> counted(TimedDraw draw, Instant now, Duration penalty) {
        if (draw.finished().isEmpty()) return now.isBefore(draw.deadline()) ? Optional.empty() : Optional.of(penalty);
        TimedDraw.Finished f = draw.finished().get();
        boolean inTime = !f.at().isAfter(draw.deadline());
        if (f.outcome() != AttemptOutcome.CLEAN || !inTime || f.elapsed().isEmpty()) return Optional.of(penalty);
        Duration elapsed = f.elapsed().get();
        return Optional.of(elapsed.compareTo(penalty) < 0 ? elapsed : penalty);
    }
}
