package org.calcoolation.game.play;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.function.Function;
import org.calcoolation.engine.solve.Hint;

/**
 * The hint a game is giving, level by level, and the digits it was worked out for. While the
 * player's digits stay as they are, another press goes one level deeper, counted once per level;
 * past the digit, and on "fix this entry first", presses repeat what was said at no cost. The
 * position is the digits and the notes, as a hint reads both. Kept in memory only: a game read back
 * from the database starts its next hint afresh, which may count a level again but never hides one.
 *
 * <p>Working a hint out takes the solver up to a few hundred milliseconds on a large grid, so a game
 * works out at most {@value #BURST} in a row and then one every {@link #REFILL}: a person asks again
 * for new digits every few seconds at most, while one message of 40 hints between changed digits
 * cost 11.8 s of the server's time. A press past that says so and counts nothing.
 */
public final class HintProgress {

    static final int BURST = 3;
    static final Duration REFILL = Duration.ofSeconds(2);
    public static final String TOO_SOON = "hints for new digits come one every two seconds: ask again in a moment";

    /** What one press shows, and whether it is new help. */
    public record Press(Hint hint, HintLevel level, boolean counts) {}

    /** What a press shows while the game takes no moves (not started, paused, finished). */
    static final Press NOT_IN_PLAY = new Press(new Hint.Unavailable("the game is not in play"), HintLevel.WHERE, false);

    private int[] entries = {};
    private Press last = new Press(new Hint.Complete(), HintLevel.WHERE, false);
    /** Hints that may be worked out now, and when the budget was last topped up. */
    private double budget = BURST;

    private Instant toppedUp = Instant.EPOCH;

    Press press(int[] now, Function<int[], Hint> work, Instant at) {
        if (Arrays.equals(now, entries)) {
            if (last.hint() instanceof Hint.Reasoned && last.level() != HintLevel.DIGIT) {
                last = new Press(last.hint(), last.level().deeper(), true);
            } else {
                last = new Press(last.hint(), last.level(), false);
            }
            return last;
        }
        budget =
                Math.min(BURST, budget + (double) Duration.between(toppedUp, at).toMillis() / REFILL.toMillis());
        toppedUp = at;
        if (budget < 1) return new Press(new Hint.Unavailable(TOO_SOON), HintLevel.WHERE, false);
        budget--;
        Hint hint = work.apply(now);
        entries = now.clone();
        // Saying there is nothing to say is no help.
        boolean helps = hint instanceof Hint.Reasoned || hint instanceof Hint.Mistaken;
        last = new Press(hint, HintLevel.WHERE, helps);
        return last;
    }
}
