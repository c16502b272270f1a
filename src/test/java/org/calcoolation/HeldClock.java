package org.calcoolation;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The system's clock, which a test may hold at a moment of its choosing: a server stamps a move with the
 * moment it reads here, exactly, however late a busy machine runs the test's thread. Hold only moments
 * the system's time has reached, so that letting go never turns the clock back.
 */
public final class HeldClock extends UtcClock {

    private volatile @Nullable Instant held;

    /** From now on, until {@link #release()}, the clock reads {@code at}. */
    public void hold(Instant at) {
        held = at;
    }

    public void release() {
        held = null;
    }

    @Override
    public Instant instant() {
        Instant at = held;
        return at != null ? at : Instant.now();
    }
}
