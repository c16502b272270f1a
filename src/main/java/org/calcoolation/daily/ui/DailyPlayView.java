package org.calcoolation.daily.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Section;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServletRequest;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.PressArea;
import org.calcoolation.daily.CommentModeration;
import org.calcoolation.daily.Comments;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.daily.RungPlaces;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.calcoolation.game.ui.GamePanel;
import org.calcoolation.game.ui.Panels;
import org.calcoolation.stats.CarriedIn;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.GuestCarries;
import org.calcoolation.stats.StatsService;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * Playing one rung of a day's ladder: one game per player and daily puzzle, resumed wherever the
 * player left it. A rung not yet started shows a Start step first, and its grid is sent only then:
 * the elapsed time that the leaderboard ranks begins when the player is ready. While the day is
 * live its Keen ID is not shown (it could be pasted into a solver). Once finished, the puzzle's
 * leaderboard for its day.
 */
@Route(value = "daily/:date/:slot", layout = MainLayout.class)
@AnonymousAllowed
public class DailyPlayView extends Composite<GamePanel> implements BeforeEnterObserver, HasDynamicTitle {

    private final GameService games;
    final GamePanel panel;
    private final DailyPuzzleService daily;
    private final CurrentPlayer signedIn;
    private final Comments comments;
    /** A day's puzzle, as the address names it. */
    private record Rung(LocalDate day, DailyPuzzle puzzle) {}

    /** The rung on the page; empty while the page shows a refusal instead. */
    private Optional<Rung> rung = Optional.empty();

    /** Who plays the rung on the page: an account, or a guest (unranked, no talk). */
    private PlayerRef player = new PlayerRef.Account(0);
    /** The finished game whose leaderboard is shown: read once per finish, not at every redraw. */
    private @Nullable UUID ranked;

    private String title = getTranslation("page.title", getTranslation("daily.title"));

    final Paragraph refusal = new Paragraph();
    final NativeButton startButton = PressArea.primary(getTranslation("daily.start"), this::startPlaying);
    final Div startStep = new Div();
    final TextField puzzleId = new TextField(getTranslation("daily.puzzleId"));
    final Paragraph puzzleIdLater = new Paragraph(getTranslation("daily.puzzleId.later"));
    final RungFinish finish;
    /** What a sign-in carried from this browser's guest play into this rung, if anything. */
    final Paragraph carried = new Paragraph();

    private final GuestCarries carries;
    /** The talk as a moderator sees it before finishing the rung: reports, Hide and Unhide (issue 38). */
    final RungTalk moderatorTalk;

    final Section moderation;
    /** Whether the signed-in player moderates, read when a rung is opened; and the rung whose talk they were shown. */
    private boolean moderator;

    private @Nullable Long moderated;
    /** Where this site is, like https://example.org, for the link in the share text; empty if unknown. */
    private String origin = "";

    public DailyPlayView(
            GameService games,
            DailyPuzzleService daily,
            StatsService stats,
            DailyBoards boards,
            CurrentPlayer signedIn,
            Comments comments,
            CommentModeration moderating,
            GuestCarries carries,
            ObjectProvider<RungPlaces> places) {
        this.games = games;
        this.carries = carries;
        this.daily = daily;
        this.signedIn = signedIn;
        setUpStart();
        List<RungPlaces> clubPlaces = places.orderedStream().toList();
        finish = new RungFinish(games, daily, stats, boards, comments, moderating, clubPlaces);
        moderatorTalk = new RungTalk(comments, moderating, true);
        moderation = moderation(moderatorTalk);
        this.comments = comments;
        carried.addClassName("carried-in");
        carried.setVisible(false);
        panel = new GamePanel(
                games,
                new GamePanel.Setup(
                        getTranslation("daily.title"),
                        false,
                        List.of(),
                        List.of(
                                Panels.section(getTranslation("daily.share"), puzzleId, puzzleIdLater),
                                moderation,
                                carried),
                        List.of(startStep),
                        finish.parts(),
                        this::openGame,
                        game -> {},
                        this::drawn));
        panel.addClassName("daily-play");
    }

    private void setUpStart() {
        refusal.addClassName("refusal");
        puzzleId.setReadOnly(true);
        puzzleId.setHelperText(getTranslation("daily.puzzleId.helper"));
        puzzleId.addClassName("grow");
        startButton.addClassName("btn-large");
        startStep.addClassName("start-step");
        startStep.add(new Paragraph(getTranslation("daily.start.text")), startButton);
    }

    /** Hidden until a moderator opens a rung. */
    private Section moderation(RungTalk moderatorTalk) {
        Section moderation = Panels.section(
                getTranslation("daily.moderation"),
                new Paragraph(getTranslation("daily.moderation.text")),
                moderatorTalk);
        moderation.addClassName("moderation");
        moderation.setVisible(false);
        return moderation;
    }

    @Override
    protected GamePanel initContent() {
        return panel;
    }

    private void startPlaying() {
        panel.startPlaying();
    }

    static String path(LocalDate day, int slot) {
        return "daily/" + day + "/" + (slot + 1);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        if (DailyAddresses.notFound(DailyPlayView.class, event)) return;
        RouteParameters parameters = event.getRouteParameters();
        origin = origin();
        String slot = parameters.get("slot").orElse("");
        switch (daily.ladder(parameters.get("date").orElse(""))) {
            case DayResult.Refused refused ->
                refuse(
                        DailyView.refusal(refused),
                        new Anchor("daily/" + daily.today(), getTranslation("daily.goToToday")));
            case DayResult.Ladder ladder -> {
                Optional<DailyPuzzle> rung = rungNumber(slot)
                        .flatMap(n -> ladder.puzzles().stream()
                                .filter(p -> p.slot() == n - 1)
                                .findFirst());
                if (rung.isPresent()) show(ladder.day(), rung.get());
                else
                    refuse(
                            getTranslation("daily.noSuchRung", shown(slot)),
                            new Anchor("daily/" + ladder.day(), getTranslation("daily.backToLadder")));
            }
        }
    }

    private static Optional<Integer> rungNumber(String text) {
        try {
            return Optional.of(Integer.parseInt(text));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static String shown(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "…" : text;
    }

    private void refuse(String message, Component way) {
        rung = Optional.empty();
        title = getTranslation("page.title", getTranslation("daily.title"));
        panel.setHeading(getTranslation("daily.title"));
        refusal.setText(message);
        panel.showInstead(refusal, way);
    }

    private void show(LocalDate day, DailyPuzzle puzzle) {
        this.rung = Optional.of(new Rung(day, puzzle));
        String name = getTranslation("daily.rungName", Wording.kind(puzzle.kind()), Wording.day(day));
        panel.setHeading(name);
        title = getTranslation("page.title", name);
        finish.ladderOf(day);
        // The view stays when only the address changes (another rung): play that rung's game.
        if (panel.isAttached()) openGame().ifPresent(panel::play);
    }

    private Optional<GameState> openGame() {
        if (rung.isEmpty()) return Optional.empty();
        LocalDate day = rung.get().day();
        DailyPuzzle puzzle = rung.get().puzzle();
        player = signedIn.ref();
        moderator = player instanceof PlayerRef.Account account && comments.moderates(account);
        moderated = null;
        if (player instanceof PlayerRef.Guest guest && !guestMayPlay(guest, day, puzzle)) {
            refuseGuest();
            return Optional.empty();
        }
        showCarried(puzzle);
        Optional<GameState> game = games.dailyGame(player, puzzle.id(), puzzle.puzzle(), puzzle.kind());
        if (game.isEmpty()) {
            refuse(
                    getTranslation("daily.unreadable"),
                    new Anchor("daily/" + day, getTranslation("daily.backToLadder")));
        }
        return game;
    }

    /** A guest plays today's ladder, and finishes a rung begun before midnight; past days are for accounts. */
    private boolean guestMayPlay(PlayerRef.Guest guest, LocalDate day, DailyPuzzle puzzle) {
        if (!day.isBefore(daily.today())) return true;
        GameState begun = games.dailyGames(guest, List.of(puzzle.id())).get(puzzle.id());
        return begun != null && begun.started();
    }

    private void refuseGuest() {
        refuse(getTranslation(GUESTS_TODAY_ONLY), guestWays(daily.today()));
    }

    /** A guest's ways on from a past day: today's ladder, or an account. */
    static Paragraph guestWays(LocalDate today) {
        return new Paragraph(
                new Anchor("daily/" + today, Wording.t("daily.playToday")),
                new Text(" · "),
                new Anchor("register", Wording.t("daily.register")),
                new Text(" · "),
                new Anchor("login", Wording.t("daily.login")));
    }

    /** Past days' puzzles are for accounts, as ranked play's history is: see docs/daily-and-ratings.md. A bundle key. */
    static final String GUESTS_TODAY_ONLY = "daily.guestsTodayOnly";

    /** What a sign-in carried from this browser's guest play into this rung, said in a line beside the grid. */
    private void showCarried(DailyPuzzle puzzle) {
        Optional<CarriedIn> note = player instanceof PlayerRef.Account account
                ? Optional.ofNullable(
                        carries.of(account.id(), List.of(puzzle.id())).get(puzzle.id()))
                : Optional.empty();
        carried.setText(note.map(DailyPlayView::carriedText).orElse(""));
        carried.setVisible(note.isPresent());
    }

    static String carriedText(CarriedIn note) {
        return switch (note) {
            case CARRIED -> Wording.t("daily.carried.carried");
            case DAY_OVER -> Wording.t("daily.carried.dayOver");
            case KEPT_OWN -> Wording.t("daily.carried.keptOwn");
        };
    }

    private void drawn(GameState game) {
        rung.ifPresent(here -> drawn(game, here));
    }

    private void drawn(GameState game, Rung here) {
        LocalDate day = here.day();
        startStep.setVisible(!game.started());
        boolean live = !day.isBefore(daily.today());
        puzzleId.setVisible(!live);
        puzzleIdLater.setVisible(live);
        if (!live) puzzleId.setValue(game.puzzleId());
        showModeration(game, here);
        if (game.isFinished() && game.recorded() && !game.id().equals(ranked)) {
            ranked = game.id();
            finish.show(
                    game,
                    day,
                    here.puzzle(),
                    player,
                    origin + "/" + path(day, here.puzzle().slot()));
        }
    }

    /** A moderator's view of the talk while the rung is not finished; once it is, the finish panel holds the talk. */
    private void showModeration(GameState game, Rung here) {
        boolean shown = moderator && !game.isFinished();
        moderation.setVisible(shown);
        if (!shown) moderated = null;
        else if (!Long.valueOf(here.puzzle().id()).equals(moderated)) {
            moderated = here.puzzle().id();
            if (player instanceof PlayerRef.Account account)
                moderatorTalk.show(account, here.puzzle().id());
        }
    }

    /** The site's address as the browser asked for it (behind a proxy, as docs/operating.md sets up). */
    private static String origin() {
        if (VaadinRequest.getCurrent() instanceof VaadinServletRequest request) {
            return ServletUriComponentsBuilder.fromContextPath(request.getHttpServletRequest())
                    .build()
                    .toUriString();
        }
        return "";
    }

    @Override
    public String getPageTitle() {
        return title;
    }
}
