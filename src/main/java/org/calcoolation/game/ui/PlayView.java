package org.calcoolation.game.ui;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.AfterNavigationEvent;
import com.vaadin.flow.router.AfterNavigationObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.Game;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ImportResult;

/**
 * Practice: the player's current game, a new puzzle of any size, level and variant, and puzzles
 * shared by Keen game ID or link.
 */
@Route(value = "play", layout = MainLayout.class)
@PageTitle("Play · Calcoolation")
@AnonymousAllowed
public class PlayView extends GameView implements BeforeEnterObserver, AfterNavigationObserver {

    private String sharedId;
    private String origin = "";

    final Button playAgain = new Button("New puzzle", click -> newGameLike(game()));

    final Select<Integer> size = new Select<>();
    final Select<Difficulty> difficulty = new Select<>();
    final Select<Variant> variant = new Select<>();
    final Button newPuzzle = new Button("New puzzle", click -> newGame());

    final SharePanel share = new SharePanel(this::importGame);

    public PlayView(GameService games) {
        super(games, "Play");
        playAgain.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        addToFinish(playAgain);
        addToPuzzle(buildPuzzleChoice());
        addSections(Panels.section("Share", share));
    }

    private Div buildPuzzleChoice() {
        size.setLabel("Size");
        size.setItems(IntStream.rangeClosed(Puzzle.MIN_SIZE, Puzzle.MAX_SIZE).boxed().toList());
        size.setItemLabelGenerator(n -> n + " × " + n);
        size.setValue(6);
        size.addValueChangeListener(change -> offerLevelsFor(change.getValue()));
        difficulty.setLabel("Difficulty");
        difficulty.setItems(Difficulty.values());
        difficulty.setItemLabelGenerator(Difficulty::label);
        difficulty.setValue(Difficulty.NORMAL);
        offerLevelsFor(6);
        variant.setLabel("Variant");
        variant.setItems(Variant.values());
        variant.setItemLabelGenerator(Variant::label);
        variant.setValue(Variant.STANDARD);
        newPuzzle.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        Div controls = new Div(size, difficulty, variant, newPuzzle);
        controls.addClassName("controls");
        return controls;
    }

    /** Grey out the levels this size cannot have, and step down to the hardest one it can. */
    private void offerLevelsFor(int n) {
        List<Difficulty> levels = games.levelsFor(n);
        difficulty.setItemEnabledProvider(levels::contains);
        if (!levels.contains(difficulty.getValue())) difficulty.setValue(levels.getLast());
    }

    // ---- binding to the player's game ----

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        sharedId = event.getLocation().getQueryParameters().getSingleParameter("id").orElse(null);
    }

    @Override
    protected Game openGame() {
        String key = playerKey();
        return games.currentGame(key).orElseGet(() -> games.newGame(key, 6, Difficulty.NORMAL, Variant.STANDARD));
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        super.onAttach(attach);
        attach.getUI().getPage().fetchCurrentURL(url -> {
            origin = url.getProtocol() + "://" + url.getAuthority();
            render();
        });
    }

    /** After the game is on screen (attach comes first), a share link's puzzle may take its place. */
    @Override
    public void afterNavigation(AfterNavigationEvent event) {
        if (sharedId != null) openShared(sharedId);
    }

    private String playerKey() {
        return CurrentPlayer.key();
    }

    /** The choice follows the game on screen, so that "New puzzle" makes another of its kind. */
    @Override
    protected void started(Game game) {
        size.setValue(game.puzzle().size());
        difficulty.setValue(game.difficulty());
        variant.setValue(game.variant());
    }

    @Override
    protected void rendered(Game game) {
        share.show(game.puzzleId(), origin);
    }

    /** A new puzzle as chosen; if that would end a game in progress, the player is asked first. */
    private void newGame() {
        Runnable start = () -> start(games.newGame(playerKey(), size.getValue(), difficulty.getValue(), variant.getValue()));
        if (inProgress()) ask("Start a new puzzle?", "The puzzle you are playing will be lost.", "New puzzle", start);
        else start.run();
    }

    private void newGameLike(Game done) {
        int n = done.puzzle().size();
        List<Difficulty> levels = games.levelsFor(n);
        Difficulty level = levels.contains(done.difficulty()) ? done.difficulty() : levels.getLast();
        start(games.newGame(playerKey(), n, level, done.variant()));
    }

    /** A share link was opened: play its puzzle, asking first if that would end a game in progress. */
    private void openShared(String id) {
        sharedId = null;
        getUI().ifPresent(ui -> ui.getPage().getHistory().replaceState(null, "play"));
        if (id.equals(game().puzzleId())) return;
        if (!inProgress()) {
            importGame(id).ifPresent(rejection -> share.reject(id, rejection));
            return;
        }
        ask("Play the shared puzzle?", "You have a puzzle in progress. The shared one takes its place, and yours is lost.",
                "Play the shared puzzle", () -> importGame(id).ifPresent(rejection -> share.reject(id, rejection)));
    }

    /** Starts the puzzle of a Keen game ID, or returns why it cannot be played. */
    private Optional<String> importGame(String keenId) {
        return switch (games.importGame(playerKey(), keenId)) {
            case ImportResult.Imported imported -> {
                start(imported.game());
                yield Optional.empty();
            }
            case ImportResult.Rejected rejected -> Optional.of(rejected.message());
        };
    }
}
