package org.calcoolation.learn;

import java.time.Clock;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.store.GameFinished;
import org.calcoolation.practice.PlayerKey;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Hears each finished game in the transaction that stores its finish, as {@code practice} scores
 * rated ones: the finish and the progress it makes are stored together or not at all. A guest who
 * signs in brings their progress to the account; an account deleted takes its progress with it.
 */
@Component
class LearnFinishes {

    private final LearnService learn;
    private final LearnTables tables;
    private final Clock clock;

    LearnFinishes(LearnService learn, LearnTables tables, Clock clock) {
        this.learn = learn;
        this.tables = tables;
        this.clock = clock;
    }

    @EventListener
    @Transactional
    void finished(GameFinished finished) {
        learn.finished(finished);
    }

    @EventListener
    @Transactional
    void guestSignedIn(GuestSignedIn signedIn) {
        tables.moved(PlayerKey.of(signedIn.guest()), PlayerKey.of(signedIn.account()), clock.instant());
    }

    @EventListener
    void forget(AccountDeleted deleted) {
        tables.forget(PlayerKey.of(new PlayerRef.Account(deleted.playerId())));
    }
}
