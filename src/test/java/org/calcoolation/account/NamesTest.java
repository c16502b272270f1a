package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The keys names are compared by, without Spring: which names come out alike and which do not. */
class NamesTest {

    private static boolean alike(String one, String other) {
        Set<String> keys = Names.keys(one);
        return Names.keys(other).stream().anyMatch(keys::contains);
    }

    @ParameterizedTest(name = "{0} looks like alice")
    @ValueSource(
            strings = {
                "alice",
                "Alice",
                "ALICE",
                "aIice",
                "AIice",
                "\u0430lice", // Cyrillic а
                "alic\u0435", // Cyrillic е
                "\uFF41\uFF4C\uFF49\uFF43\uFF45", // full-width
                "alice\u0301",
                "ali\u0307ce",
                "a\u0300lice", // combining marks
                "alicé", // precomposed
                "ali\u00A0ce",
                "alice\u00A0",
                "a l i c e", // no-break and ordinary spaces
                "al\u200Bice",
                "alice\u3164",
                "ali\u00ADce", // zero-width space, Hangul filler, soft hyphen
                "\uD835\uDC1A\uD835\uDC25\uD835\uDC22\uD835\uDC1C\uD835\uDC1E" // mathematical bold
            })
    void look_alikes_of_alice_share_a_key_with_it(String name) {
        assertThat(alike(name, "alice")).isTrue();
    }

    @ParameterizedTest(name = "{0} and {1} are different names")
    @CsvSource({
        "alice, alicia",
        "ana, anna",
        "bob, rob",
        "Ada L., Ada K.",
        "mia, max",
        "tom, tim",
        "alice, alice2",
        "José, Josef",
        "Zoë, Chloë",
        "कुल, कल", // Devanagari: the vowel sign makes another syllable, and stays
        "Ελένη, Ελενα",
        "Борис, Богдан",
        "太郎, 次郎"
    })
    void ordinary_different_names_do_not(String one, String other) {
        assertThat(alike(one, other)).isFalse();
    }

    @ParameterizedTest(name = "{0} and {1} are alike")
    @CsvSource({"m, rn", "bob1, bobl", "paul0, paulO", "cl0ud, cloud"})
    void letters_that_pass_for_others_make_names_alike(String one, String other) {
        assertThat(alike(one, other)).isTrue();
    }

    @ParameterizedTest(name = "{0} is stored as {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Ada\u00A0L.|Ada L.",
                "\uFF22\uFF4F\uFF42|Bob",
                "Ada\u3000L.|Ada L.",
                "ﬁona|fiona",
                "Zoë|Zoë",
                "Zoe\u0308|Zoë"
            })
    void a_display_name_is_stored_with_plain_spaces_in_nfkc(String typed, String stored) {
        assertThat(Names.prepared(typed)).isEqualTo(stored);
    }

    @ParameterizedTest(name = "U+{0} is invisible")
    @ValueSource(
            ints = {
                0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x00AD, 0x3164, 0x115F, 0xFFA0, 0x2800, 0x034F, 0xE000, 0x0378
            })
    void invisible_characters_are_told_apart(int c) {
        assertThat(Names.isInvisible(c)).isTrue();
    }

    @ParameterizedTest(name = "U+{0} turns the writing")
    @ValueSource(ints = {0x202E, 0x202D, 0x200E, 0x200F, 0x061C, 0x2066, 0x2067, 0x2068, 0x2069})
    void direction_marks_are_told_apart(int c) {
        assertThat(Names.turnsWriting(c)).isTrue();
    }

    @ParameterizedTest(name = "{0} is visible")
    @ValueSource(strings = {"a", "Ω", "я", "क", "太", "❤", "\uFE0F", "1", " ", "é"})
    void letters_digits_emoji_and_variation_selectors_are_not(String text) {
        int c = text.codePointAt(0);
        assertThat(Names.isInvisible(c) || Names.turnsWriting(c) || Names.isControl(c))
                .isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "ệ, false",
        "e\u0301\u0302\u0323, false",
        "e\u0301\u0302\u0323\u0330, true",
        "Z\u0351\u0352\u0357\u035B\u0363, true"
    })
    void more_than_three_marks_on_a_letter_are_a_pile(String name, boolean piled) {
        assertThat(Names.hasPiledMarks(name)).isEqualTo(piled);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"\uAF66", "\uFDFA", "a"})
    void forty_of_the_longest_letters_fit_the_key_column(String letter) {
        String forty = Names.prepared(letter.repeat(40));
        String name =
                forty.substring(0, forty.offsetByCodePoints(0, Math.min(40, forty.codePointCount(0, forty.length()))));

        assertThat(Names.keys(name)).allSatisfy(key -> assertThat(key.length()).isLessThanOrEqualTo(Names.KEY_MAX));
    }
}
