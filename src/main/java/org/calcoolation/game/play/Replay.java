package org.calcoolation.game.play;

import java.time.Duration;
import java.util.List;
import org.calcoolation.engine.Puzzle;

/**
 * A game as it unfolded: one frame for each thing the player did, at the play time they did it, with
 * the cells it changed and the help used so far. The frames start from the empty grid; a page paints
 * them one after another, or all of them up to a point to scrub.
 *
 * @param cut whether the game went on past what its log keeps ({@code PlayLog#MAX_EVENTS}): the last
 *     frame is not the end
 */
public record Replay(Puzzle puzzle, List<Frame> frames, boolean cut) {

    public Replay {
        frames = List.copyOf(frames);
    }

    /** What one frame shows the player doing. */
    public enum Step {
        DIGIT,
        /** A digit taken from the solution: a revealed cell, or one of the rest when the player gave up. */
        REVEALED_DIGIT,
        ERASED,
        NOTE,
        NOTES_CLEARED,
        NOTES_FILLED,
        UNDO,
        REDO,
        RESTART,
        CHECK,
        HINT,
        GAVE_UP
    }

    /**
     * @param millis the play time of the step (a move not timed, of a game stored before every move
     *     was timed, takes the time of the step before)
     * @param changes the cells as the step left them, those it changed only
     */
    public record Frame(int millis, Step step, List<CellChange> changes, HelpLedger help) {
        public Frame {
            changes = List.copyOf(changes);
        }
    }

    /** The play time of the last frame. */
    public Duration length() {
        return frames.isEmpty()
                ? Duration.ZERO
                : Duration.ofMillis(frames.getLast().millis());
    }
}
