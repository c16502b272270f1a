/**
 * The three-minute run (issue 41, part 4): pool puzzles (from {@code practice}'s {@code PoolShelf})
 * against a clock the server keeps, 4×4 first and larger as the player solves; a solve adds time, a
 * wrong full grid takes some away, and the score is the puzzles solved. The page is sent the puzzles
 * ahead with a check of each solution, so that it shows the next one in the frame the last digit
 * lands; the server judges every grid again. Owns tables {@code run} and {@code run_puzzle}, names
 * players in them as practice does, and asks {@code stats}' {@code RunScreening} which solves to hold.
 * Listens to the account feature's {@code AccountDeleted}. {@code RunRules} has no Spring in it.
 */
@NullMarked
package org.calcoolation.run;

import org.jspecify.annotations.NullMarked;
