package org.calcoolation.game.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;

/**
 * Makes a {@link Replay} from a game's {@link PlayLog}: walks the log's events as the game took them,
 * keeping the boards after each applied move (moves undone stay until a new one), and makes a
 * frame of each.
 */
final class ReplayFrames {

    private final int n;
    /** The boards after each applied move, [0] the empty grid. */
    private final List<Board> boards;

    private final List<Integer> moves = new ArrayList<>();
    private int cursor;
    private HelpLedger help = HelpLedger.NONE;

    private ReplayFrames(Puzzle puzzle) {
        this.n = puzzle.size();
        this.boards = new ArrayList<>(List.of(Board.start(puzzle)));
    }

    /**
     * The frames of a log, undo and redo followed as {@link MoveHistory} follows them; empty if the log
     * does not end on {@code last}, the board the game has: a game begun before play was logged.
     */
    static Optional<Replay> of(Puzzle puzzle, PlayLog log, Board last) {
        ReplayFrames walk = new ReplayFrames(puzzle);
        List<Replay.Frame> frames = new ArrayList<>(log.size());
        int time = 0;
        for (int i = 0; i < log.size(); i++) {
            Board before = walk.boards.get(walk.cursor);
            Optional<Replay.Step> step = walk.follow(log.event(i));
            if (step.isEmpty()) continue; // an undo or redo the game did not take
            if (log.time(i) != MoveHistory.UNKNOWN_TIME) time = Math.max(time, log.time(i));
            Board after = walk.boards.get(walk.cursor);
            frames.add(new Replay.Frame(time, step.get(), CellChange.between(before, after, after), walk.help));
        }
        boolean cut = log.isFull();
        if (!cut && !walk.boards.get(walk.cursor).equals(last)) return Optional.empty();
        return Optional.of(new Replay(puzzle, frames, cut));
    }

    /** What one event of the log did, as the game took it; empty for an undo or redo with nothing to take. */
    private Optional<Replay.Step> follow(PlayLog.Event event) {
        return switch (event) {
            case PlayLog.Event.Played played -> Optional.of(played(played.packed()));
            case PlayLog.Event.Undone undone -> {
                if (cursor == 0) yield Optional.empty(); // as the game, which took no undo here
                cursor--;
                yield Optional.of(Replay.Step.UNDO);
            }
            case PlayLog.Event.Redone redone -> {
                if (cursor == moves.size()) yield Optional.empty();
                cursor++;
                yield Optional.of(Replay.Step.REDO);
            }
            case PlayLog.Event.Marked marked -> Optional.of(marked(marked.mark()));
        };
    }

    private Replay.Step played(int packed) {
        Move move = Moves.decode(packed, n);
        boolean revealed = Moves.isRevealed(packed);
        help = counted(help, move, revealed);
        moves.subList(cursor, moves.size()).clear();
        boards.subList(cursor + 1, boards.size()).clear();
        moves.add(packed);
        boards.add(boards.get(cursor).apply(move));
        cursor++;
        return revealed ? Replay.Step.REVEALED_DIGIT : stepOf(move);
    }

    private Replay.Step marked(PlayLog.Mark mark) {
        return switch (mark) {
            case RESTART -> {
                moves.clear();
                boards.subList(1, boards.size()).clear();
                cursor = 0;
                yield Replay.Step.RESTART;
            }
            case CHECK -> {
                help = help.withCheck();
                yield Replay.Step.CHECK;
            }
            case HINT -> {
                // The log keeps that a hint level was shown, not which: the replay counts them all.
                help = help.withHint(HintLevel.WHERE);
                yield Replay.Step.HINT;
            }
            case GAVE_UP -> {
                help = help.withSolutionRevealed();
                yield Replay.Step.GAVE_UP;
            }
        };
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
}
