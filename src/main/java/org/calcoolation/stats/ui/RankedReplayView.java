package org.calcoolation.stats.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.game.GameReplays;
import org.calcoolation.game.ui.ReplayBoard;
import org.calcoolation.stats.RankedReviews;

/**
 * The replay of a held finish that is no daily, for a moderator to judge it: a rated puzzle's, a timed
 * draw's, a run's or a practice game's, which the daily replay page does not open. Anyone else is told the page is not
 * theirs: the replay shows a pool puzzle's solution.
 */
@Route(value = "review/replay/:game", layout = MainLayout.class)
@PageTitle("Replay for review · Calcoolation")
@PermitAll
public class RankedReplayView extends Main implements BeforeEnterObserver {

    static final String NOT_YOURS = "This replay is for moderators judging a held solve.";
    static final String NO_REPLAY = "There is no replay at this address: no finished game has this id, "
            + "or it was played before replays were kept.";

    final H1 heading = new H1("Replay for review");
    final Paragraph message = new Paragraph();
    final Div content = new Div();
    private final RankedReviews reviews;
    private final GameReplays replays;
    private final CurrentPlayer viewer;

    public RankedReplayView(RankedReviews reviews, GameReplays replays, CurrentPlayer viewer) {
        this.reviews = reviews;
        this.replays = replays;
        this.viewer = viewer;
        addClassName("replay-page");
        message.addClassName("refusal");
        add(heading, message, content);
    }

    public static String path(UUID game) {
        return "review/replay/" + game;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        content.removeAll();
        message.setVisible(true);
        if (!reviews.mayReview(viewer.ref())) {
            message.setText(NOT_YOURS);
            return;
        }
        Optional<UUID> game = event.getRouteParameters().get("game").flatMap(RankedReplayView::uuid);
        if (game.isEmpty() || !(replays.finished(game.get()) instanceof GameReplays.Replayed replayed)) {
            message.setText(NO_REPLAY);
            content.add(new Anchor("review", "Back to the review"));
            return;
        }
        message.setVisible(false);
        int size = replayed.replay().puzzle().size();
        heading.setText("Replay for review: " + size + "×" + size);
        content.add(
                new Paragraph("Play time " + TimeText.of(replayed.replay().length()) + ", "
                        + replayed.replay().frames().size() + " steps."),
                new ReplayBoard(replayed.replay()),
                new Anchor("review", "Back to the review"));
    }

    private static Optional<UUID> uuid(String text) {
        if (text.length() != 36) return Optional.empty();
        try {
            return Optional.of(UUID.fromString(text));
        } catch (IllegalArgumentException malformed) {
            return Optional.empty();
        }
    }
}
