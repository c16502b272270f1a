package org.calcoolation.game.store;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.HelpLedger;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;

/**
 * Published once per game, in the transaction that stores its finish: a listener that writes (the
 * records) writes in it, so the finish and what follows from it are stored together or not at all,
 * and a failure there leaves the finish to be tried again. {@code playTime} is the
 * game's clock (it runs only while the grid is in play); {@code elapsed} runs from the moment the
 * grid was first sent to a browser until the finish, with no pauses, so nothing a browser says can
 * shorten it. Both come from the server's clock, as do the times of {@code moves}: the moves that made
 * the final board, in order, each at the play time the server applied it, those it did not time left
 * out (see {@code GameSnapshot#timedMoves}). {@code gold}: a clean solve with live marks off and no
 * Smart fill, as the server counted it ({@link HelpLedger#isGold()}); nothing a browser sends sets it.
 */
public record GameFinished(
        UUID gameId,
        PlayerRef player,
        OptionalLong dailyPuzzleId,
        String puzzleId,
        PuzzleKind kind,
        Outcome outcome,
        Duration playTime,
        Duration elapsed,
        Instant finishedAt,
        List<TimedMove> moves,
        boolean gold) {

    public GameFinished {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(dailyPuzzleId, "dailyPuzzleId");
        Objects.requireNonNull(puzzleId, "puzzleId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(outcome, "outcome");
        if (playTime.isNegative() || elapsed.isNegative())
            throw new IllegalArgumentException("a game cannot take negative time");
        Objects.requireNonNull(finishedAt, "finishedAt");
        moves = List.copyOf(moves);
        if (gold && outcome != Outcome.CLEAN) throw new IllegalArgumentException("only a clean solve is gold");
    }

    /** A finish that is not gold, or whose assists were not recorded. */
    public GameFinished(
            UUID gameId,
            PlayerRef player,
            OptionalLong dailyPuzzleId,
            String puzzleId,
            PuzzleKind kind,
            Outcome outcome,
            Duration playTime,
            Duration elapsed,
            Instant finishedAt,
            List<TimedMove> moves) {
        this(gameId, player, dailyPuzzleId, puzzleId, kind, outcome, playTime, elapsed, finishedAt, moves, false);
    }
}
