package org.calcoolation.engine.solve;

import java.util.Optional;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.solve.Ladder.Outcome;

/** Solves and grades puzzles by a ladder of techniques, cheapest first. */
public final class Solver {

    private Solver() {}

    /** Solves with every technique, trial and error last, and says whether the solution is unique. */
    public static SolveResult solve(Puzzle puzzle) {
        Outcome outcome = Ladder.run(new State(new Layout(puzzle)), Difficulty.UNREASONABLE);
        int n = puzzle.size();
        return switch (outcome.status()) {
            case SOLVED -> new SolveResult.Unique(Grid.of(n, outcome.solution()), outcome.grade());
            case AMBIGUOUS -> new SolveResult.Ambiguous(Grid.of(n, outcome.solution()), Grid.of(n, outcome.second()));
            case CONTRADICTION, STUCK -> new SolveResult.Impossible("no arrangement of digits satisfies every cage");
        };
    }

    /**
     * The puzzle's grade if techniques no harder than {@code limit} solve it to its one solution;
     * empty if they get stuck, or the puzzle has no solution or more than one.
     */
    public static Optional<Difficulty> gradeWithin(Puzzle puzzle, Difficulty limit) {
        Outcome outcome = Ladder.run(new State(new Layout(puzzle)), limit);
        return outcome.status() == Ladder.Status.SOLVED ? Optional.of(outcome.grade()) : Optional.empty();
    }
}
