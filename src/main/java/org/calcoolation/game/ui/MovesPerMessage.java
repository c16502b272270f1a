package org.calcoolation.game.ui;

import org.calcoolation.base.web.MessageLimit;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The most moves one message from a page may carry (see {@link BoardFormat#MAX_MOVES_A_MESSAGE}), for base.web.RequestGuard. */
@Configuration
class MovesPerMessage {

    @Bean
    MessageLimit moveLimit() {
        return new MessageLimit(BoardFormat.MOVE_EVENT, BoardFormat.MAX_MOVES_A_MESSAGE);
    }
}
