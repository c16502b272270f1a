package org.calcoolation.game.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;
import org.calcoolation.game.CellChange;
import org.calcoolation.game.HelpLedger;
import org.calcoolation.game.Replay;

/** Makes a {@link Replay} from a game's {@link PlayLog}: the log's events as frames. */
final class ReplayFrames {

    private ReplayFrames() {}

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
        List<Replay.Frame> frames = new ArrayList<>(log.size());
        for (int i = 0; i < log.size(); i++) {
            Board before = boards.get(cursor);
            Replay.Step step;
            switch (log.event(i)) {
                case PlayLog.Event.Played played -> {
                    Move move = Moves.decode(played.packed(), n);
                    boolean revealed = Moves.isRevealed(played.packed());
                    step = revealed ? Replay.Step.REVEALED_DIGIT : stepOf(move);
                    if (revealed && !help.solutionRevealed()) help = help.withRevealedCell();
                    moves.subList(cursor, moves.size()).clear();
                    boards.subList(cursor + 1, boards.size()).clear();
                    moves.add(played.packed());
                    boards.add(before.apply(move));
                    cursor++;
                }
                case PlayLog.Event.Undone undone -> {
                    if (cursor == 0) continue; // as the game, which took no undo here
                    step = Replay.Step.UNDO;
                    cursor--;
                }
                case PlayLog.Event.Redone redone -> {
                    if (cursor == moves.size()) continue;
                    step = Replay.Step.REDO;
                    cursor++;
                }
                case PlayLog.Event.Marked marked -> {
                    step = switch (marked.mark()) {
                        case RESTART -> Replay.Step.RESTART;
                        case CHECK -> Replay.Step.CHECK;
                        case HINT -> Replay.Step.HINT;
                        case GAVE_UP -> Replay.Step.GAVE_UP;
                    };
                    switch (marked.mark()) {
                        case RESTART -> {
                            moves.clear();
                            boards.subList(1, boards.size()).clear();
                            cursor = 0;
                        }
                        case CHECK -> help = help.withCheck();
                        case HINT -> help = help.withHint();
                        case GAVE_UP -> help = help.withSolutionRevealed();
                    }
                }
            }
            if (log.time(i) != MoveHistory.UNKNOWN_TIME) time = Math.max(time, log.time(i));
            Board after = boards.get(cursor);
            frames.add(new Replay.Frame(time, step, CellChange.between(before, after, after), help));
        }
        boolean cut = log.isFull();
        if (!cut && !boards.get(cursor).equals(last)) return Optional.empty();
        return Optional.of(new Replay(puzzle, frames, cut));
    }

    private static Replay.Step stepOf(Move move) {
        return switch (move) {
            case Move.Place p -> Replay.Step.DIGIT;
            case Move.Clear c -> Replay.Step.ERASED;
            case Move.ToggleNote t -> Replay.Step.NOTE;
            case Move.ClearNotes c -> Replay.Step.NOTES_CLEARED;
            case Move.FillNotes f -> Replay.Step.NOTES_FILLED;
        };
    }
}
