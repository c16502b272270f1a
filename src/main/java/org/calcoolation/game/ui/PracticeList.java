package org.calcoolation.game.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.PracticeGame;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.DataAccessException;
import org.springframework.transaction.TransactionException;

/**
 * The player's practice games in progress, beside the grid: the one on screen, and each other one
 * with Resume and Discard. The page fills it anew whenever a game comes on screen.
 */
final class PracticeList extends Section {

    /** One game's line as the list shows it: its text, and its buttons unless it is on screen. */
    record Entry(
            PracticeGame game,
            ListItem item,
            boolean onScreen,
            @Nullable NativeButton resume,
            @Nullable NativeButton discard) {}

    private final Span heading = new Span();
    private final UnorderedList items = new UnorderedList();
    /** A puzzle nobody wrote in is not kept for a new one (GameService), so the sentence promises no more. */
    static String onlyThis() {
        return Say.of("play.practice.onlyThis", GameService.PRACTICE_GAMES);
    }

    static String none() {
        return Say.of("play.practice.none", GameService.PRACTICE_GAMES);
    }

    final Paragraph empty = new Paragraph(onlyThis());
    private final Consumer<UUID> resume;
    private final Consumer<PracticeGame> discard;
    private List<Entry> entries = List.of();
    /** The facts of the game on screen, kept up to date as it is played (see {@link #played}). */
    private @Nullable Span onScreenFacts;

    private @Nullable PracticeGame onScreenGame;
    /** The game on screen as last shown, if it was among the games in progress: it leaves the list when it ends. */
    private @Nullable UUID listedOnScreen;

    PracticeList(Consumer<UUID> resume, Consumer<PracticeGame> discard) {
        this.resume = resume;
        this.discard = discard;
        addClassNames("panel", "practice-games");
        var title = new H2(heading);
        items.addClassName("practice-list");
        empty.addClassName("practice-empty");
        add(title, items, empty);
    }

    /**
     * Shows the games {@code read} gives. While the database cannot be read (PostgreSQL down), the list
     * on show stays: the game's panel says what is not saved yet, and an error here would only tell the
     * player that something went wrong, at the moment of a finish. A pool with no connection to
     * begin with fails the transaction rather than the query (PostgresDownIT met both).
     */
    void show(Supplier<List<PracticeGame>> read, UUID onScreen, Instant now) {
        List<PracticeGame> games;
        try {
            games = read.get();
        } catch (DataAccessException | TransactionException unreadable) {
            return;
        }
        show(games, onScreen, now);
    }

    /** Shows these games, last played first; {@code onScreen} is marked and has no buttons. */
    void show(List<PracticeGame> games, UUID onScreen, Instant now) {
        heading.setText(Say.of("play.practice.heading", games.size(), GameService.PRACTICE_GAMES));
        items.removeAll();
        onScreenFacts = null;
        onScreenGame = null;
        listedOnScreen = games.stream().anyMatch(game -> game.id().equals(onScreen)) ? onScreen : null;
        // The game on screen alone gets no line of its own: the sentence below says it all, and each
        // open game's elements stay in its session for as long as the page is open.
        boolean alone = games.stream().allMatch(game -> game.id().equals(onScreen));
        entries = alone
                ? List.of()
                : games.stream()
                        .map(game -> entry(game, game.id().equals(onScreen), now))
                        .toList();
        entries.forEach(entry -> items.add(entry.item()));
        items.setVisible(!alone);
        empty.setText(games.isEmpty() ? none() : onlyThis());
        empty.setVisible(alone);
    }

    /** Whether the list, as last shown, counts this game among those in progress. */
    boolean lists(UUID game) {
        return game.equals(listedOnScreen)
                || entries.stream().anyMatch(entry -> entry.game().id().equals(game));
    }

    List<Entry> entries() {
        return entries;
    }

    /** The game on screen moved: its line follows (cells filled, play time) without asking the store. */
    void played(GameState game, Instant now) {
        PracticeGame shown = onScreenGame;
        Span facts = onScreenFacts;
        if (shown == null || facts == null || !shown.id().equals(game.id())) return;
        int filled = (int) Arrays.stream(game.board().entries())
                .filter(digit -> digit != 0)
                .count();
        PracticeGame current =
                new PracticeGame(shown.id(), shown.kind(), shown.started(), now, game.playTime(), filled);
        Updates.text(facts, describe(current, now));
    }

    private Entry entry(PracticeGame game, boolean onScreen, Instant now) {
        Span what = new Span(Wording.kind(game.kind()));
        what.addClassName("practice-kind");
        Span facts = new Span(describe(game, now));
        facts.addClassName("practice-facts");
        Div text = new Div(what, facts);
        text.addClassName("practice-text");
        ListItem item = new ListItem(text);
        item.addClassName("practice-game");
        if (onScreen) {
            onScreenFacts = facts;
            onScreenGame = game;
            item.addClassName("on-screen");
            Span here = new Span(Say.of("play.practice.onScreen"));
            here.addClassName("practice-here");
            item.add(here);
            return new Entry(game, item, true, null, null);
        }
        return withButtons(game, item, now);
    }

    /** A game not on screen: Resume and Discard, named by their game, as a screen reader lists them out of the line. */
    private Entry withButtons(PracticeGame game, ListItem item, Instant now) {
        NativeButton resumeButton = PressArea.button(Say.of("play.resume"), () -> resume.accept(game.id()));
        NativeButton discardButton = PressArea.quiet(Say.of("play.discard.confirm"), () -> discard.accept(game));
        String kind = Wording.kind(game.kind());
        String ago = ago(game.lastPlayed(), now);
        resumeButton.getElement().setAttribute("aria-label", Say.of("play.practice.resumeGame", kind, ago));
        discardButton.getElement().setAttribute("aria-label", Say.of("play.practice.discardGame", kind, ago));
        for (NativeButton b : List.of(resumeButton, discardButton)) b.addClassName("btn-small");
        Div buttons = new Div(resumeButton, discardButton);
        buttons.addClassName("practice-buttons");
        item.add(buttons);
        return new Entry(game, item, false, resumeButton, discardButton);
    }

    /** "started 2 h ago · 04:10 played · 12 of 36 cells" */
    static String describe(PracticeGame game, Instant now) {
        return Say.of(
                "play.practice.facts",
                ago(game.started(), now),
                TimeText.of(game.playTime()),
                game.filled(),
                game.cells());
    }

    /** How long ago, roughly, in words that need no time zone. */
    static String ago(Instant then, Instant now) {
        Duration d = Duration.between(then, now);
        if (d.toMinutes() < 1) return Say.of("play.ago.now");
        if (d.toHours() < 1) return Say.of("play.ago.minutes", d.toMinutes());
        if (d.toDays() < 1) return Say.of("play.ago.hours", d.toHours());
        return Say.of("play.ago.days", d.toDays());
    }
}
