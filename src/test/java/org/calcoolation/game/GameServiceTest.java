package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Operation;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.SavedGame;
import org.calcoolation.game.store.StoreAccess;
import org.junit.jupiter.api.Test;

/**
 * What a player gets from the game service, on a real H2 file: games that come back after a
 * restart as they were left, the current game, imports, two pages on one game, and the clocks as
 * moves drive them (see {@link OnGameDatabase}).
 */
class GameServiceTest extends OnGameDatabase {

    private static int wrongDigit(GameState game, int index) {
        return digit(game, index) % 4 + 1;
    }

    // ---- a restart brings the game back as it was left ----

    @Test
    void a_history_that_reaches_the_cap_is_trimmed_with_a_notice_once_and_the_row_stays_within_it() {
        GameState game = newGame();
        Seat seat = seat(game);
        List<String> notices = new ArrayList<>();
        for (int i = 0; i < Game.MAX_MOVES + 100; i++) {
            service.toggleNote(seat, cell(15), 1 + i % 4).notice().ifPresent(notices::add);
        }
        assertThat(notices).containsExactly(Game.TRIMMED);

        StoreAccess.saveDue(store);

        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().moves())
                .hasSizeLessThanOrEqualTo(Game.MAX_MOVES);
        assertThat(restarted().current(player).orElseThrow().canUndo()).isTrue();
    }

    @Test
    void a_new_game_is_stored_by_the_next_save() {
        GameState game = newGame();
        assertThat(rows.findById(game.id())).as("not at once").isEmpty();

        StoreAccess.saveDue(store);

        assertThat(rows.findById(game.id())).get().extracting(SavedGame::player).isEqualTo(player);
        assertThat(restarted().current(player))
                .get()
                .extracting(GameState::puzzleId)
                .isEqualTo(game.puzzleId());
    }

    @Test
    void a_restart_brings_back_entries_notes_undo_history_play_time_help_and_settings() {
        GameState game = newGame();
        Seat seat = seat(game);
        service.place(seat, cell(0), digit(game, 0));
        service.toggleNote(seat, cell(15), 2);
        service.toggleNote(seat, cell(15), 3);
        service.place(seat, cell(5), digit(game, 5));
        service.place(seat, cell(6), digit(game, 6));
        service.undo(seat);
        service.check(seat);
        service.hint(seat);
        service.changeSettings(seat, new Settings(false, false));
        for (int i = 0; i < 9; i++) {
            clock.advance(Duration.ofSeconds(10));
            service.contact(seat);
        }
        GameState left = service.state(game.id());
        StoreAccess.saveDue(store);

        GameService after = restarted();
        GameState back = after.current(player).orElseThrow();

        assertThat(back.id()).isEqualTo(game.id());
        assertThat(back.board()).isEqualTo(left.board());
        assertThat(back.board().noteDigits(cell(15))).containsExactly(2, 3);
        assertThat(back.playTime()).isEqualTo(Duration.ofSeconds(90));
        assertThat(back.running()).as("until a page shows it again").isFalse();
        // Live marks were on (the default) while digits stood, before the settings changed.
        assertThat(back.help()).isEqualTo(new HelpLedger(1, 1, 0, false, 0, 0, HelpLedger.NoteTools.NONE, true, true));
        assertThat(back.settings()).isEqualTo(new Settings(false, false));
        assertThat(back.kind()).isEqualTo(EASY_4);
        assertThat(back.started()).isTrue();
        assertThat(back.canRedo()).isTrue();

        Seat again = new Seat(game.id(), "page after the restart");
        assertThat(after.redo(again).board().value(cell(6))).isEqualTo(digit(game, 6));
        after.undo(again);
        GameState twoBack = after.undo(again);
        assertThat(twoBack.board()).isEqualTo(service.undo(seat).board());
    }

    @Test
    void a_paused_game_comes_back_paused_and_refuses_moves_until_resumed() {
        GameState game = newGame();
        service.pause(seat(game));
        StoreAccess.saveAllNow(store);

        GameService after = restarted();
        GameState back = after.current(player).orElseThrow();
        assertThat(back.paused()).isTrue();
        assertThat(back.inPlay()).isFalse();

        Seat again = new Seat(game.id(), "page after the restart");
        assertThat(after.place(again, cell(0), digit(game, 0)).board().value(cell(0)))
                .isZero();
        GameState resumed = after.resume(again);
        assertThat(resumed.running()).isTrue();
        assertThat(after.place(again, cell(0), digit(game, 0)).board().value(cell(0)))
                .isEqualTo(digit(game, 0));
    }

    @Test
    void a_finished_game_comes_back_finished_with_its_finish() {
        GameState game = newGame();
        clock.advance(Duration.ofSeconds(12));
        GameState finished = service.revealSolution(seat(game));

        GameState back = restarted().current(player).orElseThrow();

        assertThat(back.isFinished()).isTrue();
        assertThat(back.finish()).isEqualTo(finished.finish());
        assertThat(back.recorded()).isTrue();
        assertThat(back.help().solutionRevealed()).isTrue();
    }

    @Test
    void changes_not_yet_due_are_stored_when_the_service_stops() {
        GameState game = newGame();
        StoreAccess.saveDue(store);
        GameState placed = service.place(seat(game), cell(3), digit(game, 3));
        StoreAccess.saveDue(store);

        StoreAccess.saveAllNow(store);

        assertThat(restarted().current(player))
                .get()
                .extracting(GameState::board)
                .isEqualTo(placed.board());
    }

    // ---- which game is the current one ----

    @Test
    void a_player_does_not_see_the_games_of_another_player() {
        newGame();
        StoreAccess.saveAllNow(store);
        PlayerRef other = PlayerKeys.random();

        assertThat(service.current(other)).isEmpty();
        assertThat(restarted().current(other)).isEmpty();
    }

    @Test
    void the_newest_game_of_a_player_is_the_current_one() {
        newGame();
        StoreAccess.saveAllNow(store);
        clock.advance(Duration.ofSeconds(1));
        GameState second = newGame();
        clock.advance(Duration.ofMillis(250));
        StoreAccess.saveDue(store);

        assertThat(service.current(player)).get().extracting(GameState::id).isEqualTo(second.id());
        assertThat(restarted().current(player)).get().extracting(GameState::id).isEqualTo(second.id());
    }

    @Test
    void a_new_game_stores_the_previous_one_and_drops_it_from_memory() {
        GameState first = newGame();
        service.place(seat(first), cell(0), digit(first, 0));

        GameState second = newGame();

        assertThat(store.gamesInMemory()).isEqualTo(1);
        assertThat(service.current(player)).get().extracting(GameState::id).isEqualTo(second.id());
        assertThat(rows.findById(first.id()).orElseThrow().toSnapshot().cursor())
                .isEqualTo(1);
    }

    @Test
    void the_page_leaving_a_replaced_game_does_not_read_it_back_into_memory() {
        GameState first = newGame();
        service.place(seat(first), cell(0), digit(first, 0));
        GameState second = newGame();
        long storedVersion = rows.findById(first.id()).orElseThrow().rowVersion();

        // As the page does when it shows the new game: it leaves the old one.
        service.leave(seat(first));
        StoreAccess.saveAllNow(store);

        assertThat(store.gamesInMemory()).as("only the new game").isEqualTo(1);
        assertThat(rows.findById(first.id()).orElseThrow().rowVersion())
                .as("the old game is not written again")
                .isEqualTo(storedVersion);
        assertThat(service.current(player)).get().extracting(GameState::id).isEqualTo(second.id());
    }

    @Test
    void a_new_game_keeps_the_settings_of_the_previous_one() {
        GameState first = newGame();
        service.changeSettings(seat(first), new Settings(false, true));

        assertThat(service.newGame(player, EASY_4).settings()).isEqualTo(new Settings(false, true));
    }

    // ---- imports ----

    @Test
    void an_imported_game_is_stored_by_the_next_save() {
        GameState original = newGame();
        PlayerRef other = PlayerKeys.random();

        ImportResult result = service.importGame(other, original.puzzleId());
        StoreAccess.saveDue(store);

        assertThat(result).isInstanceOf(ImportResult.Imported.class);
        assertThat(restarted().current(other))
                .get()
                .extracting(GameState::puzzleId)
                .isEqualTo(original.puzzleId());
    }

    @Test
    void a_link_whose_one_cage_covers_the_grid_is_refused_with_the_cage_size_and_the_limit() {
        ImportResult.Rejected rejected = (ImportResult.Rejected) service.importGame(PlayerKeys.random(), "6:zzj,a126");
        assertThat(rejected.message())
                .isEqualTo(
                        "This puzzle has a cage of 36 cells; cages here have at most 6, as bigger ones take too long to check.");
        assertThat(rejected.reason().key()).isEqualTo("refusals.id.cageTooBig");
        assertThat(rejected.reason().arguments()).containsExactly(36, 6);
        assertThat(rejected.position()).hasValue(2);
    }

    @Test
    void a_puzzle_too_hard_to_check_is_rejected_plainly_and_stores_nothing() {
        // Each row of a 12×12 is two 6-cell cages, the first row's 38+ and 40+: no solution, and no quick way to see
        // it.
        String id = "12:ej11e_132,a38a40" + "a39a39".repeat(11);
        PlayerRef other = PlayerKeys.random();

        assertThat(service.importGame(other, id))
                .isEqualTo(new ImportResult.Rejected(
                        Refusal.of("This puzzle is too hard to check here.", "refusals.import.tooHard")));
        StoreAccess.saveAllNow(store);
        assertThat(restarted().current(other)).isEmpty();
    }

    @Test
    void a_malformed_import_is_rejected_and_stores_nothing() {
        PlayerRef other = PlayerKeys.random();

        assertThat(service.importGame(other, "4:nonsense")).isInstanceOf(ImportResult.Rejected.class);
        StoreAccess.saveAllNow(store);
        assertThat(restarted().current(other)).isEmpty();
    }

    @Test
    void keens_multiplication_flag_on_a_puzzle_with_other_operations_imports_as_standard() {
        String keenId = "4dum:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
        assertThat(KeenCodec.decodeOrThrow(keenId).cages())
                .extracting(Cage::operation)
                .contains(Operation.DIVIDE, Operation.SUBTRACT, Operation.ADD);

        ImportResult result = service.importGame(player, keenId);

        assertThat(result)
                .isInstanceOfSatisfying(
                        ImportResult.Imported.class,
                        imported -> assertThat(imported.game().kind().variant()).isEqualTo(Variant.STANDARD));
    }

    @Test
    void a_puzzle_whose_cages_all_multiply_imports_as_multiplication_only_without_a_flag() {
        Puzzle puzzle = Generator.generate(4, Difficulty.EASY, Variant.MULTIPLICATION_ONLY, 7);
        assertThat(puzzle.cages())
                .filteredOn(cage -> cage.size() > 1)
                .isNotEmpty()
                .allSatisfy(cage -> assertThat(cage.operation()).isEqualTo(Operation.MULTIPLY));
        String keenId = KeenCodec.encode(puzzle);
        assertThat(keenId).startsWith("4:");

        ImportResult result = service.importGame(player, keenId);

        assertThat(result)
                .isInstanceOfSatisfying(
                        ImportResult.Imported.class,
                        imported ->
                                assertThat(imported.game().kind().variant()).isEqualTo(Variant.MULTIPLICATION_ONLY));
    }

    // ---- two pages on one game ----

    @Test
    void a_page_sees_the_moves_another_page_made_on_the_same_game() {
        GameState game = newGame();
        Seat left = new Seat(game.id(), "left page"), right = new Seat(game.id(), "right page");

        service.place(left, cell(0), digit(game, 0));
        assertThat(service.state(right.game()).board().value(cell(0))).isEqualTo(digit(game, 0));

        GameState seenByRight = service.place(right, cell(1), digit(game, 1));
        assertThat(seenByRight.board().value(cell(0))).isEqualTo(digit(game, 0));
        assertThat(service.state(left.game()).board().value(cell(1))).isEqualTo(digit(game, 1));
    }

    @Test
    void two_pages_playing_one_game_at_the_same_time_lose_none_of_their_moves() throws Exception {
        GameState game = newGame();
        Seat left = new Seat(game.id(), "left page"), right = new Seat(game.id(), "right page");
        CountDownLatch go = new CountDownLatch(1);

        try (ExecutorService pages = Executors.newFixedThreadPool(2)) {
            Future<?> leftPlays = pages.submit(() -> noteEverything(left, 0, 8, go));
            Future<?> rightPlays = pages.submit(() -> noteEverything(right, 8, 16, go));
            go.countDown();
            leftPlays.get();
            rightPlays.get();
        }

        GameState after = service.state(game.id());
        for (int i = 0; i < 16; i++)
            assertThat(after.board().noteDigits(cell(i)))
                    .as("notes of " + cell(i))
                    .containsExactly(1, 2, 3, 4);
        GameState undone = after;
        for (int i = 0; i < 64; i++) undone = service.undo(left);
        assertThat(undone.board()).as("all 64 moves in one history").isEqualTo(Board.start(game.puzzle()));
        assertThat(undone.canUndo()).isFalse();
    }

    private Void noteEverything(Seat seat, int fromCell, int toCell, CountDownLatch go) throws InterruptedException {
        go.await();
        for (int i = fromCell; i < toCell; i++) {
            for (int d = 1; d <= 4; d++) service.toggleNote(seat, cell(i), d);
        }
        return null;
    }

    // ---- the clocks, as moves drive them ----

    @Test
    void a_page_that_says_it_is_hidden_and_goes_on_placing_digits_is_timed_for_its_play() {
        GameState game = newGame();
        Seat seat = seat(game);
        service.hide(seat);
        service.place(seat, cell(0), digit(game, 0));
        GameState last = null;
        for (int i = 1; i <= 11; i++) {
            clock.advance(Duration.ofSeconds(2));
            last = service.place(seat, cell(i), digit(game, i));
        }

        assertThat(last.playTime()).isEqualTo(Duration.ofSeconds(22));
        assertThat(last.running()).isTrue();
    }

    @Test
    void a_page_hidden_in_one_window_does_not_stop_the_clock_another_window_plays_on() {
        GameState game = newGame();
        Seat playing = seat(game), hidden = new Seat(game.id(), "hidden page");
        service.show(hidden);
        service.hide(hidden);
        clock.advance(Duration.ofSeconds(10));
        service.contact(playing);

        GameState now = service.state(game.id());
        assertThat(now.running()).isTrue();
        assertThat(now.playTime()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void the_clocks_stop_when_the_last_page_leaves_and_run_again_when_one_shows_the_game() {
        GameState game = newGame();
        clock.advance(Duration.ofSeconds(5));
        service.leave(seat(game));
        clock.advance(Duration.ofMinutes(5));
        assertThat(service.state(game.id()).running()).isFalse();

        GameState shown = service.show(new Seat(game.id(), "another page"));
        clock.advance(Duration.ofSeconds(5));

        assertThat(shown.running()).isTrue();
        assertThat(service.state(game.id()).playTime()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void a_game_is_not_in_play_until_a_page_shows_it() {
        GameState fresh = service.newGame(player, EASY_4);
        assertThat(fresh.started()).isFalse();
        assertThat(fresh.inPlay()).isFalse();

        GameState shown = service.show(seat(fresh));

        assertThat(shown.started()).isTrue();
        assertThat(shown.inPlay()).isTrue();
        assertThat(shown.running()).isTrue();
    }

    // ---- how a game ends ----

    @Test
    void revealing_the_solution_ends_the_game_as_given_up_with_the_revealed_cells_marked() {
        GameState game = newGame();
        Seat seat = seat(game);
        service.place(seat, cell(0), digit(game, 0));
        service.place(seat, cell(1), digit(game, 1));
        service.place(seat, cell(2), wrongDigit(game, 2));

        GameState given = service.revealSolution(seat);

        Finish finish = given.finish().orElseThrow();
        assertThat(finish.outcome()).isEqualTo(Outcome.GIVEN_UP);
        assertThat(finish.isSolve()).isFalse();
        assertThat(given.revealed())
                .containsExactlyInAnyOrderElementsOf(
                        IntStream.range(2, 16).mapToObj(GameServiceTest::cell).toList());
        assertThat(given.board().isComplete()).isTrue();
        assertThat(given.inPlay()).isFalse();
    }

    @Test
    void a_revealed_cell_is_marked_and_makes_the_solve_assisted() {
        GameState game = newGame();
        Seat seat = seat(game);
        GameState revealed = service.revealCell(seat, cell(5));
        assertThat(revealed.revealed()).containsExactly(cell(5));

        GameState last = revealed;
        for (int i = 0; i < 16; i++) if (i != 5) last = service.place(seat, cell(i), digit(game, i));

        assertThat(last.finish()).get().extracting(Finish::outcome).isEqualTo(Outcome.ASSISTED);
        assertThat(last.finish().orElseThrow().isSolve()).isTrue();
        assertThat(last.revealed()).containsExactly(cell(5));
    }

    @Test
    void a_revealed_digit_overwritten_by_the_player_is_no_longer_marked() {
        GameState game = newGame();
        Seat seat = seat(game);
        service.revealCell(seat, cell(5));

        GameState overwritten = service.place(seat, cell(5), wrongDigit(game, 5));

        assertThat(overwritten.revealed()).isEmpty();
        assertThat(overwritten.help().cellsRevealed())
                .as("the help taken stays counted")
                .isEqualTo(1);
    }
}
