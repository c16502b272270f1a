package org.calcoolation.daily.ui;

import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteAlias;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.account.ui.PlayerZone;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.base.ui.LinkButton;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.game.GameService;
import org.calcoolation.stats.GuestCarries;
import org.calcoolation.stats.RatingService;

/**
 * The front page: today's ladder, for a guest as for a signed-in player (issue 40: the daily is played
 * before any sign-up), with how many played each rung and when the next ladder comes.
 */
@Route(value = "", layout = MainLayout.class)
@RouteAlias(value = "today", layout = MainLayout.class)
@AnonymousAllowed
public class HomeView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    final Div today = new Div();
    private final DailyPuzzleService daily;
    private final GameService games;
    private final CurrentPlayer signedIn;
    private final RatingService ratings;
    private final GuestCarries carries;
    private final PlayerZone zones;

    final NextLadder nextLadder;

    public HomeView(
            DailyPuzzleService daily,
            GameService games,
            CurrentPlayer signedIn,
            RatingService ratings,
            GuestCarries carries,
            PlayerZone zones,
            Clock clock) {
        this.daily = daily;
        this.carries = carries;
        this.zones = zones;
        this.nextLadder = new NextLadder(clock);
        this.ratings = ratings;
        this.games = games;
        this.signedIn = signedIn;
        addClassName("home");
    }

    /** Drawn on every visit: the states on the ladder change, and so may who is signed in. */
    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        removeAll();
        today.removeAll();
        add(new H1("Calcoolation"));
        add(new Paragraph(getTranslation("daily.home.rules")));
        PlayerRef player = signedIn.ref();
        if (player instanceof PlayerRef.Guest) add(guestIntro());
        LocalDate day = daily.today();
        DayResult.Ladder ladder = (DayResult.Ladder) daily.ladder(day);
        var ids = ladder.puzzles().stream().map(DailyPuzzle::id).toList();
        var started = games.dailyGames(player, ids);
        today.add(
                new H2(getTranslation("daily.today")),
                new LadderList(
                        day,
                        ladder.puzzles(),
                        started,
                        ratings.playedDifficulty(ids),
                        new LadderList.Players(games.dailyPlayers(ids), true)),
                nextLadder);
        // Said again in the page's language (a change of language keeps this view), then in the player's own time.
        nextLadder.show(ZoneOffset.UTC);
        zones.whenKnown(event.getUI(), nextLadder::show);
        if (player instanceof PlayerRef.Account account) carriedToday(account, ladder);
        today.add(links(day, player instanceof PlayerRef.Account));
        add(today, ratedPuzzle());
    }

    /** Rated practice (issue 41): a pool puzzle near the player's practice rating, for guests too; and a puzzle from paper (issue 43). */
    private Paragraph ratedPuzzle() {
        return new Paragraph(
                LinkButton.to("rated", getTranslation("daily.home.rated"), "btn-primary", "rated-puzzle"),
                new Text(" " + getTranslation("daily.home.rated.text") + " "),
                new Anchor("timed", getTranslation("daily.home.timed")),
                new Text(getTranslation("daily.home.timed.after") + " "),
                LinkButton.to("run", getTranslation("daily.home.run"), "three-minute-run"),
                new Text(" " + getTranslation("daily.home.run.text") + " "),
                new Anchor("create", getTranslation("daily.home.create")),
                new Text(getTranslation("daily.home.create.after")));
    }

    /** A guest plays today's ladder at once; an account keeps it, ranks it and opens the archive. */
    private Paragraph guestIntro() {
        Paragraph intro = new Paragraph(
                new Text(getTranslation("daily.home.guest") + " "),
                new Anchor("register", getTranslation("daily.register")),
                new Text(" " + getTranslation("daily.or") + " "),
                new Anchor("login", getTranslation("daily.logIn")),
                new Text(" " + getTranslation("daily.home.guest.after")));
        intro.addClassName("guest-intro");
        return intro;
    }

    /** What the last sign-in carried from this browser's guest play into today's rungs, one line a rung. */
    private void carriedToday(PlayerRef.Account account, DayResult.Ladder ladder) {
        var notes = carries.of(
                account.id(), ladder.puzzles().stream().map(DailyPuzzle::id).toList());
        for (DailyPuzzle puzzle : ladder.puzzles()) {
            if (!notes.containsKey(puzzle.id())) continue;
            Paragraph line = new Paragraph(
                    Wording.kind(puzzle.kind()) + ": " + DailyPlayView.carriedText(notes.get(puzzle.id())));
            line.addClassName("carried-in");
            today.add(line);
        }
    }

    private Paragraph links(LocalDate day, boolean account) {
        Paragraph links = new Paragraph();
        if (account)
            links.add(
                    new Anchor("daily/" + day.minusDays(1), getTranslation("daily.home.yesterday")),
                    new Text(" · "),
                    new Anchor("archive", getTranslation("daily.archiveCalendar")),
                    new Text(" · "),
                    new Anchor("records", getTranslation("daily.home.bestTimes")),
                    new Text(" · "));
        links.add(
                new Anchor("play", getTranslation(account ? "daily.home.practice" : "daily.home.practicePuzzles")),
                new Text(" · "),
                new Anchor("how-to-play", getTranslation("daily.home.howToPlay")));
        return links;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("daily.home.title");
    }
}
