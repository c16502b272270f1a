package org.calcoolation.practice;

import java.util.Collection;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.game.GamesApart;
import org.springframework.stereotype.Component;

/**
 * Rated games are played apart from practice: not in /play's list or its cap, never /play's current
 * game, whose Share would give the pool puzzle's Keen ID away to the next players it is served to.
 */
@Component
class RatedGamesApart implements GamesApart {

    private final Attempts attempts;

    RatedGamesApart(Attempts attempts) {
        this.attempts = attempts;
    }

    @Override
    public Set<UUID> apart(Collection<UUID> games) {
        return attempts.rated(games);
    }
}
