package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Predicate;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.PersonalBests;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.dao.DataAccessException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * A finished game reaches the records through the GameFinished event, in the transaction that stores
 * the finish: both are stored, or neither.
 */
@SpringBootTest
class FinishedGamesTest {

    @Autowired
    ApplicationEventPublisher events;

    @Autowired
    PlatformTransactionManager transactionManager;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    PersonalBests solveRecords;

    @Autowired
    GameService games;

    private static final Instant FINISHED = Instant.parse("2026-11-20T10:00:00Z");

    private static GameFinished finish(PlayerRef player, Outcome outcome, long playSeconds, long elapsedSeconds) {
        return new GameFinished(
                UUID.randomUUID(),
                player,
                OptionalLong.empty(),
                "4:x",
                new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD),
                outcome,
                Duration.ofSeconds(playSeconds),
                Duration.ofSeconds(elapsedSeconds),
                FINISHED,
                List.of());
    }

    private PlayerRef.Account account() {
        return new PlayerRef.Account(Players.insert(jdbc, null));
    }

    private int recordsOf(UUID gameId) {
        return jdbc.queryForObject("select count(*) from solve_record where game_id = ?", Integer.class, gameId);
    }

    @Test
    void a_finish_published_in_a_transaction_is_recorded_in_that_transaction() {
        GameFinished finished = finish(account(), Outcome.CLEAN, 61, 75);

        int seenInside = new TransactionTemplate(transactionManager).execute(status -> {
            events.publishEvent(finished);
            return recordsOf(finished.gameId());
        });

        assertThat(seenInside).as("records inside the publishing transaction").isEqualTo(1);
        assertThat(jdbc.queryForMap(
                        "select outcome, millis, elapsed_millis, player_id from solve_record where game_id = ?",
                        finished.gameId()))
                .containsEntry("OUTCOME", "CLEAN")
                .containsEntry("MILLIS", 61_000L)
                .containsEntry("ELAPSED_MILLIS", 75_000L)
                .containsEntry("PLAYER_ID", ((PlayerRef.Account) finished.player()).id());
        assertThat(solveRecords.isPersonalBest(finished.gameId())).isTrue();
    }

    @Test
    void a_finish_whose_transaction_rolls_back_is_not_recorded() {
        GameFinished finished = finish(account(), Outcome.CLEAN, 61, 75);

        new TransactionTemplate(transactionManager).executeWithoutResult(status -> {
            events.publishEvent(finished);
            status.setRollbackOnly();
        });

        assertThat(recordsOf(finished.gameId())).isZero();
    }

    @Test
    void a_record_that_cannot_be_written_fails_the_transaction_that_stores_the_finish() {
        // No such player: the record's foreign key refuses it, as a database that cannot write would.
        GameFinished finished = finish(new PlayerRef.Account(Long.MAX_VALUE - 7), Outcome.CLEAN, 61, 75);

        assertThatThrownBy(() -> new TransactionTemplate(transactionManager)
                        .executeWithoutResult(status -> events.publishEvent(finished)))
                .isInstanceOf(DataAccessException.class);

        assertThat(recordsOf(finished.gameId())).isZero();
    }

    @Test
    void a_solve_whose_record_cannot_be_written_is_never_shown_as_stored_and_is_recorded_once_it_can_be()
            throws InterruptedException {
        long id = Long.MAX_VALUE - ThreadLocalRandom.current().nextLong(1_000_000);
        PlayerRef.Account notYetThere = new PlayerRef.Account(id);
        GameState game = games.newGame(notYetThere, new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD));
        Seat seat = new Seat(game.id(), "page");
        games.show(seat);
        Grid solution = game.puzzle().solution().orElseThrow();
        for (int i = 0; i < 16; i++) games.place(seat, Cell.ofIndex(i, 4), solution.digit(Cell.ofIndex(i, 4)));

        GameState failing = awaitState(game.id(), GameState::saveFailing);
        assertThat(failing.isFinished()).isTrue();
        assertThat(failing.recorded())
                .as("a finish without its record is not stored")
                .isFalse();
        assertThat(recordsOf(game.id())).isZero();
        assertThat(jdbc.queryForObject(
                        "select count(*) from saved_game where id = ? and finished_at is not null",
                        Integer.class,
                        game.id()))
                .as("the finish rolled back with its record")
                .isZero();

        // The player's row appears (the database can write again): the store's next try stores both.
        Players.insertWithId(jdbc, id);
        GameState stored = awaitState(game.id(), GameState::recorded);

        assertThat(stored.saveFailing()).isFalse();
        assertThat(jdbc.queryForObject("select outcome from solve_record where game_id = ?", String.class, game.id()))
                .isEqualTo("CLEAN");
        assertThat(solveRecords.isPersonalBest(game.id())).isTrue();
    }

    /** The game once {@code until} holds, read as a page reads it, for at most 10 s (the store's back-off is 2 s). */
    private GameState awaitState(UUID id, Predicate<GameState> until) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        GameState state = games.state(id);
        while (!until.test(state)) {
            if (System.nanoTime() > deadline) throw new AssertionError("the game never reached the state: " + state);
            Thread.sleep(50);
            state = games.state(id);
        }
        return state;
    }

    @Test
    void a_finish_published_outside_a_transaction_is_recorded_at_once() {
        GameFinished finished = finish(account(), Outcome.GIVEN_UP, 30, 40);

        events.publishEvent(finished);

        assertThat(jdbc.queryForObject(
                        "select outcome from solve_record where game_id = ?", String.class, finished.gameId()))
                .isEqualTo("GIVEN_UP");
        assertThat(solveRecords.isPersonalBest(finished.gameId()))
                .as("giving up is no best")
                .isFalse();
    }

    @Test
    void a_guests_finish_records_nothing() {
        GameFinished finished = finish(new PlayerRef.Guest("0123456789abcdef0123456789abcdef"), Outcome.CLEAN, 61, 75);

        new TransactionTemplate(transactionManager).executeWithoutResult(status -> events.publishEvent(finished));
        events.publishEvent(finished);

        assertThat(recordsOf(finished.gameId())).isZero();
    }

    @Test
    void the_same_finish_published_twice_is_recorded_once() {
        GameFinished finished = finish(account(), Outcome.ASSISTED, 61, 75);

        events.publishEvent(finished);
        new TransactionTemplate(transactionManager).executeWithoutResult(status -> events.publishEvent(finished));

        assertThat(recordsOf(finished.gameId())).isEqualTo(1);
    }
}
