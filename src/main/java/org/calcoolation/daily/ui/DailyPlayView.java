package org.calcoolation.daily.ui;

import java.time.LocalDate;
import java.util.Optional;
import java.util.UUID;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.NativeTable;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import jakarta.annotation.security.PermitAll;
import org.calcoolation.account.ui.SignedIn;
import org.calcoolation.base.ui.MainLayout;
import org.calcoolation.base.ui.TimeText;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.DailyPuzzleService.DayResult;
import org.calcoolation.game.Game;
import org.calcoolation.game.GameService;
import org.calcoolation.game.ui.GameView;
import org.calcoolation.game.ui.Panels;
import org.calcoolation.stats.StatsService;
import org.calcoolation.stats.StatsService.Leaderboard;
import org.jspecify.annotations.Nullable;

/**
 * Playing one rung of a day's ladder: one game per player and daily puzzle, resumed wherever the
 * player left it. Once solved, the puzzle's leaderboard for its day.
 */
@Route(value = "daily/:date/:slot", layout = MainLayout.class)
@PermitAll
public class DailyPlayView extends GameView implements BeforeEnterObserver, HasDynamicTitle {

    static final int LEADERBOARD_SIZE = 10;

    private final DailyPuzzleService daily;
    private final StatsService stats;
    private final SignedIn signedIn;

    private record Rung(LocalDate day, DailyPuzzle puzzle) {}

    /** The rung on the page; none while the page shows a refusal instead. */
    private Optional<Rung> rung = Optional.empty();
    private long playerId;
    /** The finished game whose leaderboard is shown: read once per finish, not at every redraw. */
    private @Nullable UUID ranked;
    private String title = "Daily puzzles · Calcoolation";

    final Paragraph refusal = new Paragraph();
    final TextField puzzleId = new TextField("Puzzle ID");
    final Div leaderboard = new Div();
    final Anchor backToLadder = new Anchor("", "Back to the ladder");

    public DailyPlayView(GameService games, DailyPuzzleService daily, StatsService stats, SignedIn signedIn) {
        super(games, "Daily puzzles");
        this.daily = daily;
        this.stats = stats;
        this.signedIn = signedIn;
        addClassName("daily-play");
        refusal.addClassName("refusal");
        puzzleId.setReadOnly(true);
        puzzleId.setHelperText("Keen game ID: open it in Simon Tatham's Keen");
        puzzleId.addClassName("grow");
        addSections(Panels.section("Share", puzzleId));
        leaderboard.addClassName("leaderboard");
        backToLadder.addClassName("finish-action");
        addToFinish(leaderboard, backToLadder);
    }

    static String path(LocalDate day, int slot) {
        return "daily/" + day + "/" + (slot + 1);
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        RouteParameters parameters = event.getRouteParameters();
        String slot = parameters.get("slot").orElse("");
        switch (daily.ladder(parameters.get("date").orElse(""))) {
            case DayResult.Refused refused -> refuse(refused.message(), new Anchor("daily/" + daily.today(), "Go to today's puzzles"));
            case DayResult.Ladder ladder -> {
                Optional<DailyPuzzle> found = rungNumber(slot)
                        .flatMap(n -> ladder.puzzles().stream().filter(p -> p.slot() == n - 1).findFirst());
                if (found.isPresent()) show(ladder.day(), found.get());
                else refuse("There is no puzzle " + shown(slot) + " on that day.", new Anchor("daily/" + ladder.day(), "Back to the ladder"));
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

    private void refuse(String message, Anchor way) {
        rung = Optional.empty();
        title = "Daily puzzles · Calcoolation";
        setHeading("Daily puzzles");
        refusal.setText(message);
        showInstead(refusal, way);
    }

    private void show(LocalDate day, DailyPuzzle puzzle) {
        rung = Optional.of(new Rung(day, puzzle));
        String name = "Daily " + puzzle.label();
        setHeading(name + " · " + DailyView.SPOKEN.format(day));
        title = name + " · " + DailyView.SPOKEN.format(day) + " · Calcoolation";
        backToLadder.setHref("daily/" + day);
        // The view stays when only the address changes (another rung): play that rung's game.
        if (isAttached()) start(openGame());
    }

    /** The rung being played; the grid, and so a game, is only on the page with one. */
    private Rung playing() {
        return rung.orElseThrow(() -> new IllegalStateException("this page shows no daily puzzle"));
    }

    @Override
    protected Game openGame() {
        playerId = signedIn.required().id();
        DailyPuzzle puzzle = playing().puzzle();
        return games.dailyGame(GameService.accountKey(playerId), puzzle.id(), puzzle.puzzle(), puzzle.difficulty(), puzzle.variant());
    }

    @Override
    protected void rendered(Game game) {
        puzzleId.setValue(game.puzzleId());
        if (game.isFinished() && !game.id().equals(ranked)) {
            ranked = game.id();
            showLeaderboard(playing(), game.finish().orElseThrow().isClean());
        }
    }

    private void showLeaderboard(Rung shown, boolean clean) {
        LocalDate day = shown.day();
        Leaderboard board = stats.leaderboard(shown.puzzle().id(), day, playerId, LEADERBOARD_SIZE);
        leaderboard.removeAll();
        leaderboard.add(new H3("Leaderboard"));
        Paragraph standing = new Paragraph(standing(board, clean, day));
        standing.addClassName("standing");
        leaderboard.add(standing);
        if (board.top().isEmpty()) {
            leaderboard.add(new Paragraph("No clean solves on " + DailyView.SPOKEN.format(day) + " yet."));
            return;
        }
        NativeTable table = new NativeTable();
        NativeTableRow head = table.getHead().addRow();
        head.addHeaderCell().setText("Rank");
        head.addHeaderCell().setText("Player");
        head.addHeaderCell().setText("Time");
        for (StatsService.Entry entry : board.top()) {
            NativeTableRow row = table.getBody().addRow();
            row.addDataCell().setText(Integer.toString(entry.rank()));
            row.addDataCell().setText(entry.name());
            row.addDataCell().setText(TimeText.ofMillis(entry.millis()));
            if (entry.you()) row.addClassName("you");
        }
        leaderboard.add(table);
    }

    private String standing(Leaderboard board, boolean clean, LocalDate day) {
        if (!clean) return "Assisted solves are not ranked.";
        if (board.yourRank().isEmpty()) return "Only solves on the puzzle's own day are ranked.";
        if (board.solvers() == 1) return "You are the first to solve it.";
        String solvers = day.equals(daily.today()) ? "today's" : "that day's";
        return "Rank " + board.yourRank().get() + " of " + board.solvers() + ". Faster than "
                + board.fasterThanPercent().orElse(0) + "% of " + solvers + " solvers.";
    }

    @Override
    public String getPageTitle() {
        return title;
    }
}
