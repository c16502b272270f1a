/**
 * Learning the solver's techniques (issue 43, part 1): a page per technique of the ladder with a
 * worked example drawn from a real puzzle ({@code Lessons}), "Practise this" (puzzles whose hardest
 * needed step is that technique, made by the engine's {@code Generator.needing}), and a beginner's
 * path of 20 small puzzles ({@code BeginnersPath}). Games are ordinary practice games of the
 * {@code game} feature; their {@code GameFinished} moves the player's progress. Owns tables
 * {@code learn_game}, {@code learn_progress} and {@code learn_path}, naming players by the practice
 * feature's {@code PlayerKey}, as guests' rated practice is kept, and purged as it is ({@code GuestLearnPurge}).
 * Listens to {@code GuestSignedIn} and {@code AccountDeleted}.
 */
@NullMarked
package org.calcoolation.learn;

import org.jspecify.annotations.NullMarked;
