package org.calcoolation.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.StoreAccess;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Gold solves through the service, on a real database (issue 40): the finish tells the stats whether
 * it was gold, as the server counted it, and an account's live-marks switch is remembered from game
 * to game, a daily's included, after a restart too.
 */
class GoldSolvesStoredTest extends OnGameDatabase {

    private static final Settings MARKS_OFF = new Settings(true, false);

    @Autowired
    DailyPuzzleService daily;

    private DailyPuzzle puzzle;

    @BeforeEach
    void rung() {
        puzzle = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(LocalDate.of(2026, 6, 1)))
                .puzzles()
                .getFirst();
    }

    private GameState dailyOf(GameService games, PlayerRef player) {
        GameState game = games.dailyGame(
                        player,
                        puzzle.id(),
                        puzzle.puzzle(),
                        new PuzzleKind(puzzle.size(), puzzle.difficulty(), puzzle.variant()))
                .orElseThrow();
        return games.show(seat(game));
    }

    private void solve(GameState game) {
        Grid solution = game.puzzle().solution().orElseThrow();
        int n = solution.size();
        for (int i = 0; i < n * n; i++) {
            clock.advance(Duration.ofSeconds(2));
            service.place(seat(game), Cell.ofIndex(i, n), solution.digit(Cell.ofIndex(i, n)));
        }
    }

    private GameFinished finishOf(GameState game) {
        return events.stream()
                .filter(GameFinished.class::isInstance)
                .map(GameFinished.class::cast)
                .filter(f -> f.gameId().equals(game.id()))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void a_daily_solved_with_live_marks_off_and_no_help_is_told_as_gold() {
        PlayerRef.Account eve = newAccount();
        GameState game = dailyOf(service, eve);
        service.changeSettings(seat(game), MARKS_OFF);

        solve(game);

        assertThat(finishOf(game).outcome()).isEqualTo(Outcome.CLEAN);
        assertThat(finishOf(game).gold()).isTrue();
    }

    @Test
    void the_same_solve_with_one_hint_is_not_gold() {
        PlayerRef.Account eve = newAccount();
        GameState game = dailyOf(service, eve);
        service.changeSettings(seat(game), MARKS_OFF);
        service.hint(seat(game));

        solve(game);

        assertThat(finishOf(game).outcome()).isEqualTo(Outcome.ASSISTED);
        assertThat(finishOf(game).gold()).isFalse();
    }

    @Test
    void live_marks_left_on_make_a_clean_solve_that_is_not_gold() {
        GameState game = dailyOf(service, newAccount());
        assertThat(game.settings().liveMarks())
                .as("on until the player turns them off")
                .isTrue();

        solve(game);

        assertThat(finishOf(game).outcome()).isEqualTo(Outcome.CLEAN);
        assertThat(finishOf(game).gold()).isFalse();
    }

    @Test
    void an_accounts_live_marks_switch_is_remembered_for_its_next_daily_after_a_restart() {
        PlayerRef.Account eve = newAccount();
        GameState practice = service.show(seat(service.newGame(eve, EASY_4)));
        service.changeSettings(seat(practice), MARKS_OFF);
        StoreAccess.saveDue(store);

        GameState next = dailyOf(restarted(), eve);

        assertThat(next.settings()).isEqualTo(MARKS_OFF);
    }

    @Test
    void a_switch_turned_in_a_daily_is_remembered_for_the_practice_game_after_it() {
        PlayerRef.Account eve = newAccount();
        service.newGame(eve, EASY_4);
        GameState rung = dailyOf(service, eve);
        service.changeSettings(seat(rung), MARKS_OFF);

        assertThat(service.newGame(eve, EASY_4).settings()).isEqualTo(MARKS_OFF);
    }

    @Test
    void a_guests_settings_still_go_from_their_game_to_the_next() {
        PlayerRef guest = PlayerKeys.random();
        GameState first = service.show(seat(service.newGame(guest, EASY_4)));
        service.changeSettings(seat(first), MARKS_OFF);

        assertThat(service.newGame(guest, EASY_4).settings()).isEqualTo(MARKS_OFF);
        assertThat(settings.of(guest)).as("no row for a guest").isEmpty();
    }

    @Test
    void a_deleted_account_leaves_no_settings_behind() {
        PlayerRef.Account eve = newAccount();
        GameState game = service.show(seat(service.newGame(eve, EASY_4)));
        service.changeSettings(seat(game), MARKS_OFF);
        assertThat(settings.of(eve)).contains(MARKS_OFF);

        new TransactionTemplate(transactions)
                .executeWithoutResult(tx -> settings.forget(new AccountDeleted(eve.id(), "eve")));

        assertThat(settings.of(eve)).isEmpty();
    }
}
