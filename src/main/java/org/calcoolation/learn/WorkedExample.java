package org.calcoolation.learn;

import java.util.List;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.solve.Deduction;

/**
 * A board from a real solve and the deduction the lesson's technique makes there: {@code candidates}
 * are every cell's digits still possible (reading order, bit d for digit d) just before it.
 */
public record WorkedExample(Puzzle puzzle, List<Integer> candidates, Deduction deduction) {

    public WorkedExample {
        candidates = List.copyOf(candidates);
        if (candidates.size() != puzzle.size() * puzzle.size()) throw new IllegalArgumentException("one mask per cell");
    }

    public int[] masks() {
        return candidates.stream().mapToInt(Integer::intValue).toArray();
    }
}
