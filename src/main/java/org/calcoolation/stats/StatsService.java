package org.calcoolation.stats;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Solve records and what players read from them: personal bests, recent solves, averages, the
 * daily streak, a time series for a chart, and each daily puzzle's leaderboard. Days are UTC days.
 */
@Service
public class StatsService {

    /** A kind of puzzle: size, level and variant. */
    public record Kind(int size, Difficulty difficulty, Variant variant) implements Comparable<Kind> {
        @Override
        public int compareTo(Kind o) {
            return Comparator.comparingInt(Kind::size).thenComparing(Kind::difficulty).thenComparing(Kind::variant).compare(this, o);
        }
    }

    public record Recorded(SolveRecord record, boolean personalBest) {}

    public record Best(Kind kind, long millis, Instant finishedAt) {}

    /** Clean solves of one kind: how many, their mean and median. */
    public record Summary(Kind kind, int solves, long averageMillis, long medianMillis) {}

    public record Streak(int current, int longest) {}

    public record Point(Instant finishedAt, long millis, boolean clean) {}

    public record Entry(int rank, String name, long millis, boolean you) {}

    /**
     * The fastest clean solves of a daily puzzle on its own day; the player's rank among all of
     * them and the share of the others they beat, when the player has a clean solve there.
     */
    public record Leaderboard(List<Entry> top, int solvers, Optional<Integer> yourRank, Optional<Integer> fasterThanPercent) {}

    private final SolveRecordRepository records;
    private final JdbcTemplate jdbc;
    private final Clock clock;

    StatsService(SolveRecordRepository records, JdbcTemplate jdbc, Clock clock) {
        this.records = records;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /**
     * Stores a finished game once (recording the same game again returns the first record) and
     * says whether it is a new personal best: the fastest clean solve of its kind so far.
     */
    @Transactional
    public Recorded record(Solve solve) {
        Optional<SolveRecord> existing = records.findByGameId(solve.gameId());
        SolveRecord record = existing.orElseGet(() -> records.save(new SolveRecord(solve)));
        if (!record.clean()) return new Recorded(record, false);
        Optional<SolveRecord> before = records.findFirstByPlayerIdAndSizeAndDifficultyAndVariantAndCleanTrueAndIdNotOrderByMillisAsc(
                record.playerId(), record.size(), record.difficulty(), record.variant(), record.id());
        boolean best = before.map(b -> record.millis() < b.millis()).orElse(true);
        return new Recorded(record, best);
    }

    @Transactional(readOnly = true)
    public List<Best> personalBests(long playerId) {
        Map<Kind, SolveRecord> fastest = new TreeMap<>();
        for (SolveRecord r : records.findByPlayerIdAndCleanTrue(playerId)) {
            fastest.merge(kindOf(r), r, (a, b) -> b.millis() < a.millis() ? b : a);
        }
        return fastest.entrySet().stream().map(e -> new Best(e.getKey(), e.getValue().millis(), e.getValue().finishedAt())).toList();
    }

    @Transactional(readOnly = true)
    public List<SolveRecord> recent(long playerId) {
        return records.findTop20ByPlayerIdOrderByFinishedAtDesc(playerId);
    }

    @Transactional(readOnly = true)
    public List<Summary> summaries(long playerId) {
        Map<Kind, List<Long>> times = records.findByPlayerIdAndCleanTrue(playerId).stream()
                .collect(Collectors.groupingBy(StatsService::kindOf, TreeMap::new, Collectors.mapping(SolveRecord::millis, Collectors.toList())));
        return times.entrySet().stream().map(e -> summary(e.getKey(), e.getValue())).toList();
    }

    private static Summary summary(Kind kind, List<Long> millis) {
        List<Long> sorted = millis.stream().sorted().toList();
        int n = sorted.size();
        long median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        long average = Math.round(sorted.stream().mapToLong(Long::longValue).average().orElse(0));
        return new Summary(kind, n, average, median);
    }

    /**
     * Consecutive UTC days on which the player solved that day's daily puzzle (any rung). Solving
     * an archive puzzle later does not fill a gap. The current streak still counts yesterday's run
     * while today is not over.
     */
    @Transactional(readOnly = true)
    public Streak streak(long playerId) {
        TreeSet<LocalDate> days = new TreeSet<>();
        jdbc.query("""
                select dp.play_day, sr.finished_at from solve_record sr join daily_puzzle dp on dp.id = sr.daily_puzzle_id
                where sr.player_id = ?""", row -> {
            LocalDate day = row.getObject(1, LocalDate.class);
            Instant finished = row.getObject(2, java.time.OffsetDateTime.class).toInstant();
            if (LocalDate.ofInstant(finished, ZoneOffset.UTC).equals(day)) days.add(day);
        }, playerId);
        int longest = 0, run = 0;
        for (LocalDate day : days) {
            run = days.contains(day.minusDays(1)) ? run + 1 : 1;
            longest = Math.max(longest, run);
        }
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        int current = 0;
        LocalDate day = days.contains(today) ? today : today.minusDays(1);
        while (days.contains(day)) {
            current++;
            day = day.minusDays(1);
        }
        return new Streak(current, longest);
    }

    /** Every solve of one size and level in time order, for a chart. */
    @Transactional(readOnly = true)
    public List<Point> series(long playerId, int size, Difficulty difficulty, Variant variant) {
        return records.findByPlayerIdAndSizeAndDifficultyAndVariantOrderByFinishedAtAsc(playerId, size, difficulty, variant).stream()
                .map(r -> new Point(r.finishedAt(), r.millis(), r.clean())).toList();
    }

    @Transactional(readOnly = true)
    public Leaderboard leaderboard(long dailyPuzzleId, LocalDate day, long playerId, int top) {
        Instant from = day.atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant to = from.plus(Duration.ofDays(1));
        List<Entry> all = new ArrayList<>();
        jdbc.query("""
                select sr.player_id, coalesce(p.display_name, p.username), sr.millis from solve_record sr
                join player p on p.id = sr.player_id
                where sr.daily_puzzle_id = ? and sr.clean = true and sr.finished_at >= ? and sr.finished_at < ?
                order by sr.millis, sr.finished_at""", row -> {
            all.add(new Entry(all.size() + 1, row.getString(2), row.getLong(3), row.getLong(1) == playerId));
        }, dailyPuzzleId, from.atOffset(ZoneOffset.UTC), to.atOffset(ZoneOffset.UTC));
        Optional<Entry> yours = all.stream().filter(Entry::you).findFirst();
        Optional<Integer> percent = yours.filter(e -> all.size() > 1)
                .map(e -> (int) Math.floor(100.0 * all.stream().filter(o -> o.millis() > e.millis()).count() / (all.size() - 1)));
        return new Leaderboard(all.stream().limit(top).toList(), all.size(), yours.map(Entry::rank), percent);
    }

    private static Kind kindOf(SolveRecord r) {
        return new Kind(r.size(), r.difficulty(), r.variant());
    }
}
