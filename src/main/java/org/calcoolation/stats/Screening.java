package org.calcoolation.stats;

import java.time.Duration;
import java.util.Optional;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.Outcome;

/**
 * Which solves no person can have made. A clean solve means typing every cell: a digit and a move to
 * the next cell, two keys a cell, and at eight keys a second (a very fast typist's 100 words a minute)
 * that is a quarter of a second a cell without a moment's thought. A clean solve whose play time (the
 * clock that runs while the grid is in play, never more than the wall time) is below that floor is kept
 * but held back from every board until a person has looked at it. Assisted solves are not ranked by
 * time, and a given-up game is no solve. So is a clean solve above the floor whose moves came at a
 * machine's pace ({@link Rhythm}).
 *
 * <p>The record's review column says which: {@value #UNDER_REVIEW} for one under the floor (the
 * value it always had), {@code RHYTHM_REGULAR} or {@code RHYTHM_BURSTS} for one caught by its
 * rhythm, and empty for a solve that counts. The boards and ratings ask only whether it is empty.
 */
final class Screening {

    static final Duration PER_CELL = Duration.ofMillis(250);
    static final String UNDER_REVIEW = "UNDER_REVIEW";
    /** A held solve a moderator rejected: off the boards for good. A cleared one has no review. */
    static final String REJECTED = "REJECTED";

    private static final String RHYTHM = "RHYTHM_";

    private Screening() {}

    /** The least time anyone can take to type a clean solve of an n×n grid. */
    static Duration floor(int size) {
        return PER_CELL.multipliedBy((long) size * size);
    }

    static boolean isImpossible(Solve solve) {
        return solve.outcome() == Outcome.CLEAN
                && solve.playMillis() < floor(solve.kind().size()).toMillis();
    }

    /** The review value of the solve's record: why it is held; empty for a solve that counts. Under the floor says the most, so it comes first. */
    static Optional<String> review(Solve solve) {
        if (isImpossible(solve)) return Optional.of(UNDER_REVIEW);
        return Rhythm.judge(solve).map(tell -> RHYTHM + tell.name());
    }

    /** What the player of a record with this review value is told. */
    static Held held(String review, PuzzleKind kind) {
        if (review.equals(REJECTED)) return new Held.Rejected();
        return review.startsWith(RHYTHM) ? new Held.MachinePace() : new Held.TooFast(floor(kind.size()));
    }
}
