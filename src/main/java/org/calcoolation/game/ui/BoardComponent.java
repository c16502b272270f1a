package org.calcoolation.game.ui;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;

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
    record Marks(Set<Cell> conflicts, Set<Cell> wrongCages, Set<Cell> mistakes, Set<Cell> hinted) {
        static final Marks NONE = new Marks(Set.of(), Set.of(), Set.of(), Set.of());

        /** The marks for a board: live ones (repeats, full cages that miss) only when the player wants them. */
        static Marks of(Board board, boolean live, Set<Cell> mistakes, Set<Cell> hinted) {
            if (!live) return new Marks(Set.of(), Set.of(), mistakes, hinted);
            Set<Cell> wrong = new HashSet<>();
            for (Cage cage : board.puzzle().cages()) if (board.status(cage) == CageStatus.WRONG) wrong.addAll(cage.cells());
            return new Marks(board.conflicts(), wrong, mistakes, hinted);
        }
    }

    static final String KEY = "event.key", CTRL = "(event.ctrlKey || event.metaKey)", SHIFT = "event.shiftKey", TIME = "event.timeStamp";

    /** The keys that go to the server; everything else (Tab, Ctrl+C, ...) stays in the browser. */
    static final String KEY_FILTER = "!event.altKey && (" + CTRL + " ? ['z', 'Z', 'y', 'Y'].includes(event.key)"
            + " : (/^[0-9nN]$/.test(event.key) || ['Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)))";

    private final Input input;
    private Puzzle puzzle;
    private Div[] cells = new Div[0];
    private Span[] values = new Span[0];
    private Span[] notes = new Span[0];
    private int[] shownNotes = new int[0];
    private Cell selected;

    BoardComponent(Input input) {
        this.input = input;
        addClassName("board");
        getElement().setAttribute("role", "grid");
        getElement().addEventListener("keydown", this::onKey)
                .addEventData(KEY).addEventData(CTRL).addEventData(SHIFT).addEventData(TIME)
                .setFilter(KEY_FILTER)
                .preventDefault();
    }

    Puzzle puzzle() {
        return puzzle;
    }

    Cell selected() {
        return selected;
    }

    Div cell(Cell cell) {
        return cells[cell.index(puzzle.size())];
    }

    /** Brings the grid up to date: a new puzzle is drawn afresh, the same one only changes what differs. */
    void render(Board board, Marks marks, boolean locked) {
        if (!board.puzzle().equals(puzzle)) build(board.puzzle());
        int n = puzzle.size();
        int[] cageOf = puzzle.cageIndexByCell();
        Cell focusable = selected == null ? new Cell(0, 0) : selected;
        setClassName("locked", locked);
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int digit = board.value(cell);
            Div div = cells[i];
            values[i].setText(digit == 0 ? "" : Integer.toString(digit));
            showNotes(i, board.notes(cell));
            boolean conflict = marks.conflicts().contains(cell), wrongCage = marks.wrongCages().contains(cell);
            boolean mistake = marks.mistakes().contains(cell), hinted = marks.hinted().contains(cell);
            div.setClassName("selected", cell.equals(selected));
            div.setClassName("peer", selected != null && !cell.equals(selected) && cell.sharesLineWith(selected));
            div.setClassName("conflict", conflict);
            div.setClassName("cage-wrong", wrongCage);
            div.setClassName("mistake", mistake);
            div.setClassName("hinted", hinted);
            Element element = div.getElement();
            element.setAttribute("tabindex", cell.equals(focusable) ? "0" : "-1");
            element.setAttribute("aria-selected", Boolean.toString(cell.equals(selected)));
            StringBuilder label = new StringBuilder(describe(cell, puzzle.cages().get(cageOf[i]), digit, board.notes(cell)));
            if (conflict) label.append(", conflict");
            if (wrongCage) label.append(", cage does not add up");
            if (mistake) label.append(", wrong");
            if (hinted) label.append(", hint");
            element.setAttribute("aria-label", label.toString());
        }
    }

    private void build(Puzzle next) {
        removeAll();
        puzzle = next;
        selected = null;
        int n = puzzle.size();
        getElement().setAttribute("aria-rowcount", Integer.toString(n));
        getElement().setAttribute("aria-colcount", Integer.toString(n));
        getStyle().set("--n", Integer.toString(n));
        setClassName("wide", n >= 10);
        cells = new Div[n * n];
        values = new Span[n * n];
        notes = new Span[n * n];
        shownNotes = new int[n * n];
        int[] cageOf = puzzle.cageIndexByCell();
        for (int r = 0; r < n; r++) {
            Div row = new Div();
            row.addClassName("board-row");
            row.getElement().setAttribute("role", "row");
            for (int c = 0; c < n; c++) row.add(createCell(cageOf, new Cell(r, c)));
            add(row);
        }
    }

    private Div createCell(int[] cageOf, Cell cell) {
        int n = puzzle.size();
        int i = cell.index(n);
        Div div = new Div();
        div.addClassName("cell");
        div.getElement().setAttribute("role", "gridcell");
        for (Side side : Side.values()) {
            if (side.isCageWall(cell, cageOf, n)) div.addClassName("wall-" + side.name().toLowerCase());
        }
        Cage cage = puzzle.cages().get(cageOf[i]);
        if (cage.anchor().equals(cell)) {
            Span clue = new Span(cage.clue());
            clue.addClassName("clue");
            clue.getElement().setAttribute("aria-hidden", "true");
            div.add(clue);
        }
        values[i] = hiddenSpan("value");
        notes[i] = hiddenSpan("notes");
        div.add(values[i], notes[i]);
        // Only clicks select from the browser side; the server's selection decides where keys go, since
        // a focus event can arrive after keys that were typed later.
        div.addClickListener(click -> select(cell));
        cells[i] = div;
        return div;
    }

    private static Span hiddenSpan(String className) {
        Span span = new Span();
        span.addClassName(className);
        span.getElement().setAttribute("aria-hidden", "true");
        return span;
    }

    private void showNotes(int i, int mask) {
        if (shownNotes[i] == mask) return;
        shownNotes[i] = mask;
        notes[i].removeAll();
        for (int m = mask; m != 0; m &= m - 1) {
            int digit = Integer.numberOfTrailingZeros(m);
            Span note = new Span(Integer.toString(digit));
            note.addClassName("note-" + digit);
            notes[i].add(note);
        }
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
        if (selected != null) cell(selected).getElement().executeJs("this.focus({preventScroll: true})");
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
        if (selected == null) {
            // The first key after Tab selects the cell that has focus, the top-left one; an arrow stops there.
            select(new Cell(0, 0));
            if (key.startsWith("Arrow")) return;
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

    /** The spoken name of a cell: {@code Row 2, column 3, cage 12+ of 3 cells, value 4} or {@code ..., empty, notes 1, 3}. */
    static String describe(Cell cell, Cage cage, int digit, int notes) {
        StringBuilder s = new StringBuilder()
                .append("Row ").append(cell.row() + 1).append(", column ").append(cell.col() + 1)
                .append(", cage ").append(cage.clue()).append(" of ").append(cage.size()).append(cage.size() == 1 ? " cell" : " cells")
                .append(digit == 0 ? ", empty" : ", value " + digit);
        if (notes != 0) {
            s.append(", notes ").append(IntStream.rangeClosed(1, Puzzle.MAX_SIZE).filter(d -> (notes & 1 << d) != 0)
                    .mapToObj(Integer::toString).collect(Collectors.joining(", ")));
        }
        return s.toString();
    }
}
