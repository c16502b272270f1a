package org.calcoolation.stats.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.stats.Held;
import org.calcoolation.stats.RankedMode;
import org.calcoolation.stats.RankedReviews;
import org.calcoolation.stats.SolveReviews;

/**
 * The ranked finishes held for review (a rated puzzle, a timed pool's draw, a run's puzzle), on the
 * moderators' review page beside the held daily solves: each with its mode, puzzle, player, times and
 * why it was held, a link to its replay, and Clear or Reject. Draws nothing for anyone else.
 */
public class HeldRankedSection extends Div {

    private final RankedReviews reviews;
    private final CurrentPlayer viewer;
    private final Consumer<String> tell;

    /** {@code tell} shows what a decision did, in the page's own status line. */
    public HeldRankedSection(RankedReviews reviews, CurrentPlayer viewer, Consumer<String> tell) {
        this.reviews = reviews;
        this.viewer = viewer;
        this.tell = tell;
        addClassName("held-ranked");
    }

    /** Lists the held ranked finishes as they are now. */
    public void draw() {
        removeAll();
        List<RankedReviews.Waiting> waiting = reviews.waiting(viewer.ref());
        add(new H2(getTranslation("stats.review.heldRanked")));
        if (waiting.isEmpty()) {
            add(new Paragraph(getTranslation("stats.review.noneRanked")));
            return;
        }
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        for (String title : List.of("mode", "puzzle", "player", "time", "playTime", "heldBecause", "decide"))
            head.addHeaderCell().setText(getTranslation("stats.review.column." + title));
        for (RankedReviews.Waiting solve : waiting) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(mode(solve.mode()));
            row.addDataCell().setText(Wording.kind(solve.kind()));
            row.addDataCell().setText(solve.player());
            row.addDataCell().setText(TimeText.ofMillis(solve.elapsedMillis()));
            row.addDataCell().setText(TimeText.ofMillis(solve.playMillis()));
            row.addDataCell().setText(reason(solve.why()));
            Div actions = new Div(
                    new Anchor(RankedReplayView.path(solve.gameId()), getTranslation("stats.review.watch")),
                    Buttons.button(getTranslation("stats.review.clear"), () -> decide(solve, true)),
                    Buttons.quiet(getTranslation("stats.review.reject"), () -> decide(solve, false)));
            actions.addClassName("comment-actions");
            row.addDataCell().add(actions);
        }
        add(table);
    }

    private void decide(RankedReviews.Waiting solve, boolean clear) {
        tell.accept(
                switch (reviews.decide(viewer.ref(), solve.gameId(), clear)) {
                    case SolveReviews.Done done ->
                        getTranslation(
                                clear ? "stats.review.clearedRanked" : "stats.review.rejectedRanked",
                                solve.player(),
                                mode(solve.mode()),
                                TimeText.ofMillis(solve.elapsedMillis()));
                    case SolveReviews.Refused refused -> getTranslation(refused.reason());
                });
        draw();
    }

    /** Why a solve is held, in a few words for a moderator's table. */
    public static String reason(Held why) {
        return switch (why) {
            case Held.TooFast(Duration floor) -> Wording.t("stats.review.tooFast", TimeText.of(floor));
            case Held.TooLittleThought(Duration floor, int steps) ->
                Wording.t("stats.review.tooLittleThought", steps, TimeText.of(floor));
            case Held.FarUnderOthers() -> Wording.t("stats.review.farUnderOthers");
            case Held.MachinePace() -> Wording.t("stats.review.machinePace");
            case Held.Rejected() -> Wording.t("stats.review.rejected");
        };
    }

    /** A ranked mode's name (rated puzzle, timed pool, three-minute run) in the page's language. */
    static String mode(RankedMode mode) {
        return Wording.t(
                switch (mode) {
                    case RATED_PUZZLE -> "practice.rated.title";
                    case TIMED_POOL -> "practice.timed.pool";
                    case THREE_MINUTE_RUN -> "run.title";
                });
    }
}
