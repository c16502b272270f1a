package org.calcoolation.engine.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.base.i18n.Languages;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Refusal;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine's refusals carry a key for the pages and their own English for the command line: the
 * English bundle must word each exactly as the engine does, and every other language otherwise
 * (a message left in English, or a key no bundle has, fails here). Reads the bundles, no Spring.
 */
class RefusalWordingTest {

    private static final BundleMessages BUNDLES = new BundleMessages();
    private static final String LAYOUT = "4:_aa_a_ab_5a3,";

    /** Every refusal of {@link KeenCodecTest}, and one ID for each branch its messages choose between. */
    static Stream<String> refusedIds() {
        Stream<String> each = KeenCodecTest.plainMessages().map(args -> (String) args.get()[0]);
        Stream<String> branches = Stream.of(
                "4H" + LAYOUT.substring(1) + "q6d2m4s1s2a6d2",
                "4B" + LAYOUT.substring(1) + "q6d2m4s1s2a6d2",
                "4X" + LAYOUT.substring(1) + "m0d2m4s1s2a6d2",
                "4B" + LAYOUT.substring(1) + "m0d2m4s1s2a6d2",
                "4XB" + LAYOUT.substring(1) + "m0d2m4s1s2a6d2",
                "4:_aa_a b_5a3,m6",
                "4:_aa_a\u0007b_5a3,m6",
                LAYOUT + "m6d2m4s1s2a6d2\u0007",
                "4:z999999999999999999,a1",
                "4:_aa_a_ab_a,m6",
                LAYOUT + "m6",
                LAYOUT + "s6d2m4s1s2a6d2");
        return Stream.concat(each, branches);
    }

    @ParameterizedTest
    @MethodSource("refusedIds")
    void the_english_bundle_words_each_refusal_of_an_id_as_the_engine_does(String id) {
        DecodeResult.Invalid invalid = (DecodeResult.Invalid) KeenCodec.decode(id);
        assertWordedInEveryLanguage(invalid.refusal());
    }

    static Stream<Arguments> refusedWeights() {
        Set<Twist> none = Set.of();
        return Stream.of(
                Arguments.of(new OperationWeights(0, 1, 0, 1, 1), OperationMix.ALL, none),
                Arguments.of(new OperationWeights(0, 1, 0, 1, 0), OperationMix.ALL, Set.of(Twist.XOR)),
                Arguments.of(new OperationWeights(2, 0, 1, 0, 1), OperationMix.ALL, Set.of(Twist.EXTENDED_OPERATIONS)),
                Arguments.of(new OperationWeights(2, 1, 1, 1, 1), OperationMix.ALL, Set.of(Twist.HIDDEN_OPERATORS)),
                Arguments.of(new OperationWeights(2, 1, 3, 1, 1), OperationMix.ADD_SUB, none),
                Arguments.of(new OperationWeights(1, 1, 1, 1, 3), OperationMix.MUL_DIV, none),
                Arguments.of(new OperationWeights(0, 0, 1, 1, 1), OperationMix.ADD_SUB, none));
    }

    @ParameterizedTest
    @MethodSource("refusedWeights")
    void the_english_bundle_words_each_refusal_of_weights_as_the_engine_does(
            OperationWeights weights, OperationMix mix, Set<Twist> twists) {
        Optional<Refusal> refused = Variant.refusalOf(weights, mix, twists);
        assertThat(refused).as("%s over %s %s", weights, mix, twists).isPresent();
        assertWordedInEveryLanguage(refused.get());
    }

    @Test
    void five_weights_of_zero_are_refused_in_every_language_too() {
        assertThat(OperationWeights.ofAny(0, 0, 0, 0, 0)).isEmpty();
        assertWordedInEveryLanguage(OperationWeights.ALL_ZERO);
    }

    @Test
    void a_character_at_fault_is_quoted_as_each_language_quotes() {
        Refusal refusal = ((DecodeResult.Invalid) KeenCodec.decode("4:_aa_a_Qb_5a3,m6")).refusal();
        assertThat(in(Locale.GERMAN, refusal)).contains("„Q“ gehört dort nicht hin");
        assertThat(in(Locale.JAPANESE, refusal)).contains("「Q」");
        Refusal space = ((DecodeResult.Invalid) KeenCodec.decode("4:_aa_a b_5a3,m6")).refusal();
        assertThat(in(Locale.GERMAN, space)).contains("Ein Leerzeichen gehört dort nicht hin");
    }

    private static void assertWordedInEveryLanguage(Refusal refusal) {
        assertThat(in(Languages.ENGLISH, refusal)).as(refusal.key()).isEqualTo(refusal.english());
        List<Locale> others = Languages.ALL.stream()
                .filter(language -> !language.equals(Languages.ENGLISH))
                .toList();
        for (Locale language : others)
            assertThat(in(language, refusal))
                    .as("%s in %s", refusal.key(), language)
                    .doesNotStartWith("!")
                    .isNotEqualTo(refusal.english())
                    .doesNotContain("{");
    }

    private static String in(Locale language, Refusal refusal) {
        return BUNDLES.getTranslation(refusal.key(), language, refusal.args());
    }
}
