package org.calcoolation.daily;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceException;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.generate.Generator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The daily ladders. A day runs from midnight to midnight UTC. Each puzzle is generated from a
 * seed of its day and slot under the site's secret ({@link DailySeeds}), stored, and from then on
 * always read from the database.
 */
@Service
public class DailyPuzzleService {

    /** The first day of the archive. */
    public static final LocalDate FIRST_DAY = LocalDate.of(2026, 1, 1);

    private static final Logger log = LoggerFactory.getLogger(DailyPuzzleService.class);
    private static final DateTimeFormatter ISO = DateTimeFormatter.ISO_LOCAL_DATE;
    private static final DateTimeFormatter SPOKEN = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    private final DailyPuzzleRepository puzzles;
    private final EntityManager entities;
    private final TransactionTemplate newTransaction;
    private final Clock clock;
    private final JobLocks jobs;
    private final ConcurrentMap<LocalDate, Object> dayLocks = new ConcurrentHashMap<>();
    private final Timer generation;
    private final DailySeeds seeds;

    DailyPuzzleService(
            DailyPuzzleRepository puzzles,
            EntityManager entities,
            PlatformTransactionManager transactions,
            Clock clock,
            JobLocks jobs,
            MeterRegistry metrics,
            DailySeeds seeds) {
        this.seeds = seeds;
        this.jobs = jobs;
        this.generation = Timer.builder("calcoolation.daily.generation")
                .description("Time to generate and store a day's ladder")
                .register(metrics);
        this.puzzles = puzzles;
        this.entities = entities;
        this.newTransaction = new TransactionTemplate(transactions);
        this.newTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
        this.clock = clock;
    }

    /** What a player may see for a day. */
    public sealed interface DayResult {
        record Ladder(LocalDate day, List<DailyPuzzle> puzzles) implements DayResult {}

        /**
         * A day that cannot be shown, and why: {@code day} is the day asked for (not out yet), the
         * archive's first day (before it) or today (for the example of an address that is no date,
         * {@code shown}). Pages word it in their language; {@link #message()} says it in English.
         */
        record Refused(Why why, LocalDate day, String shown) implements DayResult {
            public String message() {
                return switch (why) {
                    case NOT_YET ->
                        "The puzzles for " + SPOKEN.format(day)
                                + " are not out yet: each day's ladder appears at midnight UTC.";
                    case BEFORE_ARCHIVE -> "The archive starts on " + SPOKEN.format(day) + ".";
                    case NOT_A_DATE ->
                        "\"" + shown + "\" is not a date. Daily puzzles are at /daily/yyyy-mm-dd, such as /daily/"
                                + ISO.format(day) + ".";
                };
            }
        }

        enum Why {
            NOT_YET,
            BEFORE_ARCHIVE,
            NOT_A_DATE
        }
    }

    public LocalDate today() {
        return LocalDate.now(clock.withZone(ZoneOffset.UTC));
    }

    /** The ladder of a day from the archive or today; future days and days before the archive are refused. */
    public DayResult ladder(LocalDate day) {
        if (day.isAfter(today())) {
            return new DayResult.Refused(DayResult.Why.NOT_YET, day, "");
        }
        if (day.isBefore(FIRST_DAY)) {
            return new DayResult.Refused(DayResult.Why.BEFORE_ARCHIVE, FIRST_DAY, "");
        }
        return new DayResult.Ladder(day, ensure(day));
    }

    /**
     * Reads a date from a URL; anything but yyyy-MM-dd is refused with a plain message. A view
     * whose address has no date passes the empty string.
     */
    public DayResult ladder(String isoDate) {
        Optional<LocalDate> day = day(isoDate);
        if (day.isPresent()) return ladder(day.get());
        String shown = isoDate.length() > 40 ? isoDate.substring(0, 40) + "…" : isoDate;
        return new DayResult.Refused(DayResult.Why.NOT_A_DATE, today(), shown);
    }

    /** The day a URL names, as yyyy-MM-dd and a real date (not 2026-13-40 or 2026-02-30). */
    public static Optional<LocalDate> day(String isoDate) {
        try {
            return Optional.of(LocalDate.parse(isoDate, ISO));
        } catch (DateTimeParseException notADate) {
            return Optional.empty();
        }
    }

    /**
     * The ladders stored for the days from {@code from} to {@code to}, both included, by day:
     * read only, never generated, so that a calendar of a month costs one query. A past day
     * missing here has simply not been asked for yet; {@link #ladder(LocalDate)} makes it.
     */
    @Transactional(readOnly = true)
    public Map<LocalDate, List<DailyPuzzle>> storedLadders(LocalDate from, LocalDate to) {
        Map<LocalDate, List<DailyPuzzle>> byDay = new TreeMap<>();
        for (DailyPuzzle puzzle : puzzles.findByDayBetweenOrderByDayAscSlotAsc(from, to)) {
            byDay.computeIfAbsent(puzzle.day(), d -> new ArrayList<>()).add(puzzle);
        }
        return byDay;
    }

    /** The stored daily puzzles of these ids, by id (read only): which day and rung a recorded game played. */
    @Transactional(readOnly = true)
    public Map<Long, DailyPuzzle> stored(Collection<Long> ids) {
        Map<Long, DailyPuzzle> byId = new HashMap<>();
        for (DailyPuzzle puzzle : puzzles.findAllById(ids)) byId.put(puzzle.id(), puzzle);
        return byId;
    }

    /** Whether a day has a ladder to play: from the archive's first day until today. */
    public boolean hasLadder(LocalDate day) {
        return !day.isBefore(FIRST_DAY) && !day.isAfter(today());
    }

    /** Every hour, on one app node: the day's claim would make the others wait for it in vain. */
    @Scheduled(cron = "0 0 * * * *", zone = "UTC")
    void prepareTomorrowOnOneNode() {
        jobs.runOnOneNode("daily-prepare-tomorrow", Duration.ofMinutes(30), this::prepareTomorrow);
    }

    /** Makes tomorrow's ladder ahead of time, so that nobody waits for it at midnight. */
    public void prepareTomorrow() {
        ensure(today().plusDays(1));
    }

    /**
     * The stored ladder of a day, generated first if it is missing: exactly once, however many
     * requests or app instances ask at the same moment. In this instance, one thread per day
     * generates and the others wait for it; across instances the day's row in daily_ladder is the
     * claim, and an instance that loses the race reads what the winner stored.
     */
    List<DailyPuzzle> ensure(LocalDate day) {
        List<DailyPuzzle> stored = puzzles.findByDayOrderBySlot(day);
        if (stored.size() == LadderRung.LADDER.size()) return stored;
        synchronized (dayLocks.computeIfAbsent(day, d -> new Object())) {
            stored = puzzles.findByDayOrderBySlot(day);
            if (stored.size() == LadderRung.LADDER.size()) return stored;
            try {
                return newTransaction.execute(tx -> generate(day));
            } catch (DataAccessException | PersistenceException claimedElsewhere) {
                log.info("Ladder of {} was generated by another instance; reading it", day);
                return waitForLadder(day);
            }
        }
    }

    private List<DailyPuzzle> generate(LocalDate day) {
        long started = System.nanoTime();
        entities.persist(new DailyLadderRow(day, clock.instant()));
        entities.flush();
        List<DailyPuzzle> made = new ArrayList<>();
        for (LadderRung slot : LadderRung.LADDER) {
            long seed = seeds.seed(day, slot);
            Puzzle puzzle = Generator.generate(slot.size(), slot.difficulty(), slot.variant(), seed);
            DailyPuzzle daily = new DailyPuzzle(day, slot, seed, Generator.VERSION, puzzle);
            entities.persist(daily);
            made.add(daily);
        }
        long took = System.nanoTime() - started;
        generation.record(took, TimeUnit.NANOSECONDS);
        log.info(
                "Generated the ladder of {} in {} ms",
                day,
                Duration.ofNanos(took).toMillis());
        return made;
    }

    private List<DailyPuzzle> waitForLadder(LocalDate day) {
        for (int tries = 0; tries < 100; tries++) {
            List<DailyPuzzle> stored = puzzles.findByDayOrderBySlot(day);
            if (stored.size() == LadderRung.LADDER.size()) return stored;
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new IllegalStateException("the ladder of " + day + " did not appear");
    }
}
