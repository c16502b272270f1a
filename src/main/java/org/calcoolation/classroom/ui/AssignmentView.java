package org.calcoolation.classroom.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import java.util.List;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.classroom.Assignments;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.ui.GamePanel;

/**
 * A student plays one puzzle of an assignment, in the same {@link GamePanel} as /play, apart from
 * /play's games. Before the start time, after the end time and for anyone outside the class the
 * page says why in a sentence instead of a grid.
 */
@Route(value = "classes/play/:assignment/:puzzle", layout = MainLayout.class)
@PageTitle("Assignment · Calcoolation")
@PermitAll
public class AssignmentView extends Composite<GamePanel> implements BeforeEnterObserver {

    private final Assignments assignments;
    private final CurrentPlayer player;
    final GamePanel panel;
    final Paragraph refusal = new Paragraph();
    private final Div instead = new Div();
    private Optional<GameState> opening = Optional.empty();

    public AssignmentView(GameService games, Assignments assignments, CurrentPlayer player) {
        this.assignments = assignments;
        this.player = player;
        refusal.addClassName("refusal");
        instead.addClassName("classes");
        instead.add(refusal, new Anchor("classes", "Back to your class"));
        panel = new GamePanel(
                games,
                new GamePanel.Setup(
                        "Assignment",
                        true,
                        List.of(),
                        List.of(),
                        List.of(),
                        List.of(new Anchor("classes", "Back to your class")),
                        () -> opening,
                        game -> {},
                        game -> {}));
    }

    public static String path(long assignment, int position) {
        return "classes/play/" + assignment + "/" + (position + 1);
    }

    @Override
    protected GamePanel initContent() {
        return panel;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        opening = Optional.empty();
        Optional<Long> assignment = event.getRouteParameters().getLong("assignment");
        Optional<Integer> puzzle = event.getRouteParameters().getInteger("puzzle");
        if (assignment.isEmpty() || puzzle.isEmpty()) {
            refuse("There is no such assignment in your class.");
            return;
        }
        PlayerRef.Account who = new PlayerRef.Account(player.required().id());
        switch (assignments.play(who, assignment.get(), puzzle.get() - 1)) {
            case Assignments.Play.Refused(String message) -> refuse(message);
            case Assignments.Play.Game game -> {
                opening = Optional.of(game.game());
                panel.setHeading(game.assignment().title() + " · puzzle " + puzzle.get() + " · "
                        + game.puzzle().label());
                if (panel.isAttached()) panel.play(game.game());
            }
        }
    }

    private void refuse(String message) {
        refusal.setText(message);
        panel.showInstead(instead);
    }
}
