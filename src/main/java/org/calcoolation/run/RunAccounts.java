package org.calcoolation.run;

import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.practice.PlayerKey;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/** A deleted account's runs go with it, off the boards. */
@Component
class RunAccounts {

    private final Runs runs;

    RunAccounts(Runs runs) {
        this.runs = runs;
    }

    @EventListener
    void accountDeleted(AccountDeleted event) {
        runs.forget(PlayerKey.of(new PlayerRef.Account(event.playerId())));
    }
}
