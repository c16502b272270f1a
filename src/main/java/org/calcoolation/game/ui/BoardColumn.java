package org.calcoolation.game.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.jspecify.annotations.Nullable;

/**
 * The play page's grid and what frames it: the bar over it (the kind of puzzle, the connection's
 * status, the clock and Pause), the warning of unsaved moves, the cover a pause draws over the
 * grid, the selected cell's notes enlarged, and the puzzle's ID. It draws these from the game; the
 * grid itself the panel draws.
 */
final class BoardColumn extends Div {

    private final GameService games;
    private final GamePanel panel;
    private final BoardComponent board;

    final Paragraph caption = new Paragraph();
    /** Whether the page can reach the server, and how many moves wait: shown in the browser by board.js. */
    private final Paragraph connectionStatus = new Paragraph();

    final ClockFace clock = new ClockFace();
    final NativeButton pause = PressArea.quiet(Say.of("play.pause"), this::togglePause);
    final Paragraph saveWarning = new Paragraph(Say.of("play.notSaved"));
    final Div boardFrame = new Div();
    /** Null until the first pause. */
    private @Nullable Div cover;
    /** Filled in the browser by board.js from the selected cell. */
    private final Div noteZoom = new Div();

    private final Paragraph printId = new Paragraph();
    /** Shown by the style sheet only where a 13×13 to 16×16 is wider than the phone it is on. */
    private final Paragraph panHint = new Paragraph(Say.of("play.swipe"));

    /** {@code beforeGrid} is drawn in the grid's frame, over the grid, until the game starts (a daily's Start step). */
    BoardColumn(GameService games, GamePanel panel, BoardComponent board, List<Component> beforeGrid) {
        this.games = games;
        this.panel = panel;
        this.board = board;
        caption.addClassName("caption");
        // The status sits in the bar over the grid, so that the grid does not move when it shows.
        Div boardBar = new Div(caption, connectionStatus, clock, pause);
        boardBar.addClassName("board-bar");
        boardFrame.addClassName("board-frame");
        boardFrame.add(board);
        beforeGrid.forEach(boardFrame::add);
        printId.addClassName("print-id");
        // The selected cell's notes, large: from 10×10 up the notes in the cells are too small for a phone.
        noteZoom.addClassName("note-zoom");
        noteZoom.getElement().setAttribute("aria-hidden", "true");
        // Above the grid, where the player looks: their moves are not safe while it shows.
        saveWarning.addClassName("save-warning");
        saveWarning.getElement().setAttribute("role", "alert");
        saveWarning.setVisible(false);
        // Filled in by board.js while the server cannot be reached. Only "Offline" is said: the count
        // of moves waiting changes with each key, and a screen reader would read it out each time.
        connectionStatus.addClassName("connection-status");
        connectionStatus.getElement().setAttribute("role", "status");
        connectionStatus.getElement().setProperty("hidden", true);
        connectionStatus
                .getElement()
                .setProperty(
                        "innerHTML", "<span class=\"said\"></span><span class=\"count\" aria-hidden=\"true\"></span>");
        // Keys and screen readers reach every cell without it: the cell reached is scrolled into view.
        panHint.addClassName("pan-hint");
        panHint.getElement().setAttribute("aria-hidden", "true");
        add(boardBar, saveWarning, boardFrame, panHint, noteZoom, printId);
        addClassName("board-column");
    }

    /**
     * Brings the column up to date with the game. Before the Start step the grid is not sent and
     * nothing can be done to it; what the page showed of a game before (the ID, the time) goes.
     */
    void draw(GameState game) {
        boolean waiting = !game.started();
        boardFrame.setClassName("waiting", waiting);
        Updates.text(caption, Wording.kind(game.kind()));
        if (waiting) {
            Updates.enabled(pause, false);
            Updates.text(printId, "");
            clock.sync(game.playTime(), false);
        } else {
            clock.sync(game.playTime(), game.running());
            Updates.text(pause, Say.of(game.paused() ? "play.resume" : "play.pause"));
            Updates.enabled(pause, !game.isFinished());
            boardFrame.setClassName("paused", game.paused());
            if (game.paused() && cover == null) cover();
            // Inert, not only aria-hidden: a hidden grid must not take Tab either.
            board.getElement().setAttribute("inert", game.paused());
            Updates.text(printId, Say.of("play.puzzleId", game.puzzleId()));
        }
        // Moves the server cannot store yet; a finished game's storing the finish panel tells.
        saveWarning.setVisible(game.saveFailing() && !game.isFinished());
    }

    /**
     * The cover a pause draws over the grid, made at the first pause: most games are never paused,
     * and each open game's elements stay in its session. It stays after, shown only while paused (CSS).
     */
    private void cover() {
        cover = new Div(
                new Paragraph(Say.of("play.paused")), PressArea.primary(Say.of("play.resume"), this::togglePause));
        cover.addClassName("paused-cover");
        boardFrame.addComponentAtIndex(boardFrame.indexOf(board) + 1, cover);
    }

    private void togglePause() {
        boolean paused = panel.game().map(GameState::paused).orElse(false);
        panel.act(s -> paused ? games.resume(s) : games.pause(s));
        if (paused && panel.game().map(game -> !game.paused()).orElse(false)) board.focusSelected();
    }
}
