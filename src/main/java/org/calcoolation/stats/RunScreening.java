package org.calcoolation.stats;

import java.util.Optional;
import org.calcoolation.engine.PuzzleKind;
import org.springframework.stereotype.Component;

/**
 * The dailies' screening ({@link Screening}, {@link SolveScreening}) for a solve that is not a game
 * of the game feature: a puzzle of a three-minute run (package {@code run}), which keeps its own
 * records and asks here why one is held, and what its player is told.
 */
@Component
public class RunScreening {

    private final SolveScreening screening;

    RunScreening(SolveScreening screening) {
        this.screening = screening;
    }

    /** Why the solve is to be held for review; empty for one that counts. */
    public Optional<String> review(FinishToRecord solve) {
        return screening.review(solve);
    }

    /** What the player of a solve held for {@code review} is told. */
    public Held held(String review, PuzzleKind kind, String puzzleId) {
        return Screening.held(review, kind, puzzleId);
    }

    /** The review value of a held solve a moderator rejected. */
    public static String rejected() {
        return Screening.REJECTED;
    }
}
