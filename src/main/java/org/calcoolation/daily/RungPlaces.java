package org.calcoolation.daily;

import java.util.List;
import org.calcoolation.account.PlayerRef;

/**
 * Where a player's clean solve of a rung stands among a group of players that another feature keeps
 * (a club's members), for the rung's finish panel: one place a group, which the page words in its
 * language, such as "2nd of 5 in Tuesday Solvers". Implemented by the feature that keeps the groups, which depends on this one, so
 * that daily need not know it.
 */
public interface RungPlaces {

    /** Empty when the player's solve of the puzzle is on no such board. */
    List<Place> of(PlayerRef.Account player, DailyPuzzle puzzle);

    /** {@code rank} of {@code among} in the group named {@code group}. */
    record Place(int rank, int among, String group) {}
}
