package org.calcoolation.practice;

import java.util.Collection;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.game.GamesApart;
import org.springframework.stereotype.Component;

/**
 * A timed draw's game is played apart from practice, as a rated one is: not in /play's list or its cap,
 * and never /play's current game, whose Share would show the pool puzzle's Keen ID.
 */
@Component
class TimedGamesApart implements GamesApart {

    private final TimedDraws draws;

    TimedGamesApart(TimedDraws draws) {
        this.draws = draws;
    }

    @Override
    public Set<UUID> apart(Collection<UUID> games) {
        return draws.timed(games);
    }
}
