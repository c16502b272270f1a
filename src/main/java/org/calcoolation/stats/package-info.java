/**
 * What finished games add up to, from table {@code solve_record}, written once per finished game
 * of a signed-in player from the game feature's {@code GameFinished}: personal bests, streaks,
 * leaderboards, the screening of solves no person typed, and Glicko-2 ratings of players and daily
 * puzzles (tables {@code player_rating}, {@code puzzle_rating}, {@code rating_period}); ranked practice finishes
 * held for review (table {@code ranked_hold}, {@code RankedScreening}). A guest's
 * daily finishes are recorded when that browser signs in, from {@code GuestDailiesCarried}, and
 * what became of each is kept in table {@code guest_carry}. The techniques the hints of each finished
 * game named, for "the techniques you most often needed help with", in table {@code help_technique}
 * ({@code HelpTechniques}, written after the finish commits by {@code HintedFinishes}).
 */
@NullMarked
package org.calcoolation.stats;

import org.jspecify.annotations.NullMarked;
