package org.calcoolation.game.ui;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.IntStream;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.AfterNavigationEvent;
import com.vaadin.flow.router.AfterNavigationObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteAlias;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.CageStatus;
import org.calcoolation.engine.play.Move;
import org.calcoolation.engine.solve.Hint;
import org.calcoolation.game.Game;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ImportResult;
import org.calcoolation.game.Settings;

/**
 * The player's current game, played on the server: every button and key calls the {@link Game},
 * tells the {@link GameService} it changed, and draws the game again. The browser only shows it
 * (and counts the seconds between round trips).
 */
@Route(value = "play", layout = MainLayout.class)
@RouteAlias(value = "", layout = MainLayout.class)
@PageTitle("Play · Calcoolation")
@AnonymousAllowed
public class PlayView extends Main implements BeforeEnterObserver, AfterNavigationObserver, BoardComponent.Input {

    private final GameService games;
    private Game game;
    private boolean notesMode;
    private final DigitKeys digitKeys = new DigitKeys();
    /** Whether the last digit entered was a 1 that changed the board, which a second key of 10–12 takes back. */
    private boolean onePlayed;
    private Set<Cell> mistakes = Set.of();
    private Set<Cell> hinted = Set.of();
    private String sharedId;
    private String origin = "";

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

    final Div finish = new Div();
    final Paragraph finishTime = new Paragraph();
    final Paragraph finishHelp = new Paragraph();
    final Button playAgain = new Button("New puzzle", click -> newGameLike(game));

    final Select<Integer> size = new Select<>();
    final Select<Difficulty> difficulty = new Select<>();
    final Select<Variant> variant = new Select<>();
    final Button newPuzzle = new Button("New puzzle", click -> newGame());

    final SharePanel share = new SharePanel(this::importGame);
    final Checkbox removeNotes = new Checkbox("Remove notes when placing a digit");
    final Checkbox liveMarks = new Checkbox("Live marks (repeated digits, wrong cages)");
    final Button theme = new Button("Dark theme");

    public PlayView(GameService games) {
        this.games = games;
        addClassName("play");

        H1 title = new H1("Play");
        title.addClassName("title");
        theme.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        theme.addClassName("theme-toggle");
        Div header = new Div(title, theme);
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
        buildFinishPanel();
        Div boardColumn = new Div(boardBar, finish, boardFrame, printId);
        boardColumn.addClassName("board-column");

        notes.getElement().setAttribute("aria-pressed", "false");
        notes.addClassName("notes-toggle");
        Div tools = row("tools", undo, redo, notes);
        Div noteTools = row("note-tools", fillNotes, smartFill, clearNotes);
        for (Button b : List.of(fillNotes, smartFill, clearNotes)) b.addThemeVariants(ButtonVariant.LUMO_SMALL);
        message.addClassName("message");
        message.getElement().setAttribute("role", "status");
        message.getElement().setAttribute("aria-live", "polite");
        Paragraph keys = new Paragraph("Keys: arrows move, digits write, Backspace clears, N switches notes, "
                + "Ctrl+Z undoes, Ctrl+Y or Ctrl+Shift+Z redoes. On 10×10 to 12×12 type 1 then 0, 1 or 2 "
                + "within 0.8 s for 10, 11 or 12.");
        keys.addClassName("keys-help");

        helpCount.addClassName("help-count");
        Section help = section("Help", row("help-tools", check, hint, revealCell, revealSolution), helpCount);
        Section puzzle = section("Puzzle", buildPuzzleChoice(), row("puzzle-tools", restart));
        Section shareSection = section("Share", share);
        Section settings = section("Settings", removeNotes, liveMarks, keys);
        // Only the player's clicks change settings; the view setting the boxes from a game does not.
        removeNotes.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });
        liveMarks.addValueChangeListener(change -> {
            if (change.isFromClient()) changeSettings();
        });

        Div side = new Div(tools, pad, noteTools, message, help, puzzle, shareSection, settings);
        side.addClassName("side");
        Div layout = new Div(boardColumn, side);
        layout.addClassName("play-layout");
        add(header, layout);
    }

    private void buildFinishPanel() {
        H2 solved = new H2("Solved");
        playAgain.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        finish.add(solved, finishTime, finishHelp, playAgain);
        finish.addClassName("finish");
        finish.getElement().setAttribute("role", "status");
        finish.setVisible(false);
    }

    private Div buildPuzzleChoice() {
        size.setLabel("Size");
        size.setItems(IntStream.rangeClosed(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE).boxed().toList());
        size.setItemLabelGenerator(n -> n + " × " + n);
        size.setValue(6);
        size.addValueChangeListener(change -> offerLevelsFor(change.getValue()));
        difficulty.setLabel("Difficulty");
        difficulty.setItems(Difficulty.values());
        difficulty.setItemLabelGenerator(Difficulty::label);
        difficulty.setValue(Difficulty.NORMAL);
        offerLevelsFor(6);
        variant.setLabel("Variant");
        variant.setItems(Variant.values());
        variant.setItemLabelGenerator(Variant::label);
        variant.setValue(Variant.STANDARD);
        newPuzzle.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Div controls = new Div(size, difficulty, variant, newPuzzle);
        controls.addClassName("controls");
        return controls;
    }

    /** Grey out the levels this size cannot have, and step down to the hardest one it can. */
    private void offerLevelsFor(int n) {
        List<Difficulty> levels = games.levelsFor(n);
        difficulty.setItemEnabledProvider(levels::contains);
        if (!levels.contains(difficulty.getValue())) difficulty.setValue(levels.getLast());
    }

    private static Div row(String className, Component... components) {
        Div row = new Div(components);
        row.addClassName(className);
        row.addClassName("button-row");
        return row;
    }

    private static Section section(String heading, Component... content) {
        Section section = new Section(new H2(heading));
        section.add(content);
        section.addClassName("panel");
        return section;
    }

    // ---- binding to the player's game ----

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        sharedId = event.getLocation().getQueryParameters().getSingleParameter("id").orElse(null);
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        String key = playerKey();
        start(games.currentGame(key).orElseGet(() -> games.newGame(key, 6, Difficulty.NORMAL, Variant.STANDARD)));
        var page = attach.getUI().getPage();
        page.fetchCurrentURL(url -> {
            origin = url.getProtocol() + "://" + url.getAuthority();
            render();
        });
        getElement().executeJs(ClientScripts.VISIBILITY);
        theme.getElement().executeJs(ClientScripts.THEME);
    }

    /** After the game is on screen (attach comes first), a share link's puzzle may take its place. */
    @Override
    public void afterNavigation(AfterNavigationEvent event) {
        if (sharedId != null) openShared(sharedId);
    }

    private String playerKey() {
        return CurrentPlayer.key();
    }

    /** Shows a game, which becomes the one this view plays. */
    private void start(Game next) {
        game = next;
        mistakes = Set.of();
        hinted = Set.of();
        message.setText("");
        digitKeys.reset();
        game.show();
        int n = game.puzzle().size();
        size.setValue(n);
        difficulty.setValue(game.difficulty());
        variant.setValue(game.variant());
        removeNotes.setValue(game.settings().removeNotesOnPlace());
        liveMarks.setValue(game.settings().liveMarks());
        games.changed(game);
        render();
    }

    /** A new puzzle as chosen; if that would end a game in progress, the player is asked first. */
    private void newGame() {
        Runnable start = () -> start(games.newGame(playerKey(), size.getValue(), difficulty.getValue(), variant.getValue()));
        if (inProgress()) ask("Start a new puzzle?", "The puzzle you are playing will be lost.", "New puzzle", start);
        else start.run();
    }

    /** Whether there is something to lose: a game not finished with at least one digit or note written. */
    private boolean inProgress() {
        return !game.isFinished() && !game.board().equals(Board.start(game.puzzle()));
    }

    private void newGameLike(Game done) {
        int n = done.puzzle().size();
        List<Difficulty> levels = games.levelsFor(n);
        Difficulty level = levels.contains(done.difficulty()) ? done.difficulty() : levels.getLast();
        start(games.newGame(playerKey(), n, level, done.variant()));
    }

    /** A share link was opened: play its puzzle, asking first if that would end a game in progress. */
    private void openShared(String id) {
        sharedId = null;
        getUI().ifPresent(ui -> ui.getPage().getHistory().replaceState(null, "play"));
        if (id.equals(game.puzzleId())) return;
        if (!inProgress()) {
            importGame(id).ifPresent(rejection -> share.reject(id, rejection));
            return;
        }
        ask("Play the shared puzzle?", "You have a puzzle in progress. The shared one takes its place, and yours is lost.",
                "Play the shared puzzle", () -> importGame(id).ifPresent(rejection -> share.reject(id, rejection)));
    }

    /** Starts the puzzle of a Keen game ID, or returns why it cannot be played. */
    private Optional<String> importGame(String keenId) {
        return switch (games.importGame(playerKey(), keenId)) {
            case ImportResult.Imported imported -> {
                start(imported.game());
                yield Optional.empty();
            }
            case ImportResult.Rejected rejected -> Optional.of(rejected.message());
        };
    }

    // ---- drawing ----

    private void render() {
        Board b = game.board();
        boolean live = game.settings().liveMarks();
        boolean inPlay = game.acceptsMoves();
        board.render(b, new BoardComponent.Marks(live ? b.conflicts() : Set.of(), live ? wrongCageCells(b) : Set.of(), mistakes, hinted), !inPlay);
        int n = game.puzzle().size();
        pad.showDigits(n);
        pad.notesMode(notesMode);
        pad.setEnabled(inPlay);
        notes.getElement().setAttribute("aria-pressed", Boolean.toString(notesMode));
        undo.setEnabled(game.canUndo());
        redo.setEnabled(game.canRedo());
        for (Button b2 : List.of(notes, fillNotes, smartFill, clearNotes, check, hint, revealCell, revealSolution, restart)) b2.setEnabled(inPlay);
        clock.sync(game.elapsed(), game.isRunning());
        pause.setText(game.isPaused() ? "Resume" : "Pause");
        pause.setEnabled(!game.isFinished());
        boardFrame.setClassName("paused", game.isPaused());
        board.getElement().setAttribute("aria-hidden", Boolean.toString(game.isPaused()));
        int used = game.help().total();
        helpCount.setText("Help used: " + (used == 0 ? "none" : used + (used == 1 ? " time" : " times")));
        caption.setText(n + " × " + n + " · " + game.difficulty().label() + " · " + game.variant().label());
        share.show(game.puzzleId(), origin);
        printId.setText("Puzzle ID: " + game.puzzleId());
        showFinish();
    }

    private void showFinish() {
        Optional<Game.Finish> done = game.finish();
        finish.setVisible(done.isPresent());
        done.ifPresent(f -> {
            finishTime.setText("Time " + GameClock.format(f.time()));
            int used = f.help().total();
            finishHelp.setText(f.isClean() ? "Clean solve" : "Assisted (" + used + (used == 1 ? " use" : " uses") + " of help)");
        });
    }

    private static Set<Cell> wrongCageCells(Board b) {
        Set<Cell> cells = new HashSet<>();
        for (Cage cage : b.puzzle().cages()) if (b.status(cage) == CageStatus.WRONG) cells.addAll(cage.cells());
        return cells;
    }

    // ---- actions ----

    /** Does something to the game; if the board changed, marks from Check and Hint go, as they are about the old board. */
    private void play(Consumer<Game> action) {
        Board before = game.board();
        action.accept(game);
        if (!game.board().equals(before)) {
            mistakes = Set.of();
            hinted = Set.of();
            message.setText("");
        }
        changed();
    }

    private void changed() {
        games.changed(game);
        render();
    }

    private void onSelected(Consumer<Cell> action) {
        Cell cell = board.selected();
        if (cell == null) message.setText("Select a cell first.");
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

    private void ask(String header, String text, String confirm, Runnable onConfirm) {
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
        if (visible) game.unhide();
        else game.hide();
        changed();
    }
}
