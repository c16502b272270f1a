/**
 * Games in play, practice and daily: which game a player plays ({@code GameService}, every move
 * as one method on a {@code Seat}), the replays, personal bests and played games other features
 * read. By role below it, as layers (this root uses {@code store} and {@code play}, {@code store}
 * uses {@code play}, never the way back; {@code ArchitectureTest} checks it), each package holding
 * the values it makes: {@code play}, the rules of a game in play (moves, undo, the play time, help)
 * and their values ({@code Outcome}, {@code Finish}, {@code HelpLedger}, {@code Settings},
 * {@code Replay}, ...); {@code store}, with {@code GameState}, {@code GameFinished},
 * {@code GuestDailiesCarried} and {@code PracticeGame}, the games in memory with a lock each and
 * their rows in table {@code saved_game}, written behind play at most once a second, and an
 * account's play settings in table {@code play_settings}; {@code ui}, the pages. Publishes {@code GameFinished} when a
 * game ends, for {@code stats} to record; listens to the account feature's {@code GuestSignedIn}
 * (publishing {@code GuestDailiesCarried} for the guest's daily finishes it hands over) and
 * {@code AccountDeleted}. Knows players only as {@code PlayerRef}.
 */
@NullMarked
package org.calcoolation.game;

import org.jspecify.annotations.NullMarked;
