package org.calcoolation.practice;

import org.calcoolation.game.store.GameFinished;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Ends each timed draw whose game finishes, in the transaction that stores the finish (as
 * {@link RatedFinishes} scores rated ones): the finish and the draw's end are stored together. A finish
 * refused (told again, or not the draw's player) is logged and changes nothing.
 */
@Component
class TimedFinishes {

    private static final Logger log = LoggerFactory.getLogger(TimedFinishes.class);

    private final TimedService timed;

    TimedFinishes(TimedService timed) {
        this.timed = timed;
    }

    @EventListener
    @Transactional
    void end(GameFinished finished) {
        if (timed.finish(finished) instanceof TimedService.Refused(String reason, var arguments))
            log.warn("Timed finish of game {} refused: {}", finished.gameId(), reason);
    }
}
