package org.calcoolation.engine.solve;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;

/** What the solver learned about a puzzle. */
public sealed interface Finding {

    /** Exactly one solution; {@code difficulty} is the hardest technique the solver needed. */
    record Unique(Grid solution, Difficulty difficulty) implements Finding {}

    /** At least two solutions; here are two of them. */
    record Ambiguous(Grid first, Grid second) implements Finding {}

    /** No solution at all. */
    record Impossible(String reason) implements Finding {}

    /**
     * The budget ran out before the solver knew, so nothing is known about the solutions; only a
     * solve under a {@link org.calcoolation.engine.Budget} ends so. {@code reason} says which limit.
     */
    record TooHard(String reason) implements Finding {}
}
