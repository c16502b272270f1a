package org.calcoolation.game;

import java.time.Duration;
import java.time.Instant;

/** How and when a game ended, with both its times (see {@link GameFinished}). */
public record Finish(Outcome outcome, Duration playTime, Duration elapsed, HelpLedger help, Instant at) {

    public boolean isSolve() {
        return outcome.isSolve();
    }
}
