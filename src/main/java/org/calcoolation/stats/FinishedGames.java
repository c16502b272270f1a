package org.calcoolation.stats;

import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.store.GameFinished;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Records every game a signed-in player finishes, from {@link GameFinished}. Guests keep no records, so
 * they are on no board; a guest's daily finishes are recorded if that browser signs in ({@link GuestCarries}).
 *
 * <p>It runs in the transaction that stores the finish, before it commits: the finish and its record
 * are stored together or not at all. A record that cannot be written rolls the finish back, so the
 * game store keeps the finish in memory, tells the player it is not saved yet and tries again; a
 * record written after the commit, in a transaction of its own, could fail with the finish already
 * told as stored and nothing left to try again. Recording a game again is harmless: the first record stays.
 */
@Component
class FinishedGames {

    private final StatsService stats;

    FinishedGames(StatsService stats) {
        this.stats = stats;
    }

    @EventListener
    @Transactional
    void record(GameFinished finished) {
        switch (finished.player()) {
            case PlayerRef.Guest _ -> {}
            case PlayerRef.Account account -> stats.record(FinishToRecord.of(account, finished));
        }
    }
}
