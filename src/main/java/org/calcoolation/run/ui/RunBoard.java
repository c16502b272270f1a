package org.calcoolation.run.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.dom.Element;
import com.vaadin.flow.internal.JacksonUtils;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Scripts;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.run.RunPuzzle;
import org.calcoolation.run.RunRules;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The run's grid, clock and score, played by run.js with no round trip: this sends it the puzzles
 * (with their checks, never their solutions) and the time left by the server's clock, and hears a
 * full grid ({@code run-grid}) or the page's clock at zero ({@code run-over}).
 */
class RunBoard extends Div {

    static final String SCRIPT = Scripts.url("run.js");
    /** A cell's neighbours above, right, below and left, and the class of a cage wall on that side. */
    private static final int[][] SIDES = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};

    private static final String[] WALLS = {"wall-top", "wall-right", "wall-bottom", "wall-left"};

    static final String GRID_EVENT = "run-grid", OVER_EVENT = "run-over";

    /**
     * What run.js writes, in the page's language: {n}, {r}, {c} and {clue} are filled in by the script,
     * so that its words come from the bundles too.
     */
    static ObjectNode words() {
        ObjectNode words = JacksonUtils.createObjectNode();
        words.put("onItsWay", Wording.t("run.onItsWay"));
        words.put("erase", Wording.t("run.erase"));
        words.put("solved", Wording.t("run.solvedScore", "{n}"));
        words.put("wrong", Wording.t("run.wrong", RunRules.PENALTY.toSeconds()));
        words.put("cell", Wording.t("run.cell", "{r}", "{c}"));
        words.put("cellCage", Wording.t("run.cellCage", "{r}", "{c}", "{clue}"));
        return words;
    }

    RunBoard(Consumer<String> grid, Runnable over) {
        addClassName("run-board");
        Element clock = new Element("p");
        clock.setAttribute("class", "run-clock");
        clock.setAttribute("aria-live", "off");
        clock.setText("3:00");
        Element score = new Element("p");
        score.setAttribute("class", "run-score");
        score.setAttribute("aria-live", "polite");
        score.setText(Wording.t("run.solvedScore", 0));
        Element note = new Element("p");
        note.setAttribute("class", "run-note");
        note.setAttribute("aria-live", "polite");
        Element board = new Element("div");
        board.setAttribute("class", "board");
        board.setAttribute("role", "grid");
        board.setAttribute("aria-label", Wording.t("run.puzzle"));
        Element frame = new Element("div");
        frame.setAttribute("class", "board-frame");
        frame.appendChild(board);
        Element pad = new Element("div");
        pad.setAttribute("class", "run-pad");
        Element top = new Element("div");
        top.setAttribute("class", "run-top");
        top.appendChild(clock, score);
        getElement().appendChild(top, frame, note, pad);
        getElement()
                .addEventListener(GRID_EVENT, e -> {
                    // Only a crafted message lacks the text: it is not counted, and the service says why in words.
                    var text = e.getEventData().get("event.detail.text");
                    grid.accept(text != null && text.isString() ? text.stringValue() : "");
                })
                .addEventData("event.detail.text");
        getElement().addEventListener(OVER_EVENT, e -> over.run());
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().addJavaScript(SCRIPT);
    }

    void start(List<RunPuzzle> puzzles, Duration remaining) {
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put("remaining", remaining.toMillis());
        data.put("bonus", RunRules.BONUS.toMillis());
        data.put("penalty", RunRules.PENALTY.toMillis());
        data.set("words", words());
        data.set("puzzles", puzzles(puzzles));
        getElement().executeJs("window.calcoolationRun.start(this, $0)", data.toString());
    }

    void more(List<RunPuzzle> puzzles, Duration remaining) {
        ObjectNode data = JacksonUtils.createObjectNode();
        data.put("remaining", remaining.toMillis());
        data.set("puzzles", puzzles(puzzles));
        getElement().executeJs("window.calcoolationRun.more(this, $0)", data.toString());
    }

    void remaining(Duration remaining) {
        getElement().executeJs("window.calcoolationRun.remaining(this, $0)", remaining.toMillis());
    }

    void stop() {
        getElement().executeJs("window.calcoolationRun.stop(this)");
    }

    private static ArrayNode puzzles(List<RunPuzzle> puzzles) {
        ArrayNode list = JacksonUtils.createArrayNode();
        for (RunPuzzle p : puzzles) {
            ObjectNode puzzle = list.addObject();
            puzzle.put("position", p.position());
            puzzle.put("n", p.puzzle().size());
            puzzle.put("salt", p.salt());
            puzzle.put("check", p.check());
            puzzle.set("cells", cells(p.puzzle()));
        }
        return list;
    }

    /** Each cell's wall classes (as board.css names them) and its clue, if it is its cage's first cell. */
    static ArrayNode cells(Puzzle puzzle) {
        int n = puzzle.size();
        int[] cageOf = puzzle.cageIndexByCell();
        ArrayNode cells = JacksonUtils.createArrayNode();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            StringBuilder walls = new StringBuilder();
            for (int s = 0; s < 4; s++) {
                int r = cell.row() + SIDES[s][0], c = cell.col() + SIDES[s][1];
                if (r < 0 || c < 0 || r >= n || c >= n || cageOf[r * n + c] != cageOf[i])
                    walls.append(walls.isEmpty() ? "" : " ").append(WALLS[s]);
            }
            Cage cage = puzzle.cages().get(cageOf[i]);
            cells.addArray().add(walls.toString()).add(cage.anchor().equals(cell) ? cage.clue() : "");
        }
        return cells;
    }
}
