/**
 * Where games are kept: in memory with a lock each ({@code GameStore}, each game a
 * {@code LiveGame}, the one writer of what is known of its stored copy), and in table
 * {@code saved_game} ({@code SavedGame}, {@code SavedGameRepository}, {@code SavedGameUpdates})
 * written behind play at most once a second by {@code GameSaver}, read back by {@code GameFinder}.
 * Publishes {@code GameFinished} in the transaction that stores a finish, and
 * {@code GuestDailiesCarried} in the one that hands a guest's games to an account; makes
 * {@code GameState} (a game as a page sees it) and {@code PracticeGame} (a practice game in the
 * list). Depends on {@code game.play}, never on the game root.
 *
 * <p>Public, besides those values, only what the game service calls: {@code GameStore}, {@code LiveGame} (a game's state
 * and player), and the entity and repository that its read-only services ({@code PlayedGames},
 * {@code DailyGames}) query; {@code ArchitectureTest} keeps the repository inside the game feature.
 */
@NullMarked
package org.calcoolation.game.store;

import org.jspecify.annotations.NullMarked;
