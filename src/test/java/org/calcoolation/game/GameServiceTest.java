package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.play.Move;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * Games stored in and read back from a real H2 file. Most tests drive their own service with a
 * hand-moved clock and call its writer by hand; "a restart" is a second service on the same
 * database. The database file is this class's own, so that other test runs on the same checkout
 * do not lock it.
 */
@SpringBootTest(properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/games")
class GameServiceTest {

    @Autowired
    SavedGameRepository rows;

    @Autowired
    PlatformTransactionManager transactions;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    GameService scheduled;

    private final GameTest.TestClock clock = new GameTest.TestClock();
    private final String player = PlayerKeys.random();
    private GameService service;

    @BeforeEach
    void start() {
        service = new GameService(rows, transactions, clock);
    }

    private GameService restarted() {
        return new GameService(rows, transactions, clock);
    }

    private Game newGame() {
        Game game = service.newGame(player, 4, Difficulty.EASY, Variant.STANDARD);
        game.show();
        return game;
    }

    private static Cell cell(int index) {
        return Cell.ofIndex(index, 4);
    }

    private static int digit(Game game, int index) {
        return game.solution().digit(cell(index));
    }

    private long rowVersion(Game game) {
        return rows.findById(game.id()).orElseThrow().rowVersion();
    }

    @Test
    void a_new_game_is_stored_at_once() {
        Game game = newGame();

        assertThat(rows.findById(game.id())).get().extracting(SavedGame::playerKey).isEqualTo(player);
        assertThat(restarted().currentGame(player)).get().extracting(Game::puzzleId).isEqualTo(game.puzzleId());
    }

    @Test
    void a_restart_brings_back_entries_notes_undo_history_time_help_and_settings() {
        Game game = newGame();
        game.place(cell(0), digit(game, 0));
        game.toggleNote(cell(1), 2);
        game.toggleNote(cell(1), 3);
        game.place(cell(5), digit(game, 5));
        game.place(cell(6), digit(game, 6));
        game.undo();
        game.check();
        game.hint();
        game.changeSettings(new Settings(false, false));
        clock.advance(Duration.ofSeconds(90));
        service.changed(game);
        service.saveDue();

        Game back = restarted().currentGame(player).orElseThrow();

        assertThat(back).isNotSameAs(game);
        assertThat(back.id()).isEqualTo(game.id());
        assertThat(back.board()).isEqualTo(game.board());
        assertThat(back.board().notes(cell(1))).isEqualTo(game.board().notes(cell(1)));
        assertThat(back.elapsed()).isEqualTo(Duration.ofSeconds(90));
        assertThat(back.help()).isEqualTo(new HelpLedger(1, 1, 0, false));
        assertThat(back.settings()).isEqualTo(new Settings(false, false));
        assertThat(back.difficulty()).isEqualTo(Difficulty.EASY);
        back.show();
        back.redo();
        assertThat(back.board().value(cell(6))).isEqualTo(digit(game, 6));
        back.undo();
        back.undo();
        game.undo();
        assertThat(back.board()).isEqualTo(game.board());
    }

    @Test
    void a_paused_game_comes_back_paused() {
        Game game = newGame();
        game.pause();
        service.changed(game);
        service.saveAllNow();

        assertThat(restarted().currentGame(player)).get().satisfies(back -> assertThat(back.isPaused()).isTrue());
    }

    @Test
    void a_finished_game_is_stored_at_the_next_write_without_waiting_and_comes_back_finished() {
        Game game = newGame();
        clock.advance(Duration.ofSeconds(42));
        game.revealSolution();
        service.changed(game);
        service.saveDue();

        Game back = restarted().currentGame(player).orElseThrow();
        assertThat(back.isFinished()).isTrue();
        assertThat(back.finish()).isEqualTo(game.finish());
        assertThat(back.help().solutionRevealed()).isTrue();
    }

    @Test
    void fifty_quick_changes_within_a_second_make_one_write() {
        Game game = newGame();
        for (int i = 0; i < 50; i++) {
            clock.advance(Duration.ofMillis(20));
            game.toggleNote(cell(i % 16), 1 + i % 4);
            service.changed(game);
            service.saveDue();
        }
        clock.advance(Duration.ofSeconds(1));
        service.saveDue();

        assertThat(rowVersion(game)).as("updates after the insert").isEqualTo(1);
        assertThat(restarted().currentGame(player)).get().extracting(Game::board).isEqualTo(game.board());
    }

    @Test
    void the_background_writer_stores_fifty_changes_made_over_a_second_in_at_most_two_writes() throws InterruptedException {
        Game game = scheduled.newGame(player, 4, Difficulty.EASY, Variant.STANDARD);
        game.show();
        long start = System.nanoTime();
        for (int i = 0; i < 50; i++) {
            game.toggleNote(cell(i % 16), 1 + i % 4);
            scheduled.changed(game);
            Thread.sleep(20);
        }
        long burst = System.nanoTime() - start;

        await().atMost(Duration.ofSeconds(3)).pollInterval(Duration.ofMillis(20))
                .until(() -> restarted().currentGame(player).orElseThrow().board().equals(game.board()));
        long stored = System.nanoTime() - start;
        long writes = rowVersion(game);
        System.out.printf("Debounce: 50 changes over %d ms, all stored after %d ms, in %d writes after the insert%n",
                burst / 1_000_000, stored / 1_000_000, writes);
        assertThat(writes).isBetween(1L, 2L);
    }

    @Test
    void the_last_change_of_a_burst_is_written_once_its_second_has_passed() {
        Game game = newGame();
        clock.advance(Duration.ofMillis(1500));
        game.place(cell(0), digit(game, 0));
        service.changed(game);
        service.saveDue();
        game.place(cell(1), digit(game, 1));
        service.changed(game);
        service.saveDue();
        assertThat(restarted().currentGame(player).orElseThrow().board().value(cell(1))).isZero();

        clock.advance(Duration.ofMillis(1000));
        service.saveDue();

        assertThat(restarted().currentGame(player).orElseThrow().board().value(cell(1))).isEqualTo(digit(game, 1));
        assertThat(rowVersion(game)).isEqualTo(2);
    }

    @Test
    void a_game_that_did_not_change_is_not_written_again() {
        Game game = newGame();
        service.changed(game);
        service.changed(game);
        clock.advance(Duration.ofSeconds(5));
        service.saveDue();
        service.saveAllNow();

        assertThat(rowVersion(game)).isZero();
    }

    @Test
    void changes_not_yet_due_are_written_when_the_service_stops() {
        Game game = newGame();
        game.place(cell(3), digit(game, 3));
        service.changed(game);
        service.saveDue();

        service.saveAllNow();

        assertThat(restarted().currentGame(player).orElseThrow().board()).isEqualTo(game.board());
    }

    @Test
    void a_player_does_not_see_the_games_of_another_player() {
        newGame();
        String other = PlayerKeys.random();

        assertThat(service.currentGame(other)).isEmpty();
        assertThat(restarted().currentGame(other)).isEmpty();
    }

    @Test
    void the_newest_game_of_a_player_is_the_current_one() {
        newGame();
        clock.advance(Duration.ofSeconds(1));
        Game second = newGame();

        assertThat(service.currentGame(player)).containsSame(second);
        assertThat(restarted().currentGame(player)).get().extracting(Game::id).isEqualTo(second.id());
    }

    @Test
    void a_new_game_stores_the_previous_one_and_drops_it_from_memory() {
        Game first = newGame();
        first.place(cell(0), digit(first, 0));
        service.changed(first);
        Game second = newGame();

        assertThat(service.gamesInMemory()).isEqualTo(1);
        assertThat(service.currentGame(player)).containsSame(second);
        assertThat(rows.findById(first.id()).orElseThrow().toSnapshot().cursor()).isEqualTo(1);
    }

    @Test
    void a_damaged_row_is_passed_over_for_the_previous_game_and_kept() {
        Game good = newGame();
        clock.advance(Duration.ofSeconds(1));
        Game damaged = newGame();
        jdbc.update("update saved_game set puzzle_id = '4:not a puzzle' where id = ?", damaged.id());

        assertThat(restarted().currentGame(player)).get().extracting(Game::id).isEqualTo(good.id());
        assertThat(rows.findById(damaged.id())).isPresent();
    }

    @Test
    void a_player_whose_only_game_is_damaged_has_no_current_game() {
        Game damaged = newGame();
        jdbc.update("update saved_game set moves = X'0000FF', move_cursor = 1 where id = ?", damaged.id());

        assertThat(restarted().currentGame(player)).isEmpty();
    }

    @Test
    void a_game_left_alone_for_half_an_hour_leaves_memory_and_comes_back_from_the_database() {
        Game game = newGame();
        game.place(cell(0), digit(game, 0));
        service.changed(game);
        clock.advance(Duration.ofMinutes(31));
        service.forgetIdle();
        assertThat(service.gamesInMemory()).as("not forgotten while unsaved").isEqualTo(1);

        service.saveDue();
        service.forgetIdle();

        assertThat(service.gamesInMemory()).isZero();
        Game back = service.currentGame(player).orElseThrow();
        assertThat(back).isNotSameAs(game);
        assertThat(back.board()).isEqualTo(game.board());
    }

    @Test
    void a_game_still_held_after_it_left_memory_is_still_saved_when_it_changes() {
        Game game = newGame();
        clock.advance(Duration.ofMinutes(31));
        service.forgetIdle();

        game.fillNotes(Move.Fill.ALL);
        service.changed(game);
        service.saveDue();

        assertThat(restarted().currentGame(player).orElseThrow().board()).isEqualTo(game.board());
    }

    @Test
    void an_imported_game_is_stored_too() {
        Game original = newGame();
        String other = PlayerKeys.random();

        ImportResult result = service.importGame(other, original.puzzleId());

        assertThat(result).isInstanceOf(ImportResult.Imported.class);
        assertThat(restarted().currentGame(other)).get().extracting(Game::puzzleId).isEqualTo(original.puzzleId());
    }

    @Test
    void a_link_whose_one_cage_covers_the_grid_is_refused_with_the_cage_size_and_the_limit() {
        assertThat(service.importGame(PlayerKeys.random(), "6:zzj,a126")).isEqualTo(new ImportResult.Rejected(
                "The cage layout at position 2 gives the cage at (0,0) 36 cells, but a cage may have at most 6"));
    }

    @Test
    void a_puzzle_too_hard_to_check_is_rejected_plainly_and_stores_nothing() {
        // Each row of a 12×12 is two 6-cell cages, the first row's 38+ and 40+: no solution, and no quick way to see it.
        String id = "12:ej11e_132,a38a40" + "a39a39".repeat(11);
        String other = PlayerKeys.random();

        assertThat(service.importGame(other, id)).isEqualTo(new ImportResult.Rejected("This puzzle is too hard to check here."));
        assertThat(restarted().currentGame(other)).isEmpty();
    }

    @Test
    void a_malformed_import_is_rejected_and_stores_nothing() {
        String other = PlayerKeys.random();

        assertThat(service.importGame(other, "4:nonsense")).isInstanceOf(ImportResult.Rejected.class);
        assertThat(restarted().currentGame(other)).isEmpty();
    }
}
