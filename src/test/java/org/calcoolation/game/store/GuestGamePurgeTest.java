package org.calcoolation.game.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.OnGameDatabase;
import org.junit.jupiter.api.Test;

/**
 * Guest games untouched for 30 days go, and those nobody ever played after a day; accounts' games
 * stay. On a real H2 file with its migrations, the clock moved by hand; "after a while" is a new
 * store on the same database, as after the games left memory.
 */
class GuestGamePurgeTest extends OnGameDatabase {

    /** A new store and service: what was in memory is gone, the rows stay. */
    private void restart() {
        store = newStore();
        service = serviceOn(store);
    }

    /** Batches of five, so that a few games make several. */
    private GuestGamePurge purge() {
        return new GuestGamePurge(
                rows, store, transactions, clock, Duration.ofDays(30), Duration.ofDays(1), 5, Runnable::run);
    }

    /** A stored game of the player, with a digit placed if {@code played}. */
    private UUID storedGame(PlayerRef player, boolean played) {
        GameState game = service.newGame(player, EASY_4);
        Seat seat = new Seat(game.id(), "page");
        service.show(seat);
        if (played)
            service.place(
                    seat, new Cell(0, 0), game.puzzle().solution().orElseThrow().digit(new Cell(0, 0)));
        store.saveAllNow();
        return game.id();
    }

    @Test
    void a_guest_game_untouched_for_thirty_days_is_deleted_and_an_accounts_is_kept() {
        UUID guests = storedGame(PlayerKeys.random(), true), accounts = storedGame(newAccount(), true);
        UUID accountsUnplayed = storedGame(newAccount(), false);
        clock.advance(Duration.ofDays(30).plusMinutes(1));
        restart();

        purge().purge();

        assertThat(rows.existsById(guests)).isFalse();
        assertThat(rows.existsById(accounts)).isTrue();
        assertThat(rows.existsById(accountsUnplayed)).isTrue();
    }

    @Test
    void a_played_guest_game_is_kept_for_thirty_days_from_its_last_save() {
        PlayerRef guest = PlayerKeys.random();
        UUID game = storedGame(guest, true);
        clock.advance(Duration.ofDays(20));
        Seat seat = new Seat(game, "page");
        service.place(seat, new Cell(0, 1), 1);
        store.saveAllNow();
        clock.advance(Duration.ofDays(20));
        restart();

        purge().purge();

        assertThat(rows.existsById(game)).as("stored 20 days ago").isTrue();
    }

    @Test
    void a_guest_game_nobody_played_is_deleted_after_a_day() {
        UUID unplayed = storedGame(PlayerKeys.random(), false), played = storedGame(PlayerKeys.random(), true);
        clock.advance(Duration.ofHours(23));
        restart();
        assertThat(purge().purge()).as("within the day").isZero();

        clock.advance(Duration.ofHours(2));
        int deleted = purge().purge();

        assertThat(rows.existsById(unplayed)).isFalse();
        assertThat(rows.existsById(played)).isTrue();
        assertThat(deleted).isGreaterThanOrEqualTo(1);
    }

    @Test
    void a_game_in_memory_is_left_for_a_later_run() {
        PlayerRef guest = PlayerKeys.random();
        UUID game = storedGame(guest, false);
        clock.advance(Duration.ofDays(2));
        restart();
        assertThat(service.current(guest)).get().extracting(GameState::id).isEqualTo(game);

        purge().purge();

        assertThat(rows.existsById(game)).as("its page may still store it").isTrue();
    }

    @Test
    void more_games_than_a_batch_all_go() {
        // Twelve guests: one keeps a single game nobody wrote in (a new one replaces it).
        List<PlayerRef.Guest> guests =
                Stream.generate(PlayerKeys::random).limit(12).toList();
        for (PlayerRef guest : guests) storedGame(guest, false);
        clock.advance(Duration.ofDays(31));
        restart();

        int deleted = purge().purge();

        for (PlayerRef guest : guests) assertThat(service.current(guest)).isEmpty();
        assertThat(deleted).isGreaterThanOrEqualTo(12);
    }
}
