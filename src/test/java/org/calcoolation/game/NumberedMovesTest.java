package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.PlayerMove;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.StoreAccess;
import org.junit.jupiter.api.Test;

/**
 * Numbered moves from the board are applied once, whatever a browser sends again: after a lost
 * answer, a reload, the game leaving memory, or a restart of the server, on a real H2. Note toggles
 * show a second apply (a second toggle takes the note away again).
 */
class NumberedMovesTest extends OnGameDatabase {

    private static PlayerMove note(int cell, int digit) {
        return new PlayerMove.Write(cell(cell), digit, true, false);
    }

    private static PlayerMove.Number number(String page, int id) {
        return new PlayerMove.Number(page, id, 0);
    }

    private static int notes(GameState game, int cell) {
        return game.board().notes(cell(cell));
    }

    @Test
    void a_move_sent_again_by_its_page_is_applied_once() {
        GameState game = newGame();
        service.play(seat(game), number("pageA", 1), note(0, 2));
        GameState again = service.play(seat(game), number("pageA", 1), note(0, 2));

        assertThat(notes(again, 0)).isEqualTo(1 << 2);
        assertThat(again.receipts().taken()).containsEntry("pageA", 1);
    }

    @Test
    void two_pages_number_their_moves_apart() {
        GameState game = newGame();
        service.play(seat(game), number("pageA", 1), note(0, 2));
        GameState both = service.play(seat(game), number("pageB", 1), note(1, 3));

        assertThat(notes(both, 0)).isEqualTo(1 << 2);
        assertThat(notes(both, 1)).isEqualTo(1 << 3);
    }

    @Test
    void moves_stored_are_not_applied_again_after_a_restart_and_those_not_stored_are_applied_once() {
        GameState game = newGame();
        service.play(seat(game), number("pageA", 1), note(0, 2));
        StoreAccess.saveAllNow(store);
        // Taken in memory, never stored: the server is killed before its next write.
        service.play(seat(game), number("pageA", 2), note(1, 3));
        assertThat(service.state(game.id()).receipts().stored())
                .as("what the browser may forget")
                .containsEntry("pageA", 1);

        GameService afterRestart = restarted();
        Seat seat = seat(game);
        afterRestart.show(seat);
        afterRestart.play(seat, new PlayerMove.Number("pageA", 1, 0), note(0, 2));
        GameState resent = afterRestart.play(seat, new PlayerMove.Number("pageA", 2, 0), note(1, 3));

        assertThat(notes(resent, 0))
                .as("stored before the restart: its resend is not applied")
                .isEqualTo(1 << 2);
        assertThat(notes(resent, 1))
                .as("lost with the restart: applied from the resend")
                .isEqualTo(1 << 3);
    }

    @Test
    void a_resend_after_the_game_left_memory_is_not_applied_again() {
        GameState game = newGame();
        service.play(seat(game), number("pageA", 1), note(0, 2));
        service.leave(seat(game));
        clock.advance(StoreAccess.UNSHOWN.plusSeconds(1));
        StoreAccess.saveDue(store);
        StoreAccess.forgetIdle(store);
        assertThat(store.gamesInMemory()).isZero();

        GameState resent = service.play(seat(game), number("pageA", 1), note(0, 2));

        assertThat(notes(resent, 0)).isEqualTo(1 << 2);
    }

    @Test
    void the_stored_receipts_follow_each_write() {
        GameState game = newGame();
        GameState played = service.play(seat(game), number("pageA", 1), note(0, 2));
        assertThat(played.receipts().stored()).doesNotContainKey("pageA");

        StoreAccess.saveAllNow(store);
        GameState later = service.play(seat(game), number("pageA", 2), note(0, 3));

        assertThat(later.receipts().taken()).containsEntry("pageA", 2);
        assertThat(later.receipts().stored()).containsEntry("pageA", 1);
    }

    @Test
    void a_move_made_before_a_restart_of_the_game_is_refused_with_a_notice() {
        GameState game = newGame();
        service.play(seat(game), number("pageA", 1), note(0, 2));
        GameState restarted = service.restart(seat(game));
        assertThat(restarted.receipts().epoch()).isEqualTo(1);

        GameState refused = service.play(seat(game), new PlayerMove.Number("offline", 1, 0), note(1, 3));

        assertThat(notes(refused, 1)).isZero();
        assertThat(refused.notice()).contains(GameService.BEFORE_RESTART);
        GameState after = service.play(seat(game), new PlayerMove.Number("pageA", 2, 1), note(1, 3));
        assertThat(notes(after, 1)).as("made after the restart").isEqualTo(1 << 3);
        StoreAccess.saveAllNow(store);
        assertThat(restarted().state(game.id()).receipts().epoch())
                .as("the epoch is stored")
                .isEqualTo(1);
    }

    @Test
    void every_move_is_stored_with_the_time_the_server_took_it_even_one_a_page_kept_over_a_reload() {
        GameState game = newGame();
        clock.advance(Duration.ofMillis(1_000));
        service.play(seat(game), number("pageA", 1), new PlayerMove.Write(cell(0), digit(game, 0), false, false));
        clock.advance(Duration.ofMillis(1_000));
        // What a new page sends again of an earlier page's moves: the server times it as it takes it.
        service.play(seat(game), number("earlierPage", 7), new PlayerMove.Write(cell(1), digit(game, 1), false, false));
        StoreAccess.saveAllNow(store);

        assertThat(rows.findById(game.id()).orElseThrow().toSnapshot().moveTimes())
                .containsExactly(1_000, 2_000);
    }

    @Test
    void a_move_on_a_game_not_in_play_is_not_counted_as_taken_so_that_it_can_come_again() {
        GameState game = newGame();
        service.pause(seat(game));
        GameState paused = service.play(seat(game), number("pageA", 1), note(0, 2));
        assertThat(notes(paused, 0)).isZero();
        assertThat(paused.receipts().taken()).doesNotContainKey("pageA");

        service.resume(seat(game));
        GameState resent = service.play(seat(game), number("pageA", 1), note(0, 2));

        assertThat(notes(resent, 0)).as("sent again once the game is in play").isEqualTo(1 << 2);
    }
}
