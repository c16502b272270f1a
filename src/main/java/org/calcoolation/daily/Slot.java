package org.calcoolation.daily;

import java.util.List;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;

/**
 * One rung of the daily ladder, the same for every player and every day. Generation times
 * (README, Benchmarks) put the whole ladder well under a second, so no rung needs trimming.
 */
public record Slot(int index, int size, Difficulty difficulty, Variant variant) {

    public static final List<Slot> LADDER = List.of(
            new Slot(0, 4, Difficulty.EASY, Variant.STANDARD),
            new Slot(1, 5, Difficulty.NORMAL, Variant.STANDARD),
            new Slot(2, 6, Difficulty.HARD, Variant.STANDARD),
            new Slot(3, 7, Difficulty.HARD, Variant.STANDARD),
            new Slot(4, 8, Difficulty.EXTREME, Variant.STANDARD),
            new Slot(5, 9, Difficulty.EXTREME, Variant.STANDARD));

    /** "6×6 Hard". */
    public String label() {
        return size + "×" + size + " " + difficulty.label();
    }
}
