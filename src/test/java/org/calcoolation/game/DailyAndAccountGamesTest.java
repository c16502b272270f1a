package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.calcoolation.account.AccountDeleted;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.transaction.PlatformTransactionManager;

/** Daily puzzles' games, one per player and puzzle, and games that follow a guest into an account. */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/games")
class DailyAndAccountGamesTest {

    @Autowired
    SavedGameRepository rows;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    DailyPuzzleService daily;

    private final GameTest.TestClock clock = new GameTest.TestClock();
    /** Player ids of this run: the test database outlives a run. */
    private final long[] ids = java.util.stream.LongStream.generate(() -> java.util.concurrent.ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE / 2)).limit(6).toArray();
    private GameService service;
    private DailyPuzzle puzzle;

    @BeforeEach
    void start() {
        service = new GameService(rows, transactions, clock);
        puzzle = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(java.time.LocalDate.of(2026, 6, 1))).puzzles().getFirst();
    }

    private Game dailyOf(GameService games, String key) {
        return games.dailyGame(key, puzzle.id(), puzzle.puzzle(), puzzle.difficulty(), puzzle.variant());
    }

    @Test
    void a_player_has_one_game_per_daily_puzzle_and_comes_back_to_it_after_a_restart() {
        String ann = GameService.accountKey(ids[0]), ben = GameService.accountKey(ids[1]);
        Game first = dailyOf(service, ann);
        first.show();
        first.place(new Cell(0, 0), first.solution().digit(0, 0));
        service.changed(first);
        service.saveAllNow();

        assertThat(dailyOf(service, ann).id()).isEqualTo(first.id());
        assertThat(dailyOf(service, ben).id()).as("another player, another game").isNotEqualTo(first.id());

        GameService restarted = new GameService(rows, transactions, clock);
        Game back = dailyOf(restarted, ann);
        assertThat(back.id()).isEqualTo(first.id());
        assertThat(back.board().value(new Cell(0, 0))).isEqualTo(first.solution().digit(0, 0));
        assertThat(restarted.dailyGames(ann, List.of(puzzle.id()))).containsOnlyKeys(puzzle.id());
    }

    @Test
    void a_daily_game_is_never_taken_for_the_practice_game_in_progress() {
        String cid = GameService.accountKey(ids[2]);
        Game practice = service.newGame(cid, 4, Difficulty.EASY, Variant.STANDARD);
        dailyOf(service, cid);
        service.saveAllNow();

        assertThat(new GameService(rows, transactions, clock).currentGame(cid)).get().extracting(Game::id).isEqualTo(practice.id());
    }

    @Test
    void a_guest_who_signs_in_keeps_the_game_in_progress() {
        String guest = PlayerKeys.random(), account = GameService.accountKey(ids[3]);
        Game game = service.newGame(guest, 4, Difficulty.EASY, Variant.STANDARD);
        game.show();
        game.place(new Cell(1, 1), 3);
        service.changed(game);

        service.adopt(guest, account);

        assertThat(service.currentGame(account)).get().satisfies(g -> {
            assertThat(g.id()).isEqualTo(game.id());
            assertThat(g.board().value(new Cell(1, 1))).isEqualTo(3);
        });
        assertThat(service.currentGame(guest)).isEmpty();
    }

    @Test
    void deleting_an_account_deletes_its_games() {
        String dee = GameService.accountKey(ids[4]);
        Game game = service.newGame(dee, 4, Difficulty.EASY, Variant.STANDARD);

        service.accountDeleted(new AccountDeleted(ids[4], "dee"));

        assertThat(rows.findById(game.id())).isEmpty();
        assertThat(service.currentGame(dee)).isEmpty();
    }

    @Test
    void a_signed_in_players_finish_is_recorded_once_with_the_servers_time_and_a_guests_is_not() {
        List<SolveRecorder.FinishedGame> recorded = new java.util.ArrayList<>();
        GameService withRecords = new GameService(rows, transactions, clock, List.of(finished -> recorded.add(finished)));
        String account = GameService.accountKey(ids[5]), guest = PlayerKeys.random();
        for (String key : List.of(account, guest)) {
            Game game = withRecords.newGame(key, 4, Difficulty.EASY, Variant.STANDARD);
            game.show();
            clock.advance(java.time.Duration.ofSeconds(61));
            for (int i = 0; i < 16; i++) game.place(Cell.ofIndex(i, 4), game.solution().digit(Cell.ofIndex(i, 4)));
            withRecords.changed(game);
            withRecords.changed(game);
            assertThat(withRecords.personalBest(game)).isEqualTo(key.equals(account) ? java.util.Optional.of(true) : java.util.Optional.empty());
        }

        assertThat(recorded).singleElement().satisfies(r -> {
            assertThat(r.playerId()).isEqualTo(ids[5]);
            assertThat(r.millis()).isEqualTo(61_000);
            assertThat(r.clean()).isTrue();
            assertThat(r.dailyPuzzleId()).isNull();
        });
    }
}
