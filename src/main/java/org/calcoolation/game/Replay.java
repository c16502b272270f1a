package org.calcoolation.game;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;

/**
 * A game as it unfolded: one frame for each thing the player did, at the play time they did it, with
 * the cells it changed and the help used so far. The frames start from the empty grid; a page paints
 * them one after another, or all of them up to a point to scrub.
 *
 * @param cut whether the game went on past what its log keeps ({@link PlayLog#MAX_EVENTS}): the last
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

    /**
     * The help and note tools a played move counts, as the game counted them. Live marks are not in
     * the log: a frame's ledger never says they were on.
     */
    private static HelpLedger counted(HelpLedger help, Move move, boolean revealed) {
        if (revealed) return help.solutionRevealed() ? help : help.withRevealedCell();
        return switch (move) {
            case Move.FillNotes fill -> help.withFill(fill.fill());
            case Move.ClearNotes clear -> help.withNotesCleared();
            default -> help;
        };
    }

    /** The play time of the last frame. */
    public Duration length() {
        return frames.isEmpty()
                ? Duration.ZERO
                : Duration.ofMillis(frames.getLast().millis());
    }

    /**
     * The frames of a log, undo and redo followed as {@link MoveHistory} follows them; empty if the log
     * does not end on {@code last}, the board the game has: a game begun before play was logged.
     */
    static Optional<Replay> of(Puzzle puzzle, PlayLog log, Board last) {
        int n = puzzle.size();
        // The boards after each applied move, [0] the empty grid; moves undone stay until a new one.
        List<Board> boards = new ArrayList<>(List.of(Board.start(puzzle)));
        List<Integer> moves = new ArrayList<>();
        int cursor = 0, time = 0;
        HelpLedger help = HelpLedger.NONE;
        List<Frame> frames = new ArrayList<>(log.size());
        for (int i = 0; i < log.size(); i++) {
            Board before = boards.get(cursor);
            Step step;
            switch (log.event(i)) {
                case PlayLog.Event.Played played -> {
                    Move move = Moves.decode(played.packed(), n);
                    boolean revealed = Moves.isRevealed(played.packed());
                    step = revealed ? Step.REVEALED_DIGIT : stepOf(move);
                    help = counted(help, move, revealed);
                    moves.subList(cursor, moves.size()).clear();
                    boards.subList(cursor + 1, boards.size()).clear();
                    moves.add(played.packed());
                    boards.add(before.apply(move));
                    cursor++;
                }
                case PlayLog.Event.Undone undone -> {
                    if (cursor == 0) continue; // as the game, which took no undo here
                    step = Step.UNDO;
                    cursor--;
                }
                case PlayLog.Event.Redone redone -> {
                    if (cursor == moves.size()) continue;
                    step = Step.REDO;
                    cursor++;
                }
                case PlayLog.Event.Marked marked -> {
                    step = switch (marked.mark()) {
                        case RESTART -> Step.RESTART;
                        case CHECK -> Step.CHECK;
                        case HINT -> Step.HINT;
                        case GAVE_UP -> Step.GAVE_UP;
                    };
                    switch (marked.mark()) {
                        case RESTART -> {
                            moves.clear();
                            boards.subList(1, boards.size()).clear();
                            cursor = 0;
                        }
                        case CHECK -> help = help.withCheck();
                        // The log keeps that a hint level was shown, not which: the replay counts them all.
                        case HINT -> help = help.withHint(HintLevel.WHERE);
                        case GAVE_UP -> help = help.withSolutionRevealed();
                    }
                }
            }
            if (log.time(i) != MoveHistory.UNKNOWN_TIME) time = Math.max(time, log.time(i));
            Board after = boards.get(cursor);
            frames.add(new Frame(time, step, CellChange.between(before, after, after), help));
        }
        boolean cut = log.isFull();
        if (!cut && !boards.get(cursor).equals(last)) return Optional.empty();
        return Optional.of(new Replay(puzzle, frames, cut));
    }

    private static Step stepOf(Move move) {
        return switch (move) {
            case Move.Place p -> Step.DIGIT;
            case Move.Clear c -> Step.ERASED;
            case Move.ToggleNote t -> Step.NOTE;
            case Move.ClearNotes c -> Step.NOTES_CLEARED;
            case Move.FillNotes f -> Step.NOTES_FILLED;
        };
    }
}
