package org.calcoolation.stats;

import java.time.Duration;

import org.calcoolation.game.Outcome;

/**
 * Which solves no person can have made. A clean solve means typing every cell: a digit and a move to
 * the next cell, two keys a cell, and at eight keys a second (a very fast typist's 100 words a minute)
 * that is a quarter of a second a cell without a moment's thought. A clean solve whose play time (the
 * clock that runs while the grid is in play, never more than the wall time) is below that floor is kept
 * but held back from every board until a person has looked at it. Assisted solves are not ranked by
 * time, and a given-up game is no solve.
 */
final class Screening {

    static final Duration PER_CELL = Duration.ofMillis(250);
    static final String UNDER_REVIEW = "UNDER_REVIEW";

    private Screening() {}

    /** The least time anyone can take to type a clean solve of an n×n grid. */
    static Duration floor(int size) {
        return PER_CELL.multipliedBy((long) size * size);
    }

    static boolean isImpossible(Solve solve) {
        return solve.outcome() == Outcome.CLEAN && solve.playMillis() < floor(solve.kind().size()).toMillis();
    }
}
