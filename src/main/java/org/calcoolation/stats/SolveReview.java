package org.calcoolation.stats;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A held solve's story, for its player's own data: why it was held ({@link Held}, never
 * {@link Held.Rejected}), and what a moderator decided and when, once they have.
 */
public sealed interface SolveReview {

    /** Held back, waiting for a moderator. */
    record Waiting(Held why) implements SolveReview {}

    /** A moderator watched it and let it rank. */
    record Cleared(Held why, Instant decidedAt) implements SolveReview {}

    /** A moderator left it off for good; {@code why} and {@code decidedAt} are empty for a decision made before they were kept. */
    record Rejected(@Nullable Held why, @Nullable Instant decidedAt) implements SolveReview {}
}
