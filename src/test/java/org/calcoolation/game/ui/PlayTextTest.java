package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.calcoolation.engine.Cell;
import org.junit.jupiter.api.Test;

/** The two-key digits, without Spring or a browser. */
class PlayTextTest {

    @Test
    void one_then_a_quick_zero_one_or_two_makes_ten_to_twelve_on_big_grids_only() {
        Cell cell = new Cell(0, 0);
        DigitKeys keys = new DigitKeys();
        assertThat(keys.type('1', cell, 12, 0)).contains(new DigitKeys.Entry(1, false));
        assertThat(keys.type('2', cell, 12, 500)).contains(new DigitKeys.Entry(12, true));
        assertThat(keys.type('2', cell, 12, 600)).contains(new DigitKeys.Entry(2, false));

        keys.type('1', cell, 11, 1000);
        assertThat(keys.type('2', cell, 11, 1100)).contains(new DigitKeys.Entry(2, false));
        keys.type('1', cell, 12, 2000);
        assertThat(keys.type('0', cell, 12, 2900)).isEmpty();
        keys.type('1', cell, 12, 3000);
        assertThat(keys.type('1', new Cell(0, 1), 12, 3100)).contains(new DigitKeys.Entry(1, false));
        keys.type('1', cell, 9, 4000);
        assertThat(keys.type('0', cell, 9, 4100)).isEmpty();
    }
}
