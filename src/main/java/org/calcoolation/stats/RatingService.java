package org.calcoolation.stats;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.rating.Rating;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Player and puzzle ratings from daily results (Glicko-2, see {@link org.calcoolation.rating}), and
 * how each daily puzzle played. Each UTC day is a rating period, rated once it is over by a job
 * that runs on one node; {@link #rateFinishedDays()} also catches up days missed while no node ran.
 */
@Service
public class RatingService {

    private static final Logger log = LoggerFactory.getLogger(RatingService.class);

    /** A player's current rating and its history, one point per period they played in, oldest first. */
    public record YourRating(CurrentRating now, List<HistoryPoint> history) {}

    public record HistoryPoint(LocalDate day, CurrentRating rating, int games) {}

    /** A row of the ratings table. */
    public record RatedPlayer(int rank, String name, CurrentRating rating, boolean you) {}

    private final RatingPeriods periods;
    private final JdbcTemplate jdbc;
    private final JobLocks jobs;
    private final Clock clock;
    private final PlayerService accounts;

    RatingService(RatingPeriods periods, JdbcTemplate jdbc, JobLocks jobs, Clock clock, PlayerService accounts) {
        this.accounts = accounts;
        this.periods = periods;
        this.jdbc = jdbc;
        this.jobs = jobs;
        this.clock = clock;
    }

    /** Hourly, so that a day is rated soon after midnight UTC even when a node was down then. */
    @Scheduled(cron = "${calcoolation.ratings.cron:0 15 * * * *}", zone = "UTC")
    void rateOnOneNode() {
        jobs.runOnOneNode("ratings-rate-finished-days", Duration.ofMinutes(30), this::rateFinishedDays);
    }

    /**
     * Rates every finished UTC day not rated yet, oldest first, each in its own transaction. The first
     * period is the day of the first daily game recorded. Returns how many days it rated.
     */
    public int rateFinishedDays() {
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        Optional<LocalDate> next = lastRated().map(d -> d.plusDays(1)).or(this::firstDailyGameDay);
        int rated = 0;
        for (LocalDate day = next.orElse(today); day.isBefore(today); day = day.plusDays(1)) {
            int games = periods.rate(day);
            if (games > 0) log.info("Rated {}: {} daily games", day, games);
            rated++;
        }
        return rated;
    }

    private Optional<LocalDate> lastRated() {
        return Optional.ofNullable(jdbc.queryForObject("select max(period_day) from rating_period", LocalDate.class));
    }

    private Optional<LocalDate> firstDailyGameDay() {
        return Optional.ofNullable(jdbc.queryForObject(
                        "select min(finished_at) from solve_record where daily_puzzle_id is not null",
                        OffsetDateTime.class))
                .map(t -> t.atZoneSameInstant(ZoneOffset.UTC).toLocalDate());
    }

    /** The player's rating now (its deviation widened by the periods since they last played), once they have one. */
    @Transactional(readOnly = true)
    public Optional<YourRating> yourRating(long playerId) {
        List<HistoryPoint> history = new ArrayList<>();
        List<Rating> raw = new ArrayList<>();
        jdbc.query(
                "select period_day, rating, deviation, volatility, games from player_rating where player_id = ? order by period_day",
                row -> {
                    Rating r = new Rating(row.getDouble(2), row.getDouble(3), row.getDouble(4));
                    raw.add(r);
                    history.add(new HistoryPoint(
                            row.getObject(1, LocalDate.class),
                            new CurrentRating(r.rating(), r.deviation()),
                            row.getInt(5)));
                },
                playerId);
        if (history.isEmpty()) return Optional.empty();
        return Optional.of(new YourRating(now(raw.getLast(), history.getLast().day(), lastRated()), history));
    }

    /** The highest ratings now: established ones first, then provisional ones (the page marks them). */
    @Transactional(readOnly = true)
    public List<RatedPlayer> topPlayers(long playerId, int top) {
        record Row(long id, CurrentRating rating) {}
        List<Row> rows = new ArrayList<>();
        Optional<LocalDate> last = lastRated();
        jdbc.query("""
                select r.player_id, r.period_day, r.rating, r.deviation, r.volatility
                from player_rating r
                where r.period_day = (select max(x.period_day) from player_rating x where x.player_id = r.player_id)""", row -> {
            Rating r = new Rating(row.getDouble(3), row.getDouble(4), row.getDouble(5));
            rows.add(new Row(row.getLong(1), now(r, row.getObject(2, LocalDate.class), last)));
        });
        // Established ratings first: two lucky wins of a newcomer should not top the table.
        rows.sort(Comparator.comparing((Row r) -> r.rating().provisional())
                .thenComparing(r -> -r.rating().rating()));
        // Names from the account feature, which owns them; an account deleted meanwhile drops out.
        Map<Long, String> shownNames = accounts.shownNames(rows.subList(0, Math.min(top, rows.size())).stream()
                .map(Row::id)
                .toList());
        List<Row> shown = rows.subList(0, Math.min(top, rows.size())).stream()
                .filter(row -> shownNames.containsKey(row.id()))
                .toList();
        List<String> names = BoardNames.distinguish(shown.stream()
                .map(row -> new BoardNames.Named(row.id(), shownNames.get(row.id())))
                .toList());
        List<RatedPlayer> table = new ArrayList<>();
        for (Row row : shown) {
            table.add(new RatedPlayer(table.size() + 1, names.get(table.size()), row.rating(), row.id() == playerId));
        }
        return table;
    }

    /** A rating as of the last rated period: every rated period since it widens the deviation. */
    private static CurrentRating now(Rating r, LocalDate ratedOn, Optional<LocalDate> lastRated) {
        int idle = lastRated
                .map(last -> (int) ChronoUnit.DAYS.between(ratedOn, last))
                .orElse(0);
        Rating widened = RatingPeriods.GLICKO.idle(r, Math.max(0, idle));
        return new CurrentRating(widened.rating(), widened.deviation());
    }

    /**
     * How each of these daily puzzles played: its own clean solves counted now; the other puzzles of
     * its size and level as of their last rated period.
     */
    @Transactional(readOnly = true)
    public Map<Long, PlayedDifficulty> playedDifficulty(Collection<Long> dailyPuzzleIds) {
        Map<Long, PlayedDifficulty> played = new HashMap<>();
        for (long id : dailyPuzzleIds) played.put(id, playedDifficulty(id));
        return played;
    }

    private PlayedDifficulty playedDifficulty(long puzzle) {
        List<Long> clean = jdbc.queryForList(
                "select millis from solve_record where daily_puzzle_id = ? and outcome = ? and review is null",
                Long.class,
                puzzle,
                Outcome.CLEAN.name());
        if (clean.size() < PlayedDifficulty.MIN_CLEAN_SOLVES) return new PlayedDifficulty.TooFewSolves(clean.size());
        long median = DailyScore.median(clean);
        PuzzleKind kind = jdbc.queryForObject(
                "select grid_size, difficulty, variant from solve_record where daily_puzzle_id = ? "
                        + "fetch first 1 rows only",
                (row, n) -> RatingPeriods.kind(row.getInt(1), row.getString(2), row.getString(3)),
                puzzle);
        List<Long> others = jdbc.queryForList(
                """
                select median_millis from puzzle_rating where grid_size = ? and difficulty = ? and variant = ?
                and daily_puzzle_id <> ? and clean_solves >= ?""",
                Long.class,
                kind.size(),
                kind.difficulty().name(),
                kind.variant().name(),
                puzzle,
                PlayedDifficulty.MIN_CLEAN_SOLVES);
        OptionalInt percent = others.size() < PlayedDifficulty.MIN_COMPARED
                ? OptionalInt.empty()
                : OptionalInt.of((int) Math.round(100.0
                        * others.stream()
                                .mapToDouble(o -> o < median ? 1 : o == median ? 0.5 : 0)
                                .sum()
                        / others.size()));
        Optional<CurrentRating> rating = jdbc
                .query(
                        "select rating, deviation from puzzle_rating where daily_puzzle_id = ?",
                        (row, n) -> new CurrentRating(row.getDouble(1), row.getDouble(2)),
                        puzzle)
                .stream()
                .findFirst();
        return new PlayedDifficulty.Measured(clean.size(), median, percent, others.size(), rating);
    }
}
