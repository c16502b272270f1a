package org.calcoolation.daily.ui;

import com.vaadin.flow.component.Text;
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
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.calcoolation.stats.PlayedDifficulty;
import org.calcoolation.stats.RatingService;

/**
 * One day's ladder, today's or any past day's (the archive); future days are refused politely. A guest
 * sees today's; the archive is for accounts, and a guest is told so.
 */
@Route(value = "daily/:date", layout = MainLayout.class)
@AnonymousAllowed
public class DailyView extends Main implements BeforeEnterObserver, HasDynamicTitle {

    static final DateTimeFormatter SPOKEN = DateTimeFormatter.ofPattern("EEEE d MMMM yyyy", Locale.ENGLISH);

    final H1 heading = new H1();
    final Paragraph refusal = new Paragraph();
    final Div ladder = new Div();
    private final DailyPuzzleService daily;
    private final GameService games;
    private final CurrentPlayer signedIn;
    private final RatingService ratings;
    private String title = "Daily puzzles · Calcoolation";

    public DailyView(DailyPuzzleService daily, GameService games, CurrentPlayer signedIn, RatingService ratings) {
        this.daily = daily;
        this.ratings = ratings;
        this.games = games;
        this.signedIn = signedIn;
        addClassName("daily");
        refusal.addClassName("refusal");
        add(heading, refusal, ladder);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        if (DailyAddresses.notFound(DailyView.class, event)) return;
        String date = event.getRouteParameters().get("date").orElse("");
        switch (daily.ladder(date)) {
            case DayResult.Refused refused -> {
                heading.setText("Daily puzzles");
                refusal.setText(refused.message());
                refusal.setVisible(true);
                ladder.removeAll();
                ladder.add(new Anchor("daily/" + daily.today(), "Go to today's puzzles"));
            }
            case DayResult.Ladder found -> show(found.day(), found);
        }
    }

    private void show(LocalDate day, DayResult.Ladder found) {
        boolean today = day.equals(daily.today());
        if (!today && signedIn.ref() instanceof PlayerRef.Guest) {
            refuseGuest();
            return;
        }
        heading.setText(today ? "Today's puzzles" : "Puzzles of " + SPOKEN.format(day));
        title = SPOKEN.format(day) + " · Calcoolation";
        refusal.setVisible(false);
        ladder.removeAll();
        ladder.add(new Paragraph(
                today ? SPOKEN.format(day) + ". A new ladder every day at midnight UTC." : "From the archive."));
        Map<Long, PlayedDifficulty> played = ratings.playedDifficulty(
                found.puzzles().stream().map(DailyPuzzle::id).toList());
        ladder.add(ladderFor(day, found, played));
        Div nav = new Div(new Anchor("daily/" + day.minusDays(1), "← Previous day"));
        if (!today) nav.add(new Anchor("daily/" + day.plusDays(1), "Next day →"));
        nav.add(new Anchor(ArchiveView.path(YearMonth.from(day)), "Archive calendar"));
        nav.addClassName("day-nav");
        ladder.add(nav);
        ladder.add(new PlayedDifficultyList(found.puzzles(), played));
    }

    private void refuseGuest() {
        heading.setText("Daily puzzles");
        refusal.setText(DailyPlayView.GUESTS_TODAY_ONLY);
        refusal.setVisible(true);
        ladder.removeAll();
        ladder.add(new Paragraph(
                new Anchor("daily/" + daily.today(), "Play today's puzzles"),
                new Text(" · "),
                new Anchor("register", "Register"),
                new Text(" · "),
                new Anchor("login", "Log in")));
    }

    LadderList ladderFor(LocalDate day, DayResult.Ladder found, Map<Long, PlayedDifficulty> played) {
        var ids = found.puzzles().stream().map(DailyPuzzle::id).toList();
        Map<Long, GameState> started = games.dailyGames(signedIn.ref(), ids);
        // How many played: today's news, as on the front page; the archive's days leave it out.
        LadderList.Players players = day.equals(daily.today())
                ? new LadderList.Players(games.dailyPlayers(ids), true)
                : LadderList.Players.NONE;
        return new LadderList(day, found.puzzles(), started, played, players);
    }

    @Override
    public String getPageTitle() {
        return title;
    }
}
