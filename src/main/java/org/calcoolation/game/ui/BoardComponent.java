package org.calcoolation.game.ui;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.internal.JacksonUtils;
import org.calcoolation.base.ui.Scripts;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The puzzle as a grid people can play: each cell is a focusable {@code gridcell} with a spoken
 * name, cages are outlined, notes sit in fixed places like the keys of a phone pad. The grid only
 * shows a {@link Board} and keeps the selection; what keys and clicks mean is up to its
 * {@link Input}.
 */
class BoardComponent extends Div {

    /** What the player does on the grid. */
    interface Input {
        void selected();

        /** A digit key; {@code at} is the browser's time of the key in milliseconds. */
        void digitKey(char key, double at);

        void clear();

        void toggleNotesMode();

        void undo();

        void redo();
    }

    /** Marks on cells, beyond the digits: computed by the view, shown here. */
    record Marks(Set<Cell> conflicts, Set<Cell> wrongCages, Set<Cell> mistakes, Set<Cell> hinted, Set<Cell> revealed) {
        static final Marks NONE = new Marks(Set.of(), Set.of(), Set.of(), Set.of(), Set.of());

        /** The marks for a board: live ones (repeats, full cages that miss) only when the player wants them. */
        static Marks of(Board board, boolean live, Set<Cell> mistakes, Set<Cell> hinted, Set<Cell> revealed) {
            if (!live) return new Marks(Set.of(), Set.of(), mistakes, hinted, revealed);
            Set<Cell> wrong = new HashSet<>();
            for (Cage cage : board.puzzle().cages()) if (board.status(cage) == CageStatus.WRONG) wrong.addAll(cage.cells());
            return new Marks(board.conflicts(), wrong, mistakes, hinted, revealed);
        }
    }

    static final String KEY = "event.key", CTRL = "(event.ctrlKey || event.metaKey)", SHIFT = "event.shiftKey", TIME = "event.timeStamp";

    /** The keys that go to the server (digits, N, Backspace, Delete, arrows, Ctrl+Z/Y); everything else stays in the browser. */
    static final String KEY_FILTER = "window.calcoolationBoard.wants(event)";

    /** Which cell a click landed on, from the {@code data-i} the painter gives each cell; -1 outside cells. */
    static final String CLICKED_CELL = "window.calcoolationBoard.cellOf(event)";

    /** The browser's side: frontend/scripts/board.js. */
    static final String PAINTER = Scripts.url("board.js");

    /** The marks a cell can carry, in the order of their bits in its code: a class name and the words a screen reader adds. */
    private enum Mark {
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

    BoardComponent(Input input) {
        this.input = input;
        addClassName("board");
        getElement().setAttribute("role", "grid");
        getElement().addEventListener("keydown", this::onKey)
                .addEventData(KEY).addEventData(CTRL).addEventData(SHIFT).addEventData(TIME)
                .setFilter(KEY_FILTER)
                .preventDefault();
        // Only clicks select from the browser side; the server's selection decides where keys go, since
        // a focus event can arrive after keys that were typed later.
        getElement().addEventListener("click", click -> {
            int i = (int) click.getEventData().get(CLICKED_CELL).asDouble();
            if (puzzle != null && i >= 0 && i < puzzle.size() * puzzle.size()) select(Cell.ofIndex(i, puzzle.size()));
        }).addEventData(CLICKED_CELL).setFilter(CLICKED_CELL + " >= 0");
        addAttachListener(attach -> attach.getUI().getPage().addJavaScript(PAINTER));
        // A page that comes back gets a new element in the browser, which must be drawn afresh.
        addDetachListener(detach -> puzzle = null);
    }

    Puzzle puzzle() {
        return puzzle;
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
    void render(Board next, Marks nextMarks, boolean locked) {
        boolean fresh = !next.puzzle().equals(puzzle);
        if (fresh) build(next.puzzle());
        board = next;
        marks = nextMarks;
        setClassName("locked", locked);
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
        if (changes.isEmpty() && selection == shownSelection) return;
        shownSelection = selection;
        getElement().executeJs("window.calcoolationBoard.paint(this, $0, $1)", selection, changes);
        // A game that opens takes the keys at once: typed digits land in the top-left cell.
        if (fresh) {
            focusSelected();
            getElement().executeJs("window.calcoolationBoard.reveal(this)");
        }
    }

    private void build(Puzzle next) {
        puzzle = next;
        // Selected without telling the input: nothing has happened yet that it must answer.
        selected = new Cell(0, 0);
        int n = puzzle.size();
        shown = new int[n * n];
        Arrays.fill(shown, -1);
        shownSelection = -1;
        getElement().setAttribute("aria-rowcount", Integer.toString(n));
        getElement().setAttribute("aria-colcount", Integer.toString(n));
        getStyle().set("--n", Integer.toString(n));
        setClassName("wide", n >= 10);
        int[] cageOf = puzzle.cageIndexByCell();
        ArrayNode walls = JacksonUtils.createArrayNode(), clues = JacksonUtils.createArrayNode();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int wallBits = 0;
            for (Side side : Side.values()) if (side.isCageWall(cell, cageOf, n)) wallBits |= 1 << side.ordinal();
            walls.add(wallBits);
            Cage cage = puzzle.cages().get(cageOf[i]);
            clues.add(cage.anchor().equals(cell) ? cage.clue() : "");
        }
        getElement().executeJs("window.calcoolationBoard.build(this, $0, $1, $2, $3)", n, walls, clues, FORMAT);
    }

    /**
     * How the messages to the painter are laid out, sent with every new grid so that the painter
     * reads what this class writes and the format is spelled in one place: {@code stride} values per
     * changed cell (index, digit, note bits with bit d for note d, mark bits, spoken name), the class
     * name of each wall bit (a cell's walls are bit masks in {@link Side} order) and of each mark bit
     * (in {@link Mark} order).
     */
    static final ObjectNode FORMAT = format();

    private static ObjectNode format() {
        ObjectNode format = JacksonUtils.createObjectNode();
        format.put("stride", 5);
        ArrayNode walls = format.putArray("walls");
        for (Side side : Side.values()) walls.add("wall-" + side.name().toLowerCase(java.util.Locale.ROOT));
        ArrayNode marks = format.putArray("marks");
        for (Mark mark : Mark.values()) marks.add(mark.className);
        return format;
    }

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

    void select(Cell cell) {
        if (puzzle == null || cell.equals(selected)) return;
        selected = cell;
        input.selected();
    }

    /** Moves the selection by one step, stopping at the edge. */
    void moveSelection(int dRow, int dCol) {
        if (selected == null) return;
        int n = puzzle.size();
        select(new Cell(Math.clamp(selected.row() + dRow, 0, n - 1), Math.clamp(selected.col() + dCol, 0, n - 1)));
        focusSelected();
    }

    /** Gives the selected cell keyboard focus again, as after a press on a button. */
    void focusSelected() {
        if (selected != null) getElement().executeJs("window.calcoolationBoard.focus(this, $0)", selected.index(puzzle.size()));
    }

    private void onKey(DomEvent event) {
        var data = event.getEventData();
        String key = data.get(KEY).asString();
        if (data.get(CTRL).asBoolean()) {
            boolean redo = key.equalsIgnoreCase("y") || data.get(SHIFT).asBoolean();
            if (redo) input.redo();
            else input.undo();
            return;
        }
        if (key.equalsIgnoreCase("n")) {
            input.toggleNotesMode();
            return;
        }
        switch (key) {
            case "ArrowUp" -> moveSelection(-1, 0);
            case "ArrowDown" -> moveSelection(1, 0);
            case "ArrowLeft" -> moveSelection(0, -1);
            case "ArrowRight" -> moveSelection(0, 1);
            case "Backspace", "Delete" -> input.clear();
            default -> input.digitKey(key.charAt(0), data.get(TIME).asDouble());
        }
    }

    /**
     * The spoken name of a cell: {@code Row 2, column 3, cage 12+ of 3 cells, value 4} or {@code ..., empty, notes 1, 3};
     * a clue that hides its operator is said to, as a sighted player sees it has no sign: {@code cage 12 (operator hidden) of 3 cells}.
     */
    static String describe(Cell cell, Cage cage, int digit, int notes) {
        StringBuilder s = new StringBuilder()
                .append("Row ").append(cell.row() + 1).append(", column ").append(cell.col() + 1)
                .append(", cage ").append(cage.clue()).append(cage.isHidden() ? " (operator hidden)" : "").append(" of ").append(cage.size()).append(cage.size() == 1 ? " cell" : " cells")
                .append(digit == 0 ? ", empty" : ", value " + digit);
        if (notes != 0) {
            s.append(", notes ").append(IntStream.rangeClosed(1, Puzzle.MAX_SIZE).filter(d -> (notes & 1 << d) != 0)
                    .mapToObj(Integer::toString).collect(Collectors.joining(", ")));
        }
        return s.toString();
    }
}
