package org.calcoolation.game.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.notification.NotificationVariant;
import com.vaadin.flow.router.AfterNavigationEvent;
import com.vaadin.flow.router.AfterNavigationObserver;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.LinkButton;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.base.web.RateLimits;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ImportResult;
import org.calcoolation.game.TooSlowToMake;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.store.PracticeGame;

/**
 * Practice: the player's current game and their other games in progress, a new puzzle of any
 * size, level and variant, and puzzles shared by Keen game ID or link.
 */
@Route(value = "play", layout = MainLayout.class)
@AnonymousAllowed
public class PlayView extends Composite<GamePanel>
        implements BeforeEnterObserver, AfterNavigationObserver, HasDynamicTitle {

    private final GameService games;
    final GamePanel panel;
    private Optional<String> sharedId = Optional.empty();
    private String origin = "";

    final NativeButton playAgain = PressArea.primary(Say.of("play.newPuzzle"), this::playAgain);
    /** After giving up: the same kind of puzzle one level easier, where the size has one. */
    final NativeButton easier = PressArea.button(Say.of("play.easierPuzzle"), this::playEasier);

    {
        easier.setVisible(false);
    }

    /** Opens the choice of a new puzzle; its dialog is made anew each time. */
    final NativeButton newPuzzle = PressArea.button(Say.of("play.choosePuzzle"), this::chooseNewPuzzle);
    /** The kind the choice opens on: the game on screen's. */
    private NewPuzzleDialog.Choice kind = new NewPuzzleDialog.Choice(6, Difficulty.NORMAL, Variant.STANDARD);

    final NativeButton share =
            PressArea.button(Say.of("play.share"), () -> openShare().ifPresent(Dialog::open));

    /** The player's other practice games, to resume or discard. */
    final PracticeList practice = new PracticeList(this::resume, this::askDiscard);

    private final CurrentPlayer player;
    private final RateLimits limits;
    private final Clock clock;

    public PlayView(GameService games, CurrentPlayer player, RateLimits limits, Clock clock) {
        this.games = games;
        this.player = player;
        this.limits = limits;
        this.clock = clock;
        panel = new GamePanel(
                games,
                new GamePanel.Setup(
                        Say.of("play.title"),
                        true,
                        List.of(
                                newPuzzle,
                                share,
                                LinkButton.to("rated", Say.of("play.rated"), "rated-puzzle"),
                                LinkButton.to("run", Say.of("play.run"), "three-minute-run")),
                        List.of(practice),
                        List.of(),
                        List.of(playAgain, easier),
                        this::openGame,
                        this::shown,
                        this::drawn));
    }

    @Override
    public String getPageTitle() {
        return Say.of("page.title", Say.of("play.title"));
    }

    @Override
    protected GamePanel initContent() {
        return panel;
    }

    // ---- binding to the player's game ----

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        sharedId = event.getLocation().getQueryParameters().getSingleParameter("id");
    }

    private Optional<GameState> openGame() {
        PlayerRef who = player.ref();
        return Optional.of(games.current(who)
                .orElseGet(() -> games.newGame(who, new PuzzleKind(6, Difficulty.NORMAL, Variant.STANDARD))));
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().getPage().fetchCurrentURL(url -> origin = url.getProtocol() + "://" + url.getAuthority());
    }

    /** After the game is on screen (attach comes first), a share link's puzzle may take its place. */
    @Override
    public void afterNavigation(AfterNavigationEvent event) {
        sharedId.ifPresent(this::openShared);
    }

    /** The choice follows the game on screen, so that it opens on another of its kind; the list marks it. */
    private void shown(GameState game) {
        kind = new NewPuzzleDialog.Choice(
                game.kind().size(), game.kind().difficulty(), game.kind().variant());
        showList(game.id());
    }

    private void showList(UUID onScreen) {
        practice.show(() -> games.practiceGames(player.ref()), onScreen, clock.instant());
    }

    // ---- the games in progress ----

    private void resume(UUID id) {
        games.resume(player.ref(), id).ifPresentOrElse(panel::play, () -> {
            Notification.show(Say.of("play.noLongerInProgress"), 4000, Notification.Position.MIDDLE);
            panel.game().ifPresent(game -> showList(game.id()));
        });
    }

    private void askDiscard(PracticeGame game) {
        panel.returnFocusAfter(Confirm.ask(
                Say.of("play.discard.title"),
                Say.of("play.discard.text", Wording.kind(game.kind()), PracticeList.describe(game, clock.instant())),
                Say.of("play.discard.confirm"),
                () -> {
                    games.discard(player.ref(), game.id());
                    panel.game().ifPresent(onScreen -> showList(onScreen.id()));
                }));
    }

    /** Runs {@code start} at once, or after asking if a new game would discard the oldest in progress. */
    private void startingNew(String header, String confirm, Runnable start) {
        Optional<PracticeGame> discarded = games.discardedByNewGame(player.ref());
        if (discarded.isEmpty()) {
            start.run();
            return;
        }
        panel.returnFocusAfter(
                Confirm.ask(header, NewPuzzleDialog.discardWarning(discarded.get(), clock.instant()), confirm, start));
    }

    /** The share dialog for the game on screen; a successful import closes it. */
    private Optional<ShareDialog> openShare() {
        return panel.game().map(game -> {
            ShareDialog dialog = new ShareDialog(game.puzzleId(), origin, this::importGame);
            panel.returnFocusAfter(dialog);
            return dialog;
        });
    }

    /** Shows why a shared or imported ID cannot be played, in the share dialog's import field. */
    private void reject(String id, ImportResult.Rejected rejection) {
        openShare().ifPresent(dialog -> {
            dialog.reject(id, rejection);
            dialog.open();
        });
    }

    /** Opens the choice of a new puzzle, which says so if it would end a game in progress. */
    private void chooseNewPuzzle() {
        NewPuzzleDialog dialog = new NewPuzzleDialog(
                kind,
                games::levelsFor,
                games.discardedByNewGame(player.ref()),
                panel.inProgress(),
                clock.instant(),
                choice -> startNew(new PuzzleKind(choice.size(), choice.difficulty(), choice.variant())));
        panel.returnFocusAfter(dialog);
        dialog.open();
    }

    private void playAgain() {
        panel.game()
                .ifPresent(done -> startingNew(
                        Say.of("play.startNew.title"), Say.of("play.startNew.confirm"), () -> newGameLike(done)));
    }

    /**
     * Each time the game is drawn: its line in the list of games in progress (which it leaves once
     * finished), and the easier puzzle after giving up.
     */
    private void drawn(GameState game) {
        if (game.isFinished() && practice.lists(game.id())) showList(game.id());
        else practice.played(game, clock.instant());
        offerEasier(game);
    }

    private void offerEasier(GameState game) {
        Optional<Difficulty> level = easierLevel(game);
        easier.setVisible(level.isPresent());
        level.ifPresent(d -> easier.setText(Say.of(
                "play.easierKind",
                Wording.kind(new PuzzleKind(game.kind().size(), d, game.kind().variant())))));
    }

    /** The level below a given-up game's, if its size has one. */
    private Optional<Difficulty> easierLevel(GameState game) {
        boolean givenUp =
                game.finish().filter(f -> f.outcome() == Outcome.GIVEN_UP).isPresent();
        int below = game.kind().difficulty().ordinal() - 1;
        if (!givenUp || below < 0) return Optional.empty();
        Difficulty level = Difficulty.values()[below];
        return games.levelsFor(game.kind().size(), game.kind().variant()).contains(level)
                ? Optional.of(level)
                : Optional.empty();
    }

    private void playEasier() {
        panel.game()
                .ifPresent(done -> easierLevel(done)
                        .ifPresent(level -> startNew(new PuzzleKind(
                                done.kind().size(), level, done.kind().variant()))));
    }

    private void newGameLike(GameState done) {
        int n = done.kind().size();
        // A shared puzzle may be of a kind the generator does not make at its size: then the nearest it makes.
        Variant variant = games.levelsFor(n, done.kind().variant()).isEmpty()
                ? Variant.STANDARD
                : done.kind().variant();
        List<Difficulty> levels = games.levelsFor(n, variant);
        Difficulty level =
                levels.contains(done.kind().difficulty()) ? done.kind().difficulty() : levels.getLast();
        startNew(new PuzzleKind(n, level, variant));
    }

    /** A new practice game of this kind, if this address may start one now; else, or if too slow to make, says so. */
    private void startNew(PuzzleKind kind) {
        try {
            if (limits.allows(RateLimits.Kind.NEW_GAME, address())) panel.play(games.newGame(player.ref(), kind));
            else warn(tooManyNew(), 6000);
        } catch (TooSlowToMake slow) {
            warn(Say.of("play.tooSlow", Wording.kind(slow.kind()), slow.seconds()), 10_000);
        }
    }

    static String tooManyNew() {
        return Say.of("play.tooManyNew");
    }

    static String tooManyImports() {
        return Say.of("play.tooManyImports");
    }

    private static void warn(String text, int millis) {
        Notification.show(text, millis, Notification.Position.MIDDLE)
                .addThemeVariants(NotificationVariant.LUMO_WARNING);
    }

    /** A share link was opened: play its puzzle, asking first if that would end a game in progress. */
    private void openShared(String id) {
        sharedId = Optional.empty();
        getUI().ifPresent(ui -> ui.getPage().getHistory().replaceState(null, "play"));
        if (panel.game().map(GameState::puzzleId).filter(id::equals).isPresent()) return;
        // The puzzle on screen stays in the list; only a full list makes the link ask first.
        startingNew(
                Say.of("play.shared.title"),
                Say.of("play.shared.confirm"),
                () -> importGame(id).ifPresent(rejection -> reject(id, rejection)));
    }

    /** Starts the puzzle of a Keen game ID, or returns why it cannot be played. */
    private Optional<ImportResult.Rejected> importGame(String keenId) {
        if (!limits.allows(RateLimits.Kind.IMPORT, address()))
            return Optional.of(new ImportResult.Rejected(tooManyImports()));
        return switch (games.importGame(player.ref(), keenId)) {
            case ImportResult.Imported imported -> {
                panel.play(imported.game());
                yield Optional.empty();
            }
            case ImportResult.Rejected rejected -> Optional.of(rejected);
        };
    }

    /** The address of the request being handled (the proxy's setting decides which, see docs/operating.md). */
    private static String address() {
        VaadinRequest request = VaadinRequest.getCurrent();
        String address = request == null ? null : request.getRemoteAddr();
        return address == null ? "unknown" : address;
    }
}
