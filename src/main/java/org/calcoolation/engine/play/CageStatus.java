package org.calcoolation.engine.play;

/** How a cage looks to the player: not yet full, full and right, or full and wrong. */
public enum CageStatus {
    INCOMPLETE,
    SATISFIED,
    /** Only a full cage can be wrong; a partly filled one is never flagged. */
    WRONG
}
