package org.calcoolation.game.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.ClientCallable;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.game.GameService;
import org.calcoolation.game.GameService.Seat;
import org.calcoolation.game.play.Game;
import org.calcoolation.game.play.PlayerMove;
import org.calcoolation.game.store.GameState;
import org.jspecify.annotations.Nullable;

/**
 * The play page's content, which {@code PlayView} and {@code DailyPlayView} each hold: a header
 * over the {@link BoardColumn} and the {@link ToolColumn}. Every button and key is one call to the
 * {@link GameService} with this page's seat at the game ({@link Presence}), which hands back the
 * game as it then stands; a {@link PlaySession} keeps this page's way of playing it and says what
 * to draw, and the panel hands the drawing to its columns. The browser only shows it (and counts
 * the seconds between round trips).
 */
public final class GamePanel extends Main implements BoardComponent.Input {

    /**
     * What differs between the pages that play games. {@code game} says which game to open when
     * the page is attached (empty where it shows a notice instead); {@code shown} hears of each
     * game that comes on screen, {@code drawn} of each drawing. A game not yet started waits for
     * {@link #startPlaying()} unless {@code startsAtOnce}.
     */
    public record Setup(
            String heading,
            boolean startsAtOnce,
            List<Component> puzzleTools,
            List<Component> sections,
            List<Component> beforeGrid,
            List<Component> finishParts,
            Supplier<Optional<GameState>> game,
            Consumer<GameState> shown,
            Consumer<GameState> drawn) {

        public Setup {
            puzzleTools = List.copyOf(puzzleTools);
            sections = List.copyOf(sections);
            beforeGrid = List.copyOf(beforeGrid);
            finishParts = List.copyOf(finishParts);
        }
    }

    private final GameService games;
    private final Setup setup;
    private final Presence presence;
    private @Nullable PlaySession session;
    private PlaySession.@Nullable Look drawn;

    private final H1 title = new H1();
    /** Pressed in the browser only (page.js): the choice of theme never reaches the server. */
    final NativeButton theme = new NativeButton(Say.of("play.darkTheme"));

    private final Div header = new Div();
    private final Div layout = new Div();

    final BoardComponent board = new BoardComponent(this);
    final BoardColumn boardColumn;
    final ToolColumn tools;

    public GamePanel(GameService games, Setup setup) {
        this.games = games;
        this.setup = setup;
        presence = new Presence(games, this, this::refresh);
        boardColumn = new BoardColumn(games, this, board, setup.beforeGrid());
        tools = new ToolColumn(games, this, board, setup.puzzleTools(), setup.sections(), setup.finishParts());
        addClassName("play");
        // One listener for every button of the page (its own, the columns', the setup's): see PressArea.
        PressArea.hear(this);

        title.setText(setup.heading());
        title.addClassName("title");
        // A plain button, not a tertiary one: pressed, it takes the primary colour, so its state shows.
        theme.addClassNames("btn", "theme-toggle");
        theme.getElement().setAttribute("type", "button");
        header.add(title, theme);
        header.addClassName("header");
        layout.add(boardColumn, tools);
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

    @Override
    protected void onAttach(AttachEvent attach) {
        if (showsGrid()) setup.game().get().ifPresent(this::play);
        PageScript.watchVisibility(getElement());
        PageScript.theme(theme.getElement());
        presence.hearHeartbeats(attach.getUI());
    }

    /** The page is gone from the browser (another page of the app, or the tab closed): its share of the clock stops. */
    @Override
    protected void onDetach(DetachEvent detach) {
        presence.stopHeartbeats();
        leaveGame();
    }

    private void leaveGame() {
        presence.leave();
        session = null;
        drawn = null;
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
        Seat here = presence.sit(next.id());
        PlaySession started = new PlaySession(next.started() || setup.startsAtOnce() ? games.show(here) : next);
        session = started;
        drawn = null;
        Updates.text(tools.message, "");
        boardColumn.clock.resync();
        setup.shown().accept(started.game());
        tools.showSettings(started.game().settings());
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
        step((seat, s) -> s.take(games.state(seat.game())));
    }

    /** Brings the page up to date with the session, if anything it shows changed. */
    private void draw() {
        draw(false);
    }

    /**
     * Brings the page up to date with the session, if anything it shows changed; the grid also when
     * {@code answersMove}, so that every move from the grid is rendered exactly once (its receipt
     * may be news to the page even where the game's look is not).
     */
    private void draw(boolean answersMove) {
        PlaySession s = session;
        if (s == null) return;
        GameState game = s.game();
        // A notice is a message key; the trimmed history's names its two counts.
        game.notice().ifPresent(key -> tools.message.setText(Say.of(key, Game.MAX_MOVES, Game.UNDO_KEPT)));
        PlaySession.Look look = s.look();
        boolean changed = !look.equals(drawn);
        drawn = look;
        // The grid is not sent before the Start step.
        if (game.started() && (changed || answersMove)) {
            board.render(s.paint());
            board.clearsNotesInLines(game.settings().removeNotesOnPlace());
        }
        if (!changed) return;
        boardColumn.draw(game);
        tools.draw(game, s.hint());
        setup.drawn().accept(game);
    }

    /** One call to the service with this page's seat; the session takes the game it hands back. */
    void act(Function<Seat, GameState> action) {
        step((seat, s) -> {
            if (s.take(action.apply(seat))) Updates.text(tools.message, "");
        });
    }

    /** A step of play with this page's seat and session (Check and Hint leave marks of their own), then drawn. */
    void step(BiConsumer<Seat, PlaySession> step) {
        Seat seat = presence.seat();
        PlaySession s = session;
        if (seat == null || s == null) return;
        step.accept(seat, s);
        draw();
    }

    /** A numbered move from the grid: one call to the service, which locks, takes and reads the game; then one render. */
    @Override
    public void play(PlayerMove.Number number, PlayerMove move) {
        Seat seat = presence.seat();
        PlaySession s = session;
        if (seat == null || s == null) return;
        if (s.take(games.play(seat, number, move))) Updates.text(tools.message, "");
        draw(true);
    }

    /**
     * The browser tab went out of sight or came back: this page's share of the clock stops or runs
     * again. page.js calls it on the element that onAttach gave it, this panel's.
     */
    @ClientCallable
    void pageVisibility(boolean visible) {
        if (session == null || !session.game().started()) return;
        // The browser's clock may have counted on while the tab was away: it gets the server's time again.
        boardColumn.clock.resync();
        drawn = null;
        act(s -> visible ? games.show(s) : games.hide(s));
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
}
