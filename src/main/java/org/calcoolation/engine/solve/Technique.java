package org.calcoolation.engine.solve;

import java.util.Locale;
import org.calcoolation.engine.Difficulty;

/** The rungs of the solver's ladder, cheapest first; each belongs to the level that first allows it. */
public enum Technique {
    /** Every digit a cage can hold in any filling; others leave all its cells. */
    CAGE_DIGITS(Difficulty.EASY, "Cage digits"),
    /** A cell with one candidate left, or a digit with one place left in a row or column. */
    SINGLE(Difficulty.EASY, "Single"),
    /** Each cell of a cage keeps only the digits it takes in some filling. */
    CAGE_CELLS(Difficulty.NORMAL, "Cage combinations"),
    /** Every filling of a cage puts a digit in the same row or column, so it leaves the rest of that line. */
    CAGE_LINE(Difficulty.HARD, "Cage forces a line"),
    /** k cells of a line share exactly k candidates. */
    NAKED_SUBSET(Difficulty.HARD, "Naked subset"),
    /** k digits of a line fit in only k cells. */
    HIDDEN_SUBSET(Difficulty.HARD, "Hidden subset"),
    /** A digit confined to k columns in k rows (or the other way round): X-wing and its larger kin. */
    FISH(Difficulty.EXTREME, "Fish"),
    /** A chain of two-candidate cells proves a digit cannot stand where two chain ends both see. */
    FORCING_CHAIN(Difficulty.EXTREME, "Forcing chain"),
    /** Trial and error: try a candidate and follow it to a contradiction. */
    GUESS(Difficulty.UNREASONABLE, "Trial and error");

    private final Difficulty difficulty;
    private final String label;

    Technique(Difficulty difficulty, String label) {
        this.difficulty = difficulty;
        this.label = label;
    }

    public Difficulty difficulty() {
        return difficulty;
    }

    public String label() {
        return label;
    }

    /** The label as the last part of a web address: "cage-combinations", "trial-and-error". */
    public String slug() {
        return label.toLowerCase(Locale.ROOT).replace(' ', '-');
    }
}
