/**
 * Games in play, practice and daily: which game a player plays ({@code GameService}, every move
 * as one method on a {@code Seat}), the games in memory with a lock each ({@code GameStore}),
 * their rows in table {@code saved_game} written behind play at most once a second
 * ({@code GameSaver}), the play clock and the help taken, and an account's play settings in table
 * {@code play_settings} ({@code PlayerSettings}). Publishes {@code GameFinished} when a
 * game ends, for {@code stats} to record; listens to the account feature's {@code GuestSignedIn}
 * and {@code AccountDeleted}. Knows players only as {@code PlayerRef}.
 */
@NullMarked
package org.calcoolation.game;

import org.jspecify.annotations.NullMarked;
