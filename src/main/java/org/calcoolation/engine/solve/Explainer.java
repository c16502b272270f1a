package org.calcoolation.engine.solve;

import java.util.List;

/**
 * Told about a technique's deduction in words. When a technique has one, it stops after its first
 * deduction so that a hint shows one step; without one (null) it works through everything it can.
 */
interface Explainer {
    void explain(Technique technique, List<Integer> cells, String text);
}
