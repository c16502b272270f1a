package org.calcoolation.game.ui;

import java.util.Optional;

import org.calcoolation.engine.Cell;
import org.jspecify.annotations.Nullable;

/**
 * Digit keys to digits. On grids of 10 to 12 a digit can need two keys: {@code 1} goes in at
 * once, and a {@code 0}, {@code 1} or {@code 2} typed in the same cell within
 * {@link #WAIT_MILLIS} turns it into 10, 11 or 12. The times are the browser's own key event
 * times, so the network's delay does not matter.
 */
final class DigitKeys {

    static final double WAIT_MILLIS = 800;

    /** A digit to enter; {@code replacesOne}: it is the second key of 10–12 and replaces the 1 typed just before. */
    record Entry(int digit, boolean replacesOne) {}

    private @Nullable Cell oneAt;
    private double oneTypedAt;

    Optional<Entry> type(char key, Cell cell, int size, double at) {
        if (key < '0' || key > '9') return Optional.empty();
        int digit = key - '0';
        boolean second = size >= 10 && cell.equals(oneAt) && at - oneTypedAt <= WAIT_MILLIS && digit <= size - 10;
        oneAt = null;
        if (second) return Optional.of(new Entry(10 + digit, true));
        if (digit == 1 && size >= 10) {
            oneAt = cell;
            oneTypedAt = at;
        }
        return digit >= 1 && digit <= size ? Optional.of(new Entry(digit, false)) : Optional.empty();
    }

    /** Another kind of input came between the keys: the next digit starts afresh. */
    void reset() {
        oneAt = null;
    }
}
