package org.calcoolation.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class OrdinalTest {

    @Test
    void places_end_as_english_says_them_the_teens_included() {
        assertThat(IntStream.of(1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113, 1002)
                        .mapToObj(Ordinal::of))
                .containsExactly(
                        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th",
                        "112th", "113th", "1002nd");
    }
}
