package org.calcoolation.engine.generate;

import java.util.stream.Stream;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Slow;
import org.calcoolation.engine.Variant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link TwistsTest}'s sweep at Unreasonable, a class of its own so that another test JVM can run it. */
class TwistsUnreasonableTest {

    static Stream<Arguments> everyTwistedVariant() {
        return TwistsTest.everyTwistedVariantAt(Difficulty.UNREASONABLE);
    }

    @Slow
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyTwistedVariant")
    void puzzles_are_unique_by_brute_force_graded_as_asked_and_keep_to_their_twists(
            Variant variant, Difficulty difficulty) {
        TwistsTest.checkTwisted(variant, difficulty);
    }
}
