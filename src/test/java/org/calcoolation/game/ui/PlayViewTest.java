package org.calcoolation.game.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.internal.JacksonUtils;
import com.vaadin.flow.router.QueryParameters;
import java.time.Duration;
import java.util.List;
import org.calcoolation.Pushed;
import org.calcoolation.base.ui.Press;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.calcoolation.game.GameService;
import org.calcoolation.help.ui.HowToPlayView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;

@SpringBootTest
@ExtendWith(OutputCaptureExtension.class)
class PlayViewTest extends SpringBrowserlessTest {

    private PlayView view;
    private double keyTime;

    @BeforeEach
    void open() {
        view = navigate(PlayView.class);
        // Settings follow the player from game to game: start each test from the defaults.
        if (!view.panel.tools.removeNotes.getValue())
            test(view.panel.tools.removeNotes).click();
        if (!view.panel.tools.liveMarks.getValue())
            test(view.panel.tools.liveMarks).click();
    }

    // ---- helpers ----

    private List<BoardComponent.CellView> gridCells() {
        return new BoardTester(view).cells();
    }

    private String label(Cell cell) {
        return new BoardTester(view).label(cell);
    }

    private boolean marked(Cell cell, String className) {
        return new BoardTester(view).marked(cell, className);
    }

    private void newPuzzle(int size, Difficulty difficulty) {
        NewPuzzleDialog choice = openNewPuzzle();
        test(choice.size).selectItem(size + " × " + size);
        test(choice.difficulty).selectItem(difficulty.label());
        test(choice.start).click();
    }

    private NewPuzzleDialog openNewPuzzle() {
        Press.on(view.newPuzzle);
        return $(NewPuzzleDialog.class).single();
    }

    /**
     * The Undo button, as board.js plays it: the grid's undo, if the button is enabled, which board.js
     * decides from the history the server paints (and the moves it drew ahead: none here).
     */
    private void undoButton() {
        if (canUndo()) new BoardTester(view).press("z", true, false, keyTime += 2000);
    }

    private void redoButton() {
        if (canRedo()) new BoardTester(view).press("y", true, false, keyTime += 2000);
    }

    /** Whether the game takes an undo: what the history in the server's paints says, and board.js's Undo shows. */
    private boolean canUndo() {
        return view.panel.game().orElseThrow().canUndo();
    }

    private boolean canRedo() {
        return view.panel.game().orElseThrow().canRedo();
    }

    private void select(Cell cell) {
        new BoardTester(view).click(cell);
    }

    private void press(String key) {
        keyTime += 2000;
        new BoardTester(view).press(key, false, false, keyTime);
    }

    private void pad(String label) {
        new PadTester(view.panel.tools.pad).press(label);
    }

    private void click(NativeButton button) {
        Press.on(button);
    }

    private void click(Button button) {
        test(button).click();
    }

    private void confirm() {
        test($(ConfirmDialog.class).last()).confirm();
    }

    private Grid solution() {
        return switch (Solver.solve(
                KeenCodec.decodeOrThrow(view.panel.game().orElseThrow().puzzleId()))) {
            case Finding.Unique unique -> unique.solution();
            default -> throw new AssertionError("the page shows a puzzle without one solution");
        };
    }

    /** A digit that is not the solution's in this cell. */
    private static int wrongDigit(Grid solution, Cell cell) {
        return solution.digit(cell) == 1 ? 2 : 1;
    }

    // ---- the grid ----

    @Test
    void the_grid_is_named_for_a_screen_reader_and_the_note_tools_say_what_they_act_on() {
        assertThat(view.panel.board.getElement().getAttribute("role")).isEqualTo("grid");
        assertThat(view.panel.board.getElement().getAttribute("aria-label")).isEqualTo("Puzzle grid");
        assertThat(List.of(view.panel.tools.fillNotes, view.panel.tools.smartFill, view.panel.tools.clearNotes))
                .extracting(button -> button.getText())
                .containsExactly("Fill all notes", "Smart fill all", "Clear cell notes");
    }

    @Test
    void the_browser_is_sent_the_grid_once_and_then_only_what_changes() {
        BoardTester board = new BoardTester(view);
        board.sent(); // what the page drew when it opened
        newPuzzle(6, Difficulty.NORMAL);
        List<BoardTester.Sent> sent = board.sent();
        // The new grid takes focus, so typed digits land in it: its selected cell, the top-left one.
        assertThat(sent).extracting(BoardTester.Sent::function).contains("focus");
        List<BoardTester.Sent> drawn = sent.stream()
                .filter(call ->
                        call.function().equals("build") || call.function().equals("paint"))
                .toList();
        assertThat(drawn).extracting(BoardTester.Sent::function).containsExactly("build", "paint");
        List<Object> build = drawn.getFirst().arguments();
        assertThat(build.getFirst()).isEqualTo(6);
        assertThat((ArrayNode) build.get(1)).hasSize(36);
        assertThat(((ArrayNode) build.get(2))
                        .valueStream()
                        .filter(clue -> !clue.asString().isEmpty())
                        .count())
                .isEqualTo(view.panel.game().orElseThrow().puzzle().cages().size());
        // Every cell, four numbers each (no spoken name: the page says it), with the top-left one selected.
        assertThat(drawn.getLast().arguments().getFirst()).isEqualTo(0);
        assertThat((ArrayNode) drawn.getLast().arguments().get(1)).hasSize(36 * BoardFormat.STRIDE);

        // The browser moves its selection itself: no round trip, nothing sent back.
        String page = view.panel.board.page();
        select(new Cell(2, 3));
        assertThat(board.sent()).as("a selection stays in the page").isEmpty();

        press("4");
        BoardTester.Sent paint = board.sent().getFirst();
        List<Object> answer = paint.arguments();
        assertThat(answer.getFirst()).as("the page keeps its own selection").isNull();
        assertThat(taken(paint, page)).as("the move taken").isEqualTo(1);
        ArrayNode changes = (ArrayNode) answer.get(1);
        assertThat(changes).hasSize(4);
        assertThat(changes.get(0).asInt()).isEqualTo(15);
        assertThat(changes.get(1).asInt()).isEqualTo(4);
        assertThat(changes.valueStream()).as("no spoken name on the wire").allMatch(JsonNode::isNumber);
        assertThat(label(new Cell(2, 3))).startsWith("Row 3, column 4, cage ").endsWith(", value 4");
    }

    /** The last move of {@code page} that a paint says was answered; 0 if it says nothing of it. */
    private static int taken(BoardTester.Sent paint, String page) {
        JsonNode receipts = (JsonNode) paint.arguments().get(2);
        return receipts == null ? 0 : receipts.path("taken").path(page).asInt(0);
    }

    @Test
    void a_move_sent_again_is_taken_once_and_a_move_the_server_cannot_take_is_answered_with_its_cells() {
        newPuzzle(6, Difficulty.NORMAL);
        BoardComponent grid = view.panel.board;
        BoardTester board = new BoardTester(view);
        String page = grid.page();
        board.sent();

        board.sendMove(page, 0, 1, "note", 7, 3);
        board.sendMove(page, 0, 1, "note", 7, 3); // the answer was lost and the page sent it again
        assertThat(board.cell(new Cell(1, 1)).notes())
                .as("note 3 toggled once, not twice")
                .isEqualTo(1 << 3);

        for (Object[] bad : new Object[][] {
            {2, "place", 36, 1}, {3, "place", 999, 1}, {4, "place", 7, 7}, {5, "place", 7, 0}, {6, "paint", 7, 1}
        }) {
            board.sent();
            board.sendMove(page, 0, (int) bad[0], (String) bad[1], (int) bad[2], (int) bad[3]);
            assertThat(board.sent())
                    .as("answered: %s", java.util.Arrays.toString(bad))
                    .singleElement()
                    .satisfies(paint -> assertThat(taken(paint, page)).isEqualTo(bad[0]));
        }
        board.sendMove(page, 0, 3, "place", 8, 2); // an id already taken
        board.sendMove("not a page!", 0, 7, "place", 8, 2);
        // Made on a grid the browser had before this one (another game's), or on none it was sent.
        board.fire(BoardTester.text((grid.build() - 1) + ".0.8p8:2"));
        board.fire(BoardTester.text((grid.build() + 1) + ".0.8p8:2"));
        assertThat(board.cell(new Cell(1, 2)).digit()).isZero();
        assertThat(board.cell(new Cell(1, 1)).digit())
                .as("nothing placed by the bad moves")
                .isZero();

        board.sendMove(page, 0, 9, "place", 8, 2);
        assertThat(board.cell(new Cell(1, 2)).digit()).isEqualTo(2);
    }

    /**
     * Issue 37: {@code "late":"yes"} once failed a type conversion, an ERROR with a 169-line trace.
     * Issue 45: a move is one short text; whatever else comes is refused in one line.
     */
    @Test
    void a_move_that_is_not_a_short_text_is_refused_in_one_line_and_a_late_flag_is_not_read(CapturedOutput output) {
        newPuzzle(6, Difficulty.NORMAL);
        BoardComponent grid = view.panel.board;
        BoardTester board = new BoardTester(view);
        String page = grid.page(), d = BoardComponent.DETAIL;
        int build = grid.build();

        board.fire(BoardTester.move(grid, page, 0, 1, "place", 8, 2).put(d + ".late", "yes"));
        board.fire(JacksonUtils.createObjectNode().put(d, 12));
        board.fire(JacksonUtils.createObjectNode());
        board.fire(BoardTester.text(build + ".0.two" + "p9:3"));
        board.fire(BoardTester.text(build + ".0.3p10:"));
        board.fire(BoardTester.text(build + ".0.4p11:1000000000000"));
        board.fire(BoardTester.text(build + ".0.5p11:4\n12:00 INFO forged line"));

        assertThat(board.cell(new Cell(1, 2)).digit())
                .as("taken: the server reads no late")
                .isEqualTo(2);
        assertThat(List.of(new Cell(1, 3), new Cell(1, 4), new Cell(1, 5)))
                .allSatisfy(cell -> assertThat(board.cell(cell).digit()).isZero());
        assertThat(output.getOut()
                        .lines()
                        .filter(line -> line.contains("Refused a crafted move"))
                        .map(line -> line.substring(line.indexOf("move: ") + 6))
                        .toList())
                .containsExactly(
                        "a number is not a move",
                        "nothing is not a move",
                        "\"" + build + ".0.twop9:3\" (" + (build + ".0.twop9:3").length()
                                + " characters) is not a move",
                        "\"" + build + ".0.3p10:\" (" + (build + ".0.3p10:").length() + " characters) is not a move",
                        "\"" + build + ".0.4p11:1000000000000\" (" + (build + ".0.4p11:1000000000000").length()
                                + " characters) is not a move",
                        "\"" + build + ".0.5p11:4?12:00?INFO?forged?line\" ("
                                + (build + ".0.5p11:4\n12:00 INFO forged line").length()
                                + " characters) is not a move");
        assertThat(output.getOut()).doesNotContain("at org.calcoolation.game.ui.BoardComponent");
    }

    @Test
    void moves_kept_by_a_page_before_this_one_are_taken_once_and_do_not_move_the_selection() {
        newPuzzle(6, Difficulty.NORMAL);
        BoardTester board = new BoardTester(view);
        select(new Cell(0, 0));
        // A page of this game made moves 4 and 5; the server took 4 before the page went (a reload).
        board.sendMove("earlierPage", 0, 4, "place", 8, 2);
        String before = view.panel.board.page();
        navigate(HowToPlayView.class);
        view = navigate(PlayView.class);
        board = new BoardTester(view);
        assertThat(view.panel.board.page()).as("a new page, with its own moves").isNotEqualTo(before);
        select(new Cell(0, 0));
        board.sent(); // the new grid, drawn with its top-left cell selected
        // The new page sends again what the earlier one kept; a changed digit shows a second apply.
        board.sendMove("earlierPage", 0, 4, "place", 8, 3);
        board.sendMove("earlierPage", 0, 5, "note", 9, 4);
        assertThat(board.cell(new Cell(1, 2)).digit())
                .as("move 4 taken once: its resend is not applied")
                .isEqualTo(2);
        assertThat(board.cell(new Cell(1, 3)).notes()).isEqualTo(1 << 4);
        assertThat(board.sent())
                .filteredOn(call -> call.function().equals("paint"))
                .as("another page's moves leave this page's selection: no answer names one")
                .allSatisfy(paint -> assertThat(paint.arguments().getFirst()).isNull());
    }

    @Test
    void a_move_made_before_the_game_was_restarted_is_not_applied_and_the_player_is_told() {
        newPuzzle(6, Difficulty.NORMAL);
        BoardTester board = new BoardTester(view);
        select(new Cell(0, 0));
        press("1");
        click(view.panel.tools.restart);
        confirm();
        assertThat(view.panel.board.epoch()).isEqualTo(1);
        board.sendMove("offlinePage", 0, 1, "place", 8, 2);
        assertThat(board.cell(new Cell(1, 2)).digit()).isZero();
        assertThat(view.panel.tools.message.getText())
                .isEqualTo("Moves made before this game was restarted were not applied.");
    }

    @Test
    void each_answer_says_what_an_undo_and_a_redo_would_leave_so_that_the_page_draws_them_at_once() {
        newPuzzle(6, Difficulty.NORMAL);
        BoardTester board = new BoardTester(view);
        select(new Cell(0, 1));
        board.sent();

        press("4");
        List<Object> answer = board.sent().getLast().arguments();
        JsonNode history = (JsonNode) answer.get(3);
        assertThat(ints(history.get(2))).as("an undo empties cell 1 again").containsExactly(1, 0, 0);
        assertThat(history.get(0).asInt()).isEqualTo(1);
        assertThat(ints(history.get(3))).as("nothing to redo").isEmpty();
        assertThat(history.get(1).asInt()).isZero();

        undoButton();
        answer = board.sent().getLast().arguments();
        history = (JsonNode) answer.get(3);
        assertThat(ints(history.get(2))).as("nothing more to undo").isEmpty();
        assertThat(history.get(0).asInt()).isZero();
        assertThat(ints(history.get(3))).as("a redo writes the 4 again").containsExactly(1, 4, 0);
        assertThat(history.get(1).asInt()).isEqualTo(1);
    }

    private static List<Integer> ints(JsonNode flat) {
        return ((ArrayNode) flat)
                .valueStream()
                .map(tools.jackson.databind.JsonNode::asInt)
                .toList();
    }

    @Test
    void the_grid_scripts_are_loaded_in_order_under_addresses_that_change_with_their_content() {
        assertThat(BoardScript.URLS)
                .hasSize(BoardScript.FILES.size())
                .allMatch(url -> url.matches("scripts/board(-rules|-store|-wire|-input)?\\.js\\?v=[0-9a-f]+"));
        List<String> loaded = UI.getCurrent().getInternals().getDependencyList().getPendingSendToClient().stream()
                .map(dependency -> dependency.getUrl())
                .filter(BoardScript.URLS::contains)
                .toList();
        assertThat(loaded).as("each once, in the order they must load").isEqualTo(BoardScript.URLS);
    }

    @Test
    void the_page_opens_on_a_six_by_six_normal_puzzle_drawn_as_a_grid_of_named_cells() {
        newPuzzle(6, Difficulty.NORMAL);
        assertThat(view.panel.board.getElement().getAttribute("role")).isEqualTo("grid");
        assertThat(gridCells()).hasSize(36);
        assertThat(gridCells().getFirst().label())
                .startsWith("Row 1, column 1, cage ")
                .endsWith(", empty");
        assertThat(label(new Cell(5, 5))).matches("Row 6, column 6, cage \\S+ of \\d cells?, empty");
        assertThat(view.panel.game().orElseThrow().puzzleId()).startsWith("6:");
    }

    @Test
    void a_new_tab_shows_the_same_game() {
        newPuzzle(4, Difficulty.EASY);
        select(new Cell(1, 1));
        pad("3");
        String id = view.panel.game().orElseThrow().puzzleId();

        PlayView again = navigate(PlayView.class);
        assertThat(again.panel.game().orElseThrow().puzzleId()).isEqualTo(id);
        assertThat(new BoardTester(again).label(new Cell(1, 1))).contains(", value 3");
    }

    @Test
    void a_new_puzzle_can_be_cancelled_and_says_the_game_in_progress_is_kept() {
        newPuzzle(4, Difficulty.EASY);
        String id = view.panel.game().orElseThrow().puzzleId();
        select(new Cell(0, 0));
        pad("1");
        NewPuzzleDialog choice = openNewPuzzle();
        assertThat($(Paragraph.class, choice)
                        .withText("The puzzle you are playing stays in your list of puzzles in progress.")
                        .all())
                .hasSize(1);
        test(choice.cancel).click();
        assertThat($(NewPuzzleDialog.class).all()).isEmpty();
        assertThat(view.panel.game().orElseThrow().puzzleId()).isEqualTo(id);
        choice = openNewPuzzle();
        assertThat(choice.start.getText()).isEqualTo("Start");
        test(choice.start).click();
        assertThat(view.panel.game().orElseThrow().puzzleId()).isNotEqualTo(id);
    }

    @Test
    void same_digit_highlighting_is_on_by_default_and_the_switch_takes_it_off_the_board() {
        assertThat(view.panel.tools.sameDigits.getValue()).isTrue();
        assertThat(view.panel.board.hasClassName("same-digits")).isTrue();

        test(view.panel.tools.sameDigits).click();

        assertThat(view.panel.board.hasClassName("same-digits")).isFalse();
        assertThat(view.panel.tools.sameDigits.highlights()).isFalse();
    }

    @Test
    void a_new_puzzle_has_the_size_asked_for_and_three_by_three_offers_no_level_above_normal() {
        newPuzzle(4, Difficulty.EASY);
        assertThat(gridCells()).hasSize(16);
        assertThat(new PadTester(view.panel.tools.pad).labels()).containsExactly("1", "2", "3", "4", "Clear");

        NewPuzzleDialog choice = openNewPuzzle();
        assertThat(choice.size.getValue()).isEqualTo(4);
        choice.difficulty.setValue(Difficulty.EXTREME);
        test(choice.size).selectItem("12 × 12");
        assertThat(choice.difficulty.getValue()).isEqualTo(Difficulty.EXTREME);
        test(choice.size).selectItem("3 × 3");
        assertThat(choice.difficulty.getValue()).isEqualTo(Difficulty.NORMAL);
    }

    @Test
    void classic_cages_and_an_operation_mix_are_chosen_and_giving_up_offers_the_same_kind_one_level_easier() {
        NewPuzzleDialog choice = openNewPuzzle();
        test(choice.size).selectItem("5 × 5");
        test(choice.difficulty).selectItem("Normal");
        test(choice.style).selectItem("Classic (larger shapes)");
        test(choice.operations).selectItem("+ and − only");
        test(choice.start).click();
        Variant classicAddSub = new Variant(CageStyle.CLASSIC, OperationMix.ADD_SUB);
        assertThat(view.panel.game().orElseThrow().kind())
                .isEqualTo(new PuzzleKind(5, Difficulty.NORMAL, classicAddSub));
        assertThat(view.easier.isVisible()).isFalse();

        click(view.panel.tools.revealSolution);
        confirm();
        awaitStoredFinish();
        assertThat(view.easier.isVisible()).isTrue();
        assertThat(view.easier.getText()).isEqualTo("Easier: 5×5 Easy · Classic · + and − only");
        click(view.easier);
        assertThat(view.panel.game().orElseThrow().kind()).isEqualTo(new PuzzleKind(5, Difficulty.EASY, classicAddSub));
        assertThat(view.easier.isVisible()).isFalse();
    }

    @Test
    void the_number_pad_and_the_keyboard_place_and_clear_digits_in_the_selected_cell() {
        newPuzzle(4, Difficulty.EASY);
        select(new Cell(0, 0));
        pad("3");
        assertThat(label(new Cell(0, 0))).contains(", value 3");

        press("ArrowRight");
        press("2");
        assertThat(new BoardTester(view).selected()).isEqualTo(new Cell(0, 1));
        assertThat(label(new Cell(0, 1))).contains(", value 2");

        press("Backspace");
        assertThat(label(new Cell(0, 1))).endsWith(", empty");
        press("9");
        assertThat(label(new Cell(0, 1))).endsWith(", empty");
    }

    @Test
    void a_digit_twice_in_a_row_is_marked_as_a_conflict_on_both_cells_unless_live_marks_are_off() {
        newPuzzle(4, Difficulty.EASY);
        select(new Cell(0, 0));
        pad("1");
        select(new Cell(0, 3));
        pad("1");

        for (Cell cell : List.of(new Cell(0, 0), new Cell(0, 3))) {
            assertThat(marked(cell, "conflict")).isTrue();
            assertThat(label(cell)).contains(", value 1, conflict");
        }

        test(view.panel.tools.liveMarks).click();
        assertThat(view.panel.tools.liveMarks.getValue()).isFalse();
        assertThat(marked(new Cell(0, 0), "conflict")).isFalse();
        assertThat(label(new Cell(0, 0))).doesNotContain("conflict");

        test(view.panel.tools.liveMarks).click();
        pad("Clear");
        assertThat(marked(new Cell(0, 0), "conflict")).isFalse();
    }

    @Test
    void ten_to_twelve_take_two_quick_keys_and_a_slow_second_key_is_a_digit_of_its_own() {
        newPuzzle(10, Difficulty.EASY);
        assertThat(new PadTester(view.panel.tools.pad).labels()).contains("10").doesNotContain("11");
        select(new Cell(0, 0));
        BoardTester keys = new BoardTester(view);
        keys.press("1", false, false, 1000);
        assertThat(label(new Cell(0, 0))).contains(", value 1");
        keys.press("0", false, false, 1400);
        assertThat(label(new Cell(0, 0))).contains(", value 10");
        undoButton();
        assertThat(label(new Cell(0, 0))).endsWith(", empty");

        keys.press("1", false, false, 5000);
        keys.press("2", false, false, 6000);
        assertThat(label(new Cell(0, 0))).contains(", value 2");
    }

    @Test
    void on_a_sixteen_by_sixteen_sixteen_takes_two_keys_and_notes_15_and_16_are_written_and_said() {
        newPuzzle(16, Difficulty.EASY);
        assertThat(new PadTester(view.panel.tools.pad).labels()).hasSize(17).contains("15", "16", "Clear");
        assertThat(view.panel.tools.pad.getStyle().get("--pad-columns")).isEqualTo("8");
        Cell last = new Cell(15, 15), beside = new Cell(15, 14);
        BoardTester keys = new BoardTester(view);
        keys.click(last);
        keys.press("1", false, false, 1000);
        keys.press("6", false, false, 1300);
        assertThat(label(last)).contains(", value 16");

        keys.click(beside);
        keys.switchNotes();
        for (String digit : List.of("5", "6")) {
            keys.press("1", false, false, keyTime += 2000);
            keys.press(digit, false, false, keyTime + 300);
        }
        pad("16");
        pad("16");
        assertThat(label(beside)).endsWith(", empty, notes 15, 16");

        view = navigate(PlayView.class);
        assertThat(label(last)).contains(", value 16");
        assertThat(label(beside)).endsWith(", empty, notes 15, 16");
    }

    // ---- notes ----

    @Test
    void in_notes_mode_digits_write_notes() {
        newPuzzle(6, Difficulty.EASY);
        assertThat(view.panel.tools.notes.getElement().getAttribute("aria-pressed"))
                .as("as the page starts")
                .isEqualTo("false");
        new BoardTester(view).switchNotes();

        select(new Cell(2, 2));
        pad("1");
        press("3");
        assertThat(label(new Cell(2, 2))).endsWith(", empty, notes 1, 3");
        pad("3");
        assertThat(label(new Cell(2, 2))).endsWith(", empty, notes 1");

        press("n");
        press("5");
        assertThat(label(new Cell(2, 2))).endsWith(", value 5");
    }

    @Test
    void placing_a_digit_removes_it_from_the_notes_of_its_lines_unless_that_setting_is_off() {
        newPuzzle(6, Difficulty.EASY);
        click(view.panel.tools.fillNotes);
        assertThat(label(new Cell(0, 5))).endsWith(", notes 1, 2, 3, 4, 5, 6");
        select(new Cell(0, 0));
        pad("4");
        assertThat(label(new Cell(0, 5))).endsWith(", notes 1, 2, 3, 5, 6");
        assertThat(label(new Cell(5, 0))).endsWith(", notes 1, 2, 3, 5, 6");
        assertThat(label(new Cell(5, 5))).endsWith(", notes 1, 2, 3, 4, 5, 6");

        test(view.panel.tools.removeNotes).click();
        select(new Cell(1, 1));
        pad("2");
        assertThat(label(new Cell(1, 5))).endsWith(", notes 1, 2, 3, 4, 5, 6");
        test(view.panel.tools.removeNotes).click();
    }

    @Test
    void smart_fill_notes_only_digits_that_fit_and_clear_notes_empties_the_selected_cell() {
        newPuzzle(6, Difficulty.EASY);
        click(view.panel.tools.smartFill);
        Grid solution = solution();
        for (int i = 0; i < 36; i++) {
            Cell cell = Cell.ofIndex(i, 6);
            assertThat(label(cell)).contains(", notes ").contains(Integer.toString(solution.digit(cell)));
        }
        assertThat(gridCells()).anyMatch(cell -> !cell.label().endsWith("notes 1, 2, 3, 4, 5, 6"));

        select(new Cell(3, 3));
        new BoardTester(view).pressAtSelectedCell(view.panel.tools.clearNotes);
        assertThat(label(new Cell(3, 3))).endsWith(", empty");
    }

    @Test
    void smart_fill_keeps_the_players_eliminations_and_one_undo_takes_it_back() {
        newPuzzle(6, Difficulty.EASY);
        Grid solution = solution();
        Cell noted = new Cell(0, 0), bare = new Cell(5, 5);
        int right = solution.digit(noted), wrong = wrongDigit(solution, noted);
        select(noted);
        new BoardTester(view).switchNotes();
        pad(Integer.toString(right));
        pad(Integer.toString(wrong));
        String before = label(noted);

        click(view.panel.tools.smartFill);

        String after = label(noted);
        assertThat(after).contains(Integer.toString(right));
        for (int d = 1; d <= 6; d++) {
            if (d != right && d != wrong)
                assertThat(after)
                        .as("digit %d was not noted", d)
                        .doesNotContain(" " + d + ",")
                        .doesNotEndWith(" " + d);
        }
        assertThat(label(bare))
                .as("a cell without notes is filled")
                .contains(", notes ")
                .contains(Integer.toString(solution.digit(bare)));

        undoButton();
        assertThat(label(noted)).isEqualTo(before);
        assertThat(label(bare)).endsWith(", empty");
    }

    // ---- undo, redo, restart ----

    /** The buttons' enabled state is board.js's (PlayJourneyIT); the server leaves them be, and saves their bytes. */
    @Test
    void undo_and_redo_step_through_the_moves_and_nothing_is_left_to_step_to_at_either_end() {
        newPuzzle(4, Difficulty.EASY);
        assertThat(canUndo()).isFalse();
        assertThat(canRedo()).isFalse();
        select(new Cell(0, 0));
        pad("2");
        pad("3");
        undoButton();
        assertThat(label(new Cell(0, 0))).contains(", value 2");
        assertThat(canRedo()).isTrue();
        undoButton();
        assertThat(label(new Cell(0, 0))).endsWith(", empty");
        assertThat(canUndo()).isFalse();
        redoButton();
        redoButton();
        assertThat(label(new Cell(0, 0))).contains(", value 3");
        assertThat(canRedo()).isFalse();
        assertThat(List.of(view.panel.tools.undo, view.panel.tools.redo))
                .as("left to board.js: no move's answer sets them")
                .noneMatch(NativeButton::isEnabled);

        BoardTester keys = new BoardTester(view);
        keys.press("z", true, false, 1);
        assertThat(label(new Cell(0, 0))).contains(", value 2");
        keys.press("Z", true, true, 2);
        assertThat(label(new Cell(0, 0))).contains(", value 3");
    }

    @Test
    void restart_asks_first_then_empties_the_grid() {
        newPuzzle(4, Difficulty.EASY);
        select(new Cell(0, 0));
        pad("2");
        click(view.panel.tools.restart);
        confirm();
        assertThat(label(new Cell(0, 0))).endsWith(", empty");
        assertThat(canUndo()).isFalse();
    }

    // ---- help ----

    @Test
    void check_crosses_out_wrong_digits_or_says_correct_so_far() {
        newPuzzle(4, Difficulty.EASY);
        Grid solution = solution();
        click(view.panel.tools.check);
        assertThat(view.panel.tools.message.getText()).isEqualTo("Correct so far.");

        Cell cell = new Cell(1, 2);
        select(cell);
        pad(Integer.toString(wrongDigit(solution, cell)));
        click(view.panel.tools.check);
        assertThat(marked(cell, "mistake")).isTrue();
        assertThat(label(cell)).endsWith(", wrong");
        assertThat(view.panel.tools.message.getText()).startsWith("1 digit is wrong");
        assertThat(view.panel.tools.helpCount.getText()).isEqualTo("Help used: 2 times");
    }

    @Test
    void reveal_cell_writes_the_solution_digit_in_the_selected_cell() {
        newPuzzle(4, Difficulty.EASY);
        Cell cell = new Cell(2, 1);
        select(cell);
        new BoardTester(view).pressAtSelectedCell(view.panel.tools.revealCell);
        assertThat(label(cell)).contains(", value " + solution().digit(cell));
    }

    @Test
    void the_import_field_takes_no_more_than_the_longest_id_and_refuses_a_long_paste_in_words() {
        String before = view.panel.game().orElseThrow().puzzleId();
        Press.on(view.share);
        ShareDialog dialog = $(ShareDialog.class).last();
        // The browser cuts a paste to the field's length: a 70 KB paste arrives as its first 2,000 characters.
        assertThat(dialog.importId.getMaxLength()).isEqualTo(ShareDialog.MAX_ID_LENGTH);
        test(dialog.importId).setValue("6:" + "a".repeat(ShareDialog.MAX_ID_LENGTH - 2));
        test(dialog.importButton).click();

        assertThat(dialog.importId.isInvalid()).isTrue();
        assertThat(dialog.importId.getErrorMessage()).isNotBlank().doesNotContain("Exception");
        assertThat(view.panel.game().orElseThrow().puzzleId())
                .as("the game on screen stays")
                .isEqualTo(before);
    }

    // ---- finish ----

    @Test
    void typing_the_solution_shows_a_clean_solve_and_locks_the_grid() {
        newPuzzle(4, Difficulty.EASY);
        Grid solution = solution();
        assertThat(view.panel.tools.finish.isVisible()).isFalse();
        for (int i = 0; i < 16; i++) {
            select(Cell.ofIndex(i, 4));
            press(Integer.toString(solution.digit(Cell.ofIndex(i, 4))));
        }

        assertThat(view.panel.tools.finish.isVisible()).isTrue();
        awaitStoredFinish();
        assertThat(view.panel.tools.finish.help.getText()).isEqualTo("Clean solve");
        assertThat(view.panel.tools.finish.time.getText()).matches("Time \\d\\d:\\d\\d · Play time \\d\\d:\\d\\d");
        assertThat(view.panel.board.hasClassName("locked")).isTrue();
        press("Backspace");
        assertThat(label(new Cell(3, 3))).contains(", value " + solution.digit(3, 3));

        click(view.playAgain);
        assertThat(view.panel.tools.finish.isVisible()).isFalse();
        assertThat(gridCells()).hasSize(16);
    }

    @Test
    void revealing_the_solution_asks_first_and_ends_the_game_as_given_up_with_the_revealed_digits_marked() {
        newPuzzle(4, Difficulty.EASY);
        select(new Cell(0, 0));
        press(Integer.toString(solution().digit(0, 0)));
        click(view.panel.tools.revealSolution);
        assertThat(view.panel.tools.finish.isVisible()).isFalse();
        confirm();
        assertThat(view.panel.tools.finish.isVisible()).isTrue();
        awaitStoredFinish();
        assertThat(view.panel.tools.finish.getElement().getTextRecursively())
                .startsWith("Given up")
                .doesNotContain("Solved");
        assertThat(view.panel.tools.finish.help.getText())
                .isEqualTo("You revealed the solution, so this game does not count as a solve.");
        assertThat(view.panel.tools.pad.isEnabled()).isFalse();
        assertThat(marked(new Cell(0, 0), "revealed"))
                .as("the player's own digit")
                .isFalse();
        assertThat(marked(new Cell(3, 3), "revealed")).isTrue();
        assertThat(label(new Cell(3, 3))).endsWith(", revealed");
    }

    /** A finish is told once it is stored, which happens off the UI thread; the page asks again as its poll would. */
    private void awaitStoredFinish() {
        await().atMost(Duration.ofSeconds(10)).pollInSameThread().untilAsserted(() -> {
            Pushed.run();
            assertThat(view.panel.tools.finish.help).isNotNull();
        });
    }

    // ---- clock and pause ----

    @Test
    void the_browser_clock_is_given_the_servers_time_when_it_starts_or_stops_not_on_every_move() {
        CallsTester<ClockFace> clock = new CallsTester<>(view.panel.boardColumn.clock);
        select(new Cell(0, 0));
        clock.calls();

        press("1");
        press("2");
        assertThat(clock.calls()).isEmpty();

        click(view.panel.boardColumn.pause);
        assertThat(clock.calls())
                .singleElement()
                .satisfies(call -> assertThat(call.arguments())
                        .containsExactly(
                                view.panel.game().orElseThrow().playTime().toMillis(),
                                false,
                                GameService.CONTACT_GRACE.toMillis()));
        assertThat(view.panel.boardColumn.clock.getText())
                .isEqualTo(TimeText.of(view.panel.game().orElseThrow().playTime()));
        click(view.panel.boardColumn.pause);
        assertThat(clock.calls())
                .singleElement()
                .satisfies(call -> assertThat(call.arguments().get(1)).isEqualTo(true));
    }

    @Test
    void pause_hides_the_grid_and_stops_play_until_resumed() {
        newPuzzle(4, Difficulty.EASY);
        click(view.panel.boardColumn.pause);
        assertThat(view.panel.boardColumn.boardFrame.hasClassName("paused")).isTrue();
        assertThat(view.panel.board.getElement().hasAttribute("inert"))
                .as("the hidden grid takes no focus")
                .isTrue();
        assertThat(view.panel.tools.pad.isEnabled()).isFalse();
        assertThat(view.panel.boardColumn.pause.getText()).isEqualTo("Resume");
        click(view.panel.boardColumn.pause);
        assertThat(view.panel.boardColumn.boardFrame.hasClassName("paused")).isFalse();
        assertThat(view.panel.board.getElement().hasAttribute("inert")).isFalse();
        assertThat(view.panel.tools.pad.isEnabled()).isTrue();
    }

    @Test
    void after_resume_the_selected_cell_has_the_keys_again_and_pause_leaves_them_on_its_button() {
        newPuzzle(4, Difficulty.EASY);
        select(new Cell(2, 1));
        BoardTester board = new BoardTester(view);
        board.sent();

        click(view.panel.boardColumn.pause);
        assertThat(board.sent())
                .extracting(BoardTester.Sent::function)
                .as("Pause keeps focus on its button, now Resume")
                .doesNotContain("focus");

        click(view.panel.boardColumn.pause);
        assertThat(board.sent())
                .filteredOn(call -> call.function().equals("focus"))
                .as("the page's own selected cell takes the keys: the server names none")
                .singleElement()
                .satisfies(focus -> assertThat(focus.arguments()).isEmpty());
        press("3");
        assertThat(label(new Cell(2, 1))).endsWith(", value 3");
    }

    // ---- share and import ----

    @Test
    void the_share_dialog_shows_the_id_and_a_link_with_it_url_encoded() {
        newPuzzle(4, Difficulty.EASY);
        ShareDialog share = openShare();
        String id = view.panel.game().orElseThrow().puzzleId();
        assertThat(share.puzzleId.getValue()).isEqualTo(id);
        assertThat(share.shareLink.getValue())
                .endsWith("/play?id=" + id.replace(":", "%3A").replace(",", "%2C"));
        assertThat(ShareDialog.sharePath("4:_a,a1")).isEqualTo("/play?id=4%3A_a%2Ca1");
    }

    @Test
    void importing_a_bad_id_shows_the_decoders_message_on_the_field() {
        ShareDialog share = openShare();
        share.importId.setValue("4:nonsense");
        click(share.importButton);
        assertThat(share.importId.isInvalid()).isTrue();
        assertThat(share.importId.getErrorMessage()).isNotBlank().doesNotContain("Exception");
        assertThat($(ShareDialog.class).all()).hasSize(1);
    }

    @Test
    void an_import_error_says_what_is_wrong_plainly_first_and_the_detail_second() {
        ShareDialog share = openShare();
        share.importId.setValue("9:_75,a1");
        click(share.importButton);

        assertThat(share.importId.getErrorMessage())
                .isEqualTo(
                        "This puzzle ID is cut short or mistyped: it describes 74 grid lines where a 9×9 grid has 144.");
        assertThat(share.importDetail.isVisible()).isTrue();
        assertThat(share.importDetail.getText())
                .isEqualTo("Detail: The cage layout describes 74 grid lines but a 9×9 grid has 144 (position 5).");

        share.importId.setValue("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2x");
        assertThat(share.importDetail.isVisible())
                .as("a changed ID clears the old detail")
                .isFalse();
    }

    @Test
    void importing_a_good_id_plays_that_puzzle_and_closes_the_dialog() {
        String id = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
        ShareDialog share = openShare();
        share.importId.setValue(id);
        click(share.importButton);
        assertThat($(ShareDialog.class).all()).isEmpty();
        assertThat(KeenCodec.decodeOrThrow(view.panel.game().orElseThrow().puzzleId()))
                .isEqualTo(KeenCodec.decodeOrThrow(id));
        assertThat(gridCells()).hasSize(16);
    }

    @Test
    void a_share_link_with_a_bad_id_opens_the_dialog_with_the_reason() {
        newPuzzle(4, Difficulty.EASY); // nothing in progress, so the link asks nothing first
        UI.getCurrent().navigate(PlayView.class, QueryParameters.of("id", "4:nonsense"));
        ShareDialog share = $(ShareDialog.class).single();
        assertThat(share.importId.getValue()).isEqualTo("4:nonsense");
        assertThat(share.importId.isInvalid()).isTrue();
        assertThat(share.importId.getErrorMessage()).isNotBlank();
    }

    private ShareDialog openShare() {
        click(view.share);
        return $(ShareDialog.class).single();
    }

    @Test
    void opening_a_share_link_during_a_game_keeps_that_game_in_the_list() {
        newPuzzle(5, Difficulty.EASY);
        select(new Cell(0, 0));
        pad("1");
        String id = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
        UI.getCurrent().navigate(PlayView.class, QueryParameters.of("id", id));
        view = $(PlayView.class).single();
        assertThat(gridCells()).hasSize(16);
        assertThat(view.practice.entries())
                .anySatisfy(entry -> assertThat(entry.game().kind().size()).isEqualTo(5));
    }

    /** Sends keydown events to the board as the browser would, filter result included. */
}
