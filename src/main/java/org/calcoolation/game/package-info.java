/**
 * Games in play, practice and daily: which game a player plays ({@code GameService}, every move
 * as one method on a {@code Seat}) and the values other features read ({@code GameState},
 * {@code GameFinished}, {@code Replay}, ...). By role below it: {@code play}, the rules of a game in
 * play (moves, undo, the play time, help); {@code store}, the games in memory with a lock each and
 * their rows in table {@code saved_game}, written behind play at most once a second, and an
 * account's play settings in table {@code play_settings}; {@code ui}, the pages. Publishes {@code GameFinished} when a
 * game ends, for {@code stats} to record; listens to the account feature's {@code GuestSignedIn}
 * (publishing {@code GuestDailiesCarried} for the guest's daily finishes it hands over) and
 * {@code AccountDeleted}. Knows players only as {@code PlayerRef}.
 */
@NullMarked
package org.calcoolation.game;

import org.jspecify.annotations.NullMarked;
