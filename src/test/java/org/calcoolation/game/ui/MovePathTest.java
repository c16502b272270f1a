package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import org.calcoolation.engine.Cell;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;

/**
 * What one move from the page costs the server (docs/move-path.md): it is rendered once, whether
 * new, sent again, refused or changing nothing, and painted at most once (once when the page has
 * anything to learn); a selection is no round trip; and only the game remembers which moves it
 * took. A render computes every cell's code, the undo and redo previews and the receipts; a paint
 * is the one call that sends them to the browser.
 */
@SpringBootTest
class MovePathTest extends SpringBrowserlessTest {

    private BoardComponent board() {
        return navigate(PlayView.class).panel.board;
    }

    /** Renders and paints for what {@code send} does. */
    private record Cost(int renders, int paints) {}

    private static Cost costOf(BoardComponent board, Runnable send) {
        int renders = board.renders(), paints = board.paints();
        send.run();
        return new Cost(board.renders() - renders, board.paints() - paints);
    }

    private static int notes(BoardComponent board, int cell) {
        return board.cellView(Cell.ofIndex(cell, board.puzzle().size())).notes();
    }

    @Test
    void a_new_move_on_the_selected_cell_is_rendered_once_and_painted_once() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);

        Cost cost = costOf(board, () -> grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1));

        assertThat(notes(board, 0)).as("the note is taken").isNotZero();
        assertThat(cost).isEqualTo(new Cost(1, 1));
    }

    @Test
    void a_selection_is_no_round_trip_and_a_move_on_the_new_cell_is_rendered_once_and_painted_once() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);
        grid.sent();
        Cell other = Cell.ofIndex(board.puzzle().size() + 1, board.puzzle().size());

        Cost selecting = costOf(board, () -> grid.click(other));
        assertThat(selecting).isEqualTo(new Cost(0, 0));
        assertThat(grid.sent()).as("nothing sent to the browser").isEmpty();

        Cost moving = costOf(board, () -> grid.press("1", false, false, 1_000));
        assertThat(moving).isEqualTo(new Cost(1, 1));
        assertThat(grid.cell(other).digit())
                .as("the move carried the page's selection")
                .isEqualTo(1);
        assertThat(grid.sent())
                .singleElement()
                .satisfies(paint -> assertThat(paint.arguments().getFirst())
                        .as("the page keeps its own selection")
                        .isNull());
    }

    @Test
    void a_move_sent_again_is_rendered_once_not_applied_twice_and_not_painted_again() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);
        grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1);

        Cost cost = costOf(board, () -> grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1));

        assertThat(notes(board, 0))
                .as("a toggle sent twice is applied once: the note stays")
                .isNotZero();
        assertThat(cost).as("the page was told of it already").isEqualTo(new Cost(1, 0));
    }

    @Test
    void a_move_that_changes_nothing_is_rendered_once_and_painted_once_with_its_receipt() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);

        Cost cost = costOf(board, () -> grid.sendMove(board.page(), board.epoch(), 1, "clear", 0, 0));

        assertThat(cost).isEqualTo(new Cost(1, 1));
    }

    @Test
    void a_move_off_the_grid_is_taken_by_the_game_as_a_move_that_changes_nothing() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);
        grid.sent();
        int cells = board.puzzle().size() * board.puzzle().size();

        Cost cost = costOf(board, () -> grid.sendMove(board.page(), board.epoch(), 1, "place", cells, 1));

        assertThat(cost).isEqualTo(new Cost(1, 1));
        assertThat(grid.sent()).singleElement().satisfies(paint -> {
            JsonNode receipts = (JsonNode) paint.arguments().get(2);
            assertThat(receipts.path("taken").path(board.page()).asInt())
                    .as("the game's receipt answers it")
                    .isEqualTo(1);
        });
    }

    @Test
    void only_the_game_remembers_which_moves_it_took() {
        BoardComponent board = board();
        BoardTester grid = new BoardTester(board);
        grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1);
        // 32 other pages move: the game remembers the 32 that moved last, and forgets this page.
        for (int page = 0; page < 32; page++) grid.sendMove("other" + page, board.epoch(), 1, "clear", 1, 0);

        grid.sendMove(board.page(), board.epoch(), 1, "note", 0, 1);

        assertThat(notes(board, 0))
                .as("the grid keeps no second memory: a resend the game forgot is applied again")
                .isZero();
    }
}
