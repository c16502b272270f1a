package org.calcoolation.game;

import java.util.UUID;
import org.calcoolation.game.store.GameFinished;

/**
 * What the game pages need to know of the records kept from {@link GameFinished}: the stats feature
 * implements it, so that the game feature does not depend on stats (stats depends on game).
 */
public interface PersonalBests {

    /** Whether the game is recorded as a clean solve faster than every other of its player's of the same kind. */
    boolean isPersonalBest(UUID gameId);
}
