package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.function.Supplier;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.store.PracticeGame;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.transaction.CannotCreateTransactionException;

/**
 * The list of practice games while the database cannot be read: the list on show stays, and no
 * error reaches the player. PostgresDownIT met the second kind: the pool had no connection to
 * begin the transaction with, which Spring reports as a transaction's failure, not a data access's.
 */
class PracticeListOutageTest {

    private final Instant now = Instant.parse("2026-11-28T15:00:00Z");
    private final UUID onScreen = UUID.randomUUID();
    private final PracticeGame other = new PracticeGame(
            UUID.randomUUID(),
            new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD),
            now.minusSeconds(600),
            now.minusSeconds(300),
            Duration.ofMinutes(2),
            3);
    private final PracticeList list = new PracticeList(id -> {}, game -> {});

    @Test
    void a_query_that_fails_leaves_the_list_on_show() {
        assertKeptThrough(() -> {
            throw new DataAccessResourceFailureException("the connection was cut");
        });
    }

    @Test
    void a_transaction_that_cannot_begin_leaves_the_list_on_show() {
        assertKeptThrough(() -> {
            throw new CannotCreateTransactionException("Could not open JPA EntityManager for transaction");
        });
    }

    private void assertKeptThrough(Supplier<List<PracticeGame>> unreadable) {
        list.show(List.of(other), onScreen, now);
        assertThat(list.lists(other.id())).isTrue();

        assertThatCode(() -> list.show(unreadable, onScreen, now)).doesNotThrowAnyException();

        assertThat(list.entries())
                .as("the list shown before the outage")
                .singleElement()
                .satisfies(entry -> assertThat(entry.game()).isEqualTo(other));
    }
}
