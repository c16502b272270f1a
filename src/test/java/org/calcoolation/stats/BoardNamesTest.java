package org.calcoolation.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.calcoolation.account.PlayerTag;
import org.calcoolation.stats.BoardNames.Named;
import org.junit.jupiter.api.Test;

class BoardNamesTest {

    @Test
    void names_that_differ_only_in_case_or_width_get_tags_and_the_others_stay_as_chosen() {
        List<String> shown = BoardNames.distinguish(List.of(
                new Named(1, "Ada"),
                new Named(2, "Bo"),
                new Named(3, "ADA"),
                new Named(4, "Ａｄａ"),
                new Named(5, "Adam")));

        assertThat(shown)
                .containsExactly(
                        "Ada " + PlayerTag.of(1), "Bo", "ADA " + PlayerTag.of(3), "Ａｄａ " + PlayerTag.of(4), "Adam");
    }

    @Test
    void the_viewers_own_row_says_you_in_words() {
        assertThat(BoardNames.withYou("Ada #T8ZB", true)).isEqualTo("Ada #T8ZB (you)");
        assertThat(BoardNames.withYou("Bo", false)).isEqualTo("Bo");
    }
}
