package org.calcoolation.engine;

import java.time.Clock;
import java.time.Duration;

/**
 * How much work checking one puzzle may take: a count of steps and a wall-clock limit. A cage
 * puzzle from outside can be made so that checking it would run for years (one cage over the
 * whole grid has as many fillings as there are Latin squares); spending from a budget ends such a
 * check with {@link Exhausted} instead. A step is one node of a cage-filling enumeration (a
 * filling found costs one more per cell), of a subset search or of a chain, or one cell looked at
 * by a pass of a technique. One budget serves one check, on one thread; it is used up as it goes.
 */
public final class Budget {

    /**
     * The work a puzzle imported or linked from outside may cost. Keen's samples need at most 35
     * thousand steps; the hardest of 20,000 generated 9×9 Unreasonable puzzles needed 20 million
     * (0.1 s). 12×12 Unreasonable has a longer tail (2 in 100 needed more than this), so the
     * generator refuses any puzzle whose check would cost more: whatever it makes fits.
     */
    public static final long IMPORT_STEPS = 50_000_000;
    /**
     * The web app's second limit: most puzzles built to run for ever reach it first, which also
     * holds on a slow or busy machine. It is no promise that a puzzle fits: a cold JVM may spend
     * it on a puzzle that a warm one checks in a tenth of it.
     */
    public static final Duration IMPORT_TIME = Duration.ofMillis(500);

    /** Thrown from the middle of the work when the budget is spent; stackless, it only unwinds to the check. */
    public static final class Exhausted extends RuntimeException {
        Exhausted(String message) {
            super(message, null, false, false);
        }
    }

    /** The clock is read once per this many steps: often enough to stop on time, rarely enough to cost nothing. */
    private static final int STEPS_PER_CLOCK_READ = 1 << 12;

    private final long maxSteps;
    private final long maxMillis;
    private final Clock clock;
    private final long startMillis;
    /** Steps spent before the current stretch between clock reads. */
    private long spentBefore;

    private int leftInStretch = STEPS_PER_CLOCK_READ;

    private Budget(long maxSteps, long maxMillis, Clock clock) {
        if (maxSteps <= 0) throw new IllegalArgumentException("a budget needs at least one step, not " + maxSteps);
        if (maxMillis <= 0) throw new IllegalArgumentException("a budget needs some time, not " + maxMillis + " ms");
        this.maxSteps = maxSteps;
        this.maxMillis = maxMillis;
        this.clock = clock;
        this.startMillis = maxMillis == Long.MAX_VALUE ? 0 : clock.millis();
    }

    /** At most {@code steps} steps and {@code time} by {@code clock}, counted from now. */
    public static Budget of(long steps, Duration time, Clock clock) {
        return new Budget(steps, time.toMillis(), clock);
    }

    /** What a puzzle pasted or linked in the web app may cost: steps, and time, which a request thread cannot wait on. */
    public static Budget forImport(Clock clock) {
        return of(IMPORT_STEPS, IMPORT_TIME, clock);
    }

    /**
     * At most {@code steps} steps, however long they take; the clock is never read. The same
     * puzzle gets the same answer on any machine, cold or warm: for the command line, and for the
     * generator, which keeps only puzzles that pass this with {@link #IMPORT_STEPS}.
     */
    public static Budget ofSteps(long steps) {
        return new Budget(steps, Long.MAX_VALUE, Clock.systemUTC());
    }

    /** No limit: for puzzles already made or checked here. The clock is never read. */
    public static Budget unlimited() {
        return new Budget(Long.MAX_VALUE, Long.MAX_VALUE, Clock.systemUTC());
    }

    /** Counts one step. */
    public void spend() {
        if (--leftInStretch <= 0) endOfStretch();
    }

    /** Counts {@code steps} steps at once, for work whose size is known up front. */
    public void spend(int steps) {
        leftInStretch -= steps;
        if (leftInStretch <= 0) endOfStretch();
    }

    /** Steps spent so far (to the last few thousand until the budget is checked). */
    public long spent() {
        return spentBefore + STEPS_PER_CLOCK_READ - leftInStretch;
    }

    private void endOfStretch() {
        spentBefore += STEPS_PER_CLOCK_READ - leftInStretch;
        leftInStretch = STEPS_PER_CLOCK_READ;
        if (spentBefore > maxSteps) throw new Exhausted("gave up after " + maxSteps + " steps");
        if (maxMillis != Long.MAX_VALUE && clock.millis() - startMillis > maxMillis) {
            throw new Exhausted("gave up after " + maxMillis + " ms");
        }
    }
}
