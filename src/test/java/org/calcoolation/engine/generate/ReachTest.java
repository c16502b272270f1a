package org.calcoolation.engine.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Which kinds the generator makes: every variant has its row, and the two plain styles reach every size and level. */
class ReachTest {

    private static final Variant CLASSIC = new Variant(CageStyle.CLASSIC, OperationMix.ALL);

    @Test
    void every_variant_has_a_row_and_every_row_is_a_variant() {
        assertThat(Reach.variants().stream().filter(v -> v.style() != CageStyle.MERGE))
                .containsExactlyInAnyOrderElementsOf(Variant.values());
        // The merged cut is measured with all four operations, at means a half apart from 1.5 on.
        assertThat(Reach.variants().stream().filter(v -> v.style() == CageStyle.MERGE))
                .isNotEmpty()
                .allSatisfy(v -> {
                    assertThat(v.operations()).isEqualTo(OperationMix.ALL);
                    assertThat(v.twists()).isEmpty();
                    assertThat(v.meanTenths() % 5).isZero();
                });
    }

    @Test
    void a_merged_mean_between_two_measured_is_held_to_both_and_weights_to_their_plain_and_narrowed_kinds() {
        Variant at37 = new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), 37, OperationWeights.EVEN);
        Variant at35 = new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), 35, OperationWeights.EVEN);
        Variant at40 = new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), 40, OperationWeights.EVEN);
        for (Difficulty d : Difficulty.values())
            for (int size = 3; size <= 16; size++)
                assertThat(Reach.covers(at37, size, d))
                        .as(size + " " + d)
                        .isEqualTo(Reach.covers(at35, size, d) && Reach.covers(at40, size, d));
        // Weights that leave only + behave as sums alone, which stop at 12×12 (keen-add).
        Variant sumsOnly =
                new Variant(CageStyle.KEEN, OperationMix.ALL, Set.of(), 0, OperationWeights.parse("sub=0,mul=0,div=0"));
        assertThat(Reach.covers(sumsOnly, 12, Difficulty.EASY)).isTrue();
        assertThat(Reach.covers(sumsOnly, 13, Difficulty.EASY)).isFalse();
        assertThat(Reach.covers(Variant.STANDARD, 13, Difficulty.EASY)).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void keen_and_classic_cages_with_all_four_operations_reach_every_size_to_12_at_every_level(Difficulty difficulty) {
        for (Variant variant : List.of(Variant.STANDARD, CLASSIC)) {
            for (int size = 4; size <= 12; size++) {
                assertThat(Generator.supports(size, difficulty, variant))
                        .as("%s %s %d", variant.key(), difficulty, size)
                        .isTrue();
            }
            assertThat(Generator.supports(3, difficulty, variant))
                    .isEqualTo(difficulty.compareTo(Difficulty.NORMAL) <= 0);
        }
    }

    /** The promise for 13×13 to 16×16: the default kind at Easy, Normal and Hard (and Extreme, as measured). */
    @ParameterizedTest
    @EnumSource(
            value = Difficulty.class,
            names = {"EASY", "NORMAL", "HARD", "EXTREME"})
    void keen_cages_with_all_four_operations_reach_16_by_16_up_to_extreme(Difficulty difficulty) {
        for (int size = 13; size <= Puzzle.MAX_SIZE; size++) {
            assertThat(Generator.supports(size, difficulty, Variant.STANDARD))
                    .as("%s %d", difficulty, size)
                    .isTrue();
        }
    }

    @Test
    void every_variant_is_made_at_six_by_six_hard_and_at_every_level_somewhere() {
        for (Variant variant : Variant.values()) {
            assertThat(Generator.supports(6, Difficulty.HARD, variant))
                    .as(variant.key())
                    .isTrue();
            for (Difficulty difficulty : Difficulty.values()) {
                boolean somewhere = false;
                for (int size = Puzzle.MIN_SIZE; size <= Puzzle.MAX_SIZE; size++)
                    somewhere |= Generator.supports(size, difficulty, variant);
                assertThat(somewhere).as("%s at %s", variant.key(), difficulty).isTrue();
            }
        }
    }

    @Test
    void a_kind_out_of_reach_is_refused_by_name_before_any_work() {
        Variant hidden = Variant.parse("keen-all-hidden");
        assertThat(Generator.supports(12, Difficulty.UNREASONABLE, hidden)).isFalse();
        assertThat(Generator.supports(12, Difficulty.HARD, hidden)).isTrue();
        assertThatThrownBy(() -> Generator.generate(12, Difficulty.UNREASONABLE, hidden, 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Unreasonable Hidden operators puzzles of size 12 are not available");
    }

    @Test
    void sizes_outside_the_grid_range_are_never_supported() {
        for (Variant variant : Variant.values()) {
            assertThat(Generator.supports(Puzzle.MIN_SIZE - 1, Difficulty.EASY, variant))
                    .isFalse();
            assertThat(Generator.supports(Puzzle.MAX_SIZE + 1, Difficulty.EASY, variant))
                    .isFalse();
        }
    }
}
