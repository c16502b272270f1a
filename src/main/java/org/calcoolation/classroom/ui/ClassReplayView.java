package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.dependency.StyleSheet;
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
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.game.GameReplays;
import org.calcoolation.game.ui.ReplayBoard;

/** The replay of a student's finished assigned game, for the student and their class's teacher only. */
@Route(value = "classes/replay/:game", layout = MainLayout.class)
@PageTitle("Replay · Calcoolation")
@PermitAll
@StyleSheet("styles/classes.css")
public class ClassReplayView extends Main implements BeforeEnterObserver {

    static final String NO_REPLAY =
            "There is no replay here for you: the game is not finished, not kept, " + "or of another class.";

    final Paragraph message = new Paragraph();
    final Div content = new Div();
    private final Assignments assignments;
    private final GameReplays replays;
    private final PlayerRef.Account viewer;

    public ClassReplayView(Assignments assignments, GameReplays replays, CurrentPlayer viewer) {
        this.assignments = assignments;
        this.replays = replays;
        this.viewer = new PlayerRef.Account(viewer.required().id());
        addClassNames("classes", "replay-page");
        message.addClassName("refusal");
        add(new H1("Replay"), message, content);
    }

    public static String path(UUID game) {
        return "classes/replay/" + game;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        content.removeAll();
        message.setVisible(true);
        Optional<UUID> game = event.getRouteParameters().get("game").flatMap(ClassReplayView::uuid);
        if (game.isEmpty()
                || !assignments.mayWatch(viewer, game.get())
                || !(replays.finished(game.get()) instanceof GameReplays.Replayed replayed)) {
            message.setText(NO_REPLAY);
            return;
        }
        message.setVisible(false);
        content.add(
                new Paragraph("Play time " + TimeText.of(replayed.replay().length()) + ", "
                        + replayed.replay().frames().size() + " steps."),
                new ReplayBoard(replayed.replay()),
                new Anchor("classes", "Back to the class"));
    }

    private static Optional<UUID> uuid(String text) {
        try {
            return Optional.of(UUID.fromString(text));
        } catch (IllegalArgumentException notAnId) {
            return Optional.empty();
        }
    }
}
