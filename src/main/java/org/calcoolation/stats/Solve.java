package org.calcoolation.stats;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.jspecify.annotations.Nullable;

/**
 * A finished game to record. {@code millis} must come from the server's game clock; nothing the
 * browser sends can set it. {@code dailyPuzzleId} is null for practice.
 */
public record Solve(long playerId, UUID gameId, @Nullable Long dailyPuzzleId, String puzzleId, int size, Difficulty difficulty,
        Variant variant, long millis, boolean clean, Instant finishedAt) {

    public Solve {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(puzzleId, "puzzleId");
        Objects.requireNonNull(difficulty, "difficulty");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(finishedAt, "finishedAt");
        if (millis < 0) throw new IllegalArgumentException("a solve cannot take negative time");
    }
}
