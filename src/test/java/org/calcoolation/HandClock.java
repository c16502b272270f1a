package org.calcoolation;

import java.time.Duration;
import java.time.Instant;

/** A clock that stands still until a test moves it by hand. */
public final class HandClock extends UtcClock {

    private Instant now = Instant.parse("2026-11-21T10:00:00Z");

    public void advance(Duration by) {
        now = now.plus(by);
    }

    @Override
    public Instant instant() {
        return now;
    }
}
