package org.calcoolation.practice;

import org.calcoolation.stats.RankedHoldDecided;
import org.calcoolation.stats.RankedMode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * A moderator decided a rated attempt that screening held: cleared, it is rated now, against both
 * sides' ratings of this moment; rejected, it never counts. In the transaction that stores the
 * decision, so that the two are stored together or not at all.
 */
@Component
class HeldAttempts {

    private static final Logger log = LoggerFactory.getLogger(HeldAttempts.class);

    private final Attempts attempts;
    private final Scorer scorer;

    HeldAttempts(Attempts attempts, Scorer scorer) {
        this.attempts = attempts;
        this.scorer = scorer;
    }

    @EventListener
    @Transactional
    void decided(RankedHoldDecided decision) {
        if (decision.mode() != RankedMode.RATED_PUZZLE) return;
        attempts.ofGameForUpdate(decision.gameId())
                .ifPresentOrElse(
                        attempt -> {
                            boolean changed = decision.cleared()
                                    ? scorer.count(attempt).isPresent()
                                    : attempts.reject(attempt.id());
                            if (!changed)
                                log.warn("Rated attempt {} was not held: the decision changes nothing", attempt.id());
                        },
                        () -> log.warn(
                                "No rated attempt plays game {}: its player's data was deleted", decision.gameId()));
    }
}
