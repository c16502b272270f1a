package org.calcoolation.practice.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.IntStream;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.ui.GamePanel;
import org.calcoolation.practice.Attempt;
import org.calcoolation.practice.AttemptOutcome;
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
@AnonymousAllowed
public class RatedView extends Composite<GamePanel> implements BeforeEnterObserver, HasDynamicTitle {

    /** 0 stands for any size: the draw then goes by rating alone. */
    static final int ANY = 0;

    private final PracticeService practice;
    private final CurrentPlayer player;
    final GamePanel panel;

    final Paragraph yourRating = new Paragraph();
    final Paragraph refusal = new Paragraph();
    final Select<Integer> size = new Select<>();
    final NativeButton drawButton = PressArea.primary(getTranslation("practice.rated.draw"), this::draw);
    final Paragraph result = new Paragraph();
    final NativeButton next = PressArea.primary(getTranslation("practice.rated.next"), this::draw);
    private final Div chooser = new Div();
    private Optional<GameState> opening = Optional.empty();

    public RatedView(GameService games, PracticeService practice, CurrentPlayer player) {
        this.practice = practice;
        this.player = player;
        yourRating.addClassName("your-rating");
        refusal.addClassName("refusal");
        result.addClassName("rated-result");
        size.setLabel(getTranslation("practice.size"));
        size.setItems(
                IntStream.rangeClosed(3, 9).map(n -> n == 3 ? ANY : n).boxed().toList());
        size.setItemLabelGenerator(n -> n == ANY ? getTranslation("practice.anySize") : n + "×" + n);
        size.setValue(ANY);
        chooser.addClassName("rated-chooser");
        chooser.add(yourRating, new Paragraph(getTranslation("practice.rated.about")), size, drawButton, refusal);
        panel = new GamePanel(
                games,
                new GamePanel.Setup(
                        getTranslation("practice.rated.title"),
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
            case Refused(String reason) -> choose(getTranslation(reason));
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
            case Refused(String reason) -> choose(getTranslation(reason));
            case Served served -> {
                panel.play(served.game());
                served.note()
                        .ifPresent(note -> Notification.show(getTranslation(note), 8000, Notification.Position.MIDDLE));
            }
        }
    }

    private void shown(GameState game) {
        practice.ofGame(player.ref(), game.id())
                .ifPresent(a -> panel.setHeading(getTranslation(
                        "practice.rated.heading", PracticeSection.kindLabel(a), whole(a.puzzleRating()))));
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
                .map(r -> getTranslation(
                        r.provisional() ? "practice.yourRatingProvisional" : "practice.yourRating", r.text()))
                .orElseGet(() -> getTranslation("practice.rated.startsAt")));
    }

    /** How a finished attempt was scored, or why it does not count (yet). */
    private String text(Attempt attempt, Attempt.Scored s) {
        return switch (s.standing()) {
            case COUNTS -> scoredText(s);
            case HELD -> heldText(attempt.game().flatMap(practice::held));
            case REJECTED -> getTranslation(REJECTED);
        };
    }

    /** A bundle key. */
    static final String REJECTED = "practice.rated.rejected";

    static String heldText(Optional<Held> why) {
        return Wording.t("practice.held.text", heldReason(why.orElse(new Held.MachinePace())));
    }

    /** Why a rated or timed solve is held, in a short clause. */
    static String heldReason(Held why) {
        return switch (why) {
            case Held.TooFast(Duration floor) -> Wording.t("practice.held.tooFast", TimeText.of(floor));
            case Held.TooLittleThought(Duration floor, int steps) ->
                Wording.t("practice.held.tooLittleThought", TimeText.of(floor), steps);
            case Held.FarUnderOthers() -> Wording.t("practice.held.farUnderOthers");
            case Held.MachinePace() -> Wording.t("practice.held.machinePace");
            case Held.Rejected() -> Wording.t("practice.held.rejected");
        };
    }

    static String scoredText(Attempt.Scored s) {
        return Wording.t(
                "practice.rated.scored",
                PracticeSection.result(s),
                outcome(s.outcome()),
                s.score(),
                whole(s.playerBefore()),
                whole(s.playerAfter()),
                s.change(),
                whole(s.puzzleBefore()),
                whole(s.puzzleAfter()));
    }

    /** A rating as a whole number, written as ratings are (1500, not 1,500). */
    static String whole(double rating) {
        return Long.toString(Math.round(rating));
    }

    /** The outcome as a sentence names it: clean, with help, given up, abandoned. */
    static String outcome(AttemptOutcome outcome) {
        return Wording.t("practice.scoredOutcome."
                + switch (outcome) {
                    case CLEAN -> "clean";
                    case ASSISTED -> "assisted";
                    case GIVEN_UP -> "givenUp";
                    case ABANDONED -> "abandoned";
                });
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("practice.rated.title"));
    }
}
