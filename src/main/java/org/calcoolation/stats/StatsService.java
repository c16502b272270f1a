package org.calcoolation.stats;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.PersonalBests;
import org.calcoolation.game.play.Outcome;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Records of finished games and what players read from them: personal bests, recent solves,
 * averages, the daily streak and a time series for a chart ({@link DailyBoards} has each daily
 * puzzle's leaderboard). Only
 * solves count in any of them; a game given up is kept and only counted as given up. Days are UTC
 * days, but for the streak, which runs on the player's own calendar.
 */
@Service
public class StatsService implements PersonalBests {

    /** The outcomes that are solves, as {@link Outcome#isSolve()} says. */
    private static final List<Outcome> SOLVES =
            Arrays.stream(Outcome.values()).filter(Outcome::isSolve).toList();

    private static final String SOLVES_IN_SQL =
            SOLVES.stream().map(o -> "'" + o.name() + "'").collect(Collectors.joining(", ", "(", ")"));

    /** The fastest clean solve of a kind, by play time. */
    public record Best(PuzzleKind kind, long playMillis, Instant finishedAt) {}

    /** Clean solves of one kind: how many, and the mean and median of their play times. */
    public record Summary(PuzzleKind kind, int solves, long averageMillis, long medianMillis) {}

    /**
     * Days in the current run and the longest, the freezes held for a day the current run may skip,
     * and how many days of the current run had a gold solve (issue 40).
     */
    public record Streak(int current, int longest, int freezesHeld, int gold) {
        public Streak(int current, int longest, int freezesHeld) {
            this(current, longest, freezesHeld, 0);
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
    public SolveRecord record(FinishToRecord solve) {
        return records.findByGameId(solve.gameId())
                .orElseGet(() -> records.save(new SolveRecord(solve, screening.review(solve))));
    }

    /** Why the game's record is held back from the boards until a person has looked at it; empty for every other game. */
    @Transactional(readOnly = true)
    public Optional<Held> heldForReview(UUID gameId) {
        return records.findByGameId(gameId).flatMap(SolveRecord::held);
    }

    /**
     * Of these games, those whose records are held for review or were rejected, with why: one query a
     * thousand games, for a board that ranks games of another feature (the timed pool).
     */
    @Transactional(readOnly = true)
    public Map<UUID, Held> heldAmong(Collection<UUID> gameIds) {
        Map<UUID, Held> held = new HashMap<>();
        List<UUID> ids = List.copyOf(gameIds);
        for (int from = 0; from < ids.size(); from += 1000)
            for (SolveRecord r :
                    records.findByGameIdInAndReviewIsNotNull(ids.subList(from, Math.min(ids.size(), from + 1000))))
                r.held().ifPresent(why -> held.put(r.gameId(), why));
        return held;
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
     * The player's daily streak on their own calendar, as {@link StreakCount} counts it: days on
     * which they solved that day's daily puzzle in time (any rung, clean or assisted; giving up is
     * no solve), the freezes that cover a missed day, and those held. Solving an archive puzzle
     * later does not fill a gap.
     */
    @Transactional(readOnly = true)
    public Streak streak(long playerId, ZoneId zone) {
        DailySolves solves = firstDailySolves(playerId);
        return new StreakCount(solves.first(), solves.firstGold(), zone, clock.instant()).count();
    }

    /** Whether the player has solved the ladder they play today ({@link StreakCount#playersDay}) in time for their streak. */
    @Transactional(readOnly = true)
    public boolean solvedTodaysDaily(long playerId, ZoneId zone) {
        Instant now = clock.instant();
        return new StreakCount(firstDailySolves(playerId).first(), zone, now).kept(StreakCount.playersDay(now, zone));
    }

    /** The first solve of each daily puzzle day, and the first gold one, by day. */
    private record DailySolves(TreeMap<LocalDate, Instant> first, TreeMap<LocalDate, Instant> firstGold) {}

    private DailySolves firstDailySolves(long playerId) {
        DailySolves solves = new DailySolves(new TreeMap<>(), new TreeMap<>());
        jdbc.query(
                """
                select dp.play_day, sr.finished_at, sr.gold from solve_record sr join daily_puzzle dp on dp.id = sr.daily_puzzle_id
                where sr.player_id = ? and sr.outcome in %s""".formatted(SOLVES_IN_SQL),
                row -> {
                    LocalDate day = row.getObject(1, LocalDate.class);
                    Instant finished = row.getObject(2, OffsetDateTime.class).toInstant();
                    solves.first().merge(day, finished, (a, b) -> a.isBefore(b) ? a : b);
                    if (row.getBoolean(3)) solves.firstGold().merge(day, finished, (a, b) -> a.isBefore(b) ? a : b);
                },
                playerId);
        return solves;
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
