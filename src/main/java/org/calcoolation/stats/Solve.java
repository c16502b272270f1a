package org.calcoolation.stats;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import org.calcoolation.engine.PuzzleKind;

/**
 * A finished game to record. {@code millis} must come from the server's game clock; nothing the
 * browser sends can set it. {@code dailyPuzzleId} is null for practice.
 */
public record Solve(long playerId, UUID gameId, Long dailyPuzzleId, String puzzleId, PuzzleKind kind, long millis, boolean clean, Instant finishedAt) {

    public Solve {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(puzzleId, "puzzleId");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(finishedAt, "finishedAt");
        if (millis < 0) throw new IllegalArgumentException("a solve cannot take negative time");
    }
}
