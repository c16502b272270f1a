package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.calcoolation.game.play.MoveReceipts.Verdict;
import org.junit.jupiter.api.Test;

class MoveReceiptsTest {

    @Test
    void each_page_numbers_its_moves_and_a_number_is_taken_once() {
        MoveReceipts receipts = new MoveReceipts();

        assertThat(receipts.admit("a", 1, 0)).isEqualTo(Verdict.NEW);
        assertThat(receipts.admit("a", 1, 0)).isEqualTo(Verdict.SEEN);
        assertThat(receipts.admit("b", 1, 0)).isEqualTo(Verdict.NEW);
        assertThat(receipts.admit("a", 3, 0))
                .as("a page's selections are numbered too: gaps are normal")
                .isEqualTo(Verdict.NEW);
        assertThat(receipts.admit("a", 2, 0)).as("older than the last taken").isEqualTo(Verdict.SEEN);
        assertThat(receipts.taken()).containsOnly(java.util.Map.entry("a", 3), java.util.Map.entry("b", 1));
    }

    @Test
    void a_move_of_another_epoch_is_refused_and_not_counted() {
        MoveReceipts receipts = new MoveReceipts();
        receipts.admit("a", 1, 0);
        receipts.newEpoch();

        assertThat(receipts.admit("a", 2, 0)).isEqualTo(Verdict.OLD_EPOCH);
        assertThat(receipts.taken()).containsEntry("a", 1);
        assertThat(receipts.admit("a", 2, 1)).isEqualTo(Verdict.NEW);
    }

    @Test
    void the_pages_that_moved_longest_ago_are_forgotten_past_the_limit() {
        MoveReceipts receipts = new MoveReceipts();
        receipts.admit("first", 1, 0);
        for (int page = 0; page < MoveReceipts.PAGES - 1; page++) receipts.admit("p" + page, 1, 0);
        receipts.admit("first", 2, 0); // moved again: now the newest
        receipts.admit("last", 1, 0);

        assertThat(receipts.taken())
                .hasSize(MoveReceipts.PAGES)
                .containsKey("first")
                .doesNotContainKey("p0");
    }

    @Test
    void receipts_come_back_from_their_text_as_they_were() {
        MoveReceipts receipts = new MoveReceipts();
        receipts.newEpoch();
        receipts.admit("page-1_A", 7, 1);
        receipts.admit("b", 2, 1);

        MoveReceipts back = MoveReceipts.decode(receipts.encode());

        assertThat(receipts.encode()).isEqualTo("1;page-1_A:7,b:2");
        assertThat(back.epoch()).isEqualTo(1);
        assertThat(back.taken()).isEqualTo(receipts.taken());
        assertThat(back.admit("page-1_A", 7, 1)).isEqualTo(Verdict.SEEN);
        assertThat(MoveReceipts.decode("0;").taken()).isEmpty();
    }

    @Test
    void the_longest_receipts_fit_their_column() {
        MoveReceipts receipts = new MoveReceipts();
        for (int page = 0; page < MoveReceipts.PAGES + 5; page++)
            receipts.admit(String.format("%24d", page).replace(' ', 'x'), Integer.MAX_VALUE, 0);
        for (int i = 0; i < 1000; i++) receipts.newEpoch();

        assertThat(receipts.encode().length()).isLessThanOrEqualTo(1200); // V21's VARCHAR(1200)
    }

    @Test
    void text_it_cannot_have_written_is_refused() {
        for (String bad : new String[] {"", "x;", "0;a", "0;a:b", "0;<script>:1", "0;:1"}) {
            assertThatThrownBy(() -> MoveReceipts.decode(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
