package org.calcoolation.game.ui;

import com.vaadin.flow.component.page.Page;
import com.vaadin.flow.dom.Element;
import java.util.List;
import org.calcoolation.base.ui.Scripts;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The grid's scripts in the browser and the entries the server calls, spelled once: the names of
 * board.js's functions appear in no other Java. Each entry runs on the grid's element ({@code
 * this} in the page). The scripts are {@code frontend/scripts/board-*.js} and {@code board.js},
 * each one global object; board.js's head says which does what.
 */
final class BoardScript {

    private BoardScript() {}

    /**
     * The grid's scripts, in the order they load: the rules, the offline store, the wire, the
     * player's input, the painting. None calls another as it loads, only when an entry runs.
     */
    static final List<String> FILES =
            List.of("board-rules.js", "board-store.js", "board-wire.js", "board-input.js", "board.js");

    /** Their addresses, each with its checksum. */
    static final List<String> URLS = FILES.stream().map(Scripts::url).toList();

    /** Loads the scripts into the page, once per page whatever the number of grids. */
    static void load(Page page) {
        URLS.forEach(page::addJavaScript);
    }

    /**
     * Builds a fresh grid of n × n empty cells (see {@link BoardMessages#layout}), with the words
     * and limits of {@link BoardFormat#FORMAT}, and starts the session: the game, this grid's page
     * id and the receipts of the game's moves. Moves earlier pages kept are sent again.
     */
    static void build(Element grid, int n, BoardMessages.Layout layout, ObjectNode session) {
        grid.executeJs(
                "window.calcoolationBoard.build(this, $0, $1, $2, $3, $4, $5, $6)",
                n,
                layout.walls(),
                layout.clues(),
                layout.cages(),
                layout.prefixes(),
                BoardFormat.forPage(),
                session);
    }

    /**
     * Paints the server's answer: the cells that changed ({@code stride} values each), a selection
     * (null keeps the page's), the receipts (null when unchanged), after which the page stops
     * drawing the moves answered, and the undo and redo history (null when unchanged). A function
     * of the grid's element (board.js's build gives it one), called as {@code
     * $0.calcoolationPaint($1,$2,$3,$4)}: a script of our own would come in Vaadin's {@code return
     * (async function() {...}).apply($4)}, 51 bytes more in every move's answer.
     */
    static void paint(
            Element grid,
            @Nullable Integer selected,
            ArrayNode changes,
            @Nullable ObjectNode receipts,
            @Nullable ArrayNode history) {
        grid.callJsFunction("calcoolationPaint", selected, changes, receipts, history);
    }

    /** Scrolls a new grid's top into view on a page scrolled down past it. */
    static void reveal(Element grid) {
        grid.executeJs("window.calcoolationBoard.reveal(this)");
    }

    /**
     * Gives the page's selected cell the keys, trying for a few frames while nothing else has focus.
     * The selection is the page's: the server does not know it.
     */
    static void focus(Element grid) {
        grid.executeJs("if (this.calcoolation) window.calcoolationBoard.focus(this, this.calcoolation.selected)");
    }

    /** Marks the selected cell's digit everywhere again, as the grid's class same-digits says. */
    static void markSameDigit(Element grid) {
        grid.executeJs("window.calcoolationBoard.markSameDigit(this)");
    }
}
