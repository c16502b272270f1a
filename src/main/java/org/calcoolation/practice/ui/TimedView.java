package org.calcoolation.practice.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Anchor;
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
import org.calcoolation.practice.TimedBoards;
import org.calcoolation.practice.TimedDraw;
import org.calcoolation.practice.TimedService;
import org.calcoolation.practice.TimedService.Found;
import org.calcoolation.practice.TimedService.Refused;
import org.calcoolation.practice.TimedService.Served;

/**
 * The timed pool: a size's three boards, how many draws the player has left today, and a button that
 * draws one; the drawn puzzle is played in the same {@link GamePanel} as /play, and once its finish is
 * stored the page says what it counts. {@code timed/ID} opens one of the player's own draws and refuses
 * anyone else's. Guests see the boards and a sentence: only accounts draw.
 */
@Route(value = "timed/:draw?", layout = MainLayout.class)
@StyleSheet("styles/timed.css")
@AnonymousAllowed
public class TimedView extends Composite<GamePanel> implements BeforeEnterObserver, HasDynamicTitle {

    static final int FIRST_SIZE = 6;

    private final TimedService timed;
    private final TimedBoards boards;
    private final CurrentPlayer player;
    final GamePanel panel;

    final Select<Integer> size = new Select<>();
    final Paragraph left = new Paragraph();
    final NativeButton drawButton = PressArea.primary(getTranslation("practice.timed.draw"), this::draw);
    final Paragraph refusal = new Paragraph();
    final Div boardArea = new Div();
    final Paragraph result = new Paragraph();
    final NativeButton back = PressArea.primary(getTranslation("practice.timed.back"), this::backToBoards);
    private final Div chooser = new Div();
    private Optional<GameState> opening = Optional.empty();
    /** The size of the draw on screen, whose boards "Back to the boards" shows. */
    private int playing = FIRST_SIZE;

    public TimedView(GameService games, TimedService timed, TimedBoards boards, CurrentPlayer player) {
        this.timed = timed;
        this.boards = boards;
        this.player = player;
        left.addClassName("timed-left");
        refusal.addClassName("refusal");
        result.addClassName("timed-result");
        size.setLabel(getTranslation("practice.size"));
        size.setItems(IntStream.rangeClosed(TimedService.SMALLEST, TimedService.LARGEST)
                .boxed()
                .toList());
        size.setItemLabelGenerator(n -> n + "×" + n);
        size.setValue(FIRST_SIZE);
        size.addValueChangeListener(e -> choose(""));
        chooser.addClassName("timed-chooser");
        chooser.add(
                new Paragraph(getTranslation("practice.timed.about", timed.perDay())),
                size,
                left,
                drawButton,
                refusal,
                boardArea);
        panel = new GamePanel(
                games,
                new GamePanel.Setup(
                        getTranslation("practice.timed.title"),
                        true,
                        List.of(),
                        List.of(),
                        List.of(),
                        List.of(result, back),
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
        opening = Optional.empty();
        Optional<Long> asked = event.getRouteParameters().getLong("draw");
        if (asked.isEmpty()) {
            choose("");
            return;
        }
        switch (timed.draw(player.ref(), asked.get())) {
            case Refused(String reason, var arguments) -> choose(getTranslation(reason, arguments.toArray()));
            case Found found -> open(found);
        }
    }

    private void open(Found found) {
        opening = found.game();
        playing = found.draw().size();
        if (opening.isEmpty()) backTo(countedText(found.draw()));
        else if (panel.isAttached()) panel.play(opening.get());
    }

    private void backToBoards() {
        backTo("");
    }

    /** The chooser at the size of the draw just played (changing the size shows its boards). */
    private void backTo(String sentence) {
        size.setValue(playing);
        choose(sentence);
    }

    /** The page without a grid: the size, what is left today, the draw button and the boards. */
    private void choose(String sentence) {
        refusal.setText(sentence);
        refusal.setVisible(!sentence.isEmpty());
        PlayerRef who = player.ref();
        int n = size.getValue() == null ? FIRST_SIZE : size.getValue();
        left.removeAll();
        if (who instanceof PlayerRef.Account) {
            int remaining = timed.left(who, n);
            left.setText(getTranslation("practice.timed.left", remaining, timed.perDay(), n));
            drawButton.setVisible(true);
        } else {
            left.add(
                    new Text(getTranslation("practice.timed.forAccounts") + " "),
                    new Anchor("login", getTranslation("daily.login")),
                    new Text(" " + getTranslation("practice.timed.or") + " "),
                    new Anchor("register", getTranslation("practice.timed.register")),
                    new Text(getTranslation("practice.timed.toDraw")));
            drawButton.setVisible(false);
        }
        boardArea.removeAll();
        boardArea.add(TimedBoardsView.of(boards.board(n, who), TimeText.of(timed.penalty())));
        panel.setHeading(getTranslation("practice.timed.pool"));
        panel.showInstead(chooser);
    }

    private void draw() {
        int n = size.getValue() == null ? FIRST_SIZE : size.getValue();
        switch (timed.draw(player.ref(), n)) {
            case Refused(String reason, var arguments) -> choose(getTranslation(reason, arguments.toArray()));
            case Served served -> {
                panel.play(served.game());
                served.note()
                        .ifPresent(note -> Notification.show(
                                getTranslation(note, TimeText.of(timed.penalty())),
                                8000,
                                Notification.Position.MIDDLE));
            }
        }
    }

    private void shown(GameState game) {
        timed.ofGame(player.ref(), game.id()).ifPresent(d -> {
            playing = d.size();
            panel.setHeading(getTranslation(
                    "practice.timed.heading", d.sizeLabel(), d.slot(), timed.perDay(), Wording.date(d.day())));
        });
    }

    /** Once the finish is stored, what the draw counts on the boards. */
    private void drawn(GameState game) {
        boolean stored = game.isFinished() && game.recorded();
        Optional<TimedDraw> draw = stored ? timed.ofGame(player.ref(), game.id()) : Optional.empty();
        result.setText(draw.map(this::countedText).orElse(""));
        result.setVisible(draw.isPresent());
        back.setVisible(stored);
    }

    String countedText(TimedDraw draw) {
        return switch (boards.count(draw)) {
            case TimedBoards.InPlay() -> getTranslation("practice.timed.inPlay");
            case TimedBoards.UnderReview() -> getTranslation("practice.timed.underReview");
            case TimedBoards.Counts(Duration time, boolean penalty) ->
                getTranslation(
                        penalty ? "practice.timed.countsPenalty" : "practice.timed.counts",
                        TimeText.of(time),
                        draw.sizeLabel());
        };
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("practice.timed.pool"));
    }
}
