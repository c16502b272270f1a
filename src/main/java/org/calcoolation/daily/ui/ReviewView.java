package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.CommentModeration;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.Replays;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.RankedReviews;
import org.calcoolation.stats.SolveReviews;
import org.calcoolation.stats.ui.HeldRankedSection;
import org.calcoolation.stats.ui.RankedReplayView;

/**
 * What moderators look at: the daily solves held for review, each with its rung, player, times and why
 * it was held, a link to watch its replay, and Clear or Reject; and the reported comments
 * ({@link ReportedComments}). Anyone else is told the page is not theirs.
 */
@Route(value = "review", layout = MainLayout.class)
@PermitAll
public class ReviewView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    /** A bundle key. */
    static final String NOT_YOURS = "daily.review.notYours";

    final Paragraph message = new Paragraph();
    final Div content = new Div();
    final ReportedComments reported;
    final HeldRankedSection ranked;
    private final SolveReviews reviews;
    private final DailyPuzzleService daily;
    private final CurrentPlayer viewer;

    public ReviewView(
            SolveReviews reviews,
            RankedReviews rankedReviews,
            CommentModeration moderation,
            DailyPuzzleService daily,
            CurrentPlayer viewer) {
        this.reviews = reviews;
        this.daily = daily;
        this.viewer = viewer;
        addClassName("replay-page");
        message.addClassName("talk-message");
        message.getElement().setAttribute("role", "status");
        reported = new ReportedComments(moderation, daily, viewer);
        ranked = new HeldRankedSection(rankedReviews, viewer, message::setText);
        add(new H1(getTranslation("daily.review")), message, content, ranked, reported);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        message.setText("");
        draw();
    }

    private void draw() {
        content.removeAll();
        if (!reviews.mayReview(viewer.ref())) {
            Paragraph refusal = new Paragraph(getTranslation(NOT_YOURS));
            refusal.addClassName("refusal");
            content.add(refusal);
            reported.setVisible(false);
            ranked.setVisible(false);
            return;
        }
        reported.draw();
        ranked.draw();
        content.add(new H2(getTranslation("daily.review.held")));
        List<SolveReviews.Waiting> waiting = reviews.waiting(viewer.ref());
        if (waiting.isEmpty()) {
            content.add(new Paragraph(getTranslation("daily.review.none")));
            return;
        }
        content.add(heldDailies(waiting));
    }

    /** The held daily solves, a row each, with their replay and the two decisions. */
    private NativeTable heldDailies(List<SolveReviews.Waiting> waiting) {
        Map<Long, DailyPuzzle> rungs = daily.stored(waiting.stream()
                .map(SolveReviews.Waiting::dailyPuzzleId)
                .filter(OptionalLong::isPresent)
                .map(OptionalLong::getAsLong)
                .toList());
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        for (String title : List.of("puzzle", "player", "time", "playTime", "heldBecause", "decide"))
            head.addHeaderCell().setText(getTranslation("stats.review.column." + title));
        for (SolveReviews.Waiting solve : waiting) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(puzzle(solve, rungs));
            row.addDataCell().setText(solve.player());
            row.addDataCell().setText(TimeText.ofMillis(solve.elapsedMillis()));
            row.addDataCell().setText(TimeText.ofMillis(solve.playMillis()));
            row.addDataCell().setText(reason(solve.why()));
            Div actions = new Div(
                    new Anchor(replay(solve), getTranslation("stats.review.watch")),
                    Buttons.button(getTranslation("stats.review.clear"), () -> decide(solve, true)),
                    Buttons.quiet(getTranslation("stats.review.reject"), () -> decide(solve, false)));
            actions.addClassName("comment-actions");
            row.addDataCell().add(actions);
        }
        return table;
    }

    /** A daily rung by its label and day; a practice game (a timed draw among them) by its kind. */
    private static String puzzle(SolveReviews.Waiting solve, Map<Long, DailyPuzzle> rungs) {
        if (solve.dailyPuzzleId().isEmpty()) return Wording.t("daily.review.practice", Wording.kind(solve.kind()));
        DailyPuzzle rung = rungs.get(solve.dailyPuzzleId().getAsLong());
        return rung == null ? "?" : Wording.kind(rung.kind()) + ", " + rung.day();
    }

    /** The daily replay page opens daily games only; a practice game's replay is the moderators' own page. */
    private static String replay(SolveReviews.Waiting solve) {
        return solve.dailyPuzzleId().isPresent() ? Replays.path(solve.gameId()) : RankedReplayView.path(solve.gameId());
    }

    private void decide(SolveReviews.Waiting solve, boolean clear) {
        message.setText(
                switch (reviews.decide(viewer.ref(), solve.solveId(), clear)) {
                    case SolveReviews.Done done ->
                        getTranslation(
                                clear ? "daily.review.cleared" : "daily.review.rejected",
                                solve.player(),
                                TimeText.ofMillis(solve.elapsedMillis()));
                    case SolveReviews.Refused refused -> getTranslation(refused.reason());
                });
        draw();
    }

    private static String reason(Held why) {
        return HeldRankedSection.reason(why);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("daily.review"));
    }
}
