package org.calcoolation.print;

import java.util.Objects;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.codec.KeenCodec;

/**
 * One puzzle of a booklet with its solution (for the key), its level and the Keen ID printed under
 * it, so that it can be played online. {@code label} names where it came from when there is more
 * to say than its level: "Mon 16 Nov · rung 3".
 */
public record PrintedPuzzle(Puzzle puzzle, Grid solution, Difficulty level, String keenId, String label) {

    public PrintedPuzzle {
        Objects.requireNonNull(level, "level");
        if (!puzzle.isSolvedBy(solution)) throw new IllegalArgumentException("the solution does not solve the puzzle");
        if (keenId.isBlank()) throw new IllegalArgumentException("a printed puzzle needs its Keen ID");
    }

    /** A puzzle that knows its solution, such as one made by the generator or stored as a daily. */
    public static PrintedPuzzle of(Puzzle puzzle, Difficulty level, String label) {
        Grid solution = puzzle.solution().orElseThrow(() -> new IllegalArgumentException("the puzzle has no solution"));
        return new PrintedPuzzle(puzzle, solution, level, KeenCodec.encode(puzzle), label);
    }

    /** "6×6 · Hard", the line above the grid after its number, its level in the booklet's words. */
    String kind(Words words) {
        return puzzle.size() + "×" + puzzle.size() + " · " + words.level(level);
    }
}
