package org.calcoolation.game;

import java.util.Collection;
import java.util.Set;
import java.util.UUID;

/**
 * Games another feature plays apart from practice, though they are practice games here (no daily
 * puzzle): a rated puzzle, a timed pool's draw, a run's puzzle. They are left out of the player's
 * practice games in progress (the list on /play, its cap of {@link GameService#PRACTICE_GAMES}, the
 * game a new one would discard) and never become /play's current game, whose Share shows the Keen ID
 * a pool must keep to itself. Implemented by the features that start such games.
 */
public interface GamesApart {

    /** Of these games, those played apart. */
    Set<UUID> apart(Collection<UUID> games);
}
