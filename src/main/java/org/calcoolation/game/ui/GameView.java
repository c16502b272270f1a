package org.calcoolation.game.ui;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
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
import com.vaadin.flow.shared.Registration;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.GameState;
import org.calcoolation.game.Settings;

/**
 * A page that plays one game on the server: every button and key is one call to the
 * {@link GameService}, which hands back the game as it then stands, and the page draws what
 * changed. The browser only shows it (and counts the seconds between round trips).
 *
 * <p>The page tells the service when it shows the grid, when its tab is hidden, when it goes
 * (detach: another page of the app, or a closed tab, which Vaadin reports by a beacon) and that it
 * is still there (each heartbeat), so that the play clock runs only while someone plays.
 *
 * <p>A subclass says which game to play ({@link #openGame()}), and from its constructor may name
 * the page ({@link #setHeading}), add to the puzzle section ({@link #addToPuzzle}), add sections
 * of its own ({@link #addSections}) and add to the panel shown when the game is solved
 * ({@link #addToFinish}).
 */
public abstract class GameView extends Main implements BoardComponent.Input {

    /** How often a page asks whether a finish is stored, while it waits to tell the player. */
    static final int FINISH_POLL_MILLIS = 200;

    protected final GameService games;
    /** This page's id at the game, for the play clock. */
    private final String viewer = UUID.randomUUID().toString();
    private Seat seat;
    private GameState game;
    private Registration heartbeats;
    private boolean notesMode;
    private final DigitKeys digitKeys = new DigitKeys();
    private Set<Cell> mistakes = Set.of();
    private Set<Cell> hinted = Set.of();
    private Registration finishPolls;

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
    final Button fillNotes = new Button("Fill notes", click -> fill(Move.Fill.ALL));
    final Button smartFill = new Button("Smart fill", click -> fill(Move.Fill.CONSISTENT));
    final Button clearNotes = new Button("Clear notes", click -> clearNotesOfSelected());

    final Button check = new Button("Check", click -> check());
    final Button hint = new Button("Hint", click -> hint());
    final Button revealCell = new Button("Reveal cell", click -> revealSelected());
    final Button revealSolution = new Button("Reveal solution", click -> ask("Give up and see the solution?",
            "This fills in every cell and ends the game as given up: it does not count as a solve anywhere.", "Give up",
            this::giveUp));
    final Button restart = new Button("Restart", click -> ask("Start this puzzle again?",
            "Your digits and notes are cleared. The clock and the help used so far stay.", "Restart", this::restartGame));
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

    /** The game to play when the page is attached, called once per attach; empty where the page shows a notice instead. */
    protected abstract Optional<GameState> openGame();

    /** Called when a game comes on screen, before it is drawn. */
    protected void started(GameState game) {}

    /** Called each time the game has been drawn. */
    protected void rendered(GameState game) {}

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

    /** Adds over the grid's place, for a step shown before the grid (a daily's Start). */
    protected final void addToBoard(Component... parts) {
        boardFrame.add(parts);
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
        leaveGame();
    }

    // ---- binding to the game ----

    @Override
    protected void onAttach(AttachEvent attach) {
        if (playing()) openGame().ifPresent(this::start);
        getElement().executeJs(ClientScripts.VISIBILITY);
        theme.getElement().executeJs(ClientScripts.THEME);
        heartbeats = attach.getUI().addHeartbeatListener(beat -> {
            if (seat != null) games.contact(seat);
        });
    }

    /** The page is gone from the browser (another page of the app, or the tab closed): its clock share stops. */
    @Override
    protected void onDetach(DetachEvent detach) {
        if (heartbeats != null) heartbeats.remove();
        heartbeats = null;
        leaveGame();
    }

    private void leaveGame() {
        if (seat != null) games.leave(seat);
        seat = null;
        game = null;
        stopWaitingForFinish();
    }

    /** Whether the page shows the grid, rather than a notice. */
    private boolean playing() {
        return layout.getParent().isPresent();
    }

    /** The game on screen, or null where the page shows a notice instead. */
    public final GameState game() {
        return game;
    }

    /**
     * Shows a game, which becomes the one this page plays. A game not yet started (a daily before
     * its Start) is shown only if {@link #startsAtOnce()}; else the page shows its Start step.
     */
    protected final void start(GameState next) {
        if (!playing()) {
            removeAll();
            add(header, layout);
        }
        if (seat != null && !seat.game().equals(next.id())) games.leave(seat);
        seat = new Seat(next.id(), viewer);
        game = next;
        mistakes = Set.of();
        hinted = Set.of();
        Updates.text(message, "");
        digitKeys.reset();
        clock.resync();
        if (next.started() || startsAtOnce()) game = games.show(seat);
        started(game);
        removeNotes.setValue(game.settings().removeNotesOnPlace());
        liveMarks.setValue(game.settings().liveMarks());
        render();
    }

    /** Whether a game not yet started starts as soon as the page shows it; a daily waits for its Start button. */
    protected boolean startsAtOnce() {
        return true;
    }

    /** The Start step's button was pressed: the grid is sent, and both clocks start. */
    protected final void startPlaying() {
        if (seat == null) return;
        game = games.show(seat);
        render();
        board.focusSelected();
    }

    /** Whether there is something to lose: a game not finished with at least one digit or note written. */
    protected final boolean inProgress() {
        return game.inProgress();
    }

    // ---- drawing ----

    protected final void render() {
        game.notice().ifPresent(notice -> message.setText(notice));
        boolean waiting = !game.started();
        boardFrame.setClassName("waiting", waiting);
        if (waiting) {
            // The grid is not sent before the Start step.
            Updates.text(caption, game.kind().label().replace("×", " × "));
            rendered(game);
            return;
        }
        Board b = game.board();
        boolean live = game.settings().liveMarks();
        boolean inPlay = game.inPlay();
        // The board sends the browser only the cells that differ from what it last painted.
        board.render(b, BoardComponent.Marks.of(b, live, mistakes, hinted, game.revealed()), !inPlay);
        int n = game.puzzle().size();
        pad.showDigits(n);
        pad.notesMode(notesMode);
        Updates.enabled(pad, inPlay);
        notes.getElement().setAttribute("aria-pressed", Boolean.toString(notesMode));
        Updates.enabled(undo, game.canUndo());
        Updates.enabled(redo, game.canRedo());
        for (Button b2 : List.of(notes, fillNotes, smartFill, clearNotes, check, hint, revealCell, revealSolution, restart)) Updates.enabled(b2, inPlay);
        clock.sync(game.playTime(), game.running());
        Updates.text(pause, game.paused() ? "Resume" : "Pause");
        Updates.enabled(pause, !game.isFinished());
        boardFrame.setClassName("paused", game.paused());
        board.getElement().setAttribute("aria-hidden", Boolean.toString(game.paused()));
        int used = game.help().total();
        Updates.text(helpCount, "Help used: " + (used == 0 ? "none" : used + (used == 1 ? " time" : " times")));
        Updates.text(caption, n + " × " + n + " · " + game.kind().difficulty().label() + " · " + game.kind().variant().label());
        Updates.text(printId, "Puzzle ID: " + game.puzzleId());
        showFinish();
        rendered(game);
    }

    /** A finish is told once it is stored, with its record: until then the page asks again every moment. */
    private void showFinish() {
        if (game.isFinished() && !game.recorded()) {
            finish.waiting();
            waitForFinish();
            return;
        }
        stopWaitingForFinish();
        finish.show(game, game.isFinished() && games.isPersonalBest(game.id()));
    }

    private void waitForFinish() {
        getUI().ifPresent(ui -> {
            if (finishPolls == null) {
                ui.setPollInterval(FINISH_POLL_MILLIS);
                finishPolls = ui.addPollListener(poll -> refresh());
            }
        });
    }

    private void stopWaitingForFinish() {
        if (finishPolls == null) return;
        finishPolls.remove();
        finishPolls = null;
        getUI().ifPresent(ui -> ui.setPollInterval(-1));
    }

    /** Draws the game as it stands now, as another page of the same player may have changed it. */
    public final void refresh() {
        if (seat == null) return;
        game = games.state(seat.game());
        render();
    }

    // ---- actions ----

    /** One call to the service; if the board changed, marks from Check and Hint go, as they are about the old board. */
    private void play(Function<Seat, GameState> action) {
        if (seat == null) return;
        Board before = game.board();
        game = action.apply(seat);
        if (!game.board().equals(before)) {
            mistakes = Set.of();
            hinted = Set.of();
            Updates.text(message, "");
        }
        render();
    }

    private void onSelected(Consumer<Cell> action) {
        Cell cell = board.selected();
        if (cell == null) Updates.text(message, "Select a cell first.");
        else action.accept(cell);
    }

    private void enter(int digit, boolean replacesOne) {
        onSelected(cell -> play(s -> {
            if (replacesOne) return games.replaceOne(s, cell, digit, notesMode);
            return notesMode ? games.toggleNote(s, cell, digit) : games.place(s, cell, digit);
        }));
    }

    private void fill(Move.Fill fill) {
        play(s -> games.fillNotes(s, fill));
    }

    private void clearNotesOfSelected() {
        onSelected(cell -> play(s -> games.clearNotes(s, cell)));
    }

    private void revealSelected() {
        onSelected(cell -> play(s -> games.revealCell(s, cell)));
    }

    private void giveUp() {
        play(games::revealSolution);
    }

    private void restartGame() {
        play(games::restart);
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
        play(s -> game.paused() ? games.resume(s) : games.pause(s));
    }

    private void check() {
        if (seat == null) return;
        GameService.Checked checked = games.check(seat);
        game = checked.state();
        mistakes = checked.mistakes();
        hinted = Set.of();
        int wrong = mistakes.size();
        message.setText(wrong == 0 ? "Correct so far." : wrong + (wrong == 1 ? " digit is" : " digits are") + " wrong, marked with a cross.");
        render();
    }

    private void hint() {
        if (seat == null) return;
        GameService.Hinted hinted = games.hint(seat);
        game = hinted.state();
        mistakes = hinted.hint() instanceof org.calcoolation.engine.solve.Hint.Mistaken m ? Set.copyOf(m.cells()) : Set.of();
        this.hinted = hinted.hint() instanceof org.calcoolation.engine.solve.Hint.Next next ? HintText.cellsOf(next) : Set.of();
        message.setText(HintText.of(hinted.hint()));
        render();
    }

    private void changeSettings() {
        play(s -> games.changeSettings(s, new Settings(removeNotes.getValue(), liveMarks.getValue())));
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
        if (seat != null) game = games.state(seat.game());
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
        onSelected(cell -> play(s -> games.clear(s, cell)));
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
        play(games::undo);
    }

    @Override
    public void redo() {
        digitKeys.reset();
        play(games::redo);
    }

    /** The browser tab went out of sight or came back: this page's share of the clock stops or runs again. */
    @ClientCallable
    void pageVisibility(boolean visible) {
        if (seat == null || !game.started()) return;
        game = visible ? games.show(seat) : games.hide(seat);
        clock.resync();
        render();
    }
}
