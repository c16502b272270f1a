package org.calcoolation.game.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.internal.JacksonUtils;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.game.play.PlayerMove;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The puzzle as a grid people can play: each cell is a focusable {@code gridcell} with a spoken
 * name, cages are outlined, notes sit in fixed places like the keys of a phone pad. The browser
 * (board.js) turns keys, clicks and the pad into moves, paints them at once and sends them here
 * numbered by page; this class hands each to its {@link Input}, and paints the {@link Board} the
 * game then has with the number of the last move answered, so that the browser can drop what it
 * drew ahead of the server, and the last one stored, so that it can forget the moves it keeps
 * against a reload (see {@link org.calcoolation.game.play.PlayerMove.Number}).
 */
class BoardComponent extends Div {

    /** What the player does on the grid. */
    interface Input {
        /** The selection moved to another cell. */
        void selected();

        /** A numbered move, which the game takes once however often it comes. */
        void play(PlayerMove.Number number, PlayerMove move);
    }

    private static final Logger log = LoggerFactory.getLogger(BoardComponent.class);

    private final Input input;
    private @Nullable Puzzle puzzle;
    private @Nullable Board board;
    private Marks marks = Marks.NONE;
    /** What each cell shows in the browser as one int (see {@link #code}); -1 before it is painted. */
    private int[] shown = new int[0];

    private int shownSelection = -1;
    private @Nullable Cell selected;
    /** Where a move's fields are in its event: board.js dispatches it with them as its detail. */
    static final String DETAIL = "event.detail.";

    /** The game the browser was sent: moves made on another are not applied to this one. */
    private @Nullable UUID game;
    /** This grid's id in the browser, which numbers its moves: a new one for each grid sent. */
    private String page = "";

    private final AnsweredMoves answered = new AnsweredMoves();
    /** What the browser was last told of the moves: answered, stored, the epoch, whether the game is closed. */
    private @Nullable ObjectNode toldReceipts;
    /** What the browser was last told of undo and redo (see {@link #history}). */
    private @Nullable ObjectNode shownHistory;

    private PlaySession.@Nullable Paint lastPaint;
    /** How many times the grid was brought up to date: a move from the page is rendered once (MovePathTest). */
    private int renders;

    BoardComponent(Input input) {
        this.input = input;
        addClassName("board");
        getElement().setAttribute("role", "grid");
        getElement().setAttribute("aria-label", "Puzzle grid");
        // A DOM event, not a @ClientCallable: Vaadin decodes each argument of a published method through
        // a service lookup that scans the class path, about 1 ms a move (29 % of the server's CPU at 1,000 players).
        var move = getElement().addEventListener(BoardFormat.MOVE_EVENT, event -> {
            var data = event.getEventData();
            Optional<String> misfit = MoveEvent.misfit(data);
            // Only a crafted message: one line, not the trace of a failed conversion.
            if (misfit.isPresent())
                log.warn("Refused a crafted move: its {} is missing or of the wrong type", misfit.get());
            else input(MoveEvent.of(data));
        });
        for (String field : BoardFormat.MOVE_FIELDS) move.addEventData(DETAIL + field);
    }

    // Overrides, not attach and detach listeners, which would give each open grid an event bus of its own.
    @Override
    protected void onAttach(AttachEvent attach) {
        BoardScript.load(attach.getUI().getPage());
    }

    @Override
    protected void onDetach(DetachEvent detach) {
        puzzle = null; // a page that comes back gets a new element in the browser, which must be drawn afresh
    }

    Puzzle puzzle() {
        return puzzle;
    }

    /** The game on the grid; null before one is drawn. */
    @Nullable
    UUID game() {
        return game;
    }

    /** The game's epoch as last painted: the browser's moves carry it. */
    int epoch() {
        return lastPaint == null ? 0 : lastPaint.receipts().epoch();
    }

    /** The page id the browser's moves on this grid carry. */
    String page() {
        return page;
    }

    Optional<Cell> selected() {
        return Optional.ofNullable(selected);
    }

    /** What one cell shows: its digit, notes, marks and spoken name, as last sent to the browser. */
    record CellView(int digit, int notes, List<String> marks, String label) {}

    CellView cellView(Cell cell) {
        int code = BoardFormat.code(board, marks, cell);
        return new CellView(
                board.value(cell),
                board.notes(cell),
                BoardFormat.marksOf(code).stream().map(mark -> mark.className).toList(),
                BoardFormat.label(puzzle, cell, code));
    }

    /**
     * Brings the grid up to date: a new puzzle is drawn afresh, the same one sends the browser only
     * the cells that changed, and the selection.
     */
    void render(PlaySession.Paint paint) {
        renders++;
        Board next = paint.board();
        Marks nextMarks = paint.marks();
        boolean locked = paint.locked();
        boolean fresh = !next.puzzle().equals(puzzle) || !paint.game().equals(game);
        if (fresh) build(next.puzzle(), paint);
        board = next;
        lastPaint = paint;
        marks = nextMarks;
        setClassName("locked", locked);
        setClassName("live-marks", nextMarks.live());
        ArrayNode changes = changedCells();
        int selection = selection();
        ObjectNode history = BoardMessages.history(paint.history());
        ObjectNode receipts = BoardMessages.receipts(paint, answered.byPage().keySet(), answered.byPage());
        if (changes.isEmpty()
                && selection == shownSelection
                && receipts.equals(toldReceipts)
                && history.equals(shownHistory)) return;
        ObjectNode sentHistory = history.equals(shownHistory) ? null : history;
        shownHistory = history;
        // The browser keeps its own selection; only one the server chose (a new grid's) is sent.
        Integer sentSelection = selection == shownSelection ? null : selection;
        shownSelection = selection;
        ObjectNode sentReceipts = receipts.equals(toldReceipts) ? null : receipts;
        toldReceipts = receipts;
        BoardScript.paint(getElement(), sentSelection, changes, sentReceipts, sentHistory);
        // A game that opens takes the keys at once: typed digits land in the top-left cell.
        if (fresh) {
            focusSelected();
            BoardScript.reveal(getElement());
        }
    }

    /** The cells that show otherwise than the browser was last told, as flat [index, digit, notes, marks, label, ...]. */
    private ArrayNode changedCells() {
        int n = puzzle.size();
        ArrayNode changes = JacksonUtils.createArrayNode();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int code = BoardFormat.code(board, marks, cell);
            if (shown[i] == code) continue;
            shown[i] = code;
            changes.add(i)
                    .add(board.value(cell))
                    .add(board.notes(cell))
                    .add(BoardFormat.marks(code))
                    .add(BoardFormat.label(puzzle, cell, code));
        }
        return changes;
    }

    /** Whether a place of a digit also takes it out of the notes of its row and column, as the browser must draw it. */
    void clearsNotesInLines(boolean clears) {
        setClassName("clears-lines", clears);
    }

    private int selection() {
        return selected == null ? -1 : selected.index(puzzle.size());
    }

    private void build(Puzzle next, PlaySession.Paint paint) {
        puzzle = next;
        game = paint.game();
        // Selected without telling the input: nothing has happened yet that it must answer.
        selected = new Cell(0, 0);
        int n = puzzle.size();
        shown = new int[n * n];
        Arrays.fill(shown, -1);
        shownSelection = -1;
        shownHistory = null;
        page = BoardMessages.newPage();
        answered.clear();
        // The browser may keep moves of this game from pages before this one (a reload): it learns
        // which of them the game took, and which it stored.
        Set<String> pages = new HashSet<>(paint.receipts().taken().keySet());
        pages.addAll(paint.receipts().stored().keySet());
        toldReceipts = BoardMessages.receipts(paint, pages, answered.byPage());
        getElement().setAttribute("aria-rowcount", Integer.toString(n));
        getElement().setAttribute("aria-colcount", Integer.toString(n));
        getStyle().set("--n", Integer.toString(n));
        setClassName("wide", n >= 10);
        setClassName("huge", n >= 13);
        ObjectNode session =
                JacksonUtils.createObjectNode().put("game", game.toString()).put("page", page);
        session.set("receipts", toldReceipts);
        BoardScript.build(getElement(), n, BoardMessages.layout(puzzle), session);
    }

    /**
     * A move from the browser: the {@code id}-th of its page on its game, made in the game's epoch,
     * on a cell (its index) with a digit for a digit or note. This grid's own page moves the
     * selection with it; a page before it (whose moves the browser kept over a reload) moves only
     * the digits. A move answered before, made on another game, naming no cell or digit of this
     * grid, or past the flood cap of a request is not applied; the browser then draws what the
     * server has.
     */
    void input(MoveEvent sent) {
        if (puzzle == null
                || game == null
                || !game.toString().equals(sent.game())
                || !PlayerMove.Number.isPage(sent.page())
                || sent.id() < 1) return;
        AnsweredMoves.Verdict verdict = answered.admit(sent.page(), sent.id());
        if (verdict == AnsweredMoves.Verdict.IGNORED) return;
        boolean rendered = verdict == AnsweredMoves.Verdict.NEW && apply(sent);
        // Even a move that changed nothing, or one answered before, is answered, so that the browser stops
        // drawing it; one the page drew already is not rendered a second time.
        if (!rendered) answer();
    }

    /** How many times the grid was brought up to date. */
    int renders() {
        return renders;
    }

    /**
     * A move not answered before: this grid's own page moves the selection with it. Whether playing
     * it rendered the grid (the page draws a game whose look changed), which then answered it.
     */
    private boolean apply(MoveEvent sent) {
        boolean own = sent.page().equals(this.page);
        int n = puzzle.size(), cell = sent.cell(), digit = sent.digit();
        Optional<BoardFormat.Op> move = BoardFormat.Op.of(sent.op())
                .filter(m -> cell >= 0 && cell < n * n && (!m.takesDigit || (digit >= 1 && digit <= n)));
        if (move.isEmpty()) return false;
        Cell at = Cell.ofIndex(cell, n);
        if (own) select(at);
        PlayerMove.Number number = new PlayerMove.Number(sent.page(), sent.id(), sent.epoch());
        int before = renders;
        move.get().move(at, digit).ifPresent(played -> input.play(number, played));
        return renders != before;
    }

    /** Renders the grid as last painted, with the receipts of the moves answered since. */
    private void answer() {
        if (lastPaint != null) render(lastPaint);
    }

    /** The browser moved the selection, by itself or with a move on another cell. */
    private Cell select(Cell cell) {
        if (cell.equals(selected)) return cell;
        selected = cell;
        shownSelection = cell.index(puzzle.size());
        input.selected();
        return cell;
    }

    /** Gives the selected cell keyboard focus again, as after a press on a button. */
    void focusSelected() {
        if (selected != null) BoardScript.focus(getElement(), selected.index(puzzle.size()));
    }
}
