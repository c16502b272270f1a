package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PlayedDifficultyListTest {

    @Test
    void a_median_is_placed_among_its_rung_in_plain_words_at_both_ends_and_between() {
        assertThat(PlayedDifficultyList.compared(0, 4, "7×7 Hard")).isEqualTo("faster than all 4 other 7×7 Hard dailies measured");
        assertThat(PlayedDifficultyList.compared(100, 3, "4×4 Easy")).isEqualTo("slower than all 3 other 4×4 Easy dailies measured");
        assertThat(PlayedDifficultyList.compared(75, 4, "5×5 Normal")).isEqualTo("slower than 75% of the 4 other 5×5 Normal dailies measured");
    }
}
