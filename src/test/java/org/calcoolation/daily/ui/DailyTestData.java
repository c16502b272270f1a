package org.calcoolation.daily.ui;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.ui.BoardTester;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.jspecify.annotations.Nullable;

/** What the daily pages' browserless tests set up: their signed-in player, the ladders, and rungs finished. */
final class DailyTestData {

    static final String PASSWORD = "correct horse battery";

    private DailyTestData() {}

    /** The id of the account with this user name, registered first if need be: the test database outlives a run. */
    static long account(PlayerService players, String user, @Nullable String displayName) {
        if (players.findByUsername(user).isEmpty()) {
            players.register(new PlayerService.Registration(user, PASSWORD, PASSWORD, displayName));
        }
        return players.findByUsername(user).orElseThrow().id();
    }

    /**
     * A new account with this user name, with no games and no solves: one left by an earlier test or run
     * is deleted first, which also drops its games from the game store's memory.
     */
    static long freshAccount(PlayerService players, String user) {
        players.findByUsername(user).ifPresent(old -> players.deleteAccount(new PlayerRef.Account(old.id()), PASSWORD));
        return account(players, user, null);
    }

    /** Clicks each cell and types its digit, all within a moment: faster than a person can, as a script would. */
    static void typeAtOnce(BoardTester board, Grid solution) {
        int n = solution.size();
        double keyTime = 0;
        for (int i = 0; i < n * n; i++) {
            board.click(Cell.ofIndex(i, n));
            board.press(Integer.toString(solution.digit(Cell.ofIndex(i, n))), false, false, keyTime += 2000);
        }
    }

    /** The day's ladder, easiest first. */
    static List<DailyPuzzle> ladder(DailyPuzzleService daily, LocalDate day) {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(day)).puzzles();
    }

    /** A finished rung, recorded as the stats listener records it. */
    static void finished(
            StatsService stats,
            long playerId,
            DailyPuzzle rung,
            Outcome outcome,
            long playMillis,
            long elapsedMillis,
            Instant at) {
        stats.record(new FinishToRecord(
                playerId,
                UUID.randomUUID(),
                OptionalLong.of(rung.id()),
                rung.puzzleId(),
                new PuzzleKind(rung.size(), rung.difficulty(), rung.variant()),
                outcome,
                playMillis,
                elapsedMillis,
                at));
    }
}
