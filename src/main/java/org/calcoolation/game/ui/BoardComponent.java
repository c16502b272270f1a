package org.calcoolation.game.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.Element;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;
import org.calcoolation.engine.play.Move;

/**
 * The puzzle as a grid people can play: each cell is a focusable {@code gridcell} with a spoken
 * name, cages are outlined, and the digit keys, arrows, Backspace and Delete act on the selected
 * cell. The rules (conflicts, cages, completion) come from the engine's {@link Board}.
 */
class BoardComponent extends Div {

    /** The keys that go to the server; everything else stays in the browser. */
    static final String KEY_FILTER = "(event.key.length === 1 && event.key >= '1' && event.key <= '9')"
            + " || ['Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(event.key)";

    private final List<Runnable> solvedListeners = new ArrayList<>();
    private Board board;
    private Div[] cells = new Div[0];
    private Span[] values = new Span[0];
    private Cell selected;
    private boolean solved;

    BoardComponent() {
        addClassName("board");
        getElement().setAttribute("role", "grid");
        getElement().addEventListener("keydown", event -> onKey(event.getEventData().get("event.key").asString()))
                .addEventData("event.key")
                .setFilter(KEY_FILTER)
                .preventDefault();
    }

    void show(Puzzle puzzle) {
        removeAll();
        board = Board.start(puzzle);
        selected = null;
        solved = false;
        removeClassName("solved");
        int n = puzzle.size();
        getElement().setAttribute("aria-rowcount", Integer.toString(n));
        getElement().setAttribute("aria-colcount", Integer.toString(n));
        getStyle().set("--n", Integer.toString(n));
        cells = new Div[n * n];
        values = new Span[n * n];
        int[] cageOf = puzzle.cageIndexByCell();
        for (int r = 0; r < n; r++) {
            Div row = new Div();
            row.addClassName("board-row");
            row.getElement().setAttribute("role", "row");
            for (int c = 0; c < n; c++) row.add(createCell(puzzle, cageOf, new Cell(r, c)));
            add(row);
        }
        refresh();
    }

    private Div createCell(Puzzle puzzle, int[] cageOf, Cell cell) {
        int n = puzzle.size();
        int i = cell.index(n);
        Div div = new Div();
        div.addClassName("cell");
        div.getElement().setAttribute("role", "gridcell");
        div.getElement().setAttribute("tabindex", "-1");
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
        Span value = new Span();
        value.addClassName("value");
        value.getElement().setAttribute("aria-hidden", "true");
        div.add(value);
        // Only clicks select from the browser side; the server's selection decides where keys go, since
        // a focus event can arrive after keys that were typed later.
        div.addClickListener(click -> select(cell));
        cells[i] = div;
        values[i] = value;
        return div;
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

    Puzzle puzzle() {
        return board.puzzle();
    }

    Board board() {
        return board;
    }

    boolean isSolved() {
        return solved;
    }

    Cell selected() {
        return selected;
    }

    Div cell(Cell cell) {
        return cells[cell.index(board.size())];
    }

    void addSolvedListener(Runnable listener) {
        solvedListeners.add(listener);
    }

    void select(Cell cell) {
        if (board == null || cell.equals(selected)) return;
        selected = cell;
        refresh();
    }

    /** Puts a digit in the selected cell; ignored when nothing is selected or the digit does not fit the grid. */
    void enter(int digit) {
        if (selected == null || solved || digit < 1 || digit > board.size()) return;
        play(new Move.Place(selected, digit));
    }

    void clearSelected() {
        if (selected == null || solved) return;
        play(new Move.Clear(selected));
    }

    /** Moves the selection by one step, stopping at the edge. */
    void moveSelection(int dRow, int dCol) {
        if (selected == null) return;
        int n = board.size();
        select(new Cell(Math.clamp(selected.row() + dRow, 0, n - 1), Math.clamp(selected.col() + dCol, 0, n - 1)));
        focusSelected();
    }

    /** Gives the selected cell keyboard focus again, as after a press on the number pad. */
    void focusSelected() {
        if (selected != null) cell(selected).getElement().executeJs("this.focus({preventScroll: true})");
    }

    private void onKey(String key) {
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
            case "Backspace", "Delete" -> clearSelected();
            default -> {
                if (key.length() == 1 && Character.isDigit(key.charAt(0))) enter(key.charAt(0) - '0');
            }
        }
    }

    private void play(Move move) {
        Board next = board.apply(move);
        if (next == board) return;
        board = next;
        solved = board.isComplete();
        refresh();
        if (solved) {
            addClassName("solved");
            solvedListeners.forEach(Runnable::run);
        }
    }

    /** Brings every cell's digit, classes and spoken name up to date with the board. */
    private void refresh() {
        Puzzle puzzle = board.puzzle();
        int n = puzzle.size();
        Set<Cell> conflicts = board.conflicts();
        int[] cageOf = puzzle.cageIndexByCell();
        Cell focusable = selected == null ? new Cell(0, 0) : selected;
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            Cage cage = puzzle.cages().get(cageOf[i]);
            int digit = board.value(cell);
            boolean conflict = conflicts.contains(cell);
            boolean wrongCage = board.status(cage) == CageStatus.WRONG;
            Div div = cells[i];
            values[i].setText(digit == 0 ? "" : Integer.toString(digit));
            div.setClassName("selected", cell.equals(selected));
            div.setClassName("peer", selected != null && !cell.equals(selected) && cell.sharesLineWith(selected));
            div.setClassName("conflict", conflict);
            div.setClassName("cage-wrong", wrongCage);
            Element element = div.getElement();
            element.setAttribute("tabindex", cell.equals(focusable) ? "0" : "-1");
            element.setAttribute("aria-selected", Boolean.toString(cell.equals(selected)));
            element.setAttribute("aria-label", describe(cell, cage, digit, conflict, wrongCage));
        }
    }

    /** The spoken name of a cell: {@code Row 2, column 3, cage 12+ of 3 cells, value 4, conflict}. */
    static String describe(Cell cell, Cage cage, int digit, boolean conflict, boolean wrongCage) {
        StringBuilder s = new StringBuilder()
                .append("Row ").append(cell.row() + 1).append(", column ").append(cell.col() + 1)
                .append(", cage ").append(cage.clue()).append(" of ").append(cage.size()).append(cage.size() == 1 ? " cell" : " cells")
                .append(digit == 0 ? ", empty" : ", value " + digit);
        if (conflict) s.append(", conflict");
        if (wrongCage) s.append(", cage does not add up");
        return s.toString();
    }
}
