package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.internal.JacksonUtils;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** A paint tells the receipts as a delta: only the pages that moved on, all of them when that would not do. */
class BoardMessagesTest {

    private static ObjectNode receipts(int epoch, boolean closed, int taken, int stored) {
        ObjectNode receipts =
                JacksonUtils.createObjectNode().put("epoch", epoch).put("closed", closed);
        receipts.putObject("taken").put("page", taken).put("other", 4);
        receipts.putObject("stored").put("page", stored).put("other", 4);
        return receipts;
    }

    @Test
    void a_move_taken_is_told_as_its_page_s_new_receipt_alone() {
        assertThat(BoardMessages.told(receipts(0, false, 7, 5), receipts(0, false, 8, 5)))
                .hasToString("{\"taken\":{\"page\":8}}");
        assertThat(BoardMessages.told(receipts(0, false, 8, 5), receipts(0, false, 8, 8)))
                .hasToString("{\"stored\":{\"page\":8}}");
    }

    @Test
    void receipts_unchanged_are_not_told() {
        assertThat(BoardMessages.told(receipts(0, false, 7, 5), receipts(0, false, 7, 5)))
                .isNull();
    }

    @Test
    void a_new_epoch_a_closing_or_a_receipt_that_went_back_is_told_whole() {
        ObjectNode restarted = receipts(1, false, 0, 0);
        assertThat(BoardMessages.told(receipts(0, false, 7, 5), restarted)).isSameAs(restarted);
        ObjectNode closed = receipts(0, true, 7, 7);
        assertThat(BoardMessages.told(receipts(0, false, 7, 5), closed)).isSameAs(closed);
        ObjectNode forgotten = receipts(0, false, 7, 5);
        forgotten.withObject("taken").remove("other");
        assertThat(BoardMessages.told(receipts(0, false, 7, 5), forgotten)).isSameAs(forgotten);
        ObjectNode first = receipts(0, false, 1, 0);
        assertThat(BoardMessages.told(null, first)).isSameAs(first);
    }
}
