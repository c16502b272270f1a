package org.calcoolation.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.LocalDate;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Replay;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Who may watch which replay, on a real database, with games played through the services: Ada and
 * Bea solve an earlier day's first rung and today's; Cy only opens today's. A replay shows the
 * solution, so it opens to its own player at once and to another player only once both have
 * finished the rung and its day is over.
 */
@SpringBootTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS) // the players' games take seconds to build
class ReplaysTest {

    private static final String PASSWORD = "replays of lanterns and cages";

    @Autowired
    Replays replays;

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    private PlayerRef.Account ada, bea, cy;
    private String adaName;
    private DailyPuzzle earlier, todays;
    private GameState adaEarlier, adaToday, beaEarlier, beaToday;

    @BeforeAll
    void threePlayers() {
        adaName = "ada_" + UUID.randomUUID().toString().substring(0, 8);
        ada = register(adaName);
        bea = register("bea_" + UUID.randomUUID().toString().substring(0, 8));
        cy = register("cy_" + UUID.randomUUID().toString().substring(0, 8));
        LocalDate today = daily.today();
        earlier = firstRung(today.minusDays(2));
        todays = firstRung(today);
        adaEarlier = solve(ada, earlier);
        adaToday = solve(ada, todays);
        beaEarlier = solve(bea, earlier);
        beaToday = solve(bea, todays);
        GameState cyToday = dailyGame(cy, todays);
        games.show(seat(cyToday));
        games.place(seat(cyToday), new Cell(0, 0), 1);
    }

    private PlayerRef.Account register(String name) {
        RegisterResult registered = players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, null));
        return new PlayerRef.Account(
                ((RegisterResult.Registered) registered).player().id());
    }

    private DailyPuzzle firstRung(LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day))
                .puzzles()
                .getFirst();
    }

    private GameState dailyGame(PlayerRef player, DailyPuzzle puzzle) {
        return games.dailyGame(player, puzzle.id(), puzzle.puzzle(), puzzle.kind())
                .orElseThrow();
    }

    private GameState solve(PlayerRef player, DailyPuzzle puzzle) {
        GameState game = dailyGame(player, puzzle);
        games.show(seat(game));
        int n = puzzle.size();
        games.toggleNote(seat(game), new Cell(0, 0), 1);
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            games.place(
                    seat(game), cell, puzzle.puzzle().solution().orElseThrow().digit(cell));
        }
        assertThat(games.state(game.id()).isFinished()).isTrue();
        return game;
    }

    private static Seat seat(GameState game) {
        return new Seat(game.id(), "page");
    }

    private static Replay shown(Replays.Opened opened) {
        assertThat(opened).isInstanceOf(Replays.Shown.class);
        return ((Replays.Shown) opened).replay();
    }

    @Test
    void a_player_watches_their_own_game_at_once_from_the_empty_grid_to_the_solution() {
        Replays.Opened opened = replays.open(ada, adaToday.id().toString());

        Replay replay = shown(opened);
        Replays.Shown shown = (Replays.Shown) opened;
        assertThat(shown.own()).isTrue();
        assertThat(shown.daily()).isEqualTo(todays);
        int n = todays.size();
        assertThat(replay.frames()).hasSize(1 + n * n);
        assertThat(replay.frames().getFirst().step()).isEqualTo(Replay.Step.NOTE);
        int[] digits = new int[n * n];
        replay.frames().forEach(frame -> frame.changes().forEach(c -> digits[c.cell()] = c.digit()));
        assertThat(digits)
                .containsExactly(todays.puzzle().solution().orElseThrow().digits());
    }

    @Test
    void another_finishers_game_opens_once_the_day_is_over_under_their_name() {
        Replays.Opened opened = replays.open(bea, adaEarlier.id().toString());

        shown(opened);
        assertThat(((Replays.Shown) opened).own()).isFalse();
        assertThat(((Replays.Shown) opened).player()).isEqualTo(adaName);
    }

    @Test
    void another_finishers_game_of_today_waits_for_the_day_to_end() {
        assertThat(replays.open(bea, adaToday.id().toString())).isEqualTo(new Replays.Refused(Replays.DAY_NOT_OVER));
    }

    @Test
    void a_player_who_has_not_finished_the_rung_sees_no_replay_of_it() {
        assertThat(replays.open(cy, adaToday.id().toString())).isEqualTo(new Replays.Refused(Replays.FINISH_FIRST));
        assertThat(replays.open(cy, adaEarlier.id().toString()))
                .as("a past day the player never opened")
                .isEqualTo(new Replays.Refused(Replays.FINISH_FIRST));
    }

    @Test
    void having_finished_another_rung_or_day_does_not_open_this_one() {
        // Bea finished today's first rung, not the earlier day's second.
        DailyPuzzle second = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(earlier.day()))
                .puzzles()
                .get(1);
        GameState adaSecond = solve(ada, second);

        assertThat(replays.open(bea, adaSecond.id().toString())).isEqualTo(new Replays.Refused(Replays.FINISH_FIRST));
    }

    @Test
    void an_unfinished_game_a_practice_game_and_addresses_that_name_none_have_no_replay() {
        GameState practice = games.newGame(ada, new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD));
        games.show(seat(practice));
        games.revealSolution(seat(practice));
        Replays.Refused none = new Replays.Refused(Replays.NO_REPLAY);

        assertThat(replays.open(ada, practice.id().toString()))
                .as("a practice game")
                .isEqualTo(none);
        assertThat(replays.open(ada, UUID.randomUUID().toString()))
                .as("no such game")
                .isEqualTo(none);
        assertThat(replays.open(ada, "not-a-game")).isEqualTo(none);
        assertThat(replays.open(ada, "x".repeat(10_000))).isEqualTo(none);
        assertThat(replays.open(ada, "")).isEqualTo(none);
    }

    @Test
    void a_game_finished_before_play_was_logged_says_so() {
        DailyPuzzle old = firstRung(daily.today().minusDays(4));
        GameState beas = solve(bea, old);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> jdbc.queryForObject(
                                "select count(*) from saved_game where id = ? and finished_at is not null",
                                Integer.class,
                                beas.id())
                        == 1);
        // Cy's game of that rung as the release before replays stored it: Bea's row, with no log,
        // read back from the database (it was never in memory).
        UUID cys = UUID.randomUUID();
        String columns = "puzzle_id, difficulty, variant, solution, moves, move_times, move_receipts, move_cursor,"
                + " elapsed_millis, checks, hints, cells_revealed, solution_revealed, remove_notes_on_place, live_marks,"
                + " paused, finished_at, created_at, updated_at, row_version, daily_puzzle_id, first_shown_at";
        jdbc.update(
                "insert into saved_game (id, player_key, " + columns + ") select ?, ?, " + columns
                        + " from saved_game where id = ?",
                cys,
                "account:" + cy.id(),
                beas.id());

        assertThat(replays.open(cy, cys.toString())).isEqualTo(new Replays.Refused(Replays.BEFORE_REPLAYS));
        assertThat(replays.open(cy, beas.id().toString()))
                .as("Bea's own, logged: Cy finished the rung, and its day is over")
                .isInstanceOf(Replays.Shown.class);
    }

    @Test
    void a_deleted_players_games_have_no_replay() {
        PlayerRef.Account dee = register("dee_" + UUID.randomUUID().toString().substring(0, 8));
        GameState deeEarlier = solve(dee, earlier);
        await().atMost(Duration.ofSeconds(20))
                .until(() -> jdbc.queryForObject(
                                "select count(*) from solve_record where game_id = ?", Integer.class, deeEarlier.id())
                        == 1);

        players.deleteAccount(dee, PASSWORD);

        assertThat(replays.open(bea, deeEarlier.id().toString())).isEqualTo(new Replays.Refused(Replays.NO_REPLAY));
        assertThat(replays.open(bea, beaEarlier.id().toString()))
                .as("her own game of that day stays")
                .isInstanceOf(Replays.Shown.class);
    }
}
