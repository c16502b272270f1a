package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.OwnDatabase;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.data.JobLocks;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Solves no person can make, as the probe's script made them (a 4×4 clean in 1.5 s) or as a slower
 * script does (a cell every 300 ms, caught by its rhythm), beside human ones: kept, and held back
 * from the daily leaderboard, the boards by kind and the ratings.
 * Ratings are global, so this class has a database of its own, new at every run.
 */
@SpringBootTest(properties = "calcoolation.ratings.cron=-")
class ScreeningTest {

    private static final LocalDate DAY = LocalDate.of(2026, 6, 6);

    @DynamicPropertySource
    static void ownDatabase(DynamicPropertyRegistry properties) {
        OwnDatabase.use(properties, "screening");
    }

    @Autowired
    PlayerService accounts;

    @Autowired
    StatsService stats;

    @Autowired
    DailyBoards boards;

    @Autowired
    KindLeaderboardService kinds;

    @Autowired
    RatingPeriods periods;

    @Autowired
    JobLocks jobs;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    SolveReviews reviews;

    private DailyPuzzle easy;

    @BeforeEach
    void todaysFourByFour() {
        easy = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(DAY))
                .puzzles()
                .getFirst();
        for (String table : List.of("rating_period", "player_rating", "puzzle_rating", "solve_record"))
            jdbc.update("delete from " + table);
    }

    private UUID solve(long player, Outcome outcome, long playMillis, long elapsedMillis) {
        UUID game = UUID.randomUUID();
        stats.record(new FinishToRecord(
                player,
                game,
                OptionalLong.of(easy.id()),
                easy.puzzleId(),
                new PuzzleKind(4, easy.difficulty(), easy.variant()),
                outcome,
                playMillis,
                elapsedMillis,
                DAY.atTime(12, 0).toInstant(ZoneOffset.UTC)));
        return game;
    }

    /**
     * A clean solve of today's 4×4 whose moves came {@code gaps} apart, one digit a cell, the first after
     * 5 s (a person reads the grid first; faster than its work allows is held, issue 38).
     */
    private UUID solveTimed(long player, long... gaps) {
        List<TimedMove> moves = new ArrayList<>();
        long at = 5_000;
        for (int i = 0; i < 16; i++) {
            if (i > 0) at += gaps[(i - 1) % gaps.length];
            moves.add(new TimedMove(new Move.Place(Cell.ofIndex(i, 4), 1 + i % 4, true), at));
        }
        UUID game = UUID.randomUUID();
        stats.record(new FinishToRecord(
                player,
                game,
                OptionalLong.of(easy.id()),
                easy.puzzleId(),
                new PuzzleKind(4, easy.difficulty(), easy.variant()),
                Outcome.CLEAN,
                at + 200,
                at + 1_000,
                DAY.atTime(12, 0).toInstant(ZoneOffset.UTC),
                moves));
        return game;
    }

    @Test
    void the_floor_is_a_quarter_second_a_cell() {
        assertThat(Screening.floor(4)).isEqualTo(Duration.ofSeconds(4));
        assertThat(Screening.floor(9)).isEqualTo(Duration.ofMillis(20_250));
    }

    @Test
    void a_scripted_solve_is_kept_but_held_off_every_board_while_human_solves_rank() {
        long script = Players.insert(jdbc, "Script"),
                quick = Players.insert(jdbc, "Quick"),
                steady = Players.insert(jdbc, "Steady");
        UUID scripted = solve(script, Outcome.CLEAN, 1_500, 1_500);
        UUID fastHuman = solve(quick, Outcome.CLEAN, 12_000, 15_000);
        solve(steady, Outcome.CLEAN, 45_000, 50_000);

        assertThat(stats.heldForReview(scripted)).contains(new Held.TooFast(Duration.ofSeconds(4)));
        assertThat(stats.heldForReview(fastHuman)).isEmpty();
        assertThat(stats.recent(script)).as("kept in the player's own records").hasSize(1);

        DailyBoards.Leaderboard board = boards.leaderboard(easy.id(), DAY, script, 10);
        assertThat(board.top()).extracting(DailyBoards.Entry::name).containsExactly("Quick", "Steady");
        assertThat(board.times()).as("every ranked time, fastest first").containsExactly(15_000L, 50_000L);
        assertThat(board.yourRank()).isEmpty();
        assertThat(kinds.board(new PuzzleKind(4, easy.difficulty(), easy.variant()), script, 10)
                        .top())
                .extracting(KindLeaderboardService.Row::name)
                .containsExactly("Quick", "Steady");

        new RatingService(
                        periods,
                        jdbc,
                        jobs,
                        Clock.fixed(DAY.plusDays(1).atTime(6, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC),
                        accounts)
                .rateFinishedDays();
        assertThat(jdbc.queryForObject("select games from rating_period where period_day = ?", Integer.class, DAY))
                .isEqualTo(2);
        assertThat(jdbc.queryForObject("select count(*) from player_rating where player_id = ?", Integer.class, script))
                .isZero();
    }

    @Test
    void a_script_slower_than_the_floor_is_held_by_its_rhythm_and_told_so_while_a_person_at_the_same_speed_ranks() {
        long script = Players.insert(jdbc, "Metronome"), person = Players.insert(jdbc, "Person");
        UUID scripted = solveTimed(script, 300);
        UUID human = solveTimed(person, 180, 420, 260, 900, 310, 520, 240, 380, 150, 640, 290, 450, 330, 210, 560);

        assertThat(jdbc.queryForObject("select millis from solve_record where game_id = ?", Long.class, scripted))
                .as("above the 4 s floor")
                .isGreaterThan(Screening.floor(4).toMillis());
        assertThat(jdbc.queryForObject("select review from solve_record where game_id = ?", String.class, scripted))
                .isEqualTo("RHYTHM_REGULAR");
        assertThat(stats.heldForReview(scripted)).contains(new Held.MachinePace());
        assertThat(stats.heldForReview(human)).isEmpty();
        assertThat(stats.recent(script)).as("kept in the player's own records").hasSize(1);

        DailyBoards.Leaderboard board = boards.leaderboard(easy.id(), DAY, script, 10);
        assertThat(board.top()).extracting(DailyBoards.Entry::name).containsExactly("Person");
        assertThat(board.yourRank()).isEmpty();
        assertThat(kinds.board(new PuzzleKind(4, easy.difficulty(), easy.variant()), script, 10)
                        .top())
                .extracting(KindLeaderboardService.Row::name)
                .containsExactly("Person");

        new RatingService(
                        periods,
                        jdbc,
                        jobs,
                        Clock.fixed(DAY.plusDays(1).atTime(6, 0).toInstant(ZoneOffset.UTC), ZoneOffset.UTC),
                        accounts)
                .rateFinishedDays();
        assertThat(jdbc.queryForObject("select games from rating_period where period_day = ?", Integer.class, DAY))
                .isEqualTo(1);
        assertThat(jdbc.queryForObject("select count(*) from player_rating where player_id = ?", Integer.class, script))
                .isZero();
    }

    @Test
    void a_moderator_clears_one_held_solve_which_then_ranks_and_rejects_another_which_stays_off() {
        long cleared = Players.insert(jdbc, "Quick Typist"),
                rejected = Players.insert(jdbc, "Bot"),
                steady = Players.insert(jdbc, "Steady");
        long moderator = Players.insert(jdbc, "Mod");
        jdbc.update(
                "update player set username = 'screening_mod', username_key = 'screening_mod' where id = ?", moderator);
        PlayerRef.Account mod = new PlayerRef.Account(moderator), player = new PlayerRef.Account(steady);
        UUID fast = solve(cleared, Outcome.CLEAN, 3_900, 3_900);
        UUID script = solveTimed(rejected, 300);
        solve(steady, Outcome.CLEAN, 45_000, 50_000);

        assertThat(reviews.waiting(player)).as("not a moderator").isEmpty();
        assertThat(reviews.decide(player, 1, true)).isInstanceOf(SolveReviews.Refused.class);
        List<SolveReviews.Waiting> waiting = reviews.waiting(mod);
        assertThat(waiting).extracting(SolveReviews.Waiting::gameId).containsExactlyInAnyOrder(fast, script);
        assertThat(waiting)
                .as("named as they show themselves, by the account feature")
                .extracting(SolveReviews.Waiting::player)
                .containsExactlyInAnyOrder("Quick Typist", "Bot");
        long fastId = waiting.stream()
                .filter(w -> w.gameId().equals(fast))
                .findFirst()
                .orElseThrow()
                .solveId();
        long scriptId = waiting.stream()
                .filter(w -> w.gameId().equals(script))
                .findFirst()
                .orElseThrow()
                .solveId();

        assertThat(reviews.decide(mod, fastId, true)).isEqualTo(new SolveReviews.Done());
        assertThat(reviews.decide(mod, scriptId, false)).isEqualTo(new SolveReviews.Done());
        assertThat(reviews.decide(mod, scriptId, true)).as("decided once").isInstanceOf(SolveReviews.Refused.class);

        assertThat(reviews.waiting(mod)).isEmpty();
        assertThat(stats.heldForReview(fast)).isEmpty();
        assertThat(stats.heldForReview(script)).contains(new Held.Rejected());
        assertThat(boards.leaderboard(easy.id(), DAY, steady, 10).top())
                .extracting(DailyBoards.Entry::name)
                .containsExactly("Quick Typist", "Steady");
    }

    @Test
    void a_fast_assisted_solve_or_a_fast_give_up_is_not_held() {
        long player = Players.insert(jdbc, "Helped");
        assertThat(stats.heldForReview(solve(player, Outcome.ASSISTED, 1_000, 1_000)))
                .isEmpty();
        assertThat(stats.heldForReview(solve(player, Outcome.GIVEN_UP, 1_000, 1_000)))
                .isEmpty();
    }

    /** Issue 37 saw bots at 00:04 on the practice board of a 6×6 kind: the floor (9 s) holds practice solves as dailies. */
    @Test
    void a_practice_solve_under_the_floor_is_on_no_board_by_kind() {
        PuzzleKind kind = new PuzzleKind(6, Difficulty.NORMAL, Variant.STANDARD);
        long bot = Players.insert(jdbc, "Bot"), person = Players.insert(jdbc, "Person");
        UUID scripted = practice(bot, kind, 4_000);
        practice(person, kind, 95_000);

        assertThat(stats.heldForReview(scripted)).contains(new Held.TooFast(Duration.ofSeconds(9)));
        assertThat(kinds.board(kind, bot, 10).top())
                .extracting(KindLeaderboardService.Row::name)
                .containsExactly("Person");
        assertThat(kinds.board(kind, bot, 10).yourRank()).isEmpty();
    }

    private UUID practice(long player, PuzzleKind kind, long playMillis) {
        UUID game = UUID.randomUUID();
        stats.record(new FinishToRecord(
                player,
                game,
                OptionalLong.empty(),
                "practice-" + game,
                kind,
                Outcome.CLEAN,
                playMillis,
                playMillis,
                DAY.atTime(12, 0).toInstant(ZoneOffset.UTC)));
        return game;
    }
}
