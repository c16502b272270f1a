package org.calcoolation.game;

import java.time.Clock;
import java.util.OptionalInt;
import java.util.function.BiFunction;
import org.calcoolation.engine.Budget;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.DecodeResult;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.game.store.GameState;

/**
 * A pasted Keen game ID, read for play: it must be well formed and have exactly one solution,
 * found within the import's budget. Its level is the one the solver needed; its variant comes from
 * its clues, never from the ID's flags.
 */
final class KeenImport {

    private KeenImport() {}

    /** The game {@code start} makes of the ID's puzzle, if it can be played fairly; else why not, in the player's words. */
    static ImportResult read(String keenId, Clock clock, BiFunction<Puzzle, PuzzleKind, GameState> start) {
        return switch (KeenCodec.decode(keenId)) {
            case DecodeResult.Invalid invalid ->
                new ImportResult.Rejected(invalid.refusal(), OptionalInt.of(invalid.position()));
            case DecodeResult.Valid valid ->
                switch (Solver.solve(valid.puzzle(), Budget.forImport(clock))) {
                    case Finding.Unique unique -> {
                        Puzzle puzzle = valid.puzzle().withSolution(unique.solution());
                        // Multiplication only when every cage of two or more cells multiplies, whatever the ID claims.
                        PuzzleKind kind = new PuzzleKind(puzzle.size(), unique.difficulty(), Variant.readFrom(puzzle));
                        yield new ImportResult.Imported(start.apply(puzzle, kind));
                    }
                    case Finding.Ambiguous ambiguous ->
                        new ImportResult.Rejected(Refusal.of(
                                "This puzzle has more than one solution, so it cannot be played fairly.",
                                "refusals.import.ambiguous"));
                    case Finding.Impossible impossible ->
                        new ImportResult.Rejected(
                                Refusal.of("This puzzle has no solution.", "refusals.import.impossible"));
                    case Finding.TooHard tooHard ->
                        new ImportResult.Rejected(
                                Refusal.of("This puzzle is too hard to check here.", "refusals.import.tooHard"));
                };
        };
    }
}
