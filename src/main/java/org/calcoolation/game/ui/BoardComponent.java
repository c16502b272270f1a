package org.calcoolation.game.ui;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.internal.JacksonUtils;
import org.calcoolation.base.ui.Scripts;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;
import org.calcoolation.game.CellChange;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

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

    /** The moves the browser sends, by the names board.js gives them. */
    enum Op {
        SELECT("select"), PLACE("place"), PLACE_ONE("place-one"), NOTE("note"), NOTE_ONE("note-one"), CLEAR("clear"), UNDO("undo"), REDO("redo");

        final String wire;

        Op(String wire) {
            this.wire = wire;
        }

        static Optional<Op> of(String wire) {
            return Arrays.stream(values()).filter(op -> op.wire.equals(wire)).findFirst();
        }
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

    /** The marks a cell can carry, in the order of their bits in its code: a class name and the words a screen reader adds. */
    enum Mark {
        CONFLICT("conflict", ", conflict"), CAGE_WRONG("cage-wrong", ", cage does not add up"),
        MISTAKE("mistake", ", wrong"), HINTED("hinted", ", hint"),
        /** A digit from the solution, not the player's own: drawn in another face, not only another colour. */
        REVEALED("revealed", ", revealed");

        final String className;
        final String spoken;

        Mark(String className, String spoken) {
            this.className = className;
            this.spoken = spoken;
        }
    }

    private final Input input;
    private @Nullable Puzzle puzzle;
    private @Nullable Board board;
    private Marks marks = Marks.NONE;
    /** What each cell shows in the browser as one int (see {@link #code}); -1 before it is painted. */
    private int[] shown = new int[0];
    private int shownSelection = -1;
    private @Nullable Cell selected;
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
        int code = code(board, marks, cell);
        return new CellView(board.value(cell), board.notes(cell), marksOf(code).stream().map(mark -> mark.className).toList(), label(cell, code));
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
            int code = code(board, marks, cell);
            if (shown[i] == code) continue;
            shown[i] = code;
            changes.add(i).add(board.value(cell)).add(board.notes(cell)).add(code >> 17).add(label(cell, code));
        }
        int selection = selected == null ? -1 : selected.index(n);
        ArrayNode undo = flat(paint.undo()), redo = flat(paint.redo());
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

    private static ArrayNode flat(List<CellChange> cells) {
        ArrayNode flat = JacksonUtils.createArrayNode();
        for (CellChange change : cells) flat.add(change.cell()).add(change.digit()).add(change.notes());
        return flat;
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
            for (Side side : Side.values()) if (side.isCageWall(cell, cageOf, n)) wallBits |= 1 << side.ordinal();
            walls.add(wallBits);
            Cage cage = puzzle.cages().get(cageOf[i]);
            clues.add(cage.anchor().equals(cell) ? cage.clue() : "");
            prefixes.add(prefix(cell, cage));
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
        getElement().executeJs("window.calcoolationBoard.build(this, $0, $1, $2, $3, $4, $5, $6)", n, walls, clues, cages, prefixes, FORMAT,
                generation);
    }

    /**
     * A move from the browser: the {@code id}-th of grid {@code grid}, on cell {@code cell} (its index)
     * with {@code digit} for a digit or note. A move already taken (a resend) or made on an earlier
     * grid is not applied again, nor is one that names no cell or digit of this grid; the browser
     * then draws what the server has.
     */
    @ClientCallable
    void input(int grid, int id, String op, int cell, int digit) {
        if (puzzle == null || grid != generation || id <= taken) return;
        taken = id;
        int n = puzzle.size();
        Optional<Op> move = Op.of(op);
        boolean digitNeeded = move.filter(m -> m != Op.SELECT && m != Op.CLEAR && m != Op.UNDO && m != Op.REDO).isPresent();
        if (move.isPresent() && cell >= 0 && cell < n * n && (!digitNeeded || (digit >= 1 && digit <= n))) {
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

    /**
     * How the messages to the painter are laid out, sent with every new grid so that the painter
     * reads what this class writes and the format is spelled in one place: {@code stride} values per
     * changed cell (index, digit, note bits with bit d for note d, mark bits, spoken name), the class
     * name of each wall bit (a cell's walls are bit masks in {@link Side} order) and of each mark bit
     * (in {@link Mark} order).
     */
    static final ObjectNode FORMAT = format();

    /** How a cell's spoken name goes on after its {@link #prefix}, and what the pad is called: the browser says them too. */
    static final String EMPTY = ", empty", VALUE = ", value ", NOTES = ", notes ", PAD = "Number pad", PAD_NOTES = "Number pad, writing notes";

    private static ObjectNode format() {
        ObjectNode format = JacksonUtils.createObjectNode();
        format.put("stride", 5);
        format.put("twoKeyMillis", TWO_KEY_MILLIS);
        ArrayNode walls = format.putArray("walls");
        for (Side side : Side.values()) walls.add("wall-" + side.name().toLowerCase(java.util.Locale.ROOT));
        ArrayNode marks = format.putArray("marks"), spoken = format.putArray("spoken");
        for (Mark mark : Mark.values()) {
            marks.add(mark.className);
            spoken.add(mark.spoken);
        }
        format.putObject("words").put("empty", EMPTY).put("value", VALUE).put("notes", NOTES).put("pad", PAD).put("padNotes", PAD_NOTES);
        return format;
    }

    /**
     * On grids of 10 to 12 a {@code 1} goes in at once, and a {@code 0}, {@code 1} or {@code 2} typed
     * in the same cell within this many milliseconds makes it 10, 11 or 12. The browser times the keys
     * itself, so the network's delay does not matter.
     */
    static final int TWO_KEY_MILLIS = 800;

    /** A cell's digit (4 bits), notes (bits 1–12, shifted by 4) and marks (from bit 17): what the browser must show. */
    private static int code(Board board, Marks marks, Cell cell) {
        int markBits = (marks.conflicts().contains(cell) ? 1 : 0) | (marks.wrongCages().contains(cell) ? 2 : 0)
                | (marks.mistakes().contains(cell) ? 4 : 0) | (marks.hinted().contains(cell) ? 8 : 0)
                | (marks.revealed().contains(cell) ? 16 : 0);
        return board.value(cell) | board.notes(cell) << 4 | markBits << 17;
    }

    private static List<Mark> marksOf(int code) {
        return Arrays.stream(Mark.values()).filter(mark -> (code >> 17 & 1 << mark.ordinal()) != 0).toList();
    }

    private String label(Cell cell, int code) {
        int digit = code & 0xF, notes = code >> 4 & 0x1FFF;
        StringBuilder label = new StringBuilder(describe(cell, puzzle.cageAt(cell), digit, notes));
        for (Mark mark : marksOf(code)) label.append(mark.spoken);
        return label.toString();
    }

    /** The four sides of a cell, and whether each is a cage wall: the grid's edge or a different cage next door. */
    enum Side {
        TOP(-1, 0), RIGHT(0, 1), BOTTOM(1, 0), LEFT(0, -1);

        private final int dRow;
        private final int dCol;

        Side(int dRow, int dCol) {
            this.dRow = dRow;
            this.dCol = dCol;
        }

        boolean isCageWall(Cell cell, int[] cageOf, int n) {
            int r = cell.row() + dRow, c = cell.col() + dCol;
            if (r < 0 || c < 0 || r >= n || c >= n) return true;
            return cageOf[r * n + c] != cageOf[cell.index(n)];
        }
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

    /**
     * The spoken name of a cell: {@code Row 2, column 3, cage 12+ of 3 cells, value 4} or {@code ..., empty, notes 1, 3};
     * a clue that hides its operator is said to, as a sighted player sees it has no sign: {@code cage 12 (operator hidden) of 3 cells}.
     */
    static String describe(Cell cell, Cage cage, int digit, int notes) {
        StringBuilder s = new StringBuilder(prefix(cell, cage)).append(digit == 0 ? EMPTY : VALUE + digit);
        if (notes != 0) {
            s.append(NOTES).append(IntStream.rangeClosed(1, Puzzle.MAX_SIZE).filter(d -> (notes & 1 << d) != 0)
                    .mapToObj(Integer::toString).collect(Collectors.joining(", ")));
        }
        return s.toString();
    }

    /** What a cell's spoken name says of it whatever it holds: {@code Row 2, column 3, cage 12+ of 3 cells}. */
    private static String prefix(Cell cell, Cage cage) {
        return "Row " + (cell.row() + 1) + ", column " + (cell.col() + 1) + ", cage " + cage.clue() + (cage.isHidden() ? " (operator hidden)" : "")
                + " of " + cage.size() + (cage.size() == 1 ? " cell" : " cells");
    }
}
