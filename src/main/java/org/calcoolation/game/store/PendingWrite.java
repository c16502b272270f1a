package org.calcoolation.game.store;

import java.time.Duration;
import java.time.Instant;
import java.util.OptionalLong;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.game.play.GameSnapshot;
import org.calcoolation.game.play.Outcome;

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
