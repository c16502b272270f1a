package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.GuestDailiesCarried;
import org.calcoolation.game.store.StoreAccess;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A guest's daily games when that browser signs in (issue 40): carried into the account with their finish
 * as the server measured it, but a rung the account played itself keeps the account's own game.
 */
class GuestHandoverTest extends OnGameDatabase {

    @Autowired
    DailyPuzzleService daily;

    private DailyPuzzle puzzle;
    private final PlayerRef.Guest guest = PlayerKeys.random();
    private final PlayerRef.Account account = newAccount();

    @BeforeEach
    void aRung() {
        puzzle = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(LocalDate.of(2026, 6, 2)))
                .puzzles()
                .getFirst();
    }

    private GameState dailyOf(PlayerRef player) {
        return service.dailyGame(player, puzzle.id(), puzzle.puzzle(), puzzle.kind())
                .orElseThrow();
    }

    /** Shows the grid, waits, types the solution a cell every 2 s: a clean finish. */
    private GameState solved(PlayerRef player) {
        GameState game = service.show(seat(dailyOf(player)));
        for (int i = 0; i < 16; i++) {
            clock.advance(Duration.ofSeconds(2));
            service.place(seat(game), cell(i), digit(game, i));
        }
        StoreAccess.saveAllNow(store);
        return service.state(game.id());
    }

    private GuestDailiesCarried carried() {
        return events.stream()
                .filter(GuestDailiesCarried.class::isInstance)
                .map(GuestDailiesCarried.class::cast)
                .reduce((first, second) -> second)
                .orElseThrow();
    }

    @Test
    void a_guests_finished_rung_becomes_the_accounts_with_its_own_server_measured_times() {
        GameState game = solved(guest);
        clock.advance(Duration.ofMinutes(30)); // registering takes a while: it is no part of the time

        service.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(carried().finished()).singleElement().satisfies(finish -> {
            assertThat(finish.gameId()).isEqualTo(game.id());
            assertThat(finish.player()).isEqualTo(account);
            assertThat(finish.dailyPuzzleId()).hasValue(puzzle.id());
            assertThat(finish.outcome()).isEqualTo(Outcome.CLEAN);
            assertThat(finish.elapsed()).isEqualTo(Duration.ofSeconds(32));
            assertThat(finish.finishedAt())
                    .isEqualTo(game.finish().orElseThrow().at());
            assertThat(finish.moves()).hasSize(16);
        });
        assertThat(carried().keptOut()).isEmpty();
        assertThat(restarted().dailyGames(account, List.of(puzzle.id())))
                .extractingByKey(puzzle.id())
                .extracting(GameState::id)
                .isEqualTo(game.id());
        assertThat(restarted().dailyGames(guest, List.of(puzzle.id()))).isEmpty();
    }

    @Test
    void an_account_that_played_the_rung_itself_keeps_its_own_game_and_the_guests_stays_the_guests() {
        GameState own = service.show(seat(dailyOf(account)));
        service.place(seat(own), cell(0), digit(own, 0));
        GameState guests = solved(guest);

        service.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(carried().finished()).isEmpty();
        assertThat(carried().keptOut())
                .containsExactly(new GuestDailiesCarried.KeptOut(puzzle.id(), guests.id(), true));
        for (GameService after : List.of(service, restarted())) {
            GameState accounts = after.dailyGames(account, List.of(puzzle.id())).get(puzzle.id());
            assertThat(accounts.id()).isEqualTo(own.id());
            assertThat(accounts.isFinished())
                    .as("still the account's game in progress")
                    .isFalse();
            assertThat(after.dailyGames(guest, List.of(puzzle.id()))
                            .get(puzzle.id())
                            .id())
                    .isEqualTo(guests.id());
        }
    }

    @Test
    void an_account_that_finished_the_rung_keeps_its_finish_whatever_the_guest_did() {
        GameState own = service.show(seat(dailyOf(account)));
        service.revealSolution(seat(own));
        solved(guest);

        service.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(carried().finished()).isEmpty();
        assertThat(carried().keptOut()).hasSize(1);
        assertThat(restarted().dailyGames(account, List.of(puzzle.id())).get(puzzle.id()))
                .satisfies(g -> {
                    assertThat(g.id()).isEqualTo(own.id());
                    assertThat(g.finish().orElseThrow().outcome()).isEqualTo(Outcome.GIVEN_UP);
                });
    }

    @Test
    void a_rung_the_account_opened_but_never_started_goes_to_the_guests_game() {
        GameState unstarted = dailyOf(account);
        StoreAccess.saveAllNow(store);
        GameState guests = solved(guest);

        service.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(carried().finished()).extracting(GameFinished::gameId).containsExactly(guests.id());
        assertThat(rows.findById(unstarted.id()))
                .as("the account never saw its grid")
                .isEmpty();
        assertThat(restarted()
                        .dailyGames(account, List.of(puzzle.id()))
                        .get(puzzle.id())
                        .id())
                .isEqualTo(guests.id());
    }

    @Test
    void a_guests_rung_in_progress_follows_into_the_account_and_finishes_there() {
        GameState game = service.show(seat(dailyOf(guest)));
        service.place(seat(game), cell(0), digit(game, 0));

        service.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(events).noneMatch(GuestDailiesCarried.class::isInstance);
        for (int i = 1; i < 16; i++) service.place(seat(game), cell(i), digit(game, i));
        StoreAccess.saveAllNow(store);
        assertThat(events)
                .filteredOn(GameFinished.class::isInstance)
                .map(e -> ((GameFinished) e).player())
                .containsExactly(account);
    }

    @Test
    void another_browsers_guest_games_stay_where_they_are() {
        PlayerRef.Guest other = PlayerKeys.random();
        GameState theirs = solved(other);

        service.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(events).noneMatch(GuestDailiesCarried.class::isInstance);
        assertThat(restarted()
                        .dailyGames(other, List.of(puzzle.id()))
                        .get(puzzle.id())
                        .id())
                .isEqualTo(theirs.id());
        assertThat(restarted().dailyGames(account, List.of(puzzle.id()))).isEmpty();
    }

    @Test
    void the_count_of_players_of_a_rung_has_everyone_who_opened_its_grid_guests_included() {
        int before = service.dailyPlayers(List.of(puzzle.id())).getOrDefault(puzzle.id(), 0);
        service.show(seat(dailyOf(guest)));
        service.show(seat(dailyOf(account)));
        dailyOf(newAccount()); // opened, never started
        StoreAccess.saveAllNow(store);

        assertThat(service.dailyPlayers(List.of(puzzle.id()))).containsEntry(puzzle.id(), before + 2);
    }
}
