package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import org.calcoolation.engine.Cell;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * How often the server renders the grid for one move from the page (docs/move-path.md): once,
 * whether the move is new, sent again, or changes nothing. A render computes every cell's code,
 * the undo and redo previews and the receipts; a second one for the same move found nothing new.
 */
@SpringBootTest
class MovePathTest extends SpringBrowserlessTest {

    private BoardComponent board() {
        return navigate(PlayView.class).panel.board;
    }

    private static int rendersFor(BoardComponent board, Runnable send) {
        int before = board.renders();
        send.run();
        return board.renders() - before;
    }

    @Test
    void a_new_move_on_the_selected_cell_is_rendered_once() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);

        int renders = rendersFor(board, () -> grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1));

        assertThat(board.cellView(Cell.ofIndex(0, board.puzzle().size())).notes())
                .as("the note is taken")
                .isNotZero();
        assertThat(renders).isEqualTo(1);
    }

    @Test
    void a_move_sent_again_is_answered_with_one_render_and_not_applied_twice() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);
        grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1);

        int renders = rendersFor(board, () -> grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1));

        assertThat(renders).isEqualTo(1);
        assertThat(board.cellView(Cell.ofIndex(0, board.puzzle().size())).notes())
                .as("a toggle sent twice is applied once: the note stays")
                .isNotZero();
    }

    @Test
    void a_move_that_changes_nothing_is_still_answered_once() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);

        int renders = rendersFor(board, () -> grid.sendMove(board.page(), board.epoch(), 1, "clear", 0, 0));

        assertThat(renders).isEqualTo(1);
    }
}
