package org.calcoolation.game.ui;

import com.vaadin.flow.internal.JacksonUtils;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.game.play.UndoRedo;
import org.calcoolation.game.store.GameState;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the grid tells board.js besides what its cells hold: the layout of a new grid, the receipts
 * of numbered moves, undo and redo, and the page id of a new grid.
 */
final class BoardMessages {

    private BoardMessages() {}

    /**
     * A puzzle as board.js builds its grid, once per grid: each cell's cage walls as bits in
     * {@link BoardFormat.Side} order, its clue (on the cage's anchor) and the start of its spoken
     * name, and each cage for the live marks.
     */
    record Layout(ArrayNode walls, ArrayNode clues, ArrayNode cages, ArrayNode prefixes) {}

    static Layout layout(Puzzle puzzle) {
        int n = puzzle.size();
        int[] cageOf = puzzle.cageIndexByCell();
        ArrayNode walls = JacksonUtils.createArrayNode(),
                clues = JacksonUtils.createArrayNode(),
                prefixes = JacksonUtils.createArrayNode();
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int wallBits = 0;
            for (BoardFormat.Side side : BoardFormat.Side.values())
                if (side.isCageWall(cell, cageOf, n)) wallBits |= 1 << side.ordinal();
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
        return new Layout(walls, clues, cages, prefixes);
    }

    /**
     * What the browser must know of the moves of {@code pages}: the last one the game took (which
     * answers it, applied or not) and the last one stored by page, the game's epoch, and whether
     * the game is closed (finished and stored: no move it keeps will ever be taken).
     */
    static ObjectNode receipts(PlaySession.Paint paint, Set<String> pages) {
        GameState.Receipts game = paint.receipts();
        ObjectNode receipts =
                JacksonUtils.createObjectNode().put("epoch", game.epoch()).put("closed", paint.closed());
        ObjectNode taken = receipts.putObject("taken"), stored = receipts.putObject("stored");
        for (String page : pages) {
            Integer answer = game.taken().get(page);
            if (answer != null) taken.put(page, answer);
            Integer safe = game.stored().get(page);
            if (safe != null) stored.put(page, safe);
        }
        return receipts;
    }

    /**
     * What a paint tells the browser of {@code now}, when it last told {@code before}: nothing when
     * they are equal; all of it when the epoch or the game's closing changed, or a page's id went
     * back or out (the browser then replaces what it has); else only the pages whose last id taken
     * or stored moved on, which board.js adds to what it has. A move's answer names one page.
     */
    static @Nullable ObjectNode told(@Nullable ObjectNode before, ObjectNode now) {
        if (now.equals(before)) return null;
        if (before == null
                || !now.get("epoch").equals(before.get("epoch"))
                || !now.get("closed").equals(before.get("closed"))) return now;
        ObjectNode delta = JacksonUtils.createObjectNode();
        for (String kind : List.of("taken", "stored")) {
            JsonNode was = before.get(kind), is = now.get(kind);
            for (String page : was.propertyNames())
                if (is.path(page).asInt(0) < was.get(page).asInt()) return now;
            ObjectNode moved = JacksonUtils.createObjectNode();
            for (var entry : is.properties())
                if (!entry.getValue().equals(was.get(entry.getKey()))) moved.set(entry.getKey(), entry.getValue());
            if (!moved.isEmpty()) delta.set(kind, moved);
        }
        return delta;
    }

    /**
     * Undo and redo as the browser draws them and enables their buttons: [undoable, redoable, undo,
     * redo], how many of each the game takes in a row, and what the next of each leaves as flat
     * [cell, digit, notes, ...]. An array, not an object: its four names were some 36 bytes of an answer.
     */
    static ArrayNode history(UndoRedo history) {
        ArrayNode node = JacksonUtils.createArrayNode().add(history.undoable()).add(history.redoable());
        node.add(BoardFormat.flat(history.undo()));
        node.add(BoardFormat.flat(history.redo()));
        return node;
    }

    /** Twelve random characters of the page id alphabet: unique enough among one game's pages. */
    static String newPage() {
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        StringBuilder id = new StringBuilder(12);
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = 0; i < 12; i++) id.append(alphabet.charAt(random.nextInt(alphabet.length())));
        return id.toString();
    }
}
