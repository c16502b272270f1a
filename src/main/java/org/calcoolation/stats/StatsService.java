package org.calcoolation.stats;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Collectors;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.Outcome;
import org.calcoolation.game.SolveRecords;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Records of finished games and what players read from them: personal bests, recent solves,
 * averages, the daily streak and a time series for a chart ({@link DailyBoards} has each daily
 * puzzle's leaderboard). Only
 * solves count in any of them; a game given up is kept and only counted as given up. Days are UTC
 * days.
 */
@Service
public class StatsService implements SolveRecords {

    /** The outcomes that are solves, as {@link Outcome#isSolve()} says. */
    private static final List<Outcome> SOLVES =
            Arrays.stream(Outcome.values()).filter(Outcome::isSolve).toList();

    private static final String SOLVES_IN_SQL =
            SOLVES.stream().map(o -> "'" + o.name() + "'").collect(Collectors.joining(", ", "(", ")"));

    /** The fastest clean solve of a kind, by play time. */
    public record Best(PuzzleKind kind, long playMillis, Instant finishedAt) {}

    /** Clean solves of one kind: how many, and the mean and median of their play times. */
    public record Summary(PuzzleKind kind, int solves, long averageMillis, long medianMillis) {}

    /** Days in a row with a solve; {@code gold}: how many days of the current streak had a gold solve. */
    public record Streak(int current, int longest, int gold) {
        public Streak(int current, int longest) {
            this(current, longest, 0);
        }
    }

    public record Point(Instant finishedAt, long playMillis, boolean clean) {}

    private final SolveRecordRepository records;
    private final JdbcTemplate jdbc;
    private final SolveScreening screening;
    private final Clock clock;

    StatsService(SolveRecordRepository records, JdbcTemplate jdbc, SolveScreening screening, Clock clock) {
        this.records = records;
        this.jdbc = jdbc;
        this.screening = screening;
        this.clock = clock;
    }

    /**
     * Stores a finished game once: recording the same game again changes nothing and returns the
     * first record. (Two recordings of one game at the same moment cannot both insert: the unique
     * game_id refuses the second.)
     */
    @Transactional
    public SolveRecord record(Solve solve) {
        return records.findByGameId(solve.gameId())
                .orElseGet(() -> records.save(new SolveRecord(solve, screening.review(solve))));
    }

    /** Why the game's record is held back from the boards until a person has looked at it; empty for every other game. */
    @Transactional(readOnly = true)
    public Optional<Held> heldForReview(UUID gameId) {
        return records.findByGameId(gameId).flatMap(SolveRecord::held);
    }

    /**
     * Whether the game is recorded as a clean solve strictly faster, by play time, than every other
     * clean solve of its player and kind. Right after a finish, that is whether it set a new best. A
     * solve a moderator rejected is none, and sets no bar for the others.
     */
    @Override
    @Transactional(readOnly = true)
    public boolean isPersonalBest(UUID gameId) {
        return records.findByGameId(gameId)
                .filter(r -> r.outcome() == Outcome.CLEAN && !r.rejected())
                .map(this::fasterThanEveryOtherCleanSolve)
                .orElse(false);
    }

    private boolean fasterThanEveryOtherCleanSolve(SolveRecord record) {
        PuzzleKind kind = record.kind();
        return records.fastestOtherCleanSolve(
                        record.playerId(), kind.size(), kind.difficulty(), kind.variant(), record.id())
                .map(fastestOther -> record.playMillis() < fastestOther.playMillis())
                .orElse(true);
    }

    @Transactional(readOnly = true)
    public List<Best> personalBests(long playerId) {
        Map<PuzzleKind, SolveRecord> fastest = new TreeMap<>();
        for (SolveRecord r : countedCleanSolves(playerId)) {
            fastest.merge(r.kind(), r, (a, b) -> b.playMillis() < a.playMillis() ? b : a);
        }
        return fastest.entrySet().stream()
                .map(e -> new Best(
                        e.getKey(), e.getValue().playMillis(), e.getValue().finishedAt()))
                .toList();
    }

    /** The player's clean solves but those a moderator rejected: what bests, averages and medians are of. */
    private List<SolveRecord> countedCleanSolves(long playerId) {
        return records.findByPlayerIdAndOutcome(playerId, Outcome.CLEAN).stream()
                .filter(r -> !r.rejected())
                .toList();
    }

    /** The player's last 20 solves, clean or assisted, newest first. */
    @Transactional(readOnly = true)
    public List<SolveRecord> recent(long playerId) {
        return records.findTop20ByPlayerIdAndOutcomeInOrderByFinishedAtDesc(playerId, SOLVES);
    }

    /** Every finished game of the player, solved or given up, oldest first: what their data export lists. */
    @Transactional(readOnly = true)
    public List<SolveRecord> finishedGames(long playerId) {
        return records.findByPlayerIdOrderByFinishedAtAscIdAsc(playerId);
    }

    /** How the player ended each of these daily puzzles that they finished, by daily puzzle id (for the archive calendar). */
    @Transactional(readOnly = true)
    public Map<Long, Outcome> dailyOutcomes(long playerId, Collection<Long> dailyPuzzleIds) {
        if (dailyPuzzleIds.isEmpty()) return Map.of();
        Map<Long, Outcome> outcomes = new HashMap<>();
        for (SolveRecord r : records.findByPlayerIdAndDailyPuzzleIdIn(playerId, dailyPuzzleIds)) {
            r.dailyPuzzleId().ifPresent(id -> outcomes.put(id, r.outcome()));
        }
        return outcomes;
    }

    /** How many games the player gave up by revealing the solution. */
    @Transactional(readOnly = true)
    public long givenUp(long playerId) {
        return records.countByPlayerIdAndOutcome(playerId, Outcome.GIVEN_UP);
    }

    @Transactional(readOnly = true)
    public List<Summary> summaries(long playerId) {
        Map<PuzzleKind, List<Long>> times = countedCleanSolves(playerId).stream()
                .collect(Collectors.groupingBy(
                        SolveRecord::kind,
                        TreeMap::new,
                        Collectors.mapping(SolveRecord::playMillis, Collectors.toList())));
        return times.entrySet().stream()
                .map(e -> summary(e.getKey(), e.getValue()))
                .toList();
    }

    private static Summary summary(PuzzleKind kind, List<Long> millis) {
        List<Long> sorted = millis.stream().sorted().toList();
        int n = sorted.size();
        long median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        long average =
                Math.round(sorted.stream().mapToLong(Long::longValue).average().orElse(0));
        return new Summary(kind, n, average, median);
    }

    /**
     * Consecutive UTC days on which the player solved that day's daily puzzle (any rung, clean or
     * assisted; giving up is no solve). Solving an archive puzzle later does not fill a gap. The
     * current streak still counts yesterday's run while today is not over.
     */
    @Transactional(readOnly = true)
    public Streak streak(long playerId) {
        TreeSet<LocalDate> days = new TreeSet<>();
        jdbc.query(
                """
                select dp.play_day, sr.finished_at from solve_record sr join daily_puzzle dp on dp.id = sr.daily_puzzle_id
                where sr.player_id = ? and sr.outcome in %s""".formatted(SOLVES_IN_SQL),
                row -> {
                    LocalDate day = row.getObject(1, LocalDate.class);
                    Instant finished =
                            row.getObject(2, java.time.OffsetDateTime.class).toInstant();
                    if (LocalDate.ofInstant(finished, ZoneOffset.UTC).equals(day)) days.add(day);
                },
                playerId);
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
        return new Streak(current, longest, goldDays(playerId, day.plusDays(1), current));
    }

    /** Of the {@code days} days from {@code first} on, how many had a gold solve of that day's daily (issue 40). */
    private int goldDays(long playerId, LocalDate first, int days) {
        if (days == 0) return 0;
        Set<LocalDate> gold = new HashSet<>();
        jdbc.query(
                """
                select dp.play_day, sr.finished_at from solve_record sr join daily_puzzle dp on dp.id = sr.daily_puzzle_id
                where sr.player_id = ? and sr.gold = true and dp.play_day >= ? and dp.play_day < ?""",
                row -> {
                    LocalDate day = row.getObject(1, LocalDate.class);
                    Instant finished = row.getObject(2, OffsetDateTime.class).toInstant();
                    if (LocalDate.ofInstant(finished, ZoneOffset.UTC).equals(day)) gold.add(day);
                },
                playerId,
                first,
                first.plusDays(days));
        return gold.size();
    }

    /** Every solve of one kind in time order, for a chart. */
    @Transactional(readOnly = true)
    public List<Point> series(long playerId, PuzzleKind kind) {
        return records
                .findByPlayerIdAndSizeAndDifficultyAndVariantAndOutcomeInOrderByFinishedAtAsc(
                        playerId, kind.size(), kind.difficulty(), kind.variant(), SOLVES)
                .stream()
                .map(r -> new Point(r.finishedAt(), r.playMillis(), r.outcome() == Outcome.CLEAN))
                .toList();
    }
}
