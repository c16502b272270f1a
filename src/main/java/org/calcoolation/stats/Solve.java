package org.calcoolation.stats;

import java.time.Instant;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.UUID;

import org.calcoolation.account.PlayerRef;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.game.GameFinished;
import org.calcoolation.game.Outcome;

/**
 * A finished game to record, solved or given up. Both times come from the server's clocks and
 * nothing a browser sends can set them: {@code playMillis} is the game's clock, which runs only
 * while the grid is in play; {@code elapsedMillis} is the wall time from the grid first being sent
 * until the finish. A practice game has no daily puzzle.
 */
public record Solve(long playerId, UUID gameId, OptionalLong dailyPuzzleId, String puzzleId, PuzzleKind kind, Outcome outcome,
        long playMillis, long elapsedMillis, Instant finishedAt) {

    public Solve {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(dailyPuzzleId, "dailyPuzzleId");
        Objects.requireNonNull(puzzleId, "puzzleId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(finishedAt, "finishedAt");
        if (playMillis < 0 || elapsedMillis < 0) throw new IllegalArgumentException("a game cannot take negative time");
    }

    /** The account's finished game, as the game feature announced it. */
    static Solve of(PlayerRef.Account player, GameFinished finished) {
        return new Solve(player.id(), finished.gameId(), finished.dailyPuzzleId(), finished.puzzleId(), finished.kind(),
                finished.outcome(), finished.playTime().toMillis(), finished.elapsed().toMillis(), finished.finishedAt());
    }
}
