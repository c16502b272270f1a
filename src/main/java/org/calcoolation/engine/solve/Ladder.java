package org.calcoolation.engine.solve;

import org.calcoolation.engine.Difficulty;

/**
 * Runs the techniques cheapest first, starting again from the cheapest after any progress, up to
 * a difficulty limit. The hardest technique used is the puzzle's grade.
 */
final class Ladder {

    enum Status { SOLVED, STUCK, CONTRADICTION, AMBIGUOUS }

    /** The end of a run; {@code hardest} is null when no technique was needed. */
    record Outcome(Status status, Technique hardest, int[] solution, int[] second) {
        Difficulty grade() {
            return hardest == null ? Difficulty.EASY : hardest.difficulty();
        }
    }

    private static final Technique[] ORDER = {
        Technique.CAGE_DIGITS, Technique.SINGLE, Technique.CAGE_CELLS, Technique.CAGE_LINE,
        Technique.NAKED_SUBSET, Technique.HIDDEN_SUBSET, Technique.FISH, Technique.FORCING_CHAIN,
    };

    private Ladder() {}

    /** Deduces until solved, stuck or contradicted; guesses only when the limit is Unreasonable. */
    static Outcome run(State s, Difficulty limit) {
        Technique hardest = deduce(s, limit, null, false);
        if (s.contradiction) return new Outcome(Status.CONTRADICTION, hardest, null, null);
        if (s.isSolved()) return new Outcome(Status.SOLVED, hardest, s.digits(), null);
        if (limit.compareTo(Difficulty.UNREASONABLE) < 0) return new Outcome(Status.STUCK, hardest, null, null);
        return Search.guess(s, hardest);
    }

    /**
     * Applies techniques up to the limit until none makes progress (or, with {@code oneStep}, until
     * the first one does). Returns the hardest technique that made progress, or null.
     */
    static Technique deduce(State s, Difficulty limit, Explainer ex, boolean oneStep) {
        Technique hardest = null;
        boolean progress = true;
        while (progress && !s.contradiction) {
            progress = false;
            for (Technique t : ORDER) {
                if (t.difficulty().compareTo(limit) > 0) break;
                if (apply(t, s, ex)) {
                    if (hardest == null || t.compareTo(hardest) > 0) hardest = t;
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
