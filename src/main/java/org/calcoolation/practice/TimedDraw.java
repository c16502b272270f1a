package org.calcoolation.practice;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Optional;
import java.util.UUID;

/**
 * One draw of the timed pool by an account: the {@code slot}th of its {@code size} on {@code day}
 * (UTC). {@code game} is the practice game that plays it, empty for the moment between the draw and
 * its game's start; {@code deadline} is when it counts as the penalty time if it is not finished.
 */
public record TimedDraw(
        long id,
        long puzzle,
        int size,
        LocalDate day,
        int slot,
        Optional<UUID> game,
        Instant drawnAt,
        Instant deadline,
        Optional<Finished> finished) {

    /** How a draw ended: the game's outcome (or abandoned), its elapsed time when it has one, and when. */
    public record Finished(AttemptOutcome outcome, Optional<Duration> elapsed, Instant at) {}

    public boolean isOpen() {
        return finished.isEmpty();
    }

    /** "6×6". */
    public String sizeLabel() {
        return size + "×" + size;
    }

    TimedDraw withGame(UUID played) {
        return new TimedDraw(id, puzzle, size, day, slot, Optional.of(played), drawnAt, deadline, finished);
    }
}
