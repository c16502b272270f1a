package org.calcoolation.game;

import java.time.Instant;
import java.util.UUID;

import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;

/**
 * Told when a signed-in player finishes a game, on the thread that finished it. The stats feature
 * implements it; the game feature only knows this interface, so the two do not depend on each
 * other both ways.
 */
public interface SolveRecorder {

    /** A finished game. {@code millis} is the server's clock; {@code dailyPuzzleId} is null for practice. */
    record FinishedGame(long playerId, UUID gameId, Long dailyPuzzleId, String puzzleId, int size, Difficulty difficulty,
            Variant variant, long millis, boolean clean, Instant finishedAt) {}

    /** Records the solve; true if it is a new personal best. */
    boolean record(FinishedGame game);
}
