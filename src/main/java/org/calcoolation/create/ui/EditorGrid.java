package org.calcoolation.create.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.dom.Element;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.calcoolation.base.ui.Scripts;
import org.calcoolation.create.Clue;
import org.calcoolation.create.DraftCage;
import org.calcoolation.engine.Cell;
import tools.jackson.databind.JsonNode;

/**
 * The editor's grid: n × n cells whose cage walls, clues and selection the server paints; the
 * browser's create.js turns a drag, a tap or a key into one {@link Edit} event. Which cell has
 * the keys is the browser's (a roving tabindex), so a repaint never moves it.
 */
@Tag("div")
final class EditorGrid extends Component {

    /** The one event create.js sends, with {@code detail.kind} and {@code detail.cells}, indices in reading order. */
    static final String EVENT = "create-edit";

    enum Kind {
        DRAW,
        TAP,
        PICK,
        FREE
    }

    /** A gesture on the grid: its kind and the cells it went over, in order. */
    record Edit(Kind kind, List<Cell> cells) {
        Edit {
            cells = List.copyOf(cells);
        }
    }

    private final List<Element> cells = new ArrayList<>();
    private int n;

    EditorGrid(Consumer<Edit> edits) {
        getElement().setAttribute("class", "create-grid");
        getElement().setAttribute("role", "grid");
        getElement()
                .addEventListener(EVENT, e -> read(n, e.getEventData()).ifPresent(edits))
                .addEventData("event.detail.kind")
                .addEventData("event.detail.cells");
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().addJavaScript(Scripts.url("create.js"));
        getElement().executeJs("window.calcoolationCreate.attach(this)");
    }

    /** A fresh grid of n × n cells, the first of them the one with the keys. */
    void build(int size) {
        n = size;
        cells.clear();
        getElement().removeAllChildren();
        getElement().setAttribute("aria-label", "Cages, " + n + " by " + n);
        getElement().getStyle().set("--n", Integer.toString(n));
        for (int r = 0; r < n; r++) {
            Element row = new Element("div");
            row.setAttribute("role", "row");
            row.setAttribute("class", "create-row");
            for (int c = 0; c < n; c++) {
                Element cell = new Element("div");
                cell.setAttribute("role", "gridcell");
                cell.setAttribute("data-i", Integer.toString(r * n + c));
                cell.setAttribute("tabindex", r + c == 0 ? "0" : "-1");
                row.appendChild(cell);
                cells.add(cell);
            }
            getElement().appendChild(row);
        }
    }

    /** Paints the cages: a thick wall between cells of different cages, the clue in each cage's first cell. */
    void show(List<DraftCage> cages, Optional<DraftCage> selected) {
        int[] cageOf = new int[n * n];
        Arrays.fill(cageOf, -1);
        for (int k = 0; k < cages.size(); k++)
            for (Cell cell : cages.get(k).cells()) if (cell.index(n) < cageOf.length) cageOf[cell.index(n)] = k;
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            Optional<DraftCage> cage = cageOf[i] < 0 ? Optional.empty() : Optional.of(cages.get(cageOf[i]));
            paint(cells.get(i), cell, cage, cageOf, cage.isPresent() && cage.equals(selected));
        }
    }

    private void paint(Element element, Cell cell, Optional<DraftCage> cage, int[] cageOf, boolean selected) {
        int i = cell.index(n);
        // Names of their own: the play grid's .cell and .wall-right rules (board.css) are for every page.
        StringBuilder classes = new StringBuilder("create-cell");
        if (cell.col() < n - 1 && cageOf[i] != cageOf[i + 1]) classes.append(" create-wall-right");
        if (cell.row() < n - 1 && cageOf[i] != cageOf[i + n]) classes.append(" create-wall-bottom");
        if (cage.isEmpty()) classes.append(" create-free");
        if (selected) classes.append(" create-selected");
        element.setAttribute("class", classes.toString());
        Optional<String> clue = cage.filter(c -> c.anchor().equals(cell))
                .map(c -> c.clue().map(Clue::text).orElse("?"));
        element.setText(clue.orElse(""));
        element.setAttribute("aria-label", spoken(cell, cage, clue, selected));
    }

    private static String spoken(Cell cell, Optional<DraftCage> cage, Optional<String> clue, boolean selected) {
        String where = "Row " + (cell.row() + 1) + ", column " + (cell.col() + 1);
        if (cage.isEmpty()) return where + ", no cage";
        String clueWords =
                clue.map(c -> c.equals("?") ? ", no clue yet" : ", clue " + c).orElse("");
        int size = cage.get().cells().size();
        return where + clueWords + ", cage of " + size + (size == 1 ? " cell" : " cells")
                + (selected ? ", selected" : "");
    }

    /** Gives the cell the keys, as the browser's roving tabindex would. */
    void focus(Cell cell) {
        getElement().executeJs("window.calcoolationCreate.focus(this, $0)", cell.index(n));
    }

    /** The gesture the browser sent; nothing for a crafted message, whose cells are not this grid's. */
    static Optional<Edit> read(int n, JsonNode data) {
        JsonNode kind = data.get("event.detail.kind"), indices = data.get("event.detail.cells");
        if (kind == null || !kind.isString() || indices == null || !indices.isArray()) return Optional.empty();
        Kind parsed;
        try {
            parsed = Kind.valueOf(kind.stringValue());
        } catch (IllegalArgumentException unknown) {
            return Optional.empty();
        }
        List<Cell> stroke = new ArrayList<>();
        for (JsonNode index : indices) {
            if (!index.isInt() || index.intValue() < 0 || index.intValue() >= n * n || stroke.size() >= n * n)
                return Optional.empty();
            stroke.add(Cell.ofIndex(index.intValue(), n));
        }
        return stroke.isEmpty() ? Optional.empty() : Optional.of(new Edit(parsed, stroke));
    }
}
