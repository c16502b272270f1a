package org.calcoolation.stats.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
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
@PermitAll
public class RankedReplayView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    // Bundle keys.
    static final String NOT_YOURS = "stats.review.replay.notYours";
    static final String NO_REPLAY = "stats.review.replay.none";

    final H1 heading = new H1(getTranslation("stats.review.replay"));
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
            message.setText(getTranslation(NOT_YOURS));
            return;
        }
        Optional<UUID> game = event.getRouteParameters().get("game").flatMap(RankedReplayView::uuid);
        if (game.isEmpty() || !(replays.finished(game.get()) instanceof GameReplays.Replayed replayed)) {
            message.setText(getTranslation(NO_REPLAY));
            content.add(new Anchor("review", getTranslation("stats.review.back")));
            return;
        }
        message.setVisible(false);
        int size = replayed.replay().puzzle().size();
        heading.setText(getTranslation("stats.review.replayOf", size));
        content.add(
                new Paragraph(getTranslation(
                        "daily.replay.about",
                        TimeText.of(replayed.replay().length()),
                        replayed.replay().frames().size())),
                new ReplayBoard(replayed.replay()),
                new Anchor("review", getTranslation("stats.review.back")));
    }

    @Override
    public String getPageTitle() {
        return getTranslation("page.title", getTranslation("stats.review.replay"));
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
