/**
 * Rated practice (issue 41): a pool of stored puzzles, each with a Glicko-2 rating, topped up by a job
 * on one node ({@code Pool}); a player draws one they never drew, near their practice rating, and
 * plays it as a practice game of the {@code game} feature; its {@code GameFinished} scores it and
 * rates both sides; the timed pool ({@code TimedService}) draws from the same pool. Owns tables
 * {@code practice_puzzle}, {@code practice_player}, {@code practice_attempt} and {@code timed_draw}, and names players in them by {@code PlayerKey} only. Listens to the
 * account feature's {@code GuestSignedIn} and {@code AccountDeleted}. Pure rules ({@code Scoring},
 * {@code PoolRatings}) have no Spring in them.
 */
@NullMarked
package org.calcoolation.practice;

import org.jspecify.annotations.NullMarked;
