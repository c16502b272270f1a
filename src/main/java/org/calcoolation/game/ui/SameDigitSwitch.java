package org.calcoolation.game.ui;

import com.vaadin.flow.component.checkbox.Checkbox;

/**
 * The switch for same-digit highlighting: with it on (the default), selecting a cell that holds a
 * digit marks every cell with that digit, and that note wherever it is written (board.js
 * markSameDigit, see BoardScript). The choice is remembered in the browser, like the theme: it is about how this
 * screen looks, not about the game, and needs no column of its own.
 */
final class SameDigitSwitch extends Checkbox {

    static final String STORAGE_KEY = "calcoolation-same-digits";

    private final BoardComponent board;

    SameDigitSwitch(BoardComponent board) {
        super(Say.of("play.sameDigits"), true);
        this.board = board;
        addClassName("same-digit-switch");
        board.setClassName("same-digits", true);
        addValueChangeListener(change -> {
            board.setClassName("same-digits", change.getValue());
            if (change.isFromClient()) PageScript.remember(getElement(), STORAGE_KEY, change.getValue() ? "on" : "off");
            BoardScript.markSameDigit(board.getElement());
        });
        // The browser's remembered choice, once the page is there.
        addAttachListener(attach -> PageScript.notOff(getElement(), STORAGE_KEY).then(Boolean.class, this::setValue));
    }

    /** Whether the board is drawn with the highlighting. */
    boolean highlights() {
        return board.hasClassName("same-digits");
    }
}
