package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.play.PlayerMove;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The short text a move goes to the server in (issue 45): read back as written, and nothing else read at all. */
class MoveEventTest {

    @Test
    void a_digit_of_this_page_is_read_with_its_grid_epoch_number_cell_and_digit() {
        MoveEvent move = MoveEvent.parse("3.0.9p12:5").orElseThrow();

        assertThat(move).isEqualTo(new MoveEvent(3, 0, 9, 'p', 12, 5, Optional.empty()));
        assertThat(move.number("ownPage")).isEqualTo(new PlayerMove.Number("ownPage", 9, 0));
        assertThat(move.move(6)).isEqualTo(new PlayerMove.Write(new Cell(2, 0), 5, false, false));
    }

    @Test
    void a_move_of_an_earlier_page_names_that_page_and_an_undo_needs_no_digit() {
        MoveEvent move = MoveEvent.parse("12.2.40u7.nU9udAf0SKLy").orElseThrow();

        assertThat(move.number("ownPage")).isEqualTo(new PlayerMove.Number("nU9udAf0SKLy", 40, 2));
        assertThat(move.move(6)).isEqualTo(new PlayerMove.Undo());
        assertThat(move.digit()).isZero();
    }

    @Test
    void what_board_js_writes_is_read_back_the_same_for_every_op() {
        for (BoardFormat.Op op : BoardFormat.Op.values()) {
            MoveEvent sent = new MoveEvent(
                    1, 4, 77, op.code, 255, op.takesDigit ? 16 : 0, Optional.of("a-page_of_24_characters_"));
            assertThat(MoveEvent.parse(sent.text())).as(sent.text()).contains(sent);
            assertThat(sent.move(16)).isEqualTo(op.move(Cell.ofIndex(255, 16), sent.digit()));
        }
    }

    @Test
    void a_well_formed_move_naming_nothing_of_the_grid_is_read_and_changes_nothing() {
        assertThat(MoveEvent.parse("1.0.5x3:1").orElseThrow().move(6))
                .as("no op x")
                .isEqualTo(new PlayerMove.Nothing());
        assertThat(MoveEvent.parse("1.0.5p36:1").orElseThrow().move(6))
                .as("no cell 36 on 6×6")
                .isEqualTo(new PlayerMove.Nothing());
        assertThat(MoveEvent.parse("1.0.5p3:7").orElseThrow().move(6))
                .as("no digit 7")
                .isEqualTo(new PlayerMove.Nothing());
        assertThat(MoveEvent.parse("1.0.5n3").orElseThrow().move(6))
                .as("a note with no digit")
                .isEqualTo(new PlayerMove.Nothing());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "p12:5",
                "3.0.9",
                "3.0.9p",
                "3.0.9pp12",
                "3.0.9p12:",
                "3.0.9p12:5:6",
                "3.0.-9p12:5",
                "3.0.9p-1:5",
                "3.0.9p12:1000000000000",
                "10000000000.0.9p12:5",
                "3.0.9p12:5.",
                "3.0.9p12:5.not a page!",
                "3.0.9p12:5.a_page_id_of_25_characters",
                "3.0.9p12:5\n12:00 INFO forged line",
                " 3.0.9p12:5",
                "٣.0.9p12:5",
            })
    void anything_else_is_not_a_move(String text) {
        assertThat(MoveEvent.parse(text)).isEmpty();
    }

    @Test
    void a_long_text_is_not_read_and_is_shown_short_in_the_log_with_no_line_of_its_own() {
        assertThat(MoveEvent.parse("1.0.1p1:1." + "a".repeat(200))).isEmpty();
        assertThat(MoveEvent.shown("1.0.1p1:1\n12:00 INFO x" + "y".repeat(100)))
                .isEqualTo("\"1.0.1p1:1?12:00?INFO?xyyyyyyyyyyyyyyyyyy\" (122 characters)");
    }
}
