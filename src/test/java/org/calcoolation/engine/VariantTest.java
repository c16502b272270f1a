package org.calcoolation.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
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

    @Test
    void a_merged_cut_carries_its_mean_and_weights_their_digits_in_every_spelling() {
        Variant merged = new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), 40, OperationWeights.EVEN);
        assertThat(merged.name()).isEqualTo("MERGE40_ALL");
        assertThat(merged.key()).isEqualTo("merge4.0-all");
        assertThat(merged.label()).isEqualTo("Merged 4.0");
        assertThat(Variant.parse("merge-all").meanTenths()).isEqualTo(Variant.DEFAULT_MEAN_TENTHS);

        Variant weighed = new Variant(
                CageStyle.MERGE,
                OperationMix.ADD_SUB,
                EnumSet.of(Twist.EXTENDED_OPERATIONS, Twist.XOR),
                40,
                OperationWeights.parse("add=4,sub=2,xor=3"));
        assertThat(weighed.name())
                .isEqualTo("MERGE40_ADD_SUB_EXTENDED_XOR_W42003")
                .hasSizeLessThanOrEqualTo(64);
        assertThat(weighed.key()).isEqualTo("merge4.0-addsub-extended-xor-w42003");
        assertThat(weighed.label())
                .isEqualTo("Merged 4.0 · + and − only · − and ÷ on larger cages · ⊕ cages · Weighted + 4 · − 2 · ⊕ 3");
        for (Variant v : List.of(merged, weighed, Variant.STANDARD.with(Twist.XOR))) {
            assertThat(Variant.valueOf(v.name())).isEqualTo(v);
            assertThat(Variant.parse(v.key())).isEqualTo(v);
        }
        assertThatThrownBy(() -> Variant.valueOf("MERGE99_ALL")).hasMessageContaining("no variant is stored as");
        assertThatThrownBy(() -> Variant.valueOf("KEEN_ALL_W00000")).hasMessageContaining("no variant is stored as");
    }

    @Test
    void one_kind_has_one_spelling_of_its_weights() {
        Variant even =
                new Variant(CageStyle.KEEN, OperationMix.ADD_SUB, Set.of(), 0, OperationWeights.parse("add=3,sub=3"));
        assertThat(even)
                .as("equal weights on the operations used are the balance")
                .isEqualTo(new Variant(CageStyle.KEEN, OperationMix.ADD_SUB));
        Variant halved = new Variant(
                CageStyle.KEEN, OperationMix.ALL, Set.of(), 0, OperationWeights.parse("add=8,sub=4,mul=6,div=2"));
        assertThat(halved.weights()).isEqualTo(new OperationWeights(4, 2, 3, 1, 0));
        assertThat(halved.allows(Operation.XOR)).isFalse();
        Variant noDivision =
                new Variant(CageStyle.KEEN, OperationMix.ALL, Set.of(), 0, OperationWeights.parse("div=0"));
        assertThat(noDivision.allows(Operation.DIVIDE)).isFalse();
        assertThat(noDivision.allows(Operation.SUBTRACT)).isTrue();
        assertThat(noDivision).isNotEqualTo(Variant.STANDARD);
    }

    @Test
    void bad_means_and_weights_are_refused_with_the_range() {
        assertThatThrownBy(() -> Variant.parseMean("0")).hasMessage("a mean cage size runs from 1.5 to 5.0, not 0");
        assertThatThrownBy(() -> Variant.parseMean("99")).hasMessage("a mean cage size runs from 1.5 to 5.0, not 99");
        assertThatThrownBy(() -> Variant.parseMean("2.55")).hasMessageContaining("at most one decimal");
        assertThatThrownBy(() -> Variant.parseMean("two")).hasMessageContaining("at most one decimal");
        assertThat(Variant.parseMean("4")).isEqualTo(40);
        assertThat(Variant.parseMean("2.5")).isEqualTo(25);
        assertThatThrownBy(() -> new Variant(CageStyle.KEEN, OperationMix.ALL, Set.of(), 40, OperationWeights.EVEN))
                .hasMessageContaining("only the merged cut takes a mean cage size");

        assertThatThrownBy(() -> OperationWeights.parse("add=4,pow=2")).hasMessageContaining("unknown operation 'pow'");
        assertThatThrownBy(() -> OperationWeights.parse("add=-1")).hasMessageContaining("must be 0..9, not -1");
        assertThatThrownBy(() -> OperationWeights.parse("add=10")).hasMessageContaining("must be 0..9, not 10");
        assertThatThrownBy(() -> OperationWeights.parse("add=x")).hasMessageContaining("whole number");
        assertThatThrownBy(() -> OperationWeights.parse("add=0,sub=0,mul=0,div=0,xor=0"))
                .hasMessageContaining("cannot all be 0");
        assertThatThrownBy(() -> OperationWeights.parse("add=1,add=2")).hasMessageContaining("given twice");
        assertThatThrownBy(() -> new Variant(
                        CageStyle.KEEN, OperationMix.ALL, Set.of(), 0, OperationWeights.parse("add=0,mul=0")))
                .hasMessageContaining("needs + or ×");
        assertThatThrownBy(() ->
                        new Variant(CageStyle.KEEN, OperationMix.ADD_SUB, Set.of(), 0, OperationWeights.parse("mul=3")))
                .hasMessageContaining("a weight for × needs a kind that uses it");
        assertThatThrownBy(() -> new Variant(
                        CageStyle.KEEN,
                        OperationMix.ALL,
                        Set.of(Twist.HIDDEN_OPERATORS),
                        0,
                        OperationWeights.parse("add=3")))
                .hasMessageContaining("weights do not go with hidden operators");
        assertThatThrownBy(() -> new Variant(
                        CageStyle.KEEN, OperationMix.ADD_SUB, Set.of(), 0, OperationWeights.parse("add=0,sub=0")))
                .hasMessageContaining("leave every operation of this kind at 0");
    }
}
