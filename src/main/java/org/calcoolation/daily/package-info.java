/**
 * The daily puzzles: each UTC day's ladder of six rungs, made once from secret seeds of the date
 * and rung, kept in tables {@code daily_puzzle} and {@code daily_ladder} and always read back from
 * them, so that every node and every restart serves the same puzzles. Tomorrow's is prepared hourly.
 * Who may watch which finished game's replay ({@code Replays}): its player at once, another who
 * finished the rung once its day is over. A finished rung's talk ({@code Comments}): its comments,
 * their reports and its stars, in tables {@code rung_comment}, {@code rung_comment_report} and
 * {@code rung_star}.
 */
@NullMarked
package org.calcoolation.daily;

import org.jspecify.annotations.NullMarked;
