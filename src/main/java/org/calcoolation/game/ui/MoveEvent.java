package org.calcoolation.game.ui;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.calcoolation.engine.Cell;
import org.calcoolation.game.play.PlayerMove;

/**
 * A move as board.js sends it: one short text, its event's whole detail, such as {@code
 * "3.0.9p12:5"}. In order: the grid it was made on ({@code 3}: the page's build of the grid, which
 * BoardComponent numbers; the game and the page id are said once, when the grid is built, not with
 * every move), the game's epoch ({@code 0}), the move's number on its page ({@code 9}), its op as
 * one letter ({@code p}, see {@link BoardFormat.Op#code}), the cell's index ({@code 12}) and, for a
 * digit or a note, {@code :} and the digit ({@code 5}). A move an earlier page of the same game made
 * and this page sends again ends with {@code .} and that page's id: {@code "3.0.4p8:2.nU9udAf0SKLy"}.
 * Some 10 bytes where seven {@code event.detail.} fields took some 210 (issue 45).
 *
 * @param page the earlier page that numbered the move, empty for the grid's own page
 * @param op the op's letter; one {@link BoardFormat.Op} does not know is taken as {@link PlayerMove.Nothing}
 */
record MoveEvent(int build, int epoch, int id, char op, int cell, int digit, Optional<String> page) {

    /**
     * Numbers of at most nine digits, so that none overflows an int; a page id as {@link
     * PlayerMove.Number#isPage} takes it.
     */
    private static final Pattern SHORT = Pattern.compile(
            "(\\d{1,9})\\.(\\d{1,9})\\.(\\d{1,9})([A-Za-z])(\\d{1,9})(?::(\\d{1,9}))?(?:\\.([A-Za-z0-9_-]{1,24}))?");

    /** Longer than any move a page sends (an earlier page's, with a 24-character id, is under 70). */
    private static final int LONGEST = 100;

    /** The move in {@code text}, or nothing for a text that is not one: only a crafted message sends that. */
    static Optional<MoveEvent> parse(String text) {
        if (text.length() > LONGEST) return Optional.empty();
        Matcher m = SHORT.matcher(text);
        if (!m.matches()) return Optional.empty();
        return Optional.of(new MoveEvent(
                Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)),
                m.group(4).charAt(0),
                Integer.parseInt(m.group(5)),
                m.group(6) == null ? 0 : Integer.parseInt(m.group(6)),
                Optional.ofNullable(m.group(7))));
    }

    /** What board.js writes for this move: {@link #parse} reads it back. */
    String text() {
        return build + "." + epoch + "." + id + op + cell + (digit == 0 ? "" : ":" + digit)
                + page.map(p -> "." + p).orElse("");
    }

    /**
     * What a refused text looked like, for one log line: its first 40 characters with anything but
     * letters, digits and {@code .:_-} shown as {@code ?}, so that a forged text cannot write lines of its own.
     */
    static String shown(String text) {
        String head = text.substring(0, Math.min(40, text.length())).replaceAll("[^A-Za-z0-9.:_-]", "?");
        return '"' + head + "\" (" + text.length() + " characters)";
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

    /** Which move it is, made on page {@code own} unless it names an earlier page; {@code id >= 1} was checked. */
    PlayerMove.Number number(String own) {
        return new PlayerMove.Number(page.orElse(own), id, epoch);
    }
}
