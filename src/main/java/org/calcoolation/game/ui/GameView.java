package org.calcoolation.game.ui;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.game.Game;
import org.calcoolation.game.GameService;
import org.calcoolation.game.Settings;

/**
 * A page that plays one game on the server: every button and key calls the {@link Game}, tells
 * the {@link GameService} it changed, and draws the game again. The browser only shows it (and
 * counts the seconds between round trips).
 *
 * <p>A subclass says which game to play ({@link #openGame()}), and from its constructor may name
 * the page ({@link #setHeading}), add to the puzzle section ({@link #addToPuzzle}), add sections
 * of its own ({@link #addSections}) and add to the panel shown when the game is solved
 * ({@link #addToFinish}).
 */
public abstract class GameView extends Main implements BoardComponent.Input {

    protected final GameService games;
    private Game game;
    private boolean notesMode;
    private final DigitKeys digitKeys = new DigitKeys();
    /** Whether the last digit entered was a 1 that changed the board, which a second key of 10–12 takes back. */
    private boolean onePlayed;
    private Set<Cell> mistakes = Set.of();
    private Set<Cell> hinted = Set.of();

    private final H1 title = new H1();
    private final Div header = new Div();
    private final Div layout = new Div();
    private final Div side = new Div();
    private final Div puzzleTools;
    private final Section settingsSection;

    final BoardComponent board = new BoardComponent(this);
    final NumberPad pad = new NumberPad(this::padDigit, this::padClear);
    final GameClock clock = new GameClock();
    final Button pause = new Button("Pause", click -> togglePause());
    final Div boardFrame = new Div();
    final Paragraph caption = new Paragraph();
    private final Paragraph printId = new Paragraph();

    final Button undo = new Button("Undo", click -> undo());
    final Button redo = new Button("Redo", click -> redo());
    final Button notes = new Button("Notes", click -> toggleNotesMode());
    final Button fillNotes = new Button("Fill notes", click -> play(g -> g.fillNotes(Move.Fill.ALL)));
    final Button smartFill = new Button("Smart fill", click -> play(g -> g.fillNotes(Move.Fill.CONSISTENT)));
    final Button clearNotes = new Button("Clear notes", click -> onSelected(cell -> play(g -> g.clearNotes(cell))));

    final Button check = new Button("Check", click -> check());
    final Button hint = new Button("Hint", click -> hint());
    final Button revealCell = new Button("Reveal cell", click -> onSelected(cell -> play(g -> g.revealCell(cell))));
    final Button revealSolution = new Button("Reveal solution", click -> ask("Reveal the solution?",
            "This fills in every cell and ends the game as assisted.", "Reveal", () -> play(Game::revealSolution)));
    final Button restart = new Button("Restart", click -> ask("Start this puzzle again?",
            "Your digits and notes are cleared. The clock and the help used so far stay.", "Restart", () -> play(Game::restart)));
    final Span helpCount = new Span();
    final Paragraph message = new Paragraph();

    final FinishPanel finish = new FinishPanel();

    final Checkbox removeNotes = new Checkbox("Remove notes when placing a digit");
    final Checkbox liveMarks = new Checkbox("Live marks (repeated digits, wrong cages)");
    final Button theme = new Button("Dark theme");

    protected GameView(GameService games, String heading) {
        this.games = games;
        addClassName("play");

        title.setText(heading);
        title.addClassName("title");
        // A plain button, not a tertiary one: pressed, it takes the primary colour, so its state shows.
        theme.addClassName("theme-toggle");
        header.add(title, theme);
        header.addClassName("header");

        caption.addClassName("caption");
        pause.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        Div boardBar = new Div(caption, clock, pause);
        boardBar.addClassName("board-bar");
        Paragraph pausedNote = new Paragraph("Paused. The grid is hidden while the clock stands still.");
        Button resume = new Button("Resume", click -> togglePause());
        resume.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Div cover = new Div(pausedNote, resume);
        cover.addClassName("paused-cover");
        boardFrame.addClassName("board-frame");
        boardFrame.add(board, cover);
        printId.addClassName("print-id");
        Div boardColumn = new Div(boardBar, finish, boardFrame, printId);
        boardColumn.addClassName("board-column");

        notes.getElement().setAttribute("aria-pressed", "false");
        notes.addClassName("notes-toggle");
        Div tools = Panels.row("tools", undo, redo, notes);
        Div noteTools = Panels.row("note-tools", fillNotes, smartFill, clearNotes);
        for (Button b : List.of(fillNotes, smartFill, clearNotes)) b.addThemeVariants(ButtonVariant.LUMO_SMALL);
        message.addClassName("message");
        message.getElement().setAttribute("role", "status");
        message.getElement().setAttribute("aria-live", "polite");
        Paragraph keys = new Paragraph("Keys: arrows move, digits write, Backspace clears, N switches notes, "
                + "Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes. On 10×10 to 12×12 type 1 then 0, 1 or 2 "
                + "within 0.8 s for 10, 11 or 12.");
        keys.addClassName("keys-help");

        helpCount.addClassName("help-count");
        Section help = Panels.section("Help", Panels.row("help-tools", check, hint, revealCell, revealSolution), helpCount);
        puzzleTools = Panels.row("puzzle-tools", restart);
        Section puzzleSection = Panels.section("Puzzle", puzzleTools);
        settingsSection = Panels.section("Settings", removeNotes, liveMarks, keys);
        // Only the player's clicks change settings; the view setting the boxes from a game does not.
        removeNotes.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });
        liveMarks.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });

        side.add(tools, pad, noteTools, message, help, puzzleSection, settingsSection);
        side.addClassName("side");
        layout.add(boardColumn, side);
        layout.addClassName("play-layout");
        add(header, layout);
    }

    // ---- what a subclass says ----

    /** The game to play when the page is attached: called once per attach. */
    protected abstract Game openGame();

    /** Called when a game comes on screen, before it is drawn. */
    protected void started(Game game) {}

    /** Called each time the game has been drawn. */
    protected void rendered(Game game) {}

    protected final void setHeading(String heading) {
        title.setText(heading);
    }

    /** Adds to the puzzle section's row of buttons, before its Restart button. */
    protected final void addToPuzzle(Component... parts) {
        for (Component part : parts) puzzleTools.addComponentAtIndex(puzzleTools.getComponentCount() - 1, part);
    }

    /** Adds sections to the side column, after the puzzle section and before the settings. */
    protected final void addSections(Component... sections) {
        for (Component section : sections) side.addComponentAtIndex(side.indexOf(settingsSection), section);
    }

    /** Adds to the panel shown when the game is solved, after its time, help and personal best. */
    protected final void addToFinish(Component... parts) {
        finish.addParts(parts);
    }

    /** Shows these instead of the grid and its tools, where there is no game to play; {@link #start} brings them back. */
    protected final void showInstead(Component... notice) {
        removeAll();
        add(header);
        add(notice);
        game = null;
    }

    // ---- binding to the game ----

    @Override
    protected void onAttach(AttachEvent attach) {
        if (playing()) start(openGame());
        getElement().executeJs(ClientScripts.VISIBILITY);
        theme.getElement().executeJs(ClientScripts.THEME);
    }

    /** Whether the page shows the grid, rather than a notice. */
    private boolean playing() {
        return layout.getParent().isPresent();
    }

    /** The game on screen, or null where the page shows a notice instead. */
    public final Game game() {
        return game;
    }

    /** Shows a game, which becomes the one this view plays. */
    protected final void start(Game next) {
        if (!playing()) {
            removeAll();
            add(header, layout);
        }
        game = next;
        mistakes = Set.of();
        hinted = Set.of();
        Updates.text(message, "");
        digitKeys.reset();
        clock.resync();
        game.show();
        started(game);
        removeNotes.setValue(game.settings().removeNotesOnPlace());
        liveMarks.setValue(game.settings().liveMarks());
        games.changed(game);
        render();
    }

    /** Whether there is something to lose: a game not finished with at least one digit or note written. */
    protected final boolean inProgress() {
        return !game.isFinished() && !game.board().equals(Board.start(game.puzzle()));
    }

    // ---- drawing ----

    protected final void render() {
        Board b = game.board();
        boolean live = game.settings().liveMarks();
        boolean inPlay = game.acceptsMoves();
        board.render(b, BoardComponent.Marks.of(b, live, mistakes, hinted), !inPlay);
        int n = game.puzzle().size();
        pad.showDigits(n);
        pad.notesMode(notesMode);
        Updates.enabled(pad, inPlay);
        notes.getElement().setAttribute("aria-pressed", Boolean.toString(notesMode));
        Updates.enabled(undo, game.canUndo());
        Updates.enabled(redo, game.canRedo());
        for (Button b2 : List.of(notes, fillNotes, smartFill, clearNotes, check, hint, revealCell, revealSolution, restart)) Updates.enabled(b2, inPlay);
        clock.sync(game.elapsed(), game.isRunning());
        Updates.text(pause, game.isPaused() ? "Resume" : "Pause");
        Updates.enabled(pause, !game.isFinished());
        boardFrame.setClassName("paused", game.isPaused());
        board.getElement().setAttribute("aria-hidden", Boolean.toString(game.isPaused()));
        int used = game.help().total();
        Updates.text(helpCount, "Help used: " + (used == 0 ? "none" : used + (used == 1 ? " time" : " times")));
        Updates.text(caption, n + " × " + n + " · " + game.difficulty().label() + " · " + game.variant().label());
        Updates.text(printId, "Puzzle ID: " + game.puzzleId());
        finish.show(game, games.personalBest(game).orElse(false));
        rendered(game);
    }

    // ---- actions ----

    /** Does something to the game; if the board changed, marks from Check and Hint go, as they are about the old board. */
    private void play(Consumer<Game> action) {
        Board before = game.board();
        action.accept(game);
        if (!game.board().equals(before)) {
            mistakes = Set.of();
            hinted = Set.of();
            Updates.text(message, "");
        }
        changed();
    }

    private void changed() {
        games.changed(game);
        render();
    }

    private void onSelected(Consumer<Cell> action) {
        Cell cell = board.selected();
        if (cell == null) Updates.text(message, "Select a cell first.");
        else action.accept(cell);
    }

    private void enter(int digit, boolean replacesOne) {
        onSelected(cell -> play(g -> {
            if (replacesOne && onePlayed) g.undo();
            Board before = g.board();
            if (notesMode) g.toggleNote(cell, digit);
            else g.place(cell, digit);
            onePlayed = digit == 1 && !g.board().equals(before);
        }));
    }

    private void padDigit(int digit) {
        digitKeys.reset();
        enter(digit, false);
        board.focusSelected();
    }

    private void padClear() {
        clear();
        board.focusSelected();
    }

    private void togglePause() {
        if (game.isPaused()) game.resume();
        else game.pause();
        changed();
    }

    private void check() {
        mistakes = game.check();
        hinted = Set.of();
        int wrong = mistakes.size();
        message.setText(wrong == 0 ? "Correct so far." : wrong + (wrong == 1 ? " digit is" : " digits are") + " wrong, marked with a cross.");
        changed();
    }

    private void hint() {
        Hint h = game.hint();
        mistakes = h instanceof Hint.Mistaken m ? Set.copyOf(m.cells()) : Set.of();
        hinted = h instanceof Hint.Next next ? HintText.cellsOf(next) : Set.of();
        message.setText(HintText.of(h));
        changed();
    }

    private void changeSettings() {
        game.changeSettings(new Settings(removeNotes.getValue(), liveMarks.getValue()));
        changed();
    }

    protected final void ask(String header, String text, String confirm, Runnable onConfirm) {
        ConfirmDialog dialog = new ConfirmDialog(header, text, confirm, event -> onConfirm.run());
        dialog.setCancelable(true);
        dialog.setCancelText("Cancel");
        dialog.open();
    }

    // ---- what the grid asks for ----

    @Override
    public void selected() {
        digitKeys.reset();
        render();
    }

    @Override
    public void digitKey(char key, double at) {
        Cell cell = board.selected();
        if (cell == null) return;
        digitKeys.type(key, cell, game.puzzle().size(), at).ifPresent(entry -> enter(entry.digit(), entry.replacesOne()));
    }

    @Override
    public void clear() {
        digitKeys.reset();
        onSelected(cell -> play(g -> {
            if (g.board().isEmpty(cell)) g.clearNotes(cell);
            else g.clear(cell);
        }));
    }

    @Override
    public void toggleNotesMode() {
        notesMode = !notesMode;
        digitKeys.reset();
        render();
    }

    @Override
    public void undo() {
        digitKeys.reset();
        play(Game::undo);
    }

    @Override
    public void redo() {
        digitKeys.reset();
        play(Game::redo);
    }

    /** The browser tab went out of sight or came back: the clock stops or runs again. */
    @ClientCallable
    void pageVisibility(boolean visible) {
        if (game == null) return;
        if (visible) game.unhide();
        else game.hide();
        clock.resync();
        changed();
    }
}
