package org.calcoolation.game.ui;

import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.play.PlayerMove;
import tools.jackson.databind.JsonNode;

/**
 * A move as board.js sends it, read from its event's detail ({@link BoardFormat#MOVE_FIELDS}): the
 * game, the page that numbered it, the game's epoch, its number, its op, the cell's index and the
 * digit. Only a crafted message has a field missing or of another type; {@link #misfit} names it,
 * so that the grid refuses it in a line instead of failing with a stack trace.
 */
record MoveEvent(String game, String page, int epoch, int id, String op, int cell, int digit) {

    private static final List<String> TEXTS = List.of("game", "page", "op");
    private static final List<String> NUMBERS = List.of("epoch", "id", "cell", "digit");

    /** The first field of the event's data that is missing or of the wrong type, if any. */
    static Optional<String> misfit(JsonNode data) {
        for (String field : TEXTS) {
            JsonNode value = data.get(BoardComponent.DETAIL + field);
            if (value == null || !value.isString()) return Optional.of(field);
        }
        for (String field : NUMBERS) {
            JsonNode value = data.get(BoardComponent.DETAIL + field);
            if (value == null || !value.isIntegralNumber() || !value.canConvertToInt()) return Optional.of(field);
        }
        return Optional.empty();
    }

    /** The move in the event's data, which {@link #misfit} found whole. */
    static MoveEvent of(JsonNode data) {
        return new MoveEvent(
                text(data, "game"),
                text(data, "page"),
                number(data, "epoch"),
                number(data, "id"),
                text(data, "op"),
                number(data, "cell"),
                number(data, "digit"));
    }

    /**
     * What the move asks of the game on a grid of {@code n}: one naming no op, cell or digit of
     * the grid is {@link PlayerMove.Nothing}, which the game takes by its number and lets be.
     */
    PlayerMove move(int n) {
        Optional<BoardFormat.Op> known = BoardFormat.Op.of(op)
                .filter(m -> cell >= 0 && cell < n * n && (!m.takesDigit || (digit >= 1 && digit <= n)));
        return known.map(m -> m.move(Cell.ofIndex(cell, n), digit)).orElseGet(PlayerMove.Nothing::new);
    }

    /** Which move it is, for a page id and number that {@link PlayerMove.Number#isPage} and {@code id >= 1} passed. */
    PlayerMove.Number number() {
        return new PlayerMove.Number(page, id, epoch);
    }

    private static String text(JsonNode data, String field) {
        return data.get(BoardComponent.DETAIL + field).stringValue();
    }

    private static int number(JsonNode data, String field) {
        return data.get(BoardComponent.DETAIL + field).intValue();
    }
}
