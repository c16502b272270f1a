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
import org.calcoolation.base.ui.Buttons;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.stats.Held;
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
        add(new H2("Held ranked solves"));
        if (waiting.isEmpty()) {
            add(new Paragraph("No rated or ranked solve is waiting for review."));
            return;
        }
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        for (String title : List.of("Mode", "Puzzle", "Player", "Time", "Play time", "Held because", "Decide"))
            head.addHeaderCell().setText(title);
        for (RankedReviews.Waiting solve : waiting) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(solve.mode().label());
            row.addDataCell().setText(solve.kind().label());
            row.addDataCell().setText(solve.player());
            row.addDataCell().setText(TimeText.ofMillis(solve.elapsedMillis()));
            row.addDataCell().setText(TimeText.ofMillis(solve.playMillis()));
            row.addDataCell().setText(reason(solve.why()));
            Div actions = new Div(
                    new Anchor(RankedReplayView.path(solve.gameId()), "Watch the replay"),
                    Buttons.button("Clear", () -> decide(solve, true)),
                    Buttons.quiet("Reject", () -> decide(solve, false)));
            actions.addClassName("comment-actions");
            row.addDataCell().add(actions);
        }
        add(table);
    }

    private void decide(RankedReviews.Waiting solve, boolean clear) {
        tell.accept(
                switch (reviews.decide(viewer.ref(), solve.gameId(), clear)) {
                    case SolveReviews.Done done ->
                        (clear ? "Cleared: " : "Rejected: ") + solve.player() + "'s "
                                + solve.mode().label().toLowerCase(java.util.Locale.ROOT) + " in "
                                + TimeText.ofMillis(solve.elapsedMillis()) + ".";
                    case SolveReviews.Refused refused -> refused.reason();
                });
        draw();
    }

    static String reason(Held why) {
        return switch (why) {
            case Held.TooFast(Duration floor) -> "faster than anyone types (under " + TimeText.of(floor) + ")";
            case Held.TooLittleThought(Duration floor, int steps) ->
                "faster than typing it and one look at each of its " + steps + " steps (under " + TimeText.of(floor)
                        + ")";
            case Held.FarUnderOthers() -> "under a sixth of the others' middle time";
            case Held.MachinePace() -> "moves at a script's pace";
            case Held.Rejected() -> "rejected";
        };
    }
}
