package org.calcoolation.game.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.dom.Element;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.game.GameService;
import org.calcoolation.game.play.Settings;
import org.calcoolation.game.store.GameState;

/**
 * The play page's side column, beside the grid on a wide screen and under it on a phone: the
 * finish panel, undo and redo, the number pad, the note tools, the page's message and the hint, the
 * help and puzzle tools, and the settings. Each button is one call to the service through the
 * panel (two ask first); the column draws which of them the game allows.
 */
final class ToolColumn extends Div {

    private final GameService games;
    private final GamePanel panel;
    private final BoardComponent board;

    final FinishPanel finish = new FinishPanel();
    /** Pressed in the browser (board.js), which draws the undo at once and sends it with the grid's moves. */
    final NativeButton undo = new NativeButton(Say.of("play.undo"));

    final NativeButton redo = new NativeButton(Say.of("play.redo"));
    /** Switched in the browser (board.js): notes mode is the page's, the server only hears the notes written. */
    final NativeButton notes = new NativeButton(Say.of("play.notes"));

    final NumberPad pad = new NumberPad();
    final NativeButton fillNotes = PressArea.button(Say.of("play.fillNotes"), () -> fill(Move.Fill.FREE));
    final NativeButton smartFill = PressArea.button(Say.of("play.smartFill"), () -> fill(Move.Fill.CONSISTENT));
    final NativeButton clearNotes = atSelectedCell(Say.of("play.clearNotes"));
    final Paragraph message = new Paragraph();
    final HintBox hintBox = new HintBox(this::stepHint, this::hint, this::strikeHintedNote);

    final NativeButton check = PressArea.button(Say.of("play.check"), this::check);
    final NativeButton checkNotes = PressArea.button(Say.of("play.checkNotes"), this::checkNotes);
    final NativeButton hint = PressArea.button(Say.of("play.hint"), this::hint);
    final NativeButton revealCell = atSelectedCell(Say.of("play.revealCell"));
    final NativeButton revealSolution = PressArea.button(
            Say.of("play.revealSolution"),
            () -> ask(
                    Say.of("play.giveUp.title"),
                    Say.of("play.giveUp.text"),
                    Say.of("play.giveUp.confirm"),
                    this::giveUp));
    final Span helpCount = new Span();
    final NativeButton restart = PressArea.button(
            Say.of("play.restart"),
            () -> ask(
                    Say.of("play.restart.title"),
                    Say.of("play.restart.text"),
                    Say.of("play.restart.confirm"),
                    this::restartGame));

    final Checkbox removeNotes = new Checkbox(Say.of("play.removeNotes"));
    final Checkbox liveMarks = new Checkbox(Say.of("play.liveMarks"));
    final SameDigitSwitch sameDigits;

    /** What the page adds: {@code puzzleTools} beside Restart, {@code sections} before Settings, {@code finishParts} under a finish. */
    ToolColumn(
            GameService games,
            GamePanel panel,
            BoardComponent board,
            List<Component> puzzleTools,
            List<Component> sections,
            List<Component> finishParts) {
        this.games = games;
        this.panel = panel;
        this.board = board;
        hearPressesAtSelectedCell();
        sameDigits = new SameDigitSwitch(board);
        Div tools = undoRedoNotes();
        Div noteTools = Panels.row("note-tools", fillNotes, smartFill, clearNotes);
        for (NativeButton b : List.of(fillNotes, smartFill, clearNotes)) b.addClassName("btn-small");
        // board.js gives the grid the keys again after these, as after the pad (Notes is its own already).
        for (NativeButton b : List.of(fillNotes, smartFill, clearNotes, check, checkNotes, hint, revealCell))
            b.addClassName("to-grid");
        message.addClassName("message");
        message.getElement().setAttribute("role", "status");
        message.getElement().setAttribute("aria-live", "polite");
        helpCount.addClassName("help-count");
        Section help = Panels.section(
                Say.of("play.help"),
                Panels.row("help-tools", check, checkNotes, hint, revealCell, revealSolution),
                helpCount);
        Div puzzleRow = Panels.row("puzzle-tools");
        puzzleTools.forEach(puzzleRow::add);
        puzzleRow.add(restart);
        Section puzzleSection = Panels.section(Say.of("play.puzzle"), puzzleRow);
        finish.addParts(finishParts.toArray(Component[]::new));

        // The finish panel heads the controls, beside the grid on a wide screen and under it on a
        // phone: above the grid it would push the grid's last row off a laptop's screen.
        add(finish, tools, pad, noteTools, message, hintBox, help, puzzleSection);
        sections.forEach(this::add);
        add(settingsSection());
        addClassName("side");
    }

    /** Undo, Redo and the Notes switch, the row above the pad. */
    private Div undoRedoNotes() {
        for (NativeButton b : List.of(undo, redo)) {
            b.addClassNames("btn", b == undo ? "undo-button" : "redo-button");
            b.getElement().setAttribute("type", "button");
            // Until board.js draws the grid: from then on it enables them itself, from the history each
            // paint brings and the moves it drew ahead (see draw).
            b.setEnabled(false);
        }
        notes.getElement().setAttribute("aria-pressed", "false");
        notes.getElement().setAttribute("type", "button");
        notes.addClassNames("btn", "notes-toggle");
        return Panels.row("tools", undo, redo, notes);
    }

    /** The game's settings, and the keys. */
    private Section settingsSection() {
        Paragraph keys = new Paragraph(Say.of("play.keys"));
        keys.addClassName("keys-help");
        // Only the player's clicks change settings; the page setting the boxes from a game does not.
        removeNotes.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });
        // The one switch a gold solve needs, remembered for the account's next games (PlayerSettings).
        liveMarks.setHelperText(Say.of("play.liveMarks.help"));
        liveMarks.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });
        return Panels.section(Say.of("play.settings"), removeNotes, liveMarks, sameDigits, keys);
    }

    /** The boxes show the settings of the game that came on screen. */
    void showSettings(Settings settings) {
        removeNotes.setValue(settings.removeNotesOnPlace());
        liveMarks.setValue(settings.liveMarks());
    }

    /**
     * Brings the column up to date with the game and the hint on show. Before the Start step
     * nothing can be done to the grid, and no hint is drawn.
     */
    void draw(GameState game, Optional<ShownHint> shown) {
        boolean started = game.started();
        // A pause hides the grid; the hint's answer beside it would give away what the cover hides.
        if (started) hintBox.show(game.paused() ? Optional.empty() : shown.map(HintText::of));
        boolean inPlay = started && game.inPlay();
        pad.showDigits(game.puzzle().size());
        Updates.enabled(pad, inPlay);
        // Undo and redo are not set here: board.js sets them after each paint and key, from the history the paint
        // brings and the moves it drew ahead. Set here too, they cost 66 bytes in two of three moves' answers.
        for (NativeButton b : List.of(
                notes, fillNotes, smartFill, clearNotes, check, checkNotes, hint, revealCell, revealSolution, restart))
            Updates.enabled(b, inPlay);
        Updates.text(helpCount, helpUsed(game));
        showFinish(game);
    }

    private static String helpUsed(GameState game) {
        int used = game.help().total();
        return Say.of("play.helpUsed", used);
    }

    /**
     * A finish is told once it is stored, with its record. The store tells the page when that
     * changes, and the page pushes it (see {@link Presence}), so that the result shows without the
     * player pressing a key.
     */
    private void showFinish(GameState game) {
        if (game.isFinished() && !game.recorded()) {
            finish.waiting(game.saveFailing());
            return;
        }
        finish.show(game, game.isFinished() && games.isPersonalBest(game.id()));
        if (game.isFinished()) finish.showCoach(() -> games.coach(game.id()));
    }

    // ---- what the buttons do ----

    /**
     * The selection is the page's (board.js): the two buttons that act on the selected cell are
     * heard by one listener on the panel, to which the browser sends the selected cell's index with
     * the press, as PressArea's area hears the other buttons.
     */
    static final String AT_CELL = "at-cell";

    static final String PRESSED_AT_CELL = "event.target.closest('." + AT_CELL + "') != null";
    /** The page's selected cell as board.js keeps it; -1 where there is no grid. */
    static final String SELECTED_CELL =
            "element.closest('.play')?.querySelector('.board')?.calcoolation?.selected ?? -1";

    private static NativeButton atSelectedCell(String text) {
        NativeButton button = new NativeButton(text);
        button.addClassNames("btn", AT_CELL);
        button.getElement().setAttribute("type", "button");
        return button;
    }

    /**
     * On the panel's element, beside PressArea's listener, not on this column's: a press is heard
     * once, by the listener whose filter it passes.
     */
    private void hearPressesAtSelectedCell() {
        panel.getElement()
                .addEventListener("click", this::pressedAtCell)
                .setFilter(PRESSED_AT_CELL)
                .addEventData(SELECTED_CELL)
                .mapEventTargetElement();
    }

    /** A press of Clear cell notes or Reveal cell, with the page's selected cell; ignored on a button disabled or hidden. */
    private void pressedAtCell(DomEvent press) {
        Element target = press.getEventTarget().orElse(null);
        for (Element e = target; e != null && !e.equals(panel.getElement()); e = e.getParent()) {
            if (!e.equals(clearNotes.getElement()) && !e.equals(revealCell.getElement())) continue;
            if (!e.getNode().isEnabled() || !shown(e)) return;
            Consumer<Cell> action = e.equals(clearNotes.getElement()) ? this::clearNotesOf : this::reveal;
            onSelected(press.getEventData().path(SELECTED_CELL).asInt(-1), action);
            return;
        }
    }

    /** Whether the element and all around it are visible, as PressArea asks. */
    private static boolean shown(Element element) {
        for (Element e = element; e != null; e = e.getParent()) if (!e.isVisible()) return false;
        return true;
    }

    private void onSelected(int index, Consumer<Cell> action) {
        int n = board.puzzle() == null ? 0 : board.puzzle().size();
        if (index < 0 || index >= n * n) Updates.text(message, Say.of("play.selectFirst"));
        else action.accept(Cell.ofIndex(index, n));
    }

    private void fill(Move.Fill fill) {
        panel.act(s -> games.fillNotes(s, fill));
    }

    private void clearNotesOf(Cell cell) {
        panel.act(s -> games.clearNotes(s, cell));
    }

    private void reveal(Cell cell) {
        panel.act(s -> games.revealCell(s, cell));
    }

    private void giveUp() {
        panel.act(games::revealSolution);
    }

    private void restartGame() {
        panel.act(games::restart);
    }

    private void check() {
        panel.step((seat, session) -> {
            GameService.Checked checked = games.check(seat);
            session.checked(checked.state(), checked.mistakes());
            int wrong = checked.mistakes().size();
            message.setText(Say.of("play.checked", wrong));
        });
    }

    private void checkNotes() {
        panel.step((seat, session) -> {
            GameService.Checked checked = games.checkNotes(seat);
            session.notesChecked(checked.state(), checked.mistakes());
            int wrong = checked.mistakes().size();
            message.setText(Say.of("play.notesChecked", wrong));
        });
    }

    /** The notes hint on show crosses its digit out, if it is still on show. */
    private void strikeHintedNote() {
        panel.step((seat, session) -> {
            if (session.hint().map(ShownHint::hint).orElse(null) instanceof Hint.Strike strike) {
                session.take(games.strikeNote(seat, strike.cell(), strike.digit()));
                Updates.text(message, Say.of("play.crossedOut", strike.digit(), HintText.cell(strike.cell())));
            }
        });
    }

    private void hint() {
        panel.step((seat, session) -> {
            GameService.Hinted hinted = games.hint(seat);
            session.hinted(hinted.state(), hinted.hint(), hinted.level());
            Updates.text(message, "");
        });
    }

    private void stepHint(int delta) {
        panel.step((seat, session) -> session.stepHint(delta));
    }

    private void changeSettings() {
        panel.act(s -> games.changeSettings(s, new Settings(removeNotes.getValue(), liveMarks.getValue())));
    }

    private void ask(String header, String text, String confirm, Runnable onConfirm) {
        panel.returnFocusAfter(Confirm.ask(header, text, confirm, onConfirm));
    }
}
