package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.SavedGame;
import org.calcoolation.game.store.StoreAccess;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/** Daily puzzles' games, one per player and puzzle; games that follow a guest into an account, and go with a deleted one. */
class DailyAndAccountGamesTest extends OnGameDatabase {

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    JdbcTemplate jdbc;

    private DailyPuzzle puzzle;

    @BeforeEach
    void start() {
        puzzle = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(LocalDate.of(2026, 6, 1)))
                .puzzles()
                .getFirst();
    }

    private GameState dailyOf(GameService games, PlayerRef player) {
        return games.dailyGame(
                        player,
                        puzzle.id(),
                        puzzle.puzzle(),
                        new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()))
                .orElseThrow();
    }

    private static int digit(GameState game, Cell cell) {
        return game.puzzle().solution().orElseThrow().digit(cell);
    }

    // ---- daily puzzles ----

    @Test
    void a_player_has_one_game_per_daily_puzzle_and_comes_back_to_it_after_a_restart() {
        PlayerRef ann = newAccount(), ben = newAccount();
        GameState first = dailyOf(service, ann);
        service.show(seat(first));
        service.place(seat(first), new Cell(0, 0), digit(first, new Cell(0, 0)));
        StoreAccess.saveAllNow(store);

        assertThat(dailyOf(service, ann).id()).isEqualTo(first.id());
        assertThat(dailyOf(service, ben).id())
                .as("another player, another game")
                .isNotEqualTo(first.id());

        GameService after = restarted();
        GameState back = dailyOf(after, ann);
        assertThat(back.id()).isEqualTo(first.id());
        assertThat(back.board().value(new Cell(0, 0))).isEqualTo(digit(first, new Cell(0, 0)));
        assertThat(after.dailyGames(ann, List.of(puzzle.id()))).containsOnlyKeys(puzzle.id());
    }

    @Test
    void a_daily_game_waits_for_its_start_and_its_clock_starts_with_the_first_showing() {
        GameState opened = dailyOf(service, newAccount());
        clock.advance(Duration.ofMinutes(3));

        assertThat(opened.started()).isFalse();
        assertThat(service.state(opened.id()).playTime()).isZero();

        service.show(seat(opened));
        clock.advance(Duration.ofSeconds(5));

        assertThat(service.state(opened.id()).playTime()).isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void pages_opening_the_same_daily_puzzle_at_once_share_one_game() throws Exception {
        PlayerRef cat = newAccount();
        CountDownLatch go = new CountDownLatch(1);
        List<Future<UUID>> opened = new ArrayList<>();

        try (ExecutorService pages = Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 8; i++) {
                opened.add(pages.submit(() -> {
                    go.await();
                    return dailyOf(service, cat).id();
                }));
            }
            go.countDown();
        }
        Set<UUID> games = new HashSet<>();
        for (Future<UUID> page : opened) games.add(page.get());

        assertThat(games).hasSize(1);
        StoreAccess.saveAllNow(store);
        assertThat(restarted().dailyGames(cat, List.of(puzzle.id())))
                .extractingByKey(puzzle.id())
                .extracting(GameState::id)
                .isEqualTo(games.iterator().next());
    }

    @Test
    void a_daily_game_is_never_taken_for_the_practice_game_in_progress() {
        PlayerRef dan = newAccount();
        GameState practice = service.newGame(dan, EASY_4);
        dailyOf(service, dan);
        StoreAccess.saveAllNow(store);

        assertThat(restarted().current(dan)).get().extracting(GameState::id).isEqualTo(practice.id());
    }

    @Test
    void a_daily_games_finish_is_told_with_its_daily_puzzle_and_its_player() {
        PlayerRef eve = newAccount();
        GameState game = dailyOf(service, eve);
        service.show(seat(game));
        clock.advance(Duration.ofSeconds(3));

        service.revealSolution(seat(game));

        assertThat(events)
                .filteredOn(GameFinished.class::isInstance)
                .map(GameFinished.class::cast)
                .singleElement()
                .satisfies(finished -> {
                    assertThat(finished.player()).isEqualTo(eve);
                    assertThat(finished.dailyPuzzleId()).hasValue(puzzle.id());
                    assertThat(finished.kind())
                            .isEqualTo(new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()));
                    assertThat(finished.puzzleId()).isEqualTo(game.puzzleId());
                });
    }

    // ---- guests and accounts ----

    @Test
    void a_guest_who_signs_in_keeps_the_game_in_progress_and_plays_on_without_a_notice() {
        PlayerRef.Guest guest = PlayerKeys.random();
        PlayerRef.Account account = newAccount();
        GameState game = service.newGame(guest, EASY_4);
        service.place(seat(game), new Cell(1, 1), 3);
        assertThat(service.state(game.id()).board().value(new Cell(1, 1)))
                .as("shown by the move")
                .isEqualTo(3);

        service.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(service.current(account)).get().satisfies(g -> {
            assertThat(g.id()).isEqualTo(game.id());
            assertThat(g.board().value(new Cell(1, 1))).isEqualTo(3);
        });
        assertThat(service.current(guest)).isEmpty();

        GameState playedOn = service.place(seat(game), new Cell(2, 2), 4);
        StoreAccess.saveAllNow(store);
        assertThat(service.state(game.id()).notice()).isEmpty();
        assertThat(restarted().current(account))
                .get()
                .extracting(GameState::board)
                .isEqualTo(playedOn.board());
        assertThat(restarted().current(guest)).isEmpty();
    }

    @Test
    void a_guests_stored_games_follow_into_the_account_after_a_restart_too() {
        PlayerRef.Guest guest = PlayerKeys.random();
        PlayerRef.Account account = newAccount();
        GameState game = service.newGame(guest, EASY_4);
        StoreAccess.saveAllNow(store);

        GameService after = restarted();
        after.guestSignedIn(new GuestSignedIn(guest, account));

        assertThat(after.current(account)).get().extracting(GameState::id).isEqualTo(game.id());
        assertThat(after.current(guest)).isEmpty();
    }

    @Test
    void a_guests_finish_is_told_as_the_guests_and_an_accounts_as_the_accounts() {
        PlayerRef guest = PlayerKeys.random(), account = newAccount();
        for (PlayerRef player : List.of(guest, account)) {
            GameState game = service.newGame(player, EASY_4);
            service.revealSolution(seat(game));
        }

        assertThat(events)
                .filteredOn(GameFinished.class::isInstance)
                .map(GameFinished.class::cast)
                .extracting(GameFinished::player)
                .containsExactly(guest, account);
    }

    @Test
    void deleting_an_account_deletes_its_games_in_memory_and_stored() {
        PlayerRef.Account fay = newAccount();
        GameState stored = service.newGame(fay, EASY_4);
        GameState dailyGame = dailyOf(service, fay);
        StoreAccess.saveAllNow(store);
        clock.advance(Duration.ofSeconds(1));
        GameState inMemoryOnly = service.newGame(fay, EASY_4);

        new TransactionTemplate(transactions)
                .executeWithoutResult(tx -> service.accountDeleted(new AccountDeleted(fay.id(), "fay")));

        assertThat(rows.findAllById(List.of(stored.id(), dailyGame.id(), inMemoryOnly.id())))
                .isEmpty();
        assertThat(service.current(fay)).isEmpty();
        assertThat(service.dailyGames(fay, List.of(puzzle.id()))).isEmpty();
        StoreAccess.saveAllNow(store);
        assertThat(rows.findAllById(List.of(inMemoryOnly.id())))
                .as("not stored afterwards")
                .isEmpty();
        assertThat(restarted().current(fay)).isEmpty();
    }

    @Test
    void deleting_an_account_leaves_the_games_of_others() {
        PlayerRef.Account gil = newAccount(), hal = newAccount();
        service.newGame(gil, EASY_4);
        GameState kept = service.newGame(hal, EASY_4);
        StoreAccess.saveAllNow(store);

        new TransactionTemplate(transactions)
                .executeWithoutResult(tx -> service.accountDeleted(new AccountDeleted(gil.id(), "gil")));

        assertThat(service.current(hal)).get().extracting(GameState::id).isEqualTo(kept.id());
        assertThat(rows.existsById(kept.id())).isTrue();
        assertThat(rows.findTop5ByPlayerKeyAndDailyPuzzleIdIsNullOrderByUpdatedAtDesc(SavedGame.keyOf(gil)))
                .isEmpty();
    }

    @Test
    void a_daily_game_that_cannot_be_read_back_is_kept_and_no_second_one_is_started() {
        PlayerRef.Account player = newAccount();
        GameState first = dailyOf(service, player);
        service.show(seat(first));
        StoreAccess.saveAllNow(store);
        jdbc.update("update saved_game set puzzle_id = '4:not a puzzle' where id = ?", first.id());

        GameService restarted = restarted();
        Optional<GameState> again = restarted.dailyGame(
                player,
                puzzle.id(),
                puzzle.puzzle(),
                new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()));

        assertThat(again).isEmpty();
        assertThat(rows.findById(first.id())).as("kept as it was").isPresent();
        assertThat(jdbc.queryForObject(
                        "select count(*) from saved_game where daily_puzzle_id = ? and player_key = ?",
                        Integer.class,
                        puzzle.id(),
                        "account:" + player.id()))
                .isEqualTo(1);
    }
}
