package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class PlayerTagTest {

    @Test
    void a_tag_never_changes() {
        // Players tell friends their tag: these values are a promise, not an implementation detail.
        assertThat(List.of(PlayerTag.of(1), PlayerTag.of(2), PlayerTag.of(1_000), PlayerTag.of(1L << 20)))
                .containsExactly("#T8ZB", "#9A9R", "#J09J", "#30MMPJT");
    }

    @Test
    void no_two_of_the_first_accounts_share_a_tag_and_each_has_four_characters() {
        Set<String> seen = new HashSet<>();
        LongStream.range(0, 200_000).mapToObj(PlayerTag::of).forEach(tag -> {
            assertThat(tag).matches("#[0-9A-HJKMNP-TV-Z]{4}");
            assertThat(seen.add(tag)).as("%s seen before", tag).isTrue();
        });
    }

    @Test
    void the_ranges_have_lengths_of_their_own_so_tags_stay_distinct_past_a_million_accounts() {
        assertThat(PlayerTag.of((1L << 20) - 1)).hasSize(5);
        assertThat(PlayerTag.of(1L << 20)).hasSize(8);
        assertThat(PlayerTag.of((1L << 32) - 1)).hasSize(8);
        assertThat(PlayerTag.of(1L << 32)).hasSize(9);
        assertThat(PlayerTag.of(Long.MAX_VALUE)).matches("#[0-9A-HJKMNP-TV-Z]{13}");
        assertThatThrownBy(() -> PlayerTag.of(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
