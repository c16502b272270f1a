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
import java.time.LocalDate;
import org.calcoolation.account.Player;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.LinkButton;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.game.GameService;
import org.calcoolation.stats.RatingService;

/** The front page: today's ladder for a signed-in player, the way in for a guest. */
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

    public HomeView(DailyPuzzleService daily, GameService games, CurrentPlayer signedIn, RatingService ratings) {
        this.daily = daily;
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
        var player = signedIn.account();
        if (player.isEmpty()) {
            add(new Paragraph(
                    new Anchor("play", "Play a practice puzzle"),
                    new Text(" now, or "),
                    new Anchor("login", "log in"),
                    new Text(" or "),
                    new Anchor("register", "register"),
                    new Text(" for the daily puzzles, personal bests and leaderboards.")));
            add(ratedPuzzle());
            add(new Paragraph(
                    new Text("New to cage puzzles? "),
                    new Anchor("how-to-play", "How to play"),
                    new Text(" has the rules and a 4×4 solved step by step.")));
            return;
        }
        LocalDate day = daily.today();
        DayResult.Ladder ladder = (DayResult.Ladder) daily.ladder(day);
        Player p = player.get();
        var ids = ladder.puzzles().stream().map(DailyPuzzle::id).toList();
        var started = games.dailyGames(new PlayerRef.Account(p.id()), ids);
        today.add(
                new H2("Today's puzzles"),
                new LadderList(day, ladder.puzzles(), started, ratings.playedDifficulty(ids)));
        today.add(new Paragraph(
                new Anchor("daily/" + day.minusDays(1), "Yesterday's puzzles"),
                new Text(" · "),
                new Anchor("archive", "Archive calendar"),
                new Text(" · "),
                new Anchor("records", "Your best times"),
                new Text(" · "),
                new Anchor("play", "Practice"),
                new Text(" · "),
                new Anchor("how-to-play", "How to play")));
        add(today, ratedPuzzle());
    }

    /** Rated practice (issue 41): a pool puzzle near the player's practice rating, for guests too. */
    private static Paragraph ratedPuzzle() {
        return new Paragraph(
                LinkButton.to("rated", "Rated puzzle", "btn-primary", "rated-puzzle"),
                new Text(" A puzzle you have never played, near your practice rating."));
    }
}
