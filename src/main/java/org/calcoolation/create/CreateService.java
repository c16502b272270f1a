package org.calcoolation.create;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Service;

/**
 * Judges a puzzle entered by hand, as the editor changes it: first the plain checks, then the
 * solver with the budget of a pasted Keen ID ({@link Budget#forImport}), so that a puzzle judged
 * unique here is one that {@code /play?id=} takes, and one built to run for ever stops as it would
 * there. Nothing is stored.
 */
@Service
public class CreateService {

    static final String TOO_HARD = "This puzzle is too hard to check here: the solver gave up within its budget,"
            + " as it would for the same puzzle opened by its ID.";

    private final Clock clock;
    private final Executor solving;

    CreateService(Clock clock, @Qualifier("applicationTaskExecutor") Executor solving) {
        this.clock = clock;
        this.solving = solving;
    }

    /** The judgement, solved on this thread: for the command line and tests. */
    public Judgement judge(Draft draft) {
        return judge(draft, Budget.forImport(clock));
    }

    /** The refusal of a draft that the plain checks find wrong or unfinished, at once and without solving. */
    public Optional<Judgement.Refused> refusal(Draft draft) {
        return DraftCheck.problem(draft).map(Judgement.Refused::new);
    }

    /**
     * The judgement, solved off the caller's thread, so that a page is never held while the solver
     * works (up to the budget's half second); a draft refused by the checks is answered at once.
     */
    public CompletableFuture<Judgement> judgeLater(Draft draft) {
        Optional<String> problem = DraftCheck.problem(draft);
        if (problem.isPresent()) return CompletableFuture.completedFuture(new Judgement.Refused(problem.get()));
        Budget budget = Budget.forImport(clock);
        return CompletableFuture.supplyAsync(() -> judge(draft, budget), solving);
    }

    static Judgement judge(Draft draft, Budget budget) {
        Optional<String> problem = DraftCheck.problem(draft);
        if (problem.isPresent()) return new Judgement.Refused(problem.get());
        Puzzle puzzle = DraftCheck.puzzle(draft);
        return switch (Solver.solve(puzzle, budget)) {
            case Finding.Unique unique -> {
                Puzzle solved = puzzle.withSolution(unique.solution());
                yield new Judgement.Unique(solved, unique.difficulty(), KeenCodec.encode(solved));
            }
            case Finding.Ambiguous two -> new Judgement.Several(two.first(), two.second(), differing(two));
            case Finding.Impossible _ -> new Judgement.NoSolution();
            case Finding.TooHard _ -> new Judgement.TooHard(TOO_HARD);
        };
    }

    private static List<Cell> differing(Finding.Ambiguous two) {
        Grid a = two.first(), b = two.second();
        List<Cell> cells = new ArrayList<>();
        for (int i = 0; i < a.size() * a.size(); i++) {
            Cell cell = Cell.ofIndex(i, a.size());
            if (a.digit(cell) != b.digit(cell)) cells.add(cell);
        }
        return cells;
    }
}
