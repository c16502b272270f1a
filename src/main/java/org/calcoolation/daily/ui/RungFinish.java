package org.calcoolation.daily.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Text;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import java.time.LocalDate;
import java.util.List;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.daily.CommentModeration;
import org.calcoolation.daily.Comments;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.daily.RungPlaces;
import org.calcoolation.game.GameService;
import org.calcoolation.game.play.Finish;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.store.GameState;
import org.calcoolation.stats.DailyBoards;
import org.calcoolation.stats.StatsService;

/**
 * What a rung's page shows once it is finished: the day's board (or, for a guest, where the time
 * would stand), the share text and the next rung, a guest's way to keep the result, and the talk.
 * Apart from {@link DailyPlayView}, which finds and plays the rung, so each reads as one thing.
 */
final class RungFinish {

    private final GameService games;
    private final DailyPuzzleService daily;
    private final StatsService stats;
    /** The rung's places in groups other features keep (clubs), for the finish panel. */
    private final List<RungPlaces> places;

    final DailyLeaderboard leaderboard;
    final AfterDaily after = new AfterDaily();
    /** A guest's way to keep a finished rung: register or log in from this browser. */
    final Paragraph guestInvite = new Paragraph();

    final RungTalk talk;
    final Anchor backToLadder = new Anchor("", Wording.t("daily.backToLadder"));

    RungFinish(
            GameService games,
            DailyPuzzleService daily,
            StatsService stats,
            DailyBoards boards,
            Comments comments,
            CommentModeration moderating,
            List<RungPlaces> places) {
        this.games = games;
        this.places = List.copyOf(places);
        this.daily = daily;
        this.stats = stats;
        leaderboard = new DailyLeaderboard(boards);
        talk = new RungTalk(comments, moderating, false);
        backToLadder.addClassName("finish-action");
        guestInvite.addClassName("guest-invite");
        guestInvite.setVisible(false);
    }

    /** The parts, in the order the finish panel stacks them. */
    List<Component> parts() {
        return List.of(after, leaderboard, guestInvite, talk, backToLadder);
    }

    /** The page now plays this day's ladder: the way back leads there. */
    void ladderOf(LocalDate day) {
        backToLadder.setHref("daily/" + day);
    }

    /** Shows a finished rung's panel, as an account or a guest sees it. */
    void show(GameState game, LocalDate day, DailyPuzzle puzzle, PlayerRef player, String address) {
        switch (player) {
            case PlayerRef.Account account -> showRanked(game, day, puzzle, account);
            case PlayerRef.Guest guest -> showUnranked(game, day, puzzle);
        }
        showWayOn(game, day, puzzle, player, address);
        after.places(
                player instanceof PlayerRef.Account account
                                && game.finish().orElseThrow().outcome() == Outcome.CLEAN
                        ? places.stream()
                                .flatMap(p -> p.of(account, puzzle).stream())
                                .toList()
                        : List.of());
    }

    private void showRanked(GameState game, LocalDate day, DailyPuzzle puzzle, PlayerRef.Account account) {
        leaderboard.show(
                puzzle,
                day,
                account.id(),
                game.id(),
                game.finish().orElseThrow().outcome() == Outcome.CLEAN,
                stats.heldForReview(game.id()),
                daily.today());
        talk.show(account, puzzle.id());
        guestInvite.setVisible(false);
    }

    /** A guest's finish: on no board, told where it would stand, and how to keep it; no stars or comments. */
    private void showUnranked(GameState game, LocalDate day, DailyPuzzle puzzle) {
        Finish finish = game.finish().orElseThrow();
        boolean today = day.equals(daily.today());
        leaderboard.showUnranked(
                puzzle,
                day,
                game.id(),
                finish.outcome() == Outcome.CLEAN,
                finish.elapsed().toMillis(),
                daily.today());
        talk.setVisible(false);
        guestInvite.removeAll();
        guestInvite.add(
                new Anchor("register", Wording.t("daily.register")),
                new Text(" " + Wording.t("daily.or") + " "),
                new Anchor("login", Wording.t("daily.logIn")),
                new Text(" " + Wording.t(today ? GUEST_INVITE_TODAY : GUEST_INVITE_LATE)));
        guestInvite.setVisible(true);
    }

    // Bundle keys of what follows "Register or log in".
    static final String GUEST_INVITE_TODAY = "daily.guestInvite.today";
    static final String GUEST_INVITE_LATE = "daily.guestInvite.late";

    /** The next rung and the share text; the ladder is read again, as another tab may have finished rungs. */
    private void showWayOn(GameState game, LocalDate day, DailyPuzzle puzzle, PlayerRef player, String address) {
        List<DailyPuzzle> ladder =
                daily.ladder(day) instanceof DayResult.Ladder found ? found.puzzles() : List.of(puzzle);
        var states =
                games.dailyGames(player, ladder.stream().map(DailyPuzzle::id).toList());
        after.show(
                day, puzzle, game.finish().orElseThrow(), address, AfterDaily.nextRung(ladder, puzzle.slot(), states));
    }
}
