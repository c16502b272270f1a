package org.calcoolation.stats;

import java.time.Duration;

/**
 * Why a clean solve is held back from the boards and ratings until a person has looked at it, or
 * after they did: what its player is told.
 */
public sealed interface Held {

    /** Faster than anyone can type the grid; {@code floor} is the least time that takes (see {@link Screening}). */
    record TooFast(Duration floor) implements Held {}

    /**
     * Faster than anyone can type the grid and take one look at each of the {@code steps} deductions
     * the puzzle needs; {@code floor} is the least time that takes (see {@link Screening}).
     */
    record TooLittleThought(Duration floor, int steps) implements Held {}

    /** Far faster than the other people who solved the same daily puzzle (see {@link Screening}). */
    record FarUnderOthers() implements Held {}

    /** Its moves came at a pace a script keeps and a person does not (see {@link Rhythm}). */
    record MachinePace() implements Held {}

    /** A moderator watched its replay and left it off for good ({@link SolveReviews}). */
    record Rejected() implements Held {}
}
