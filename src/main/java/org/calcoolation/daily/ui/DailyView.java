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
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Map;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.ui.CurrentPlayer;
import org.calcoolation.base.i18n.Wording;
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

    final H1 heading = new H1();
    final Paragraph refusal = new Paragraph();
    final Div ladder = new Div();
    private final DailyPuzzleService daily;
    private final GameService games;
    private final CurrentPlayer signedIn;
    private final RatingService ratings;
    private String title = getTranslation("page.title", getTranslation("daily.title"));

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
                heading.setText(getTranslation("daily.title"));
                refusal.setText(refusal(refused));
                refusal.setVisible(true);
                ladder.removeAll();
                ladder.add(new Anchor("daily/" + daily.today(), getTranslation("daily.goToToday")));
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
        String spoken = Wording.day(day);
        heading.setText(today ? getTranslation("daily.today") : getTranslation("daily.puzzlesOf", spoken));
        title = getTranslation("page.title", spoken);
        refusal.setVisible(false);
        ladder.removeAll();
        ladder.add(new Paragraph(
                today ? getTranslation("daily.newEveryDay", spoken) : getTranslation("daily.fromArchive")));
        Map<Long, PlayedDifficulty> played = ratings.playedDifficulty(
                found.puzzles().stream().map(DailyPuzzle::id).toList());
        ladder.add(ladderFor(day, found, played));
        Div nav = new Div(new Anchor("daily/" + day.minusDays(1), getTranslation("daily.previousDay")));
        if (!today) nav.add(new Anchor("daily/" + day.plusDays(1), getTranslation("daily.nextDay")));
        nav.add(new Anchor(ArchiveView.path(YearMonth.from(day)), getTranslation("daily.archiveCalendar")));
        nav.addClassName("day-nav");
        ladder.add(nav);
        ladder.add(new PlayedDifficultyList(found.puzzles(), played));
    }

    private void refuseGuest() {
        heading.setText(getTranslation("daily.title"));
        refusal.setText(getTranslation(DailyPlayView.GUESTS_TODAY_ONLY));
        refusal.setVisible(true);
        ladder.removeAll();
        ladder.add(DailyPlayView.guestWays(daily.today()));
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

    /** Why a day cannot be shown, in the page's language. */
    static String refusal(DayResult.Refused refused) {
        return switch (refused.why()) {
            case NOT_YET -> Wording.t("daily.refused.notYet", Wording.date(refused.day()));
            case BEFORE_ARCHIVE -> Wording.t("daily.refused.beforeArchive", Wording.date(refused.day()));
            case NOT_A_DATE ->
                Wording.t(
                        "daily.refused.notADate", refused.shown(), refused.day().toString());
        };
    }

    @Override
    public String getPageTitle() {
        return title;
    }
}
