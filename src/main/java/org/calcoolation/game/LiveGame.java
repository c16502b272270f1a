package org.calcoolation.game;

import java.time.Instant;

/** A game held in memory by {@link GameService}, and what is known about its stored copy. */
final class LiveGame {
    final Game game;
    final String playerKey;
    final Long dailyPuzzleId;
    volatile Instant touched;
    // Guarded by this:
    boolean evicted;
    long knownVersion;
    Game.Snapshot pending;
    Instant savedAt;
    boolean savedFinished;
    /** Set once the finish has been recorded: whether it was a personal best. */
    Boolean personalBest;

    /** A game as stored at {@code savedAt}; {@code savedAt} null for a game whose stored state is unknown. */
    LiveGame(Game game, String playerKey, Long dailyPuzzleId, Instant now, Instant savedAt) {
        this.game = game;
        this.playerKey = playerKey;
        this.dailyPuzzleId = dailyPuzzleId;
        this.touched = now;
        this.knownVersion = savedAt == null ? -1 : game.version();
        this.savedAt = savedAt == null ? Instant.EPOCH : savedAt;
        this.savedFinished = savedAt != null && game.isFinished();
    }
}
