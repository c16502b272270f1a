package org.calcoolation.engine.solve;

import java.util.List;

/**
 * Told about a technique's deduction in words. While one is {@link #listening()}, each technique
 * stops after its first deduction, so that a hint shows one step. {@link #SILENT} is for grading
 * and generating: techniques then work through everything they can and build no reasons, which
 * keeps the generator's hot loop free of them.
 */
interface Explainer {

    /** Hears nothing; techniques ask {@link #listening()} first and never call it. */
    Explainer SILENT = new Explainer() {
        @Override
        public void explain(Technique technique, List<Integer> cells, List<Integer> reads, Reason reason) {}

        @Override
        public boolean listening() {
            return false;
        }
    };

    /**
     * One deduction: {@code cells} are the ones to show the player, {@code reads} every cell whose
     * candidates the deduction depends on (a hint keeps only the steps its digit needs).
     */
    void explain(Technique technique, List<Integer> cells, List<Integer> reads, Reason reason);

    /** Whether to build the reasons and stop at the first deduction. */
    default boolean listening() {
        return true;
    }
}
