package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.calcoolation.game.play.Outcome.ASSISTED;
import static org.calcoolation.game.play.Outcome.CLEAN;
import static org.calcoolation.game.play.Outcome.GIVEN_UP;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.UUID;
import org.assertj.core.groups.Tuple;
import org.calcoolation.HandClock;
import org.calcoolation.OwnDatabase;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.RatingService.RatedPlayer;
import org.calcoolation.stats.RatingService.YourRating;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Ratings on a real database. Rating periods are global, so this class has a database of its own,
 * new at every run (on PostgreSQL every context has one anyway), emptied of games and ratings before each test.
 */
@SpringBootTest
class RatingServiceTest {

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "ratings");
        properties.add("calcoolation.ratings.cron", () -> "-");
    }

    @Autowired
    PlayerService accounts;

    @Autowired
    StatsService stats;

    @Autowired
    RatingPeriods periods;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    JobLocks jobs;

    @Autowired
    DailyPuzzleService daily;

    private final HandClock clock = new HandClock();

    /** Every test starts from no games and no periods: the database is this class's own. */
    @BeforeEach
    void nothingRatedYet() {
        for (String table : List.of("rating_period", "player_rating", "puzzle_rating", "solve_record"))
            jdbc.update("delete from " + table);
    }

    /** The service as it runs on the morning of {@code today}, UTC. */
    private RatingService on(LocalDate today) {
        clock.advance(Duration.between(clock.instant(), today.atTime(6, 0).toInstant(ZoneOffset.UTC)));
        return new RatingService(periods, jdbc, jobs, clock, accounts);
    }

    private List<DailyPuzzle> ladder(LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day)).puzzles();
    }

    private long player(String name) {
        return Players.insert(jdbc, name);
    }

    private void play(long player, DailyPuzzle puzzle, Outcome outcome, long seconds, LocalDate day) {
        stats.record(new FinishToRecord(
                player,
                UUID.randomUUID(),
                OptionalLong.of(puzzle.id()),
                puzzle.puzzleId(),
                new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()),
                outcome,
                seconds * 1000,
                seconds * 1000,
                day.atTime(12, 0).toInstant(ZoneOffset.UTC).plusSeconds(seconds)));
    }

    private int periodsRated() {
        return jdbc.queryForObject("select count(*) from rating_period", Integer.class);
    }

    @Test
    void a_day_is_rated_once_it_is_over_and_never_twice_and_fast_clean_solvers_rise_above_those_who_give_up() {
        LocalDate day = LocalDate.of(2026, 2, 2);
        List<DailyPuzzle> rungs = ladder(day);
        long fast = player("Fast"), slow = player("Slow"), quitter = player("Quitter");
        for (DailyPuzzle rung : rungs.subList(0, 3)) {
            play(fast, rung, CLEAN, 60, day);
            play(slow, rung, CLEAN, 300, day);
            play(quitter, rung, GIVEN_UP, 100, day);
        }

        assertThat(on(day).rateFinishedDays()).as("the day is not over").isZero();
        assertThat(on(day.plusDays(1)).rateFinishedDays()).isGreaterThanOrEqualTo(1);
        assertThat(on(day.plusDays(1)).rateFinishedDays()).as("rated once").isZero();

        RatingService ratings = on(day.plusDays(1));
        YourRating f = ratings.yourRating(fast).orElseThrow(),
                s = ratings.yourRating(slow).orElseThrow(),
                q = ratings.yourRating(quitter).orElseThrow();
        assertThat(f.now().rating()).isGreaterThan(s.now().rating());
        assertThat(s.now().rating()).isGreaterThan(q.now().rating());
        assertThat(f.now().rating()).isGreaterThan(1500);
        assertThat(q.now().rating()).isLessThan(1500);
        assertThat(f.history())
                .extracting(RatingService.HistoryPoint::day, RatingService.HistoryPoint::games)
                .containsExactly(Tuple.tuple(day, 3));
        assertThat(f.now().deviation()).isLessThan(350);
        assertThat(f.now().provisional()).as("three games are not enough").isTrue();
        assertThat(ratings.yourRating(player("Nobody"))).isEmpty();
    }

    @Test
    void days_missed_are_caught_up_in_order_and_a_rating_widens_while_its_player_is_away() {
        LocalDate first = LocalDate.of(2026, 3, 2), later = first.plusDays(3);
        long regular = player("Regular");
        ladder(first).forEach(rung -> play(regular, rung, CLEAN, 90, first));
        ladder(later).forEach(rung -> play(regular, rung, ASSISTED, 90, later));

        // Run by the scheduled job's own path, on one node, five days after the last game.
        RatingService ratings = on(later.plusDays(5));
        ratings.rateOnOneNode();

        YourRating mine = ratings.yourRating(regular).orElseThrow();
        assertThat(mine.history()).extracting(RatingService.HistoryPoint::day).containsExactly(first, later);
        assertThat(mine.history().get(1).rating().rating())
                .as("assisted solves lose")
                .isLessThan(mine.history().get(0).rating().rating());
        assertThat(mine.now().deviation())
                .as("four rated days since")
                .isGreaterThan(mine.history().get(1).rating().deviation());
        assertThat(jdbc.queryForObject(
                        "select count(*) from rating_period where period_day between ? and ?",
                        Integer.class,
                        first,
                        later.plusDays(4)))
                .isEqualTo(8);
    }

    @Test
    void a_daily_puzzle_shows_its_median_from_five_clean_solves_and_how_it_compares_with_its_rung() {
        LocalDate start = LocalDate.of(2026, 4, 6);
        List<Long> players = List.of(player("A"), player("B"), player("C"), player("D"), player("E"), player("F"));
        // Four earlier 4×4 Easy dailies whose clean solves took about a minute.
        for (int d = 0; d < 4; d++) {
            LocalDate day = start.plusDays(d);
            DailyPuzzle easy = ladder(day).getFirst();
            for (int i = 0; i < players.size(); i++) play(players.get(i), easy, CLEAN, 50 + 5 * i + d, day);
        }
        LocalDate hardDay = start.plusDays(4);
        DailyPuzzle slowOne = ladder(hardDay).getFirst();
        for (int i = 0; i < 4; i++) play(players.get(i), slowOne, CLEAN, 200 + i, hardDay);

        RatingService ratings = on(hardDay);
        ratings.rateFinishedDays();
        assertThat(ratings.playedDifficulty(List.of(slowOne.id())).get(slowOne.id()))
                .isEqualTo(new PlayedDifficulty.TooFewSolves(4));

        play(players.get(4), slowOne, CLEAN, 210, hardDay);
        play(players.get(5), slowOne, GIVEN_UP, 10, hardDay);
        Map<Long, PlayedDifficulty> played = ratings.playedDifficulty(List.of(slowOne.id()));
        PlayedDifficulty.Measured measured = (PlayedDifficulty.Measured) played.get(slowOne.id());
        assertThat(measured.cleanSolves()).isEqualTo(5);
        assertThat(measured.medianMillis()).isEqualTo(202_000);
        assertThat(measured.comparedWith()).isEqualTo(4);
        assertThat(measured.harderThanPercent()).hasValue(100);
        assertThat(measured.verdict()).hasValue("Played harder than its grade");
        assertThat(measured.puzzleRating())
                .as("not rated until its day is over")
                .isEmpty();

        on(hardDay.plusDays(1)).rateFinishedDays();
        PlayedDifficulty.Measured rated = (PlayedDifficulty.Measured)
                on(hardDay.plusDays(1)).playedDifficulty(List.of(slowOne.id())).get(slowOne.id());
        double easiestEarlier = jdbc.queryForObject(
                "select max(rating) from puzzle_rating where grid_size = 4 and period_day < ?", Double.class, hardDay);
        assertThat(rated.puzzleRating().orElseThrow().rating())
                .as("beaten by nobody within par, it is rated hardest of its rung")
                .isGreaterThan(easiestEarlier);
    }

    @Test
    void the_ratings_table_ranks_by_rating_and_marks_the_player_asking() {
        LocalDate day = LocalDate.of(2026, 5, 4);
        List<DailyPuzzle> rungs = ladder(day);
        long best = player("Best"), middle = player("Middle"), last = player("Last");
        for (DailyPuzzle rung : rungs) {
            play(best, rung, CLEAN, 40, day);
            play(middle, rung, CLEAN, 400, day);
            play(last, rung, GIVEN_UP, 40, day);
        }
        RatingService ratings = on(day.plusDays(1));
        ratings.rateFinishedDays();

        List<RatedPlayer> table = ratings.topPlayers(middle, 1000);
        List<String> names = table.stream()
                .map(RatedPlayer::name)
                .filter(n -> List.of("Best", "Middle", "Last").contains(n))
                .toList();
        assertThat(names).containsExactly("Best", "Middle", "Last");
        assertThat(table)
                .filteredOn(RatedPlayer::you)
                .extracting(RatedPlayer::name)
                .containsExactly("Middle");
        assertThat(table).extracting(RatedPlayer::rank).startsWith(1, 2);
        assertThat(ratings.topPlayers(middle, 2)).hasSize(2);
        assertThat(table)
                .extracting(r -> r.rating().provisional())
                .as("six games each: all provisional yet")
                .containsOnly(true);
    }

    @Test
    void established_ratings_rank_before_provisional_ones_however_high() {
        LocalDate first = LocalDate.of(2026, 7, 6);
        long steady = player("Steady"), lucky = player("Lucky");
        for (int d = 0; d < 5; d++) {
            LocalDate day = first.plusDays(d);
            for (DailyPuzzle rung : ladder(day)) play(steady, rung, d % 2 == 0 ? CLEAN : GIVEN_UP, 100, day);
        }
        LocalDate last = first.plusDays(4);
        // 40 s: fast, yet a time a person can type; a faster one may be held by screening (under the puzzle's
        // least work), and which puzzle a day's first rung holds depends on who generated it in the shared database.
        play(lucky, ladder(last).getFirst(), CLEAN, 40, last);
        RatingService ratings = on(last.plusDays(1));
        ratings.rateFinishedDays();

        List<RatedPlayer> table = ratings.topPlayers(steady, 10);
        assertThat(table).extracting(RatedPlayer::name).containsExactly("Steady", "Lucky");
        assertThat(table.get(0).rating().provisional()).isFalse();
        assertThat(table.get(1).rating().provisional()).isTrue();
        assertThat(table.get(1).rating().rating())
                .as("higher, yet second")
                .isGreaterThan(table.get(0).rating().rating());
    }

    @Test
    void deleting_a_player_deletes_their_ratings() {
        LocalDate day = LocalDate.of(2026, 6, 1);
        long gone = player("Gone");
        play(gone, ladder(day).getFirst(), CLEAN, 30, day);
        on(day.plusDays(1)).rateFinishedDays();
        assertThat(on(day.plusDays(1)).yourRating(gone)).isPresent();

        jdbc.update("delete from player where id = ?", gone);

        assertThat(jdbc.queryForObject("select count(*) from player_rating where player_id = ?", Integer.class, gone))
                .isZero();
    }
}
