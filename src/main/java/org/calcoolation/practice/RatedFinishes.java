package org.calcoolation.practice;

import org.calcoolation.game.store.GameFinished;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Scores each finished game that plays a rated attempt, in the transaction that stores its finish
 * (as {@code stats} records it): the finish and its rating are stored together or not at all, and a
 * finish tried again after a failed write is scored then. A finish refused (told again, or not the
 * attempt's player) is logged and changes nothing; it must not roll the finish back.
 */
@Component
class RatedFinishes {

    private static final Logger log = LoggerFactory.getLogger(RatedFinishes.class);

    private final PracticeService practice;

    RatedFinishes(PracticeService practice) {
        this.practice = practice;
    }

    @EventListener
    @Transactional
    void score(GameFinished finished) {
        if (practice.finish(finished) instanceof PracticeService.Refused(String reason))
            log.warn("Rated finish of game {} refused: {}", finished.gameId(), reason);
    }
}
