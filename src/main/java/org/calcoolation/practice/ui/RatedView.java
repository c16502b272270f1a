package org.calcoolation.practice.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.ui.GamePanel;
import org.calcoolation.practice.Attempt;
import org.calcoolation.practice.PracticeService;
import org.calcoolation.practice.PracticeService.Draw;
import org.calcoolation.practice.PracticeService.Found;
import org.calcoolation.practice.PracticeService.Refused;
import org.calcoolation.practice.PracticeService.Served;
import org.calcoolation.stats.Held;

/**
 * Rated practice: the player's open rated puzzle, or the choice of a size and a button that draws
 * one near their practice rating. The game is played in the same {@link GamePanel} as /play; once its
 * finish is stored, the page shows how it was scored and what it did to both ratings. An address
 * {@code rated/ID} shows one of the player's own attempts, and refuses anyone else's.
 */
@Route(value = "rated/:attempt?", layout = MainLayout.class)
@PageTitle("Rated puzzle · Calcoolation")
@AnonymousAllowed
public class RatedView extends Composite<GamePanel> implements BeforeEnterObserver {

    /** 0 stands for any size: the draw then goes by rating alone. */
    static final int ANY = 0;

    private final PracticeService practice;
    private final CurrentPlayer player;
    final GamePanel panel;

    final Paragraph yourRating = new Paragraph();
    final Paragraph refusal = new Paragraph();
    final Select<Integer> size = new Select<>();
    final NativeButton drawButton = PressArea.primary("Draw a rated puzzle", this::draw);
    final Paragraph result = new Paragraph();
    final NativeButton next = PressArea.primary("Next rated puzzle", this::draw);
    private final Div chooser = new Div();
    private Optional<GameState> opening = Optional.empty();

    public RatedView(GameService games, PracticeService practice, CurrentPlayer player) {
        this.practice = practice;
        this.player = player;
        yourRating.addClassName("your-rating");
        refusal.addClassName("refusal");
        result.addClassName("rated-result");
        size.setLabel("Size");
        size.setItems(
                IntStream.rangeClosed(3, 9).map(n -> n == 3 ? ANY : n).boxed().toList());
        size.setItemLabelGenerator(n -> n == ANY ? "Any size" : n + "×" + n);
        size.setValue(ANY);
        chooser.addClassName("rated-chooser");
        chooser.add(
                yourRating,
                new Paragraph("A rated puzzle is one you have never played, near your practice rating. A clean solve "
                        + "within the puzzle's typical time wins against it; a slower one, or one with a check or hint, "
                        + "is a partial result; giving up loses."),
                size,
                drawButton,
                refusal);
        panel = new GamePanel(
                games,
                new GamePanel.Setup(
                        "Rated puzzle",
                        true,
                        List.of(),
                        List.of(),
                        List.of(),
                        List.of(result, next),
                        () -> opening,
                        this::shown,
                        this::drawn));
    }

    @Override
    protected GamePanel initContent() {
        return panel;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        PlayerRef who = player.ref();
        showRating(who);
        Optional<Long> asked = event.getRouteParameters().getLong("attempt");
        Optional<Attempt> attempt = asked.isPresent() ? Optional.empty() : practice.open(who);
        long id = asked.or(() -> attempt.map(Attempt::id)).orElse(-1L);
        opening = Optional.empty();
        if (id < 0) {
            choose("");
            return;
        }
        switch (practice.attempt(who, id)) {
            case Refused(String reason) -> choose(reason);
            case Found found -> open(found);
        }
    }

    private void open(Found found) {
        opening = found.game();
        if (opening.isEmpty())
            choose(found.attempt().scored().map(s -> text(found.attempt(), s)).orElse(""));
        else if (panel.isAttached()) panel.play(opening.get());
    }

    /** The page without a grid: the rating, the size and the draw button, with a sentence if one is due. */
    private void choose(String sentence) {
        refusal.setText(sentence);
        refusal.setVisible(!sentence.isEmpty());
        panel.showInstead(chooser);
    }

    private void draw() {
        Integer n = size.getValue();
        Draw drawn = practice.draw(player.ref(), n == null || n == ANY ? OptionalInt.empty() : OptionalInt.of(n));
        switch (drawn) {
            case Refused(String reason) -> choose(reason);
            case Served served -> {
                panel.play(served.game());
                served.note().ifPresent(note -> Notification.show(note, 8000, Notification.Position.MIDDLE));
            }
        }
    }

    private void shown(GameState game) {
        practice.ofGame(player.ref(), game.id())
                .ifPresent(a -> panel.setHeading(
                        "Rated puzzle · " + a.kindLabel() + " · rated " + Math.round(a.puzzleRating())));
    }

    /** Once the finish is stored, its score and both ratings; the page's rating line follows. */
    private void drawn(GameState game) {
        boolean scored = game.isFinished() && game.recorded();
        Optional<Attempt> attempt = scored ? practice.ofGame(player.ref(), game.id()) : Optional.empty();
        Optional<Attempt.Scored> how = attempt.flatMap(Attempt::scored);
        result.setText(how.map(s -> text(attempt.get(), s)).orElse(""));
        result.setVisible(how.isPresent());
        next.setVisible(scored);
        if (how.isPresent()) showRating(player.ref());
    }

    private void showRating(PlayerRef who) {
        yourRating.setText(practice.rating(who)
                .map(r -> "Your practice rating: " + r.text() + (r.provisional() ? ", provisional." : "."))
                .orElse("Your practice rating starts at 1500 with your first rated puzzle."));
    }

    /** How a finished attempt was scored, or why it does not count (yet). */
    private String text(Attempt attempt, Attempt.Scored s) {
        return switch (s.standing()) {
            case COUNTS -> scoredText(s);
            case HELD -> heldText(attempt.game().flatMap(practice::held));
            case REJECTED -> REJECTED;
        };
    }

    static final String REJECTED = "A moderator watched this solve's replay and rejected it: it does not count.";

    static String heldText(Optional<Held> why) {
        String reason = switch (why.orElse(new Held.MachinePace())) {
            case Held.TooFast(Duration floor) ->
                "it took under " + TimeText.of(floor) + ", less than typing every cell takes";
            case Held.TooLittleThought(Duration floor, int steps) ->
                "it took under " + TimeText.of(floor) + ", less than typing it and one look at each of its " + steps
                        + " steps takes";
            case Held.FarUnderOthers() -> "it took under a sixth of the other players' middle time";
            case Held.MachinePace() -> "its moves came at a script's pace, not as a person types";
            case Held.Rejected() -> "a moderator rejected it";
        };
        return "Held for review: " + reason + ". Neither your rating nor the puzzle's moves until a moderator has "
                + "watched its replay.";
    }

    static String scoredText(Attempt.Scored s) {
        return s.result() + " (" + s.outcome().label().toLowerCase(Locale.ROOT) + ", score "
                + String.format(Locale.ROOT, "%.2f", s.score()) + "). Your rating "
                + Math.round(s.playerBefore()) + " → " + Math.round(s.playerAfter()) + " (" + s.change()
                + "); the puzzle's " + Math.round(s.puzzleBefore()) + " → " + Math.round(s.puzzleAfter()) + ".";
    }
}
