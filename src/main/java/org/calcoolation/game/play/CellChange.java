package org.calcoolation.game.play;

import java.util.ArrayList;
import java.util.List;
import org.calcoolation.engine.play.Board;

/** A cell as a move leaves it: its index in reading order, its digit (0 for none) and its note bits (bit d for note d). */
public record CellChange(int cell, int digit, int notes) {

    /** The cells that differ between two boards of one puzzle, as {@code side} has them. */
    public static List<CellChange> between(Board from, Board to, Board side) {
        int[] fromDigits = from.entries(), toDigits = to.entries(), fromNotes = from.notes(), toNotes = to.notes();
        int[] digits = side.entries(), notes = side.notes();
        List<CellChange> changed = new ArrayList<>();
        for (int i = 0; i < fromDigits.length; i++) {
            if (fromDigits[i] != toDigits[i] || fromNotes[i] != toNotes[i])
                changed.add(new CellChange(i, digits[i], notes[i]));
        }
        return List.copyOf(changed);
    }
}
