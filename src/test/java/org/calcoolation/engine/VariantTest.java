package org.calcoolation.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Stored names stay as they were; twists add names, keys and labels of their own and refuse mixes that make no sense. */
class VariantTest {

    @Test
    void the_names_stored_before_twists_are_unchanged() {
        assertThat(Variant.STANDARD.name()).isEqualTo("STANDARD");
        assertThat(Variant.MULTIPLICATION_ONLY.name()).isEqualTo("MULTIPLICATION_ONLY");
        assertThat(new Variant(CageStyle.CLASSIC, OperationMix.ADD_SUB).name()).isEqualTo("CLASSIC_ADD_SUB");
        assertThat(Variant.valueOf("STANDARD")).isSameAs(Variant.STANDARD);
        assertThat(new Variant(CageStyle.KEEN, OperationMix.ALL, Set.of())).isEqualTo(Variant.STANDARD);
    }

    @Test
    void twists_have_names_keys_and_labels_that_read_back() {
        Variant hidden = Variant.STANDARD.with(Twist.HIDDEN_OPERATORS);
        assertThat(hidden.name()).isEqualTo("KEEN_ALL_HIDDEN");
        assertThat(hidden.key()).isEqualTo("keen-all-hidden");
        assertThat(hidden.label()).isEqualTo("Hidden operators");
        Variant extended = new Variant(CageStyle.CLASSIC, OperationMix.MUL_DIV, EnumSet.of(Twist.EXTENDED_OPERATIONS));
        assertThat(extended.name()).isEqualTo("CLASSIC_MUL_DIV_EXTENDED");
        assertThat(extended.key()).isEqualTo("classic-muldiv-extended");
        assertThat(Variant.parse("classic-all-extended-hidden").key()).isEqualTo("classic-all-hidden-extended");
        for (Variant v : Variant.values()) {
            assertThat(v.name()).hasSizeLessThanOrEqualTo(32);
            assertThat(Variant.valueOf(v.name())).isEqualTo(v);
            assertThat(Variant.parse(v.key())).isEqualTo(v);
        }
        Variant xor =
                new Variant(CageStyle.CLASSIC, OperationMix.ADD_SUB, EnumSet.of(Twist.EXTENDED_OPERATIONS, Twist.XOR));
        assertThat(xor.name()).isEqualTo("CLASSIC_ADD_SUB_EXTENDED_XOR");
        assertThat(xor.key()).isEqualTo("classic-addsub-extended-xor");
        assertThat(xor.label()).isEqualTo("Classic · + and − only · − and ÷ on larger cages · ⊕ cages");
        // Per style: five mixes bare, three with extended, one (all) hidden, one hidden and extended, and each of the
        // eight without hidden again with ⊕.
        assertThat(Variant.values()).hasSize(2 * (5 + 3 + 1 + 1 + 5 + 3)).doesNotHaveDuplicates();
    }

    @Test
    void hidden_operators_need_all_four_and_extended_needs_subtraction_or_division() {
        assertThatThrownBy(() -> new Variant(CageStyle.KEEN, OperationMix.MUL, Set.of(Twist.HIDDEN_OPERATORS)))
                .hasMessageContaining("hidden operators need all four operations")
                .hasMessageContaining("no secret");
        assertThatThrownBy(() -> new Variant(CageStyle.KEEN, OperationMix.ADD, Set.of(Twist.EXTENDED_OPERATIONS)))
                .hasMessageContaining("need a mix that holds − or ÷");
        assertThatThrownBy(() -> Variant.parse("keen-all-sideways")).hasMessageContaining("unknown twist 'sideways'");
        assertThatThrownBy(() -> Variant.parse("keen-all-hidden-xor")).hasMessageContaining("do not go together");
        assertThat(Variant.parse("keen-mul-xor").allows(Operation.XOR)).isTrue();
        assertThat(Variant.parse("keen-mul").allows(Operation.XOR)).isFalse();
        assertThat(Variant.parse("keen-mul-xor").allows(Operation.ADD)).isFalse();
    }
}
