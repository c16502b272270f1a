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
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteAlias;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.time.Clock;
import java.time.LocalDate;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.account.ui.PlayerZone;
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
@PageTitle("Calcoolation · cage arithmetic puzzles")
@AnonymousAllowed
public class HomeView extends Main implements BeforeEnterObserver {

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
        add(new Paragraph(
                "Fill the grid with 1 to N, once in every row and column, so that each outlined cage makes its "
                        + "number with its operation. Every puzzle has exactly one solution."));
        PlayerRef player = signedIn.ref();
        if (player instanceof PlayerRef.Guest) add(guestIntro());
        LocalDate day = daily.today();
        DayResult.Ladder ladder = (DayResult.Ladder) daily.ladder(day);
        var ids = ladder.puzzles().stream().map(DailyPuzzle::id).toList();
        var started = games.dailyGames(player, ids);
        today.add(
                new H2("Today's puzzles"),
                new LadderList(
                        day,
                        ladder.puzzles(),
                        started,
                        ratings.playedDifficulty(ids),
                        new LadderList.Players(games.dailyPlayers(ids), true)),
                nextLadder);
        zones.whenKnown(event.getUI(), nextLadder::show);
        if (player instanceof PlayerRef.Account account) carriedToday(account, ladder);
        today.add(links(day, player instanceof PlayerRef.Account));
        add(today, ratedPuzzle());
    }

    /** Rated practice (issue 41): a pool puzzle near the player's practice rating, for guests too; and a puzzle from paper (issue 43). */
    private static Paragraph ratedPuzzle() {
        return new Paragraph(
                LinkButton.to("rated", "Rated puzzle", "btn-primary", "rated-puzzle"),
                new Text(" A puzzle you have never played, near your practice rating. Or "),
                new Anchor("timed", "the timed pool"),
                new Text(", where every puzzle you draw counts. "),
                LinkButton.to("run", "Three-minute run", "three-minute-run"),
                new Text(" As many puzzles as you can solve against the clock. Stuck on one from a newspaper? "),
                new Anchor("create", "Enter it here"),
                new Text(" and play it with hints."));
    }

    /** A guest plays today's ladder at once; an account keeps it, ranks it and opens the archive. */
    private static Paragraph guestIntro() {
        Paragraph intro = new Paragraph(
                new Text("Play today's puzzles now, as a guest. "),
                new Anchor("register", "Register"),
                new Text(" or "),
                new Anchor("login", "log in"),
                new Text(" from this browser to keep today's results and be ranked with them, and for the archive,"
                        + " personal bests and ratings."));
        intro.addClassName("guest-intro");
        return intro;
    }

    /** What the last sign-in carried from this browser's guest play into today's rungs, one line a rung. */
    private void carriedToday(PlayerRef.Account account, DayResult.Ladder ladder) {
        var notes = carries.of(
                account.id(), ladder.puzzles().stream().map(DailyPuzzle::id).toList());
        for (DailyPuzzle puzzle : ladder.puzzles()) {
            if (!notes.containsKey(puzzle.id())) continue;
            Paragraph line = new Paragraph(puzzle.label() + ": " + DailyPlayView.carriedText(notes.get(puzzle.id())));
            line.addClassName("carried-in");
            today.add(line);
        }
    }

    private static Paragraph links(LocalDate day, boolean account) {
        Paragraph links = new Paragraph();
        if (account)
            links.add(
                    new Anchor("daily/" + day.minusDays(1), "Yesterday's puzzles"),
                    new Text(" · "),
                    new Anchor("archive", "Archive calendar"),
                    new Text(" · "),
                    new Anchor("records", "Your best times"),
                    new Text(" · "));
        links.add(
                new Anchor("play", account ? "Practice" : "Practice puzzles"),
                new Text(" · "),
                new Anchor("how-to-play", "How to play"));
        return links;
    }
}
