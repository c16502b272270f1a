package org.calcoolation.game.store;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.calcoolation.engine.PuzzleKind;

/**
 * A practice game in progress, as the list on the play page shows it: what it is, when it was
 * started and last played, the play time and how many cells hold a digit.
 *
 * @param started    when its grid was first shown (when it was made, if never shown)
 * @param lastPlayed when it was last changed or shown, which orders the list and picks the oldest
 */
public record PracticeGame(
        UUID id, PuzzleKind kind, Instant started, Instant lastPlayed, Duration playTime, int filled) {

    public int cells() {
        return kind.size() * kind.size();
    }
}
