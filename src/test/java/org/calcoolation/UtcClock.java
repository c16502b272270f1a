package org.calcoolation;

import java.time.Clock;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A test's clock in UTC, whose reading the subclass decides: by hand, or the system's unless held. */
public abstract sealed class UtcClock extends Clock permits HandClock, HeldClock {

    @Override
    public final ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public final Clock withZone(ZoneId zone) {
        return this;
    }
}
