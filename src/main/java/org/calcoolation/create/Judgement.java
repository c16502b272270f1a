package org.calcoolation.create;

import java.util.List;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;

/** What the editor's puzzle is, as the solver found it; or, before any solving, what is wrong or missing. */
public sealed interface Judgement {

    /** Not a puzzle yet, or not one this site takes: one plain sentence says why, and nothing was solved. */
    record Refused(String sentence) implements Judgement {}

    /** No way to fill the grid satisfies every cage. */
    record NoSolution() implements Judgement {}

    /** Exactly one solution: the puzzle carries it; {@code grade} is the hardest technique the solver needed. */
    record Unique(Puzzle puzzle, Difficulty grade, String keenId) implements Judgement {}

    /** Two solutions (there may be more), and the cells where they differ, in reading order. */
    record Several(Grid first, Grid second, List<Cell> differing) implements Judgement {
        public Several {
            differing = List.copyOf(differing);
        }
    }

    /** The solver gave up within the import's budget, as it would for the same puzzle pasted as an ID. */
    record TooHard(String sentence) implements Judgement {}
}
