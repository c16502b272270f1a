package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.GameStore;
import org.calcoolation.game.store.PracticeGame;
import org.calcoolation.game.store.StoreAccess;
import org.junit.jupiter.api.Test;

/**
 * Several practice games per player, on a real H2 file: the list, resuming and discarding, the cap,
 * a restart, and two nodes. "A restart" or "another node" is a second store on the same database.
 */
class PracticeGamesTest extends OnGameDatabase {

    private static final PuzzleKind EASY_5 = new PuzzleKind(5, Difficulty.EASY, Variant.STANDARD);

    /** A new practice game, shown on a page, with one digit written in its first cell; a minute later than the last. */
    private GameState played(GameService on, PuzzleKind kind, int digit) {
        clock.advance(Duration.ofMinutes(1));
        GameState game = on.show(new Seat(on.newGame(player, kind).id(), "page"));
        return on.place(new Seat(game.id(), "page"), new Cell(0, 0), digit);
    }

    private static List<UUID> ids(List<PracticeGame> games) {
        return games.stream().map(PracticeGame::id).toList();
    }

    @Test
    void a_new_puzzle_keeps_the_game_before_it_and_both_are_listed_last_played_first() {
        GameState first = played(service, EASY_4, 1);
        GameState second = played(service, EASY_5, 2);

        List<PracticeGame> list = service.practiceGames(player);

        assertThat(ids(list)).containsExactly(second.id(), first.id());
        assertThat(list.getFirst().kind()).isEqualTo(EASY_5);
        assertThat(list.getFirst().filled()).isEqualTo(1);
        assertThat(list.getFirst().cells()).isEqualTo(25);
        assertThat(service.state(first.id()).board().value(new Cell(0, 0)))
                .as("the first keeps its digit")
                .isEqualTo(1);
    }

    @Test
    void a_resumed_game_becomes_current_with_its_digits_and_comes_back_after_a_restart() {
        GameState first = played(service, EASY_4, 3);
        GameState second = played(service, EASY_5, 2);
        StoreAccess.saveAllNow(store);

        clock.advance(Duration.ofMinutes(1));
        GameState resumed = service.resume(player, first.id()).orElseThrow();
        service.place(new Seat(first.id(), "page"), new Cell(1, 1), 4);
        StoreAccess.saveAllNow(store);

        assertThat(resumed.board().value(new Cell(0, 0))).isEqualTo(3);
        // Each row says when its game was last played, not when a save wrote it: a forced save writes many at one
        // instant.
        assertThat(rows.findById(first.id()).orElseThrow().updatedAt()).isEqualTo(clock.instant());
        assertThat(rows.findById(second.id()).orElseThrow().updatedAt())
                .isEqualTo(clock.instant().minus(Duration.ofMinutes(1)));
        assertThat(service.current(player)).get().extracting(GameState::id).isEqualTo(first.id());
        GameService restarted = serviceOn(newStore());
        assertThat(restarted.current(player)).get().extracting(GameState::id).isEqualTo(first.id());
        assertThat(restarted.state(first.id()).board().value(new Cell(1, 1))).isEqualTo(4);
        assertThat(restarted.practiceGames(player)).hasSize(2);
    }

    @Test
    void a_discarded_game_leaves_the_list_memory_and_the_database() {
        GameState first = played(service, EASY_4, 1);
        GameState second = played(service, EASY_4, 2);
        StoreAccess.saveAllNow(store);

        assertThat(service.discard(player, first.id())).isTrue();

        assertThat(ids(service.practiceGames(player))).containsExactly(second.id());
        assertThat(rows.findById(first.id())).isEmpty();
        assertThat(StoreAccess.isHeld(store, first.id())).isFalse();
        assertThat(service.discard(player, first.id())).as("only once").isFalse();
    }

    @Test
    void a_game_nobody_wrote_in_makes_way_for_the_next_and_is_not_listed() {
        GameState untouched =
                service.show(new Seat(service.newGame(player, EASY_4).id(), "page"));
        StoreAccess.saveAllNow(store);
        GameState next = played(service, EASY_5, 1);

        assertThat(ids(service.practiceGames(player))).containsExactly(next.id());
        assertThat(rows.findById(untouched.id())).isEmpty();
    }

    @Test
    void the_heartbeat_of_a_page_whose_game_was_discarded_elsewhere_is_let_be() {
        GameState shown = played(service, EASY_4, 1);
        played(service, EASY_4, 2);
        service.discard(player, shown.id());

        service.contact(new Seat(shown.id(), "page"));

        assertThat(rows.findById(shown.id())).isEmpty();
        assertThat(StoreAccess.isHeld(store, shown.id())).isFalse();
    }

    @Test
    void another_player_cannot_resume_or_discard_a_game() {
        GameState mine = played(service, EASY_4, 1);
        StoreAccess.saveAllNow(store);
        PlayerRef stranger = PlayerKeys.random();

        assertThat(service.resume(stranger, mine.id())).isEmpty();
        assertThat(service.discard(stranger, mine.id())).isFalse();
        assertThat(service.practiceGames(stranger)).isEmpty();
        assertThat(rows.findById(mine.id())).isPresent();
    }

    @Test
    void at_the_cap_a_new_puzzle_discards_the_game_played_longest_ago_and_says_which_beforehand() {
        List<GameState> games = new ArrayList<>();
        for (int i = 0; i < GameService.PRACTICE_GAMES; i++) games.add(played(service, EASY_4, 1 + i % 4));
        StoreAccess.saveAllNow(store);
        // The oldest one is played again, so the second is now the one played longest ago.
        clock.advance(Duration.ofMinutes(1));
        service.resume(player, games.getFirst().id());
        service.place(new Seat(games.getFirst().id(), "page"), new Cell(3, 3), 2);

        assertThat(service.discardedByNewGame(player))
                .get()
                .extracting(PracticeGame::id)
                .isEqualTo(games.get(1).id());
        GameState added = played(service, EASY_5, 1);
        StoreAccess.saveAllNow(store);

        List<PracticeGame> list = service.practiceGames(player);
        assertThat(list).hasSize(GameService.PRACTICE_GAMES);
        assertThat(ids(list))
                .contains(added.id(), games.getFirst().id())
                .doesNotContain(games.get(1).id());
        assertThat(rows.findById(games.get(1).id())).isEmpty();
    }

    @Test
    void below_the_cap_a_new_puzzle_discards_nothing() {
        for (int i = 0; i < GameService.PRACTICE_GAMES - 1; i++) played(service, EASY_4, 1);

        assertThat(service.discardedByNewGame(player)).isEmpty();
    }

    @Test
    void finished_games_and_daily_games_are_not_in_the_list() {
        GameState done = played(service, EASY_4, 1);
        service.revealSolution(new Seat(done.id(), "page"));
        GameState open = played(service, EASY_4, 2);

        assertThat(ids(service.practiceGames(player))).containsExactly(open.id());
    }

    @Test
    void a_solved_game_is_not_listed_while_on_screen_nor_after_a_restart() {
        GameState solved = played(service, EASY_4, 1);
        GameState open = played(service, EASY_4, 2);
        service.resume(player, solved.id());
        Seat seat = new Seat(solved.id(), "page");
        for (int i = 0; i < 16; i++) service.place(seat, cell(i), digit(solved, i));
        assertThat(service.state(solved.id()).isFinished())
                .as("the last digit solves it")
                .isTrue();

        assertThat(ids(service.practiceGames(player)))
                .as("in memory, the current game")
                .containsExactly(open.id());
        assertThat(service.discardedByNewGame(player)).isEmpty();
        StoreAccess.saveAllNow(store);
        assertThat(ids(restarted().practiceGames(player))).as("read from rows").containsExactly(open.id());
    }

    @Test
    void a_game_given_up_is_not_listed_while_on_screen_nor_after_a_restart() {
        GameState open = played(service, EASY_4, 2);
        GameState given = played(service, EASY_4, 1);
        service.revealSolution(new Seat(given.id(), "page"));

        assertThat(ids(service.practiceGames(player))).containsExactly(open.id());
        StoreAccess.saveAllNow(store);
        assertThat(ids(restarted().practiceGames(player))).containsExactly(open.id());
    }

    @Test
    void a_game_played_on_another_node_is_listed_here_and_neither_node_overwrites_the_others_game() {
        GameStore thereStore = newStore();
        GameService there = serviceOn(thereStore);
        GameState here = played(service, EASY_4, 1);
        StoreAccess.saveAllNow(store);
        GameState elsewhere = played(there, EASY_5, 2);
        StoreAccess.saveAllNow(thereStore);

        // Each node keeps playing its own game, and stores it.
        service.place(new Seat(here.id(), "page"), new Cell(0, 1), 3);
        there.place(new Seat(elsewhere.id(), "page"), new Cell(0, 1), 4);
        StoreAccess.saveAllNow(store);
        StoreAccess.saveAllNow(thereStore);

        assertThat(ids(service.practiceGames(player))).containsExactlyInAnyOrder(here.id(), elsewhere.id());
        GameService restarted = serviceOn(newStore());
        assertThat(restarted.state(here.id()).board().value(new Cell(0, 1))).isEqualTo(3);
        assertThat(restarted.state(elsewhere.id()).board().value(new Cell(0, 1)))
                .isEqualTo(4);
        assertThat(restarted.state(elsewhere.id()).board().value(new Cell(0, 0)))
                .isEqualTo(2);
    }

    @Test
    void a_game_discarded_on_one_node_is_not_written_back_by_the_node_that_still_holds_it() {
        GameStore thereStore = newStore();
        GameService there = serviceOn(thereStore);
        GameState game = played(service, EASY_4, 1);
        StoreAccess.saveAllNow(store);
        there.state(game.id()); // the other node holds it too

        service.discard(player, game.id());
        there.place(new Seat(game.id(), "page"), new Cell(2, 2), 3);
        StoreAccess.saveAllNow(thereStore);

        assertThat(rows.findById(game.id())).isEmpty();
        assertThat(StoreAccess.isHeld(thereStore, game.id()))
                .as("dropped once it finds its row gone")
                .isFalse();
    }
}
