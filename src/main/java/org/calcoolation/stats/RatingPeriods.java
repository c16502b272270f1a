package org.calcoolation.stats;

import java.time.Clock;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.rating.Glicko2;
import org.calcoolation.rating.Rating;
import org.calcoolation.rating.RatingPeriod;
import org.calcoolation.rating.RatingPeriod.Game;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * Rates one UTC day of daily attempts and stores the result, in one transaction: the day's row in
 * {@code rating_period} goes in first, so a day is rated at most once.
 */
@Component
class RatingPeriods {

    static final Glicko2 GLICKO = Glicko2.standard();

    private record Attempt(long player, long puzzle, PuzzleKind kind, Outcome outcome, long playMillis) {}

    private final JdbcTemplate jdbc;
    private final Clock clock;

    RatingPeriods(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** Rates the day; returns how many games it had. */
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public int rate(LocalDate day) {
        List<Attempt> attempts = attempts(day);
        jdbc.update(
                "insert into rating_period (period_day, rated_at, games) values (?, ?, ?)",
                day,
                clock.instant().atOffset(ZoneOffset.UTC),
                attempts.size());
        if (attempts.isEmpty()) return 0;
        Map<PuzzleKind, OptionalLong> pars = pars(day, attempts);
        List<Game<Long, Long>> games = attempts.stream()
                .map(a -> new Game<>(
                        a.player(), a.puzzle(), DailyScore.of(a.outcome(), a.playMillis(), pars.get(a.kind()))))
                .toList();
        Map<Long, Rating> players = playersBefore(day);
        PuzzleRatings puzzles = puzzlesBefore(attempts);
        RatingPeriod.Result<Long, Long> result = new RatingPeriod<Long, Long>(GLICKO)
                .rate(
                        games,
                        p -> players.getOrDefault(p, Glicko2.NEWCOMER),
                        q -> puzzles.ratings().getOrDefault(q, Glicko2.NEWCOMER));
        store(day, attempts, result, puzzles);
        return attempts.size();
    }

    /** The ratings of the day's puzzles before the day, and how many games each had then. */
    private record PuzzleRatings(Map<Long, Rating> ratings, Map<Long, Integer> games) {}

    private PuzzleRatings puzzlesBefore(List<Attempt> attempts) {
        PuzzleRatings before = new PuzzleRatings(new HashMap<>(), new HashMap<>());
        for (long puzzle : attempts.stream().map(Attempt::puzzle).distinct().toList()) {
            jdbc.query(
                    "select rating, deviation, volatility, games from puzzle_rating where daily_puzzle_id = ?",
                    row -> {
                        before.ratings().put(puzzle, new Rating(row.getDouble(1), row.getDouble(2), row.getDouble(3)));
                        before.games().put(puzzle, row.getInt(4));
                    },
                    puzzle);
        }
        return before;
    }

    /** Stores the day's new ratings of its players and puzzles, with the games each has had. */
    private void store(
            LocalDate day, List<Attempt> attempts, RatingPeriod.Result<Long, Long> result, PuzzleRatings before) {
        Map<Long, Integer> gamesOf = new HashMap<>();
        Map<Long, Integer> gamesAgainst = new HashMap<>();
        Map<Long, PuzzleKind> kindOf = new HashMap<>();
        for (Attempt a : attempts) {
            gamesOf.merge(a.player(), 1, Integer::sum);
            gamesAgainst.merge(a.puzzle(), 1, Integer::sum);
            kindOf.put(a.puzzle(), a.kind());
        }
        result.players()
                .forEach((player, r) ->
                        jdbc.update("""
                insert into player_rating (player_id, period_day, rating, deviation, volatility, games) values (?, ?, ?, ?, ?, ?)""", player, day, r.rating(), r.deviation(), r.volatility(), gamesOf.get(player)));
        result.puzzles()
                .forEach((puzzle, r) -> store(
                        puzzle,
                        kindOf.get(puzzle),
                        day,
                        r,
                        before.games().getOrDefault(puzzle, 0) + gamesAgainst.get(puzzle),
                        !before.ratings().containsKey(puzzle)));
    }

    /** The day's finished daily games, one per player and puzzle (the first recorded). */
    private List<Attempt> attempts(LocalDate day) {
        List<Attempt> attempts = new ArrayList<>();
        Set<List<Long>> seen = new HashSet<>();
        jdbc.query(
                """
                select player_id, daily_puzzle_id, grid_size, difficulty, variant, outcome, millis from solve_record
                where daily_puzzle_id is not null and review is null and finished_at >= ? and finished_at < ? order by id""",
                row -> {
                    Attempt a = new Attempt(
                            row.getLong(1),
                            row.getLong(2),
                            kind(row.getInt(3), row.getString(4), row.getString(5)),
                            Outcome.valueOf(row.getString(6)),
                            row.getLong(7));
                    if (seen.add(List.of(a.player(), a.puzzle()))) attempts.add(a);
                },
                start(day),
                start(day.plusDays(1)));
        return attempts;
    }

    /** Par of each kind played that day: the median clean play time of its dailies, up to the end of the day. */
    private Map<PuzzleKind, OptionalLong> pars(LocalDate day, List<Attempt> attempts) {
        Map<PuzzleKind, List<Long>> times = new HashMap<>();
        for (Attempt a : attempts) times.putIfAbsent(a.kind(), new ArrayList<>());
        jdbc.query(
                """
                select grid_size, difficulty, variant, millis from solve_record
                where daily_puzzle_id is not null and outcome = ? and review is null and finished_at < ?""",
                row -> {
                    List<Long> kindTimes = times.get(kind(row.getInt(1), row.getString(2), row.getString(3)));
                    if (kindTimes != null) kindTimes.add(row.getLong(4));
                },
                Outcome.CLEAN.name(),
                start(day.plusDays(1)));
        Map<PuzzleKind, OptionalLong> pars = new HashMap<>();
        times.forEach((kind, millis) ->
                pars.put(kind, millis.isEmpty() ? OptionalLong.empty() : OptionalLong.of(DailyScore.median(millis))));
        return pars;
    }

    /** Every rated player's rating at the start of the day: their latest, widened by the periods they sat out. */
    private Map<Long, Rating> playersBefore(LocalDate day) {
        Map<Long, Rating> players = new HashMap<>();
        jdbc.query(
                """
                select r.player_id, r.period_day, r.rating, r.deviation, r.volatility from player_rating r
                where r.period_day = (select max(x.period_day) from player_rating x where x.player_id = r.player_id and x.period_day < ?)""",
                row -> {
                    int idle = (int) ChronoUnit.DAYS.between(row.getObject(2, LocalDate.class), day) - 1;
                    players.put(
                            row.getLong(1),
                            GLICKO.idle(new Rating(row.getDouble(3), row.getDouble(4), row.getDouble(5)), idle));
                },
                day);
        return players;
    }

    private void store(long puzzle, PuzzleKind kind, LocalDate day, Rating r, int games, boolean first) {
        List<Long> clean = jdbc.queryForList(
                "select millis from solve_record where daily_puzzle_id = ? and outcome = ? and review is null and finished_at < ?",
                Long.class,
                puzzle,
                Outcome.CLEAN.name(),
                start(day.plusDays(1)));
        Long median = clean.isEmpty() ? null : DailyScore.median(clean);
        if (first) {
            jdbc.update(
                    """
                    insert into puzzle_rating (daily_puzzle_id, grid_size, difficulty, variant, period_day, rating, deviation, volatility,
                        games, clean_solves, median_millis) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                    puzzle,
                    kind.size(),
                    kind.difficulty().name(),
                    kind.variant().name(),
                    day,
                    r.rating(),
                    r.deviation(),
                    r.volatility(),
                    games,
                    clean.size(),
                    median);
        } else {
            jdbc.update("""
                    update puzzle_rating set period_day = ?, rating = ?, deviation = ?, volatility = ?, games = ?, clean_solves = ?,
                        median_millis = ? where daily_puzzle_id = ?""", day, r.rating(), r.deviation(), r.volatility(), games, clean.size(), median, puzzle);
        }
    }

    static OffsetDateTime start(LocalDate day) {
        return day.atStartOfDay().atOffset(ZoneOffset.UTC);
    }

    static PuzzleKind kind(int size, String difficulty, String variant) {
        return new PuzzleKind(size, Difficulty.valueOf(difficulty), Variant.valueOf(variant));
    }
}
