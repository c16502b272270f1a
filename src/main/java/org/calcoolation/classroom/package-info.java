/**
 * Classes (issue 42, part 2): a player who makes a class is its teacher, adds students in bulk and
 * prints their sign-in cards (a neutral user name and a one-time password each, only its hash kept,
 * spent at its first sign-in, after which the student must choose their own), sets assignments
 * (puzzles from the generator, today's daily or pasted Keen IDs, open from a start to an end time,
 * played apart from /play) and watches each student's progress live. A student account opens its
 * class's pages only ({@code StudentRules}). Owns tables {@code school_class}, {@code class_student},
 * {@code class_assignment}, {@code class_puzzle} and {@code class_game}; asks {@code account} to make,
 * spend, reset and delete students' accounts, {@code game} to start their games and {@code print}
 * to read pasted IDs.
 */
@NullMarked
package org.calcoolation.classroom;

import org.jspecify.annotations.NullMarked;
