package org.calcoolation.game.play;

import java.util.regex.Pattern;
import org.calcoolation.engine.Cell;

/**
 * What a player does on the grid from the board, each numbered by its page (see {@link Number}) so
 * that the game takes it once however often the browser sends it.
 */
public sealed interface PlayerMove {

    /** A digit, or a note ({@code asNote}); {@code replacesOne}: the second key of 10–16, which takes the place of the 1 before it. */
    record Write(Cell cell, int number, boolean asNote, boolean replacesOne) implements PlayerMove {}

    /** The digit goes, or on an empty cell its notes. */
    record Erase(Cell cell) implements PlayerMove {}

    record Undo() implements PlayerMove {}

    record Redo() implements PlayerMove {}

    /**
     * What the page sent names no cell, digit or move of the grid (a forged message): numbered
     * still, so that the game takes its number and the page's receipt answers it; it changes nothing.
     */
    record Nothing() implements PlayerMove {}

    /**
     * Which move it is: the {@code id}-th of page {@code page}, made in the game's {@code epoch} (its
     * count of restarts). Whether it waited in the browser is not asked: the server times each move
     * as it takes it, whatever the page says (see {@code Timekeeper#moveTime}).
     */
    record Number(String page, int id, int epoch) {

        /** What a page's id may be: board.js sends the one BoardComponent gave it. */
        private static final Pattern PAGE = Pattern.compile("[A-Za-z0-9_-]{1,24}");

        public Number {
            if (!isPage(page)) throw new IllegalArgumentException("not a page's id: " + page);
            if (id < 1) throw new IllegalArgumentException("moves are numbered from 1, not " + id);
        }

        /** Whether {@code page} can be a page's id, as board.js sends it. */
        public static boolean isPage(String page) {
            return PAGE.matcher(page).matches();
        }
    }
}
