package org.calcoolation.practice;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.rating.Rating;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The pool of rated puzzles (table {@code practice_puzzle}): per size 4 to 9 and each level the
 * generator makes there, {@code calcoolation.practice.pool-per-kind} puzzles of the default kind (Keen
 * cuts, all four operations), as /play makes them. A job on one node tops it up, emptiest kinds
 * first, a few puzzles a run within a time budget: making a 9×9 takes up to a second of a core, which
 * players must not feel.
 */
@Component
class Pool {

    private static final Logger log = LoggerFactory.getLogger(Pool.class);
    static final int SMALLEST = 4, LARGEST = 9;

    /** A size and level of the pool, with how many puzzles it holds. */
    record Kind(int size, Difficulty level, int held) {}

    private final JdbcTemplate jdbc;
    private final JobLocks jobs;
    private final Clock clock;
    private final int perKind;
    private final int perRun;
    private final Duration budget;

    Pool(
            JdbcTemplate jdbc,
            JobLocks jobs,
            Clock clock,
            @Value("${calcoolation.practice.pool-per-kind:10}") int perKind,
            @Value("${calcoolation.practice.top-up-per-run:3}") int perRun,
            @Value("${calcoolation.practice.top-up-budget:3s}") Duration budget) {
        this.jdbc = jdbc;
        this.jobs = jobs;
        this.clock = clock;
        this.perKind = perKind;
        this.perRun = perRun;
        this.budget = budget;
    }

    @Scheduled(cron = "${calcoolation.practice.top-up-cron:30 * * * * *}", zone = "UTC")
    void topUpOnOneNode() {
        jobs.runOnOneNode("practice-pool-top-up", Duration.ofMinutes(10), () -> topUp(perRun));
    }

    /** Makes up to {@code most} puzzles for the kinds furthest below their target; how many it added. */
    int topUp(int most) {
        long deadline = System.nanoTime() + budget.toNanos();
        int added = 0;
        for (Kind kind : belowTarget()) {
            if (added >= most || System.nanoTime() > deadline) break;
            if (add(kind.size(), kind.level(), ThreadLocalRandom.current().nextLong())) added++;
        }
        if (added > 0) log.info("Practice pool: {} puzzles added", added);
        return added;
    }

    /** The kinds below their target, emptiest first. */
    List<Kind> belowTarget() {
        List<Kind> kinds = new ArrayList<>(kinds());
        kinds.removeIf(k -> k.held() >= perKind);
        kinds.sort(Comparator.comparingInt(Kind::held).thenComparingInt(Kind::size));
        return kinds;
    }

    /** Every size and level of the pool with its count. */
    List<Kind> kinds() {
        Map<String, Integer> held = new HashMap<>();
        jdbc.query(
                "select grid_size, difficulty, count(*) from practice_puzzle group by grid_size, difficulty", row -> {
                    held.put(row.getInt(1) + row.getString(2), row.getInt(3));
                });
        List<Kind> kinds = new ArrayList<>();
        for (int size = SMALLEST; size <= LARGEST; size++)
            for (Difficulty level : Difficulty.values())
                if (Generator.supports(size, level, Variant.STANDARD))
                    kinds.add(new Kind(size, level, held.getOrDefault(size + level.name(), 0)));
        return kinds;
    }

    /** Makes one puzzle of this size and level from the seed and stores it; false if the pool had it already. */
    boolean add(int size, Difficulty level, long seed) {
        Puzzle puzzle = Generator.generate(size, level, Variant.STANDARD, seed);
        return insert(
                size, level, seed, KeenCodec.encode(puzzle, level, Variant.STANDARD), PoolRatings.start(size, level));
    }

    /** Stores a puzzle with a rating of its own; false if its Keen ID is in the pool already. */
    boolean insert(int size, Difficulty level, long seed, String keenId, Rating rating) {
        try {
            jdbc.update(
                    """
                    insert into practice_puzzle (grid_size, difficulty, generator_version, seed, puzzle_id,
                        rating, deviation, volatility, attempts, added_at)
                    values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)""",
                    size,
                    level.name(),
                    Generator.VERSION,
                    seed,
                    keenId,
                    rating.rating(),
                    rating.deviation(),
                    rating.volatility(),
                    OffsetDateTime.ofInstant(clock.instant(), ZoneOffset.UTC));
            return true;
        } catch (DuplicateKeyException twice) {
            return false;
        }
    }
}
