package org.calcoolation.game.play;

import java.time.Duration;
import java.time.Instant;
import org.calcoolation.game.store.GameFinished;

/** How and when a game ended, with both its times (see {@link GameFinished}). */
public record Finish(Outcome outcome, Duration playTime, Duration elapsed, HelpLedger help, Instant at) {

    public boolean isSolve() {
        return outcome.isSolve();
    }

    /** A clean solve with live marks off and no Smart fill, as the server counted it (see {@link HelpLedger#isGold()}). */
    public boolean isGold() {
        return outcome == Outcome.CLEAN && help.isGold();
    }
}
