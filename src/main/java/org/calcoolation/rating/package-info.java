/**
 * Ratings by Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), pure Java: no Spring, no
 * database, checked by {@code ArchitectureTest}.
 *
 * <p>Why Glicko-2: each daily attempt is a match between a player and a puzzle, so players and
 * puzzles are rated on one scale by one fit. Elo would need a hand-tuned K; Glicko-2 carries a
 * rating deviation (how sure the fit is, shrinking with games and growing while a player is away),
 * which is what lets a new player or a new puzzle move fast and an established one slowly, and
 * lets the page mark a rating as provisional. It updates in rating periods, which match daily
 * puzzles: every match of a period is rated against the opponents' ratings from before it, so the
 * order of games inside a day changes nothing. A Bradley–Terry fit over all history would be just
 * as principled but is refitted from scratch and says nothing about its own uncertainty.
 */
@NullMarked
package org.calcoolation.rating;

import org.jspecify.annotations.NullMarked;
