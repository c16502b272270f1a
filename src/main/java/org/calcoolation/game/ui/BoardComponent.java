package org.calcoolation.game.ui;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.internal.JacksonUtils;
import org.calcoolation.base.ui.Scripts;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ArrayNode;

/**
 * The puzzle as a grid people can play: each cell is a focusable {@code gridcell} with a spoken
 * name, cages are outlined, notes sit in fixed places like the keys of a phone pad. The browser
 * (board.js) turns keys, clicks and the pad into moves, paints them at once and sends them here
 * numbered; this class hands each to its {@link Input} once, and paints the {@link Board} the game
 * then has with the number of the last move taken, so that the browser can drop what it drew
 * ahead of the server.
 */
class BoardComponent extends Div {

    /** What the player does on the grid. */
    interface Input {
        /** The selection moved to another cell. */
        void selected();

        /** A digit or note; {@code replacesOne}: the second key of 10–12, which takes the place of the 1 before it. */
        void write(Cell cell, int number, boolean asNote, boolean replacesOne);

        /** The digit goes, or on an empty cell its notes. */
        void clear(Cell cell);

        void undo();

        void redo();
    }

    /** Marks on cells, beyond the digits: computed by the view, shown here. */
    record Marks(boolean live, Set<Cell> conflicts, Set<Cell> wrongCages, Set<Cell> mistakes, Set<Cell> hinted, Set<Cell> revealed) {
        static final Marks NONE = new Marks(false, Set.of(), Set.of(), Set.of(), Set.of(), Set.of());

        /** The marks for a board: live ones (repeats, full cages that miss) only when the player wants them. */
        static Marks of(Board board, boolean live, Set<Cell> mistakes, Set<Cell> hinted, Set<Cell> revealed) {
            if (!live) return new Marks(false, Set.of(), Set.of(), mistakes, hinted, revealed);
            Set<Cell> wrong = new HashSet<>();
            for (Cage cage : board.puzzle().cages()) if (board.status(cage) == CageStatus.WRONG) wrong.addAll(cage.cells());
            return new Marks(true, board.conflicts(), wrong, mistakes, hinted, revealed);
        }
    }

    /** The browser's side: frontend/scripts/board.js. */
    static final String PAINTER = Scripts.url("board.js");

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

    /** Which grid the browser was sent: moves made on an earlier one are not applied to this one. */
    private int generation;
    /** The last move taken of this grid, and the last the browser was told of. */
    private int taken, toldTaken;
    /** What the browser was last told an undo and a redo would leave: cell, digit, notes, cell, ... */
    private ArrayNode shownUndo = JacksonUtils.createArrayNode(), shownRedo = JacksonUtils.createArrayNode();
    private PlaySession.@Nullable Paint lastPaint;

    BoardComponent(Input input) {
        this.input = input;
        addClassName("board");
        getElement().setAttribute("role", "grid");
        // A DOM event, not a @ClientCallable: Vaadin decodes each argument of a published method through
        // a service lookup that scans the class path, about 1 ms a move (29 % of the server's CPU at 1,000 players).
        var move = getElement().addEventListener(BoardFormat.MOVE_EVENT, event -> {
            var data = event.getEventData();
            input(data.get(DETAIL + "grid").asInt(), data.get(DETAIL + "id").asInt(), data.get(DETAIL + "op").asString(),
                    data.get(DETAIL + "cell").asInt(), data.get(DETAIL + "digit").asInt());
        });
        for (String field : List.of("grid", "id", "op", "cell", "digit")) move.addEventData(DETAIL + field);
        addAttachListener(attach -> attach.getUI().getPage().addJavaScript(PAINTER));
        // A page that comes back gets a new element in the browser, which must be drawn afresh.
        addDetachListener(detach -> puzzle = null);
    }

    Puzzle puzzle() {
        return puzzle;
    }

    /** Which grid the browser has: its moves carry it. */
    int generation() {
        return generation;
    }

    Optional<Cell> selected() {
        return Optional.ofNullable(selected);
    }

    /** What one cell shows: its digit, notes, marks and spoken name, as last sent to the browser. */
    record CellView(int digit, int notes, List<String> marks, String label) {}

    CellView cellView(Cell cell) {
        int code = BoardFormat.code(board, marks, cell);
        return new CellView(board.value(cell), board.notes(cell), BoardFormat.marksOf(code).stream().map(mark -> mark.className).toList(), BoardFormat.label(puzzle, cell, code));
    }

    /**
     * Brings the grid up to date: a new puzzle is drawn afresh, the same one sends the browser only
     * the cells that changed, and the selection.
     */
    void render(PlaySession.Paint paint) {
        Board next = paint.board();
        Marks nextMarks = paint.marks();
        boolean locked = paint.locked();
        boolean fresh = !next.puzzle().equals(puzzle);
        if (fresh) build(next.puzzle());
        board = next;
        lastPaint = paint;
        marks = nextMarks;
        setClassName("locked", locked);
        setClassName("live-marks", nextMarks.live());
        int n = puzzle.size();
        ArrayNode changes = JacksonUtils.createArrayNode();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int code = BoardFormat.code(board, marks, cell);
            if (shown[i] == code) continue;
            shown[i] = code;
            changes.add(i).add(board.value(cell)).add(board.notes(cell)).add(code >> 17).add(BoardFormat.label(puzzle, cell, code));
        }
        int selection = selected == null ? -1 : selected.index(n);
        ArrayNode undo = BoardFormat.flat(paint.undo()), redo = BoardFormat.flat(paint.redo());
        if (changes.isEmpty() && selection == shownSelection && taken == toldTaken && undo.equals(shownUndo) && redo.equals(shownRedo)) return;
        shownUndo = undo;
        shownRedo = redo;
        // The browser keeps its own selection; only one the server chose (a new grid's) is sent.
        Integer sentSelection = selection == shownSelection ? null : selection;
        shownSelection = selection;
        toldTaken = taken;
        getElement().executeJs("window.calcoolationBoard.paint(this, $0, $1, $2, $3, $4)", sentSelection, changes, taken, undo, redo);
        // A game that opens takes the keys at once: typed digits land in the top-left cell.
        if (fresh) {
            focusSelected();
            getElement().executeJs("window.calcoolationBoard.reveal(this)");
        }
    }

    /** Whether a place of a digit also takes it out of the notes of its row and column, as the browser must draw it. */
    void clearsNotesInLines(boolean clears) {
        setClassName("clears-lines", clears);
    }

    private void build(Puzzle next) {
        puzzle = next;
        // Selected without telling the input: nothing has happened yet that it must answer.
        selected = new Cell(0, 0);
        int n = puzzle.size();
        shown = new int[n * n];
        Arrays.fill(shown, -1);
        shownSelection = -1;
        generation++;
        taken = 0;
        toldTaken = 0;
        getElement().setAttribute("aria-rowcount", Integer.toString(n));
        getElement().setAttribute("aria-colcount", Integer.toString(n));
        getStyle().set("--n", Integer.toString(n));
        setClassName("wide", n >= 10);
        int[] cageOf = puzzle.cageIndexByCell();
        ArrayNode walls = JacksonUtils.createArrayNode(), clues = JacksonUtils.createArrayNode(), prefixes = JacksonUtils.createArrayNode();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int wallBits = 0;
            for (BoardFormat.Side side : BoardFormat.Side.values()) if (side.isCageWall(cell, cageOf, n)) wallBits |= 1 << side.ordinal();
            walls.add(wallBits);
            Cage cage = puzzle.cages().get(cageOf[i]);
            clues.add(cage.anchor().equals(cell) ? cage.clue() : "");
            prefixes.add(BoardFormat.prefix(cell, cage));
        }
        // Each cage as [target, operation ordinals, cell indices], for the browser's live marks.
        ArrayNode cages = JacksonUtils.createArrayNode();
        for (Cage cage : puzzle.cages()) {
            ArrayNode entry = cages.addArray().add(cage.target());
            ArrayNode operations = entry.addArray();
            cage.operations().forEach(op -> operations.add(op.ordinal()));
            ArrayNode cells = entry.addArray();
            cage.cells().forEach(cell -> cells.add(cell.index(n)));
        }
        getElement().executeJs("window.calcoolationBoard.build(this, $0, $1, $2, $3, $4, $5, $6)", n, walls, clues, cages, prefixes, BoardFormat.FORMAT,
                generation);
    }

    /**
     * A move from the browser: the {@code id}-th of grid {@code grid}, on cell {@code cell} (its index)
     * with {@code digit} for a digit or note. A move already taken (a resend) or made on an earlier
     * grid is not applied again, nor is one that names no cell or digit of this grid; the browser
     * then draws what the server has.
     */
    void input(int grid, int id, String op, int cell, int digit) {
        if (puzzle == null || grid != generation || id <= taken) return;
        taken = id;
        int n = puzzle.size();
        Optional<BoardFormat.Op> move = BoardFormat.Op.of(op).filter(m -> cell >= 0 && cell < n * n && (!m.takesDigit || (digit >= 1 && digit <= n)));
        if (move.isPresent()) {
            Cell at = Cell.ofIndex(cell, n);
            switch (move.get()) {
                case SELECT -> select(at);
                case PLACE -> input.write(select(at), digit, false, false);
                case PLACE_ONE -> input.write(select(at), digit, false, true);
                case NOTE -> input.write(select(at), digit, true, false);
                case NOTE_ONE -> input.write(select(at), digit, true, true);
                case CLEAR -> input.clear(select(at));
                case UNDO -> input.undo();
                case REDO -> input.redo();
            }
        }
        // Even a move that changed nothing is answered, so that the browser stops drawing it.
        if (lastPaint != null && toldTaken != taken) render(lastPaint);
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
        if (selected != null) getElement().executeJs("window.calcoolationBoard.focus(this, $0)", selected.index(puzzle.size()));
    }
}
