package org.calcoolation.stats;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.engine.solve.Work;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;

/**
 * Which solves no person can have made. A clean solve means typing every cell: a digit and a move to
 * the next cell, two keys a cell, and at eight keys a second (a very fast typist's 100 words a minute)
 * that is a quarter of a second a cell without a moment's thought. A clean solve whose play time (the
 * clock that runs while the grid is in play, never more than the wall time) is below that floor is kept
 * but held back from every board until a person has looked at it. Assisted solves are not ranked by
 * time, and a given-up game is no solve. So is a clean solve above the floor whose moves came at a
 * machine's pace ({@link Rhythm}); one faster than typing the puzzle and taking one look at each
 * deduction it needs ({@link Work#leastTime()}: a 9×9 Extreme needs more than a minute); and a daily
 * solve far under the other people's times of the same puzzle ({@link Yardsticks#isFarUnder}).
 *
 * <p>The record's review column says which: {@value #UNDER_REVIEW} for one under the typing floor
 * (the value it always had), {@code RHYTHM_REGULAR} or {@code RHYTHM_BURSTS} for one caught by its
 * rhythm, {@value #UNDER_WORK} and {@value #UNDER_CROWD} for the last two, and empty for a solve that
 * counts. The boards and ratings ask only whether it is empty.
 */
final class Screening {

    static final Duration PER_CELL = Work.TYPING_A_CELL;
    static final String UNDER_REVIEW = "UNDER_REVIEW";
    static final String UNDER_WORK = "UNDER_WORK";
    static final String UNDER_CROWD = "UNDER_CROWD";
    /** A held solve a moderator rejected: off the boards for good. A cleared one has no review. */
    static final String REJECTED = "REJECTED";

    private static final String RHYTHM = "RHYTHM_";

    /**
     * What a solve is measured against beyond the typing floor: the work its puzzle needs (empty when
     * its ID cannot be read or checked in time) and the play times of the other clean solves of the same
     * daily puzzle that count (none for a practice game).
     */
    record Yardsticks(Optional<Work> work, List<Long> othersPlayMillis) {

        /** The fewest other solves the median is trusted from. */
        static final int CROWD = 20;
        /** How far under the median of the others a person does not come: a sixth of it. */
        static final int FRACTION = 6;

        static final Yardsticks NONE = new Yardsticks(Optional.empty(), List.of());

        Yardsticks {
            othersPlayMillis = othersPlayMillis.stream().sorted().toList();
        }

        /**
         * Whether the play time is under a sixth of the others' median play time, once at least
         * {@value #CROWD} others count: the best of a field of people comes in some times faster than its
         * middle, not six times (a 9×9 Extreme whose people take 20 minutes, in under 3 minutes 20).
         */
        boolean isFarUnder(long playMillis) {
            int n = othersPlayMillis.size();
            if (n < CROWD) return false;
            long median = n % 2 == 1
                    ? othersPlayMillis.get(n / 2)
                    : (othersPlayMillis.get(n / 2 - 1) + othersPlayMillis.get(n / 2)) / 2;
            return playMillis * FRACTION < median;
        }
    }

    private Screening() {}

    /** The least time anyone can take to type a clean solve of an n×n grid. */
    static Duration floor(int size) {
        return PER_CELL.multipliedBy((long) size * size);
    }

    static boolean isImpossible(FinishToRecord solve) {
        return isImpossible(solve.outcome(), solve.playMillis(), solve.kind().size());
    }

    private static boolean isImpossible(Outcome outcome, long playMillis, int size) {
        return outcome == Outcome.CLEAN && playMillis < floor(size).toMillis();
    }

    /** The review value judged by the typing floor and the rhythm alone. */
    static Optional<String> review(FinishToRecord solve) {
        return review(solve, Yardsticks.NONE);
    }

    /**
     * The review value of the solve's record: why it is held; empty for a solve that counts. Under the
     * typing floor says the most, so it comes first; then a script's rhythm, which says more than speed.
     */
    static Optional<String> review(FinishToRecord solve, Yardsticks yardsticks) {
        return review(solve.outcome(), solve.playMillis(), solve.kind().size(), solve.moves(), yardsticks);
    }

    /** As {@link #review(FinishToRecord, Yardsticks)}, of any finish: a guest's ranked one too (no account id). */
    static Optional<String> review(
            Outcome outcome, long playMillis, int size, List<TimedMove> moves, Yardsticks yardsticks) {
        if (isImpossible(outcome, playMillis, size)) return Optional.of(UNDER_REVIEW);
        Optional<String> rhythm = Rhythm.judge(outcome, moves).map(tell -> RHYTHM + tell.name());
        if (rhythm.isPresent() || outcome != Outcome.CLEAN) return rhythm;
        if (yardsticks
                .work()
                .filter(work -> playMillis < work.leastTime().toMillis())
                .isPresent()) return Optional.of(UNDER_WORK);
        if (yardsticks.isFarUnder(playMillis)) return Optional.of(UNDER_CROWD);
        return Optional.empty();
    }

    /** What the player of a record with this review value is told. */
    static Held held(String review, PuzzleKind kind, String puzzleId) {
        Optional<Work> work = review.equals(UNDER_WORK) ? work(puzzleId) : Optional.empty();
        if (review.equals(REJECTED)) return new Held.Rejected();
        if (review.startsWith(RHYTHM)) return new Held.MachinePace();
        if (review.equals(UNDER_CROWD)) return new Held.FarUnderOthers();
        if (review.equals(UNDER_WORK) && work.isPresent())
            return new Held.TooLittleThought(work.get().leastTime(), work.get().stepCount());
        return new Held.TooFast(floor(kind.size()));
    }

    /** The work the puzzle of this ID needs; empty if the ID cannot be read or the count runs out of budget. */
    static Optional<Work> work(String puzzleId) {
        if (!(KeenCodec.decode(puzzleId) instanceof DecodeResult.Valid valid)) return Optional.empty();
        try {
            return Optional.of(Solver.work(valid.puzzle(), Budget.ofSteps(Budget.IMPORT_STEPS)));
        } catch (Budget.Exhausted tooDear) {
            return Optional.empty();
        }
    }
}
