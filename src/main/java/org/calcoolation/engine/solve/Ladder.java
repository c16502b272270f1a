package org.calcoolation.engine.solve;

import java.util.Optional;
import org.calcoolation.engine.Difficulty;

/**
 * Runs the techniques cheapest first, starting again from the cheapest after any progress, up to
 * a difficulty limit. The hardest technique used is the puzzle's grade.
 */
final class Ladder {

    /** The end of a run. */
    sealed interface Outcome {

        /** One solution, graded by the hardest technique it needed (Easy when none was). */
        record Solved(int[] solution, Difficulty grade) implements Outcome {}

        /** Two different solutions. */
        record Ambiguous(int[] first, int[] second) implements Outcome {}

        /** The techniques allowed ran out of deductions before the end. */
        record Stuck() implements Outcome {}

        /** A cell lost its last candidate: no solution from here. */
        record Contradiction() implements Outcome {}
    }

    private static final Technique[] ORDER = {
        Technique.CAGE_DIGITS, Technique.SINGLE, Technique.CAGE_CELLS, Technique.CAGE_LINE,
        Technique.NAKED_SUBSET, Technique.HIDDEN_SUBSET, Technique.FISH, Technique.FORCING_CHAIN,
    };

    private Ladder() {}

    /** Deduces until solved, stuck or contradicted; guesses only when the limit is Unreasonable. */
    static Outcome run(State s, Difficulty limit) {
        Optional<Technique> hardest = deduce(s, limit, Explainer.SILENT, false);
        if (s.contradiction) return new Outcome.Contradiction();
        if (s.isSolved())
            return new Outcome.Solved(
                    s.digits(), hardest.map(Technique::difficulty).orElse(Difficulty.EASY));
        if (limit.compareTo(Difficulty.UNREASONABLE) < 0) return new Outcome.Stuck();
        return Search.guess(s);
    }

    /**
     * Applies techniques up to the limit until none makes progress (or, with {@code oneStep}, until
     * the first one does). Returns the hardest technique that made progress, if any did.
     */
    static Optional<Technique> deduce(State s, Difficulty limit, Explainer ex, boolean oneStep) {
        Optional<Technique> hardest = Optional.empty();
        boolean progress = true;
        while (progress && !s.contradiction) {
            progress = false;
            for (Technique t : ORDER) {
                if (t.difficulty().compareTo(limit) > 0) break;
                if (apply(t, s, ex)) {
                    if (hardest.isEmpty() || t.compareTo(hardest.get()) > 0) hardest = Optional.of(t);
                    if (oneStep) return hardest;
                    progress = true;
                    break;
                }
            }
        }
        return hardest;
    }

    static boolean apply(Technique t, State s, Explainer ex) {
        // Every technique looks at each cell at least once; the searches inside spend more as they go.
        s.layout.budget.spend(s.layout.cellCount);
        return switch (t) {
            case CAGE_DIGITS -> CageRules.digits(s, ex);
            case SINGLE -> LineRules.singles(s, ex);
            case CAGE_CELLS -> CageRules.cells(s, ex);
            case CAGE_LINE -> CageRules.line(s, ex);
            case NAKED_SUBSET -> LineRules.nakedSubsets(s, ex);
            case HIDDEN_SUBSET -> LineRules.hiddenSubsets(s, ex);
            case FISH -> LineRules.fish(s, ex);
            case FORCING_CHAIN -> ForcingChains.apply(s, ex);
            case GUESS -> false;
        };
    }
}
