package org.calcoolation.game.ui;

import com.vaadin.flow.internal.JacksonUtils;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.calcoolation.game.GameState;
import tools.jackson.databind.node.ObjectNode;

/** What the grid tells board.js besides its cells: the receipts of numbered moves, undo and redo, and the page id of a new grid. */
final class BoardMessages {

    private BoardMessages() {}

    /**
     * What the browser must know of the moves of {@code pages}: the last one answered (by the game,
     * or by the grid in {@code answered}) and the last one stored by page, the game's epoch, and
     * whether the game is closed (finished and stored: no move it keeps will ever be taken).
     */
    static ObjectNode receipts(PlaySession.Paint paint, Set<String> pages, Map<String, Integer> answered) {
        GameState.Receipts game = paint.receipts();
        ObjectNode receipts =
                JacksonUtils.createObjectNode().put("epoch", game.epoch()).put("closed", paint.closed());
        ObjectNode taken = receipts.putObject("taken"), stored = receipts.putObject("stored");
        for (String page : pages) {
            int answer = Math.max(answered.getOrDefault(page, 0), game.taken().getOrDefault(page, 0));
            if (answer > 0) taken.put(page, answer);
            Integer safe = game.stored().get(page);
            if (safe != null) stored.put(page, safe);
        }
        return receipts;
    }

    /**
     * Undo and redo as the browser draws them and enables their buttons: how many of each the game
     * takes in a row, and what the next of each leaves as flat [cell, digit, notes, ...].
     */
    static ObjectNode history(PlaySession.History history) {
        ObjectNode node = JacksonUtils.createObjectNode()
                .put("undoable", history.undoable())
                .put("redoable", history.redoable());
        node.set("undo", BoardFormat.flat(history.undo()));
        node.set("redo", BoardFormat.flat(history.redo()));
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
