package org.calcoolation.game;

import java.util.Arrays;
import java.util.function.Function;

import org.calcoolation.engine.solve.Hint;

/**
 * The hint a game is giving, level by level, and the digits it was worked out for. While the
 * player's digits stay as they are, another press goes one level deeper, counted once per level;
 * past the digit, and on "fix this entry first", presses repeat what was said at no cost. Notes
 * do not matter: a hint is worked out from the digits alone. Kept in memory only: a game read back
 * from the database starts its next hint afresh, which may count a level again but never hides one.
 */
final class HintProgress {

    /** What one press shows, and whether it is new help. */
    record Press(Hint hint, HintLevel level, boolean counts) {}

    private int[] entries = {};
    private Press last = new Press(new Hint.Complete(), HintLevel.WHERE, false);

    Press press(int[] now, Function<int[], Hint> work) {
        if (Arrays.equals(now, entries)) {
            if (last.hint() instanceof Hint.Next && last.level() != HintLevel.DIGIT) {
                last = new Press(last.hint(), last.level().deeper(), true);
            } else {
                last = new Press(last.hint(), last.level(), false);
            }
            return last;
        }
        Hint hint = work.apply(now);
        entries = now.clone();
        // Saying there is nothing to say is no help.
        boolean helps = hint instanceof Hint.Next || hint instanceof Hint.Mistaken;
        last = new Press(hint, HintLevel.WHERE, helps);
        return last;
    }
}
