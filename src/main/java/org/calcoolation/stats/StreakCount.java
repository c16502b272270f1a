package org.calcoolation.stats;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.calcoolation.stats.StatsService.Streak;
import org.jspecify.annotations.Nullable;

/**
 * The daily streak on the player's own calendar (issue 40). Each day's ladder comes out at 00:00
 * UTC for everyone; a solve of it keeps the streak if it came before the player's midnight that
 * ends that day, or within the UTC day, whichever is later: a player west of UTC gets the evening
 * the UTC day takes from them, a player east of it loses nothing. A day not kept by then is
 * missed; a held freeze covers it (the run goes on, the day adds nothing), else the run ends. A
 * freeze is earned at each 7th day of a run, at most {@value #MOST_FREEZES} held. Pure, so that
 * the rules are tested on any calendar.
 */
final class StreakCount {

    static final int FREEZE_EVERY = 7;
    static final int MOST_FREEZES = 2;

    private final NavigableMap<LocalDate, Instant> firstSolves;
    private final NavigableMap<LocalDate, Instant> firstGoldSolves;
    private final ZoneId zone;
    private final Instant now;

    /** {@code firstSolves}: each daily puzzle day the player solved a rung of, with the first solve's moment. */
    StreakCount(NavigableMap<LocalDate, Instant> firstSolves, ZoneId zone, Instant now) {
        this(firstSolves, new TreeMap<>(), zone, now);
    }

    /** {@code firstGoldSolves}: the same for gold solves, which make a kept day a gold one. */
    StreakCount(
            NavigableMap<LocalDate, Instant> firstSolves,
            NavigableMap<LocalDate, Instant> firstGoldSolves,
            ZoneId zone,
            Instant now) {
        this.firstSolves = firstSolves;
        this.firstGoldSolves = firstGoldSolves;
        this.zone = zone;
        this.now = now;
    }

    /** The moment the day's ladder stops keeping a streak in this zone. */
    static Instant deadline(LocalDate day, ZoneId zone) {
        Instant utcEnd = day.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant localEnd = day.plusDays(1).atStartOfDay(zone).toInstant();
        return localEnd.isAfter(utcEnd) ? localEnd : utcEnd;
    }

    /** The ladder a player in this zone plays today: of their own date, or of the UTC date while theirs has not come out. */
    static LocalDate playersDay(Instant now, ZoneId zone) {
        LocalDate local = LocalDate.ofInstant(now, zone), utc = LocalDate.ofInstant(now, ZoneOffset.UTC);
        return local.isBefore(utc) ? local : utc;
    }

    /** Whether a rung of the day was solved in time to keep a streak. */
    boolean kept(LocalDate day) {
        return inTime(firstSolves.get(day), day);
    }

    private boolean inTime(@Nullable Instant solve, LocalDate day) {
        return solve != null && solve.isBefore(deadline(day, zone));
    }

    Streak count() {
        if (firstSolves.isEmpty()) return new Streak(0, 0, 0);
        int run = 0, longest = 0, held = 0, gold = 0;
        LocalDate last = LocalDate.ofInstant(now, ZoneOffset.UTC);
        for (LocalDate day = firstSolves.firstKey(); !day.isAfter(last); day = day.plusDays(1)) {
            if (kept(day)) {
                run++;
                if (inTime(firstGoldSolves.get(day), day)) gold++;
                longest = Math.max(longest, run);
                if (run % FREEZE_EVERY == 0 && held < MOST_FREEZES) held++;
            } else if (!deadline(day, zone).isAfter(now)) {
                if (held > 0) held--;
                else {
                    run = 0;
                    gold = 0;
                }
            }
            // else: the day is still open, and neither keeps nor breaks the run yet.
        }
        return new Streak(run, longest, held, gold);
    }
}
