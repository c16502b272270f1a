package org.calcoolation.game.play;

import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.codec.KeenCodec;

/**
 * What a game plays, fixed when it starts: the puzzle, its solution, its Keen game ID (kept, since
 * every save asks for it) and the kind it counts as.
 */
record PlayedPuzzle(Puzzle puzzle, String puzzleId, Grid solution, PuzzleKind kind) {

    PlayedPuzzle {
        if (kind.size() != puzzle.size())
            throw new IllegalArgumentException(
                    "a " + kind.label() + " game cannot play a " + puzzle.size() + "×" + puzzle.size() + " puzzle");
    }

    /** A puzzle with its solution, to play as {@code kind}. */
    static PlayedPuzzle of(Puzzle puzzle, PuzzleKind kind) {
        String puzzleId = KeenCodec.encode(puzzle);
        Grid solution = puzzle.solution()
                .orElseThrow(() -> new IllegalArgumentException("a game needs a puzzle with its solution"));
        return new PlayedPuzzle(puzzle, puzzleId, solution, kind);
    }

    /** The puzzle of a stored game: its cages from the Keen ID, its solution from the stored digits. */
    static PlayedPuzzle of(GameSnapshot snapshot) {
        Puzzle cages = KeenCodec.decodeOrThrow(snapshot.puzzleId());
        return of(cages.withSolution(Grid.of(cages.size(), snapshot.solution())), snapshot.kind());
    }
}
