package org.calcoolation.game.play;

/** How far one hint has been taken: each press on the same grid goes one level deeper, and each level counts once. */
public enum HintLevel {
    /** The cells to look at and the technique's name. */
    WHERE,
    /** The deduction, one sentence per step. */
    WHY,
    /** The digit itself. */
    DIGIT;

    public HintLevel deeper() {
        return this == WHERE ? WHY : DIGIT;
    }

    /** 1, 2 or 3, as the player counts them. */
    public int number() {
        return ordinal() + 1;
    }

    public static int count() {
        return values().length;
    }
}
