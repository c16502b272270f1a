/**
 * Games in play, practice and daily: which game a player plays ({@code GameService}, every move
 * as one method on a {@code Seat}), the games in memory with a lock each ({@code GameStore}),
 * their rows in table {@code saved_game} written behind play at most once a second
 * ({@code GameSaver}), the play clock and the help taken. Publishes {@code GameFinished} when a
 * game ends, for {@code stats} to record; listens to the account feature's {@code GuestSignedIn}
 * (publishing {@code GuestDailiesCarried} for the guest's daily finishes it hands over) and
 * {@code AccountDeleted}. Knows players only as {@code PlayerRef}.
 */
@NullMarked
package org.calcoolation.game;

import org.jspecify.annotations.NullMarked;
