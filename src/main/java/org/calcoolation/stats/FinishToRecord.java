package org.calcoolation.stats;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.UUID;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.game.play.TimedMove;
import org.calcoolation.game.store.GameFinished;

/**
 * A finished game to record, solved or given up. Both times come from the server's clocks and
 * nothing a browser sends can set them: {@code playMillis} is the game's clock, which runs only
 * while the grid is in play; {@code elapsedMillis} is the wall time from the grid first being sent
 * until the finish. A practice game has no daily puzzle. {@code moves} are those of the final board
 * with the play time of each, as the server applied them (see {@link GameFinished}), for {@link Rhythm}.
 * {@code gold}: as the game feature counted it ({@link GameFinished#gold()}).
 */
public record FinishToRecord(
        long playerId,
        UUID gameId,
        OptionalLong dailyPuzzleId,
        String puzzleId,
        PuzzleKind kind,
        Outcome outcome,
        long playMillis,
        long elapsedMillis,
        Instant finishedAt,
        List<TimedMove> moves,
        boolean gold) {

    public FinishToRecord {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(dailyPuzzleId, "dailyPuzzleId");
        Objects.requireNonNull(puzzleId, "puzzleId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(finishedAt, "finishedAt");
        if (playMillis < 0 || elapsedMillis < 0) throw new IllegalArgumentException("a game cannot take negative time");
        moves = List.copyOf(moves);
        if (gold && outcome != Outcome.CLEAN) throw new IllegalArgumentException("only a clean solve is gold");
    }

    /** A solve that is not gold. */
    public FinishToRecord(
            long playerId,
            UUID gameId,
            OptionalLong dailyPuzzleId,
            String puzzleId,
            PuzzleKind kind,
            Outcome outcome,
            long playMillis,
            long elapsedMillis,
            Instant finishedAt,
            List<TimedMove> moves) {
        this(
                playerId,
                gameId,
                dailyPuzzleId,
                puzzleId,
                kind,
                outcome,
                playMillis,
                elapsedMillis,
                finishedAt,
                moves,
                false);
    }

    /** A solve whose moves were not timed: its rhythm is not judged. */
    public FinishToRecord(
            long playerId,
            UUID gameId,
            OptionalLong dailyPuzzleId,
            String puzzleId,
            PuzzleKind kind,
            Outcome outcome,
            long playMillis,
            long elapsedMillis,
            Instant finishedAt) {
        this(
                playerId,
                gameId,
                dailyPuzzleId,
                puzzleId,
                kind,
                outcome,
                playMillis,
                elapsedMillis,
                finishedAt,
                List.of());
    }

    /** The account's finished game, as the game feature announced it. */
    static FinishToRecord of(PlayerRef.Account player, GameFinished finished) {
        return new FinishToRecord(
                player.id(),
                finished.gameId(),
                finished.dailyPuzzleId(),
                finished.puzzleId(),
                finished.kind(),
                finished.outcome(),
                finished.playTime().toMillis(),
                finished.elapsed().toMillis(),
                finished.finishedAt(),
                finished.moves(),
                finished.gold());
    }
}
