package org.calcoolation.game.ui;

import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.shared.Registration;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.GameState;
import org.calcoolation.game.PlayerMove;
import org.calcoolation.game.Settings;
import org.jspecify.annotations.Nullable;

/**
 * The play page's content, which {@code PlayView} and {@code DailyPlayView} each hold: the grid,
 * the number pad, the clock and the tools. Every button and key is one call to the
 * {@link GameService}, which hands back the game as it then stands; a {@link PlaySession} keeps
 * this page's way of playing it and says what to draw. The browser only shows it (and counts the
 * seconds between round trips).
 *
 * <p>The panel tells the service when it shows the grid, when its tab is hidden, when it goes
 * (detach: another page of the app, or a closed tab, which Vaadin reports by a beacon) and that it
 * is still there (each heartbeat), so that the play clock runs only while someone plays.
 */
public final class GamePanel extends Main implements BoardComponent.Input {

    /**
     * What differs between the pages that play games. {@code game} says which game to open when
     * the page is attached (empty where it shows a notice instead); {@code shown} hears of each
     * game that comes on screen, {@code drawn} of each drawing. A game not yet started waits for
     * {@link #startPlaying()} unless {@code startsAtOnce}.
     */
    public record Setup(String heading, boolean startsAtOnce, List<Component> puzzleTools, List<Component> sections,
            List<Component> beforeGrid, List<Component> finishParts, Supplier<Optional<GameState>> game,
            Consumer<GameState> shown, Consumer<GameState> drawn) {

        public Setup {
            puzzleTools = List.copyOf(puzzleTools);
            sections = List.copyOf(sections);
            beforeGrid = List.copyOf(beforeGrid);
            finishParts = List.copyOf(finishParts);
        }
    }

    private final GameService games;
    private final Setup setup;
    /** This page's id at its game, for the play clock. */
    private final String viewer = UUID.randomUUID().toString();
    private @Nullable Seat seat;
    private @Nullable PlaySession session;
    private PlaySession.@Nullable Look drawn;
    private @Nullable Registration heartbeats;
    /** Stops the service telling this page of its game's changes. */
    private @Nullable Runnable unwatch;

    private final H1 title = new H1();
    private final Div header = new Div();
    private final Div layout = new Div();

    final BoardComponent board = new BoardComponent(this);
    final NumberPad pad = new NumberPad();
    final GameClock clock = new GameClock();
    final NativeButton pause = Buttons.quiet("Pause", this::togglePause);
    final Div boardFrame = new Div();
    final Paragraph caption = new Paragraph();
    private final Paragraph printId = new Paragraph();

    /** Pressed in the browser (board.js), which draws the undo at once and sends it with the grid's moves. */
    final NativeButton undo = new NativeButton("Undo");
    final NativeButton redo = new NativeButton("Redo");
    /** Switched in the browser (board.js): notes mode is the page's, the server only hears the notes written. */
    final NativeButton notes = new NativeButton("Notes");
    final NativeButton fillNotes = Buttons.button("Fill notes", () -> fill(Move.Fill.FREE));
    final NativeButton smartFill = Buttons.button("Smart fill", () -> fill(Move.Fill.CONSISTENT));
    final NativeButton clearNotes = Buttons.button("Clear notes", this::clearNotesOfSelected);

    final NativeButton check = Buttons.button("Check", this::check);
    final NativeButton hint = Buttons.button("Hint", this::hint);
    final NativeButton revealCell = Buttons.button("Reveal cell", this::revealSelected);
    final NativeButton revealSolution = Buttons.button("Reveal solution", () -> askHere("Give up and see the solution?",
            "This fills in every cell and ends the game as given up: it does not count as a solve anywhere.", "Give up",
            this::giveUp));
    final NativeButton restart = Buttons.button("Restart", () -> askHere("Start this puzzle again?",
            "Your digits and notes are cleared. The clock and the help used so far stay.", "Restart", this::restartGame));
    final Span helpCount = new Span();
    final Paragraph message = new Paragraph();
    final Paragraph saveWarning = new Paragraph("Your latest moves are not saved yet: the server cannot store games just now. "
            + "It keeps them and tries again every few seconds; keep this page open until this note goes.");
    final HintBox hintBox = new HintBox(this::stepHint, this::hint);

    final FinishPanel finish = new FinishPanel();
    /** Whether the page can reach the server, and how many moves wait: shown in the browser by board.js. */
    private final Paragraph connectionStatus = new Paragraph();
    /** Filled in the browser by board.js from the selected cell. */
    private final Div noteZoom = new Div();

    final Checkbox removeNotes = new Checkbox("Remove notes when placing a digit");
    final Checkbox liveMarks = new Checkbox("Live marks (repeated digits, wrong cages)");
    final SameDigitSwitch sameDigits = new SameDigitSwitch(board);
    /** Pressed in the browser only (page.js): the choice of theme never reaches the server. */
    final NativeButton theme = new NativeButton("Dark theme");

    public GamePanel(GameService games, Setup setup) {
        this.games = games;
        this.setup = setup;
        addClassName("play");

        title.setText(setup.heading());
        title.addClassName("title");
        // A plain button, not a tertiary one: pressed, it takes the primary colour, so its state shows.
        theme.addClassNames("btn", "theme-toggle");
        theme.getElement().setAttribute("type", "button");
        header.add(title, theme);
        header.addClassName("header");

        caption.addClassName("caption");
        // The status sits in the bar over the grid, so that the grid does not move when it shows.
        Div boardBar = new Div(caption, connectionStatus, clock, pause);
        boardBar.addClassName("board-bar");
        Paragraph pausedNote = new Paragraph("Paused. The grid is hidden while the clock stands still.");
        NativeButton resume = Buttons.primary("Resume", this::togglePause);
        Div cover = new Div(pausedNote, resume);
        cover.addClassName("paused-cover");
        boardFrame.addClassName("board-frame");
        boardFrame.add(board, cover);
        setup.beforeGrid().forEach(boardFrame::add);
        printId.addClassName("print-id");
        // The selected cell's notes, large: on 10×10 to 12×12 the notes in the cells are too small for a phone.
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
        connectionStatus.getElement().setProperty("innerHTML", "<span class=\"said\"></span><span class=\"count\" aria-hidden=\"true\"></span>");
        Div boardColumn = new Div(boardBar, saveWarning, boardFrame, noteZoom, printId);
        boardColumn.addClassName("board-column");

        for (NativeButton b : List.of(undo, redo)) {
            b.addClassNames("btn", b == undo ? "undo-button" : "redo-button");
            b.getElement().setAttribute("type", "button");
        }
        notes.getElement().setAttribute("aria-pressed", "false");
        notes.getElement().setAttribute("type", "button");
        notes.addClassNames("btn", "notes-toggle");
        Div tools = Panels.row("tools", undo, redo, notes);
        Div noteTools = Panels.row("note-tools", fillNotes, smartFill, clearNotes);
        for (NativeButton b : List.of(fillNotes, smartFill, clearNotes)) b.addClassName("btn-small");
        message.addClassName("message");
        message.getElement().setAttribute("role", "status");
        message.getElement().setAttribute("aria-live", "polite");
        Paragraph keys = new Paragraph("Keys: arrows move, digits write, Backspace clears, N switches notes, "
                + "Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes. On 10×10 to 12×12 type 1 then 0, 1 or 2 "
                + "within 0.8 s for 10, 11 or 12.");
        keys.addClassName("keys-help");

        helpCount.addClassName("help-count");
        Section help = Panels.section("Help", Panels.row("help-tools", check, hint, revealCell, revealSolution), helpCount);
        Div puzzleTools = Panels.row("puzzle-tools");
        setup.puzzleTools().forEach(puzzleTools::add);
        puzzleTools.add(restart);
        Section puzzleSection = Panels.section("Puzzle", puzzleTools);
        Section settingsSection = Panels.section("Settings", removeNotes, liveMarks, sameDigits, keys);
        // Only the player's clicks change settings; the page setting the boxes from a game does not.
        removeNotes.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });
        liveMarks.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });
        finish.addParts(setup.finishParts().toArray(Component[]::new));

        // The finish panel heads the controls, beside the grid on a wide screen and under it on a
        // phone: above the grid it would push the grid's last row off a laptop's screen.
        Div side = new Div(finish, tools, pad, noteTools, message, hintBox, help, puzzleSection);
        setup.sections().forEach(side::add);
        side.add(settingsSection);
        side.addClassName("side");
        layout.add(boardColumn, side);
        layout.addClassName("play-layout");
        add(header, layout);
    }

    public void setHeading(String heading) {
        title.setText(heading);
    }

    /** Shows these instead of the grid and its tools, where there is no game to play; {@link #play} brings them back. */
    public void showInstead(Component... notice) {
        removeAll();
        add(header);
        add(notice);
        leaveGame();
    }

    // ---- binding to the game ----

    @Override
    protected void onAttach(AttachEvent attach) {
        if (showsGrid()) setup.game().get().ifPresent(this::play);
        getElement().executeJs("window.calcoolation.watchVisibility(this)");
        theme.getElement().executeJs("window.calcoolation.theme(this)");
        heartbeats = attach.getUI().addHeartbeatListener(beat -> {
            if (seat != null) games.contact(seat);
        });
    }

    /** The page is gone from the browser (another page of the app, or the tab closed): its share of the clock stops. */
    @Override
    protected void onDetach(DetachEvent detach) {
        if (heartbeats != null) heartbeats.remove();
        heartbeats = null;
        leaveGame();
    }

    private void leaveGame() {
        if (seat != null) games.leave(seat);
        seat = null;
        session = null;
        drawn = null;
        stopWatching();
    }

    /**
     * Hears of every change of the game made elsewhere on this node (another tab or device, a
     * finish stored, a write that failed or went through again) and pushes what differs to the
     * browser. A change this page made itself it has drawn already.
     */
    private void watch(UUID game) {
        stopWatching();
        UI ui = getUI().orElse(null);
        if (ui == null) return;
        unwatch = games.watch(game, () -> {
            if (UI.getCurrent() != ui && ui.isAttached()) ui.access(this::refresh);
        });
    }

    private void stopWatching() {
        if (unwatch != null) unwatch.run();
        unwatch = null;
    }

    /** Whether the page shows the grid, rather than a notice. */
    private boolean showsGrid() {
        return layout.getParent().isPresent();
    }

    /** The game on screen; empty where the page shows a notice instead. */
    public Optional<GameState> game() {
        return Optional.ofNullable(session).map(PlaySession::game);
    }

    /**
     * Shows a game, which becomes the one this page plays. A game not yet started (a daily before
     * its Start) is sent to the browser only if the setup starts at once; else the page shows its
     * Start step until {@link #startPlaying()}.
     */
    public void play(GameState next) {
        if (!showsGrid()) {
            removeAll();
            add(header, layout);
        }
        if (seat != null && !seat.game().equals(next.id())) games.leave(seat);
        Seat here = new Seat(next.id(), viewer);
        seat = here;
        watch(next.id());
        PlaySession started = new PlaySession(next.started() || setup.startsAtOnce() ? games.show(here) : next);
        session = started;
        drawn = null;
        Updates.text(message, "");
        clock.resync();
        setup.shown().accept(started.game());
        removeNotes.setValue(started.game().settings().removeNotesOnPlace());
        liveMarks.setValue(started.game().settings().liveMarks());
        draw();
    }

    /** The Start step's button was pressed: the grid is sent, and both clocks start. */
    public void startPlaying() {
        act(games::show);
        board.focusSelected();
    }

    /** Whether there is something to lose: a game not finished with at least one digit or note written. */
    public boolean inProgress() {
        return game().map(GameState::inProgress).orElse(false);
    }

    /** Draws the game as it stands now, as another page of the same player may have changed it. */
    public void refresh() {
        if (seat == null || session == null) return;
        session.take(games.state(seat.game()));
        draw();
    }

    // ---- drawing ----

    private static String helpUsed(GameState game) {
        int used = game.help().total();
        return "Help used: " + (used == 0 ? "none" : used + (used == 1 ? " time" : " times"));
    }

    /** Brings the page up to date with the session, if anything it shows changed. */
    private void draw() {
        PlaySession s = session;
        if (s == null) return;
        GameState game = s.game();
        game.notice().ifPresent(message::setText);
        PlaySession.Look look = s.look();
        if (look.equals(drawn)) return;
        drawn = look;
        boolean waiting = !game.started();
        boardFrame.setClassName("waiting", waiting);
        if (waiting) {
            // The grid is not sent before the Start step, and nothing can be done to it. What the
            // page showed of a game before (the previous rung's pad, help, ID, time and finish) goes.
            Updates.text(caption, game.kind().label());
            for (NativeButton b : List.of(undo, redo, pause, notes, fillNotes, smartFill, clearNotes, check, hint, revealCell, revealSolution, restart)) {
                Updates.enabled(b, false);
            }
            pad.showDigits(game.puzzle().size());
            Updates.enabled(pad, false);
            Updates.text(helpCount, helpUsed(game));
            Updates.text(printId, "");
            clock.sync(game.playTime(), false);
            showFinish(game);
            setup.drawn().accept(game);
            return;
        }
        PlaySession.Paint paint = s.paint();
        board.render(paint);
        hintBox.show(s.hint().map(HintText::of));
        boolean inPlay = game.inPlay();
        int n = game.puzzle().size();
        board.clearsNotesInLines(game.settings().removeNotesOnPlace());
        pad.showDigits(n);
        Updates.enabled(pad, inPlay);
        Updates.enabled(undo, game.canUndo());
        Updates.enabled(redo, game.canRedo());
        for (NativeButton b : List.of(notes, fillNotes, smartFill, clearNotes, check, hint, revealCell, revealSolution, restart)) Updates.enabled(b, inPlay);
        clock.sync(game.playTime(), game.running());
        Updates.text(pause, game.paused() ? "Resume" : "Pause");
        Updates.enabled(pause, !game.isFinished());
        boardFrame.setClassName("paused", game.paused());
        // Inert, not only aria-hidden: a hidden grid must not take Tab either.
        board.getElement().setAttribute("inert", game.paused());
        Updates.text(helpCount, helpUsed(game));
        Updates.text(caption, game.kind().label());
        Updates.text(printId, "Puzzle ID: " + game.puzzleId());
        showFinish(game);
        setup.drawn().accept(game);
    }

    /**
     * What the page says of storing. A finish is told once it is stored, with its record; moves the
     * server cannot store yet are said to be unsaved. The store tells the page when either changes
     * (see {@link #watch}), and the page pushes it, so that the result, or the end of the note,
     * shows without the player pressing a key.
     */
    private void showFinish(GameState game) {
        boolean unsaved = game.saveFailing() && !game.isFinished();
        saveWarning.setVisible(unsaved);
        if (game.isFinished() && !game.recorded()) {
            finish.waiting(game.saveFailing());
            return;
        }
        finish.show(game, game.isFinished() && games.isPersonalBest(game.id()));
    }

    // ---- actions ----

    /** One call to the service with this page's seat; the session takes the game it hands back. */
    private void act(Function<Seat, GameState> action) {
        if (seat == null || session == null) return;
        if (session.take(action.apply(seat))) Updates.text(message, "");
        draw();
    }

    private void onSelected(Consumer<Cell> action) {
        Optional<Cell> cell = board.selected();
        if (cell.isEmpty()) Updates.text(message, "Select a cell first.");
        else action.accept(cell.get());
    }


    private void fill(Move.Fill fill) {
        act(s -> games.fillNotes(s, fill));
    }

    private void clearNotesOfSelected() {
        onSelected(cell -> act(s -> games.clearNotes(s, cell)));
    }

    private void revealSelected() {
        onSelected(cell -> act(s -> games.revealCell(s, cell)));
    }

    private void giveUp() {
        act(games::revealSolution);
    }

    private void restartGame() {
        act(games::restart);
    }

    private void togglePause() {
        boolean paused = session != null && session.game().paused();
        act(s -> paused ? games.resume(s) : games.pause(s));
        if (paused && session != null && !session.game().paused()) board.focusSelected();
    }

    private void check() {
        if (seat == null || session == null) return;
        GameService.Checked checked = games.check(seat);
        session.checked(checked.state(), checked.mistakes());
        int wrong = checked.mistakes().size();
        message.setText(wrong == 0 ? "Correct so far." : wrong + (wrong == 1 ? " digit is" : " digits are") + " wrong, marked with a cross.");
        draw();
    }

    private void hint() {
        if (seat == null || session == null) return;
        GameService.Hinted hinted = games.hint(seat);
        session.hinted(hinted.state(), hinted.hint(), hinted.level());
        Updates.text(message, "");
        draw();
    }

    private void stepHint(int delta) {
        if (session == null) return;
        session.stepHint(delta);
        draw();
    }

    private void changeSettings() {
        act(s -> games.changeSettings(s, new Settings(removeNotes.getValue(), liveMarks.getValue())));
    }

    private void askHere(String header, String text, String confirm, Runnable onConfirm) {
        returnFocusAfter(Confirm.ask(header, text, confirm, onConfirm));
    }

    /**
     * Once this dialog has closed, keys go to the grid again. The browser hands focus back to the
     * button that opened the dialog when its closing animation ends; the closed event comes after that.
     */
    public void returnFocusAfter(Dialog dialog) {
        dialog.addClosedListener(closed -> board.focusSelected());
    }

    public void returnFocusAfter(ConfirmDialog dialog) {
        dialog.addClosedListener(closed -> board.focusSelected());
    }

    // ---- what the grid asks for ----

    @Override
    public void selected() {
        if (session == null || seat == null) return;
        session.take(games.state(seat.game()));
        draw();
        // The selection moved even if nothing else did; the board sends only what differs.
        PlaySession.Paint paint = session.paint();
        if (session.game().started()) board.render(paint);
    }

    @Override
    public void play(PlayerMove.Number number, PlayerMove move) {
        act(s -> games.play(s, number, move));
    }

    /** The browser tab went out of sight or came back: this page's share of the clock stops or runs again. */
    @ClientCallable
    void pageVisibility(boolean visible) {
        if (session == null || !session.game().started()) return;
        // The browser's clock may have counted on while the tab was away: it gets the server's time again.
        clock.resync();
        drawn = null;
        act(s -> visible ? games.show(s) : games.hide(s));
    }
}
