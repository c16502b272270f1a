package org.calcoolation.learn;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.solve.Technique;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.store.GameState;
import org.calcoolation.learn.LearnService.Standing;
import org.calcoolation.learn.LearnService.Started;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Learning progress on a real database (H2, and PostgreSQL in {@code surefire:test@postgresql}), with
 * games played through the game service as a page plays them, so each finish comes as the game
 * store publishes it. Every test plays as new guests: the database outlives a run.
 */
@SpringBootTest
class LearnServiceTest {

    @Autowired
    LearnService learn;

    @Autowired
    GameService games;

    @Autowired
    PlayerService players;

    @Autowired
    ApplicationEventPublisher events;

    @Autowired
    TransactionTemplate transactions;

    private static PlayerRef guest() {
        return PlayerKeys.random();
    }

    private enum How {
        CLEAN,
        WITH_A_HINT
    }

    private UUID started(Started started) {
        assertThat(started).isInstanceOf(Started.Game.class);
        return ((Started.Game) started).id();
    }

    /** Types the solution in, as a page would; a hint first if asked. */
    private void play(UUID id, How how) {
        Seat seat = new Seat(id, "page");
        GameState game = games.show(seat);
        if (how == How.WITH_A_HINT) games.hint(seat);
        Grid solution = game.puzzle().solution().orElseThrow();
        int n = game.puzzle().size();
        for (int i = 0; i < n * n; i++) games.place(seat, Cell.ofIndex(i, n), solution.digit(Cell.ofIndex(i, n)));
    }

    /** The finish is stored by the game store's writer, just after the last digit; the progress follows it. */
    private static void await(BooleanSupplier done) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) throw new AssertionError("no progress 20 s after the finish");
            LockSupport.parkNanos(20_000_000);
        }
    }

    @Test
    void three_clean_solves_in_a_row_mark_a_technique_learnt() {
        PlayerRef player = guest();
        assertThat(learn.standing(player, Technique.SINGLE)).isEqualTo(Standing.NONE);
        for (int k = 1; k <= 3; k++) {
            UUID game = started(learn.practise(player, Technique.SINGLE));
            assertThat(games.current(player).map(GameState::id))
                    .as("the game is /play's current one")
                    .contains(game);
            assertThat(games.state(game).puzzle().size()).isEqualTo(4);
            play(game, How.CLEAN);
            int solves = k;
            await(() -> learn.standing(player, Technique.SINGLE).inARow() == solves);
            assertThat(learn.standing(player, Technique.SINGLE).learnt()).isEqualTo(k == 3);
        }
        assertThat(learn.standings(player)).containsOnlyKeys(Technique.SINGLE);
    }

    @Test
    void a_solve_with_help_starts_the_count_again_and_learnt_stays_learnt() {
        PlayerRef player = guest();
        play(started(learn.practise(player, Technique.CAGE_CELLS)), How.CLEAN);
        await(() -> learn.standing(player, Technique.CAGE_CELLS).inARow() == 1);
        UUID helped = started(learn.practise(player, Technique.CAGE_CELLS));
        play(helped, How.WITH_A_HINT);
        await(() -> games.state(helped).isFinished());
        await(() -> learn.standing(player, Technique.CAGE_CELLS).inARow() == 0);
        assertThat(learn.standing(player, Technique.CAGE_CELLS).learnt()).isFalse();
    }

    @Test
    void the_path_moves_on_one_stop_at_a_time() {
        PlayerRef player = guest();
        assertThat(learn.pathSolved(player)).isZero();
        assertThat(learn.path(player, 2)).isEqualTo(new Started.Refused("Solve puzzle 1 of the path first."));
        assertThat(learn.path(player, 21)).isInstanceOf(Started.Refused.class);
        UUID first = started(learn.path(player, 1));
        assertThat(games.state(first).puzzle().size()).isEqualTo(3);
        play(first, How.WITH_A_HINT);
        await(() -> learn.pathSolved(player) == 1);
        // Played again, a stop already solved moves nothing.
        play(started(learn.path(player, 1)), How.CLEAN);
        UUID second = started(learn.path(player, 2));
        play(second, How.CLEAN);
        await(() -> learn.pathSolved(player) == 2);
        assertThat(learn.path(player, 4)).isInstanceOf(Started.Refused.class);
    }

    @Test
    void a_guest_who_signs_in_brings_their_progress_to_the_account() {
        PlayerRef.Guest guest = PlayerKeys.random();
        play(started(learn.practise(guest, Technique.SINGLE)), How.CLEAN);
        play(started(learn.path(guest, 1)), How.CLEAN);
        await(() -> learn.pathSolved(guest) == 1
                && learn.standing(guest, Technique.SINGLE).inARow() == 1);
        UUID open = started(learn.practise(guest, Technique.SINGLE));
        String name = "learner_" + UUID.randomUUID().toString().substring(0, 8);
        String password = "one technique at a time";
        RegisterResult r = players.register(new PlayerService.Registration(name, password, password, null));
        PlayerRef.Account account =
                new PlayerRef.Account(((RegisterResult.Registered) r).player().id());

        transactions.executeWithoutResult(tx -> events.publishEvent(new GuestSignedIn(guest, account)));

        assertThat(learn.standing(account, Technique.SINGLE).inARow()).isEqualTo(1);
        assertThat(learn.pathSolved(account)).isEqualTo(1);
        assertThat(learn.standings(guest)).isEmpty();
        assertThat(learn.pathSolved(guest)).isZero();
        // The game the guest left open is the account's now, and its finish counts there.
        play(open, How.CLEAN);
        await(() -> learn.standing(account, Technique.SINGLE).inARow() == 2);
    }

    @Test
    void a_game_not_started_from_learn_moves_nothing_and_one_players_progress_is_not_anothers() {
        PlayerRef player = guest();
        PlayerRef other = guest();
        GameState game = games.newGame(player, new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD));
        play(game.id(), How.CLEAN);
        UUID learnt = started(learn.practise(other, Technique.SINGLE));
        play(learnt, How.CLEAN);
        await(() -> learn.standing(other, Technique.SINGLE).inARow() == 1);
        await(() -> games.state(game.id()).isFinished());
        assertThat(learn.standings(player)).isEmpty();
        assertThat(learn.pathSolved(player)).isZero();
    }
}
