package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.OptionalLong;
import java.util.UUID;

import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameFinished;
import org.calcoolation.game.Outcome;
import org.calcoolation.game.SolveRecords;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** A finished game reaches the records through the GameFinished event, once its finish is committed. */
@SpringBootTest
class FinishedGamesTest {

    @Autowired
    ApplicationEventPublisher events;

    @Autowired
    PlatformTransactionManager transactionManager;

    @Autowired
    JdbcTemplate jdbc;

    @Autowired
    SolveRecords solveRecords;

    private static final Instant FINISHED = Instant.parse("2026-11-20T10:00:00Z");

    private static GameFinished finish(PlayerRef player, Outcome outcome, long playSeconds, long elapsedSeconds) {
        return new GameFinished(UUID.randomUUID(), player, OptionalLong.empty(), "4:x", new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD),
                outcome, Duration.ofSeconds(playSeconds), Duration.ofSeconds(elapsedSeconds), FINISHED);
    }

    private PlayerRef.Account account() {
        return new PlayerRef.Account(Players.insert(jdbc, null));
    }

    private int recordsOf(UUID gameId) {
        return jdbc.queryForObject("select count(*) from solve_record where game_id = ?", Integer.class, gameId);
    }

    @Test
    void a_finish_published_in_a_transaction_is_recorded_only_once_that_transaction_commits() {
        GameFinished finished = finish(account(), Outcome.CLEAN, 61, 75);

        int seenInside = new TransactionTemplate(transactionManager).execute(status -> {
            events.publishEvent(finished);
            return recordsOf(finished.gameId());
        });

        assertThat(seenInside).as("records inside the publishing transaction").isZero();
        assertThat(jdbc.queryForMap("select outcome, millis, elapsed_millis, player_id from solve_record where game_id = ?", finished.gameId()))
                .containsEntry("OUTCOME", "CLEAN").containsEntry("MILLIS", 61_000L).containsEntry("ELAPSED_MILLIS", 75_000L)
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
    void a_finish_published_after_the_stores_own_commit_is_recorded_at_once() {
        GameFinished finished = finish(account(), Outcome.GIVEN_UP, 30, 40);

        events.publishEvent(finished);

        assertThat(jdbc.queryForObject("select outcome from solve_record where game_id = ?", String.class, finished.gameId()))
                .isEqualTo("GIVEN_UP");
        assertThat(solveRecords.isPersonalBest(finished.gameId())).as("giving up is no best").isFalse();
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
