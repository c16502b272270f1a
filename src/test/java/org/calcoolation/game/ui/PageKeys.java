package org.calcoolation.game.ui;

/**
 * What board.js makes of the player's keys, clicks, pad presses and the Notes switch (its key,
 * select, write, erase and notesMode), in Java, for view tests without a browser: the moves it
 * sends, each with the selected cell; a selection itself stays in the page. One grid's worth:
 * board.js starts each new grid at the top-left cell with notes mode off.
 * BoardRulesConformanceIT holds it to board.js itself.
 */
final class PageKeys {

    /** Where the moves go, as board.js sends them. */
    interface Sink {
        void send(BoardFormat.Op op, int cell, int digit);
    }

    private final int n;
    private final Sink sink;
    private int selected;
    private boolean notesMode;
    /** The cell of a 1 typed on a grid of 10 and up, and when: a second key there may make it 10 to 16. */
    private int oneAt = -1;

    private double oneTypedAt;

    PageKeys(int n, Sink sink) {
        this.n = n;
        this.sink = sink;
    }

    int selected() {
        return selected;
    }

    boolean notesMode() {
        return notesMode;
    }

    /** A click on cell i, or a move of the selection by the keys: nothing is sent. */
    void select(int i) {
        oneAt = -1;
        selected = i;
    }

    /** A key on the grid: {@code at} is its time in the browser, in milliseconds. */
    void key(String key, boolean ctrl, boolean shift, double at) {
        int row = selected / n, col = selected % n;
        if (ctrl) {
            if (key.equalsIgnoreCase("z") || key.equalsIgnoreCase("y"))
                sink.send(key.equalsIgnoreCase("y") || shift ? BoardFormat.Op.REDO : BoardFormat.Op.UNDO, selected, 0);
            return;
        }
        switch (key) {
            case "ArrowUp" -> select(Math.max(row - 1, 0) * n + col);
            case "ArrowDown" -> select(Math.min(row + 1, n - 1) * n + col);
            case "ArrowLeft" -> select(row * n + Math.max(col - 1, 0));
            case "ArrowRight" -> select(row * n + Math.min(col + 1, n - 1));
            case "Home" -> select(row * n);
            case "End" -> select(row * n + n - 1);
            case "Backspace", "Delete" -> erase();
            case "n", "N" -> switchNotes();
            default -> {
                if (key.length() == 1 && key.charAt(0) >= '0' && key.charAt(0) <= '9') write(key.charAt(0) - '0', at);
            }
        }
    }

    /** A press of the number pad: a digit, or "Clear". */
    void pad(String label) {
        if (label.equals("Clear")) erase();
        else write(Integer.parseInt(label), Double.NaN);
    }

    /** The Notes switch beside the grid (or N). */
    void switchNotes() {
        notesMode = !notesMode;
        oneAt = -1;
    }

    /** Backspace, Delete or the pad's Clear. */
    private void erase() {
        oneAt = -1;
        sink.send(BoardFormat.Op.CLEAR, selected, 0);
    }

    /** A digit: a key at its time, or a pad press (NaN). On 10×10 and up a 1 and a quick second key make 10 to 16. */
    private void write(int digit, double at) {
        boolean second = !Double.isNaN(at)
                && oneAt == selected
                && at - oneTypedAt <= BoardFormat.TWO_KEY_MILLIS
                && digit <= n - 10;
        oneAt = !Double.isNaN(at) && !second && digit == 1 && n >= 10 ? selected : -1;
        oneTypedAt = at;
        int number = second ? 10 + digit : digit;
        if (number < 1 || number > n) return;
        BoardFormat.Op op = notesMode
                ? (second ? BoardFormat.Op.NOTE_ONE : BoardFormat.Op.NOTE)
                : (second ? BoardFormat.Op.PLACE_ONE : BoardFormat.Op.PLACE);
        sink.send(op, selected, number);
    }
}
