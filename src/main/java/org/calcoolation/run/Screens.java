package org.calcoolation.run;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.RunScreening;
import org.springframework.stereotype.Component;

/**
 * A run's solves through the dailies' screening ({@link RunScreening}): the play time is the server's,
 * from the puzzle being counted as shown (the solve before it reaching the server) to its own solve
 * reaching it, which is a little shorter than the player's and so never lets a fast solve through;
 * the rhythm is judged on the page's times of the moves.
 */
@Component
class Screens {

    static final String REJECTED = RunScreening.rejected();

    private final RunScreening screening;

    Screens(RunScreening screening) {
        this.screening = screening;
    }

    /** Why the solve is held; empty if it counts. */
    Optional<String> review(PlayerRef player, long run, Runs.Served puzzle, SentGrid sent, Instant now) {
        int n = (int) Math.round(Math.sqrt(sent.digits().length));
        long play = Duration.between(puzzle.shownAt().orElse(now), now).toMillis();
        List<TimedMove> moves = sent.moves().stream()
                .map(m -> new TimedMove(
                        m.digit() == 0
                                ? new Move.Clear(Cell.ofIndex(m.cell(), n))
                                : new Move.Place(Cell.ofIndex(m.cell(), n), m.digit(), false),
                        m.millis()))
                .toList();
        FinishToRecord solve = new FinishToRecord(
                player instanceof PlayerRef.Account a ? a.id() : 0,
                UUID.nameUUIDFromBytes(("run " + run + " " + puzzle.position()).getBytes()),
                OptionalLong.empty(),
                puzzle.keenId(),
                new PuzzleKind(n, puzzle.level(), Variant.STANDARD),
                Outcome.CLEAN,
                Math.max(0, play),
                Math.max(0, play),
                now,
                moves);
        return screening.review(solve);
    }

    /** What the player of a run held for {@code review} is told: as its first held puzzle says. */
    Held held(String review, List<Runs.Served> puzzles) {
        if (review.equals(REJECTED)) return new Held.Rejected();
        Runs.Served first =
                puzzles.stream().filter(p -> p.review().isPresent()).findFirst().orElse(puzzles.getFirst());
        int n = (int) Math.round(Math.sqrt(first.solution().length()));
        return screening.held(review, new PuzzleKind(n, first.level(), Variant.STANDARD), first.keenId());
    }
}
