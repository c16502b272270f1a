package org.calcoolation.run;

import java.util.Objects;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;

/**
 * A puzzle of a run as the page is sent it: its place in the run, its cages (the puzzle carries no
 * solution), its level, and the salt and check of its solution ({@link RunRules#check}).
 */
public record RunPuzzle(int position, Puzzle puzzle, Difficulty level, String salt, String check) {

    public RunPuzzle {
        Objects.requireNonNull(puzzle, "puzzle");
        if (puzzle.solution().isPresent()) throw new IllegalArgumentException("the page is never sent a solution");
    }
}
