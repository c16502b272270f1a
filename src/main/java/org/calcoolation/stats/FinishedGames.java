package org.calcoolation.stats;

import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.GameFinished;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Records every game a signed-in player finishes, from {@link GameFinished}. Guests keep no records.
 *
 * <p>It runs after the commit that stored the finish, so a finish rolled back is never recorded, and
 * in a transaction of its own: the one that committed can take no more writes. The game store may
 * instead publish after its own commit, with no transaction active; then it runs at once
 * ({@code fallbackExecution}), because the finish is already stored. Either way it runs on the
 * publisher's thread before {@code publishEvent} returns, so a page asking
 * {@link org.calcoolation.game.SolveRecords#isPersonalBest} right after the finish finds the record.
 * A failure to record is logged by Spring when it happens after a commit, and thrown to the
 * publisher when there was no transaction. Recording a game again is harmless: the first record stays.
 */
@Component
class FinishedGames {

    private final StatsService stats;

    FinishedGames(StatsService stats) {
        this.stats = stats;
    }

    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
    @Transactional(propagation = Propagation.REQUIRES_NEW)
    void record(GameFinished finished) {
        switch (finished.player()) {
            case PlayerRef.Guest _ -> {}
            case PlayerRef.Account account -> stats.record(Solve.of(account, finished));
        }
    }
}
