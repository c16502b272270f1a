package org.calcoolation.daily.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.OptionalInt;
import org.calcoolation.stats.PlayedDifficulty;
import org.junit.jupiter.api.Test;

class PlayedDifficultyListTest {

    @Test
    void a_median_is_placed_among_its_rung_in_plain_words_at_both_ends_and_between() {
        assertThat(PlayedDifficultyList.compared(0, 4, "7×7 Hard"))
                .isEqualTo("faster than all 4 other 7×7 Hard dailies measured");
        assertThat(PlayedDifficultyList.compared(100, 3, "4×4 Easy"))
                .isEqualTo("slower than all 3 other 4×4 Easy dailies measured");
        assertThat(PlayedDifficultyList.compared(75, 4, "5×5 Normal"))
                .isEqualTo("slower than 75% of the 4 other 5×5 Normal dailies measured");
    }

    @Test
    void the_ladder_line_says_the_median_and_the_verdict_in_short_and_nothing_before_five_clean_solves() {
        assertThat(LadderList.playedText(new PlayedDifficulty.TooFewSolves(4))).isEmpty();
        assertThat(LadderList.playedText(
                        new PlayedDifficulty.Measured(7, 252_000, OptionalInt.of(80), 5, Optional.empty())))
                .contains("Median 04:12 over 7 clean solves · played harder than its grade");
        assertThat(LadderList.playedText(
                        new PlayedDifficulty.Measured(5, 61_000, OptionalInt.empty(), 1, Optional.empty())))
                .contains("Median 01:01 over 5 clean solves");
    }
}
