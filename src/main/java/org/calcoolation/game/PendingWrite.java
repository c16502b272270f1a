package org.calcoolation.game;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;
import org.calcoolation.account.PlayerRef;

/**
 * What the {@link GameSaver} is to write of a game: a copy taken under the game's lock, so that
 * the write itself runs outside it, and the row version it expects to find.
 */
record PendingWrite(
        GameSnapshot snapshot,
        long gameVersion,
        long rowVersion,
        Instant lastPlayed,
        PlayerRef player,
        OptionalLong dailyPuzzleId,
        boolean finishing) {

    /**
     * What is due to be written of {@code live} now, if anything: its changes once per
     * {@link GameSaver#SAVE_INTERVAL} (all of them with {@code force}), a finish at once.
     */
    static Optional<PendingWrite> of(LiveGame live, boolean force, Instant now) {
        return live.locked(() -> {
            if (live.evicted) return Optional.empty();
            Game game = live.game;
            boolean finishing = game.isFinished() && !live.finishStored;
            // Time counted without a change (a page thinking, then gone quiet) is stored once the clock stops, or on a
            // forced write.
            boolean timeToStore = live.playTimeMoved() && (force || !game.time().isRunning());
            if (!live.isDirty() && !finishing && !timeToStore) return Optional.empty();
            // A finish is written at once, unless its last try failed: then it waits its turn as any other change.
            boolean atOnce = finishing && live.failedWrites == 0;
            if (!force && !atOnce && Duration.between(live.storedAt, now).compareTo(GameSaver.SAVE_INTERVAL) < 0)
                return Optional.empty();
            return Optional.of(new PendingWrite(
                    game.snapshot(),
                    game.version(),
                    live.rowVersion,
                    live.lastPlayed,
                    live.player,
                    live.dailyPuzzleId,
                    finishing));
        });
    }

    /** The batched statement's update, for a row that exists. */
    SavedGameUpdates.Update update() {
        return new SavedGameUpdates.Update(snapshot, rowVersion, lastPlayed);
    }

    /** What the stored finish tells the stats: published in the transaction that stores it. */
    GameFinished finished() {
        Instant at = snapshot.finishedAt().orElseThrow();
        Instant start =
                snapshot.firstShownAt().filter(shown -> !shown.isAfter(at)).orElse(at);
        return new GameFinished(
                snapshot.id(),
                player,
                dailyPuzzleId,
                snapshot.puzzleId(),
                snapshot.kind(),
                Outcome.of(snapshot.help()),
                Duration.ofMillis(snapshot.playMillis()),
                Duration.between(start, at),
                at,
                snapshot.timedMoves(),
                Outcome.of(snapshot.help()) == Outcome.CLEAN && snapshot.help().isGold());
    }
}
