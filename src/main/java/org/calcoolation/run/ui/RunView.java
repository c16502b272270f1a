package org.calcoolation.run.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.run.RunRules;
import org.calcoolation.run.RunService;
import org.calcoolation.run.RunService.Ended;
import org.calcoolation.run.RunService.Refused;
import org.calcoolation.run.RunService.Result;
import org.calcoolation.run.RunService.Solved;
import org.calcoolation.run.RunService.Started;
import org.calcoolation.run.RunService.Wrong;

/**
 * The three-minute run: the rules and a start button; then the board ({@link RunBoard}), which the
 * page plays, while this view passes its full grids to the service and the service's clock back;
 * then the result, the run's puzzles with their replays ({@link RunReview}), and the boards. An
 * address {@code run/ID} shows a finished run of the player's (or, to a moderator, anyone's).
 */
@Route(value = "run/:run?", layout = MainLayout.class)
@StyleSheet("styles/run.css")
@AnonymousAllowed
public class RunView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    private final RunService runs;
    private final CurrentPlayer player;
    private final Clock clock;

    final Div intro = new Div();
    final NativeButton start = PressArea.primary(getTranslation("run.start"), this::start);
    final Paragraph refusal = new Paragraph();
    final Div play = new Div();
    final Div result = new Div();
    final RunBoards boards;
    final HeldRuns held;
    RunBoard board = new RunBoard(text -> {}, () -> {});
    Optional<Started> started = Optional.empty();

    public RunView(RunService runs, CurrentPlayer player, Clock clock) {
        this.runs = runs;
        this.player = player;
        this.clock = clock;
        addClassName("run-page");
        refusal.addClassName("refusal");
        refusal.getElement().setAttribute("role", "status");
        result.addClassName("run-result");
        intro.add(
                new Paragraph(getTranslation(
                        "run.about",
                        RunRules.SOLVES_PER_SIZE,
                        RunRules.BONUS.toSeconds(),
                        RunRules.PENALTY.toSeconds())),
                start);
        boards = new RunBoards(runs, player);
        held = new HeldRuns(runs, player);
        add(new H1(getTranslation("run.title")), intro, refusal, play, result, boards, held);
        PressArea.hear(this);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        say("");
        result.setVisible(false);
        Optional<Long> asked = event.getRouteParameters().getLong("run");
        if (asked.isPresent()) {
            Optional<Result> finished = runs.result(player.ref(), asked.get());
            if (finished.isEmpty()) say(getTranslation("run.notYoursOrNotOver"));
            else showResult(finished.get());
        }
        boards.refresh();
        held.refresh();
    }

    private void start() {
        switch (runs.start(player.ref())) {
            case Refused(String reason) -> say(getTranslation(reason));
            case Started s -> {
                say("");
                started = Optional.of(s);
                result.setVisible(false);
                intro.setVisible(false);
                board = new RunBoard(this::grid, this::over);
                play.removeAll();
                play.add(board);
                board.start(s.puzzles(), left(s.endsAt()));
            }
        }
    }

    private Duration left(Instant endsAt) {
        Duration left = Duration.between(clock.instant(), endsAt);
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** A full grid from the page: the service judges it, and the page's clock follows the service's. */
    void grid(String text) {
        if (started.isEmpty()) return;
        Started s = started.get();
        switch (runs.grid(player.ref(), s.run(), s.token(), text)) {
            case Solved solved -> board.more(solved.ahead(), left(solved.endsAt()));
            case Wrong wrong -> board.remaining(left(wrong.endsAt()));
            case Ended ended -> ended(ended.result());
            case Refused(String reason) -> say(getTranslation(reason));
        }
    }

    /** The page's clock is at zero: the service decides whether the run is over. */
    void over() {
        if (started.isEmpty()) return;
        Started s = started.get();
        switch (runs.finish(player.ref(), s.run(), s.token())) {
            case Ended ended -> ended(ended.result());
            case Refused(String reason)
            when reason.equals(RunService.NOT_OVER) ->
                runs.liveUntil(player.ref()).ifPresent(end -> board.remaining(left(end)));
            case Refused(String reason) -> say(getTranslation(reason));
        }
    }

    private void ended(Result finished) {
        board.stop();
        started = Optional.empty();
        intro.setVisible(true);
        start.setText(getTranslation("run.again"));
        showResult(finished);
        boards.refresh();
    }

    private void showResult(Result finished) {
        result.removeAll();
        result.add(
                new H2(getTranslation("run.yours")),
                new Paragraph(RunText.result(finished, player.ref() instanceof PlayerRef.Account)));
        result.add(new RunReview(runs.review(player.ref(), finished.run())));
        result.setVisible(true);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("run.title"));
    }

    private void say(String sentence) {
        refusal.setText(sentence);
        refusal.setVisible(!sentence.isEmpty());
    }
}
