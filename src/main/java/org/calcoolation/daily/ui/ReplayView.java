package org.calcoolation.daily.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.Replays;
import org.calcoolation.game.ui.ReplayBoard;

/**
 * A finished daily game unfolding move by move ({@link ReplayBoard}), for a player who has finished
 * the same rung: their own at once, another's once the day is over ({@link Replays} decides). Anyone
 * else gets a sentence saying why, and nothing of the game. Open to guests, who finish today's rungs too.
 */
@Route(value = "replay/:game", layout = MainLayout.class)
@AnonymousAllowed
public class ReplayView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    final H1 heading = new H1(getTranslation("daily.replay"));
    final Paragraph about = new Paragraph();
    final Paragraph refusal = new Paragraph();
    final Div content = new Div();
    private final Replays replays;
    private final DailyPuzzleService daily;
    private final CurrentPlayer viewer;
    private String title = getTranslation("page.title", getTranslation("daily.replay"));

    public ReplayView(Replays replays, DailyPuzzleService daily, CurrentPlayer viewer) {
        this.replays = replays;
        this.daily = daily;
        this.viewer = viewer;
        addClassName("replay-page");
        refusal.addClassName("refusal");
        about.addClassName("replay-about");
        add(heading, about, refusal, content);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        if (DailyAddresses.notFound(ReplayView.class, event)) return;
        String game = event.getRouteParameters().get("game").orElse("");
        content.removeAll();
        switch (replays.open(viewer.ref(), game)) {
            case Replays.Refused refused -> {
                heading.setText(getTranslation("daily.replay"));
                about.setVisible(false);
                refusal.setText(getTranslation(refused.reason()));
                refusal.setVisible(true);
                content.add(new Anchor("daily/" + daily.today(), getTranslation("daily.goToToday")));
            }
            case Replays.Shown shown -> {
                DailyPuzzle puzzle = shown.daily();
                String day = Wording.day(puzzle.day());
                String kind = Wording.kind(puzzle.kind());
                heading.setText(getTranslation("daily.replay.of", kind));
                title = getTranslation("page.title", getTranslation("daily.replay.title", kind, day));
                String who = shown.own()
                        ? getTranslation("daily.replay.yours", day)
                        : getTranslation("daily.replay.by", shown.player(), day);
                about.setText(who + " "
                        + getTranslation(
                                "daily.replay.about",
                                TimeText.of(shown.replay().length()),
                                shown.replay().frames().size())
                        + (shown.replay().cut() ? " " + getTranslation("daily.replay.cut") : ""));
                about.setVisible(true);
                refusal.setVisible(false);
                Div links = new Div(
                        new Anchor(
                                DailyPlayView.path(puzzle.day(), puzzle.slot()), getTranslation("daily.replay.back")),
                        new Anchor("daily/" + puzzle.day(), getTranslation("daily.replay.day")));
                links.addClassName("day-nav");
                content.add(new ReplayBoard(shown.replay()), links);
            }
        }
    }

    @Override
    public String getPageTitle() {
        return title;
    }
}
