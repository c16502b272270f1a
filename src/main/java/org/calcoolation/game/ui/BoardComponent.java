package org.calcoolation.game.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.internal.JacksonUtils;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
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
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The puzzle as a grid people can play: each cell is a focusable {@code gridcell} with a spoken
 * name, cages are outlined, notes sit in fixed places like the keys of a phone pad. The browser
 * (board.js) turns keys, clicks and the pad into moves, paints them at once and sends them here
 * numbered by page; this class hands each to its {@link Input}, which renders the {@link Board} the
 * game then has, once, with the number of the last move the game took, so that the browser can drop
 * what it drew ahead of the server, and the last one stored, so that it can forget the moves it keeps
 * against a reload (see {@link org.calcoolation.game.play.PlayerMove.Number}). The selection is the
 * page's own: it comes with each move as the move's cell, and with a press that needs it (see
 * {@code ToolColumn}), never on its own.
 */
class BoardComponent extends Div {

    /** What the player does on the grid. */
    interface Input {
        /** A numbered move, which the game takes once however often it comes; the input renders the grid once after it. */
        void play(PlayerMove.Number number, PlayerMove move);
    }

    private static final Logger log = LoggerFactory.getLogger(BoardComponent.class);

    private final Input input;
    private @Nullable Puzzle puzzle;
    private @Nullable Board board;
    private Marks marks = Marks.NONE;
    /** What each cell shows in the browser as one int (see {@link #code}); -1 before it is painted. */
    private int[] shown = new int[0];

    /** Where a move is in its event: board.js dispatches it with the move's short text as its detail. */
    static final String DETAIL = "event.detail";

    /** The game the browser was sent. */
    private @Nullable UUID game;
    /** This grid's id in the browser, which numbers its moves: a new one for each grid sent. */
    private String page = "";
    /**
     * How many grids this component sent the browser: a move carries the number of the grid it was
     * made on, for which the browser was told the game and the page once; moves made on another
     * (a grid the browser had before a new puzzle reached it) are not applied to this one.
     */
    private int builds;

    private final MoveBounds bounds = new MoveBounds();
    /** What the browser was last told of the moves: answered, stored, the epoch, whether the game is closed. */
    private @Nullable ObjectNode toldReceipts;
    /** Whether the browser was last told the grid takes no moves (paused, finished). */
    private boolean shownLocked;
    /** What the browser was last told of undo and redo (see {@link #history}). */
    private @Nullable ArrayNode shownHistory;

    private PlaySession.@Nullable Paint lastPaint;
    /** How many times the grid was brought up to date, and how many of those told the browser anything: once each a move at most (MovePathTest). */
    private int renders, paints;

    BoardComponent(Input input) {
        this.input = input;
        addClassName("board");
        getElement().setAttribute("role", "grid");
        getElement().setAttribute("aria-label", Say.of("play.grid"));
        // A DOM event, not a @ClientCallable: Vaadin decodes each argument of a published method through
        // a service lookup that scans the class path, about 1 ms a move (29 % of the server's CPU at 1,000 players).
        getElement()
                .addEventListener(BoardFormat.MOVE_EVENT, event -> {
                    JsonNode detail = event.getEventData().get(DETAIL);
                    Optional<MoveEvent> move = detail != null && detail.isString()
                            ? MoveEvent.parse(detail.stringValue())
                            : Optional.empty();
                    // Only a crafted message: one line, not the trace of a failed conversion.
                    if (move.isPresent()) input(move.get());
                    else log.warn("Refused a crafted move: {} is not a move", shown(detail));
                })
                .addEventData(DETAIL);
    }

    private static String shown(@Nullable JsonNode detail) {
        if (detail == null || detail.isNull()) return "nothing";
        return detail.isString()
                ? MoveEvent.shown(detail.stringValue())
                : "a " + detail.getNodeType().name().toLowerCase(Locale.ROOT);
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

    /** The page id the browser's moves on this grid are numbered by. */
    String page() {
        return page;
    }

    /** The number of the grid in the browser, which its moves carry. */
    int build() {
        return builds;
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
     * Brings the grid up to date: a new puzzle is drawn afresh (its top-left cell selected), the
     * same one sends the browser only the cells that changed, the receipts and undo and redo, each
     * if it changed, in one paint; nothing when nothing did.
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
        ArrayNode history = BoardMessages.history(paint.history());
        ObjectNode receipts = BoardMessages.receipts(paint, bounds.pages());
        // A grid that locks is told so in a paint too: the page then stops drawing the moves it sent, which the game
        // does not take now.
        if (!fresh
                && changes.isEmpty()
                && receipts.equals(toldReceipts)
                && history.equals(shownHistory)
                && locked == shownLocked) return;
        shownLocked = locked;
        ArrayNode sentHistory = history.equals(shownHistory) ? null : history;
        shownHistory = history;
        ObjectNode sentReceipts = BoardMessages.told(toldReceipts, receipts);
        toldReceipts = receipts;
        paints++;
        // The page keeps its own selection; a new grid starts at the top-left cell.
        BoardScript.paint(getElement(), fresh ? 0 : null, changes, sentReceipts, sentHistory);
        // A game that opens takes the keys at once: typed digits land in the top-left cell.
        if (fresh) {
            focusSelected();
            BoardScript.reveal(getElement());
        }
    }

    /**
     * The cells that show otherwise than the browser was last told, as flat [index, digit, notes, marks, ...]: no
     * spoken name, which board.js says from the rest as {@link BoardFormat#describe} does (about 60 bytes a cell).
     */
    private ArrayNode changedCells() {
        int n = puzzle.size();
        ArrayNode changes = JacksonUtils.createArrayNode();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int code = BoardFormat.code(board, marks, cell);
            if (shown[i] == code) continue;
            shown[i] = code;
            changes.add(i).add(board.value(cell)).add(board.notes(cell)).add(BoardFormat.marks(code));
        }
        return changes;
    }

    /** Whether a place of a digit also takes it out of the notes of its row and column, as the browser must draw it. */
    void clearsNotesInLines(boolean clears) {
        setClassName("clears-lines", clears);
    }

    private void build(Puzzle next, PlaySession.Paint paint) {
        puzzle = next;
        game = paint.game();
        int n = puzzle.size();
        shown = new int[n * n];
        Arrays.fill(shown, -1);
        shownHistory = null;
        page = BoardMessages.newPage();
        builds++;
        bounds.clear();
        // The browser may keep moves of this game from pages before this one (a reload): it learns
        // which of them the game took, and which it stored.
        Set<String> pages = new HashSet<>(paint.receipts().taken().keySet());
        pages.addAll(paint.receipts().stored().keySet());
        toldReceipts = BoardMessages.receipts(paint, pages);
        getElement().setAttribute("aria-rowcount", Integer.toString(n));
        getElement().setAttribute("aria-colcount", Integer.toString(n));
        getStyle().set("--n", Integer.toString(n));
        setClassName("wide", n >= 10);
        setClassName("huge", n >= 13);
        ObjectNode session = JacksonUtils.createObjectNode()
                .put("game", game.toString())
                .put("page", page)
                .put("build", builds);
        session.set("receipts", toldReceipts);
        BoardScript.build(getElement(), n, BoardMessages.layout(puzzle), session);
    }

    /**
     * A move from the browser: the {@code id}-th of its page (this grid's, or an earlier page's of the
     * same game), made in the game's epoch, on a cell (its index) with a digit for a digit or note.
     * One made on another grid than this one (another game, or the same before it was sent afresh:
     * the new grid sends its page's kept moves again), or past a bound ({@link MoveBounds}) is not
     * looked at; any other goes to the game, which takes its number once (one naming no cell or
     * digit of this grid changes nothing) and answers it.
     */
    void input(MoveEvent sent) {
        if (puzzle == null || sent.build() != builds || sent.id() < 1) return;
        PlayerMove.Number number = sent.number(page);
        if (!bounds.admit(number.page())) return;
        input.play(number, sent.move(puzzle.size()));
    }

    /** How many times the grid was brought up to date. */
    int renders() {
        return renders;
    }

    /** How many times the browser was told anything: a render that found nothing new tells it nothing. */
    int paints() {
        return paints;
    }

    /** Gives the page's selected cell keyboard focus again, as after a press on a button. */
    void focusSelected() {
        if (puzzle != null) BoardScript.focus(getElement());
    }
}
