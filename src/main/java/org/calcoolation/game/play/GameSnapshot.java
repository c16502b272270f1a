package org.calcoolation.game.play;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.play.Move;

/**
 * A game at rest, for storage. Moves are packed ints (see {@code Moves}); {@code cursor} of them are
 * applied. {@code moveTimes} has the play time of each move, as {@link MoveHistory} keeps it;
 * {@code receipts} says which numbered moves were taken from which page ({@link MoveReceipts#encode()});
 * {@code playLog} is everything the player did, for a replay ({@link PlayLog#encode()}).
 */
public record GameSnapshot(
        UUID id,
        String puzzleId,
        PuzzleKind kind,
        int[] solution,
        int[] moves,
        int[] moveTimes,
        int cursor,
        String receipts,
        byte[] playLog,
        long playMillis,
        Optional<Instant> firstShownAt,
        HelpLedger help,
        Settings settings,
        boolean paused,
        Optional<Instant> finishedAt) {

    /** The time of a move stored before moves were timed. */
    public static final int UNKNOWN_TIME = MoveHistory.UNKNOWN_TIME;

    public GameSnapshot {
        if (cursor < 0 || cursor > moves.length) throw new IllegalArgumentException("cursor outside the move list");
        if (moveTimes.length != moves.length)
            throw new IllegalArgumentException(moveTimes.length + " move times for " + moves.length + " moves");
        solution = solution.clone();
        moves = moves.clone();
        moveTimes = moveTimes.clone();
        playLog = playLog.clone();
    }

    /**
     * The applied moves, in order, with the play time at which each was applied. A move not timed
     * ({@link MoveHistory#UNKNOWN_TIME}) that leads the history is left out: played before times were
     * kept, or the rebuilt start of a trimmed history, it tells nothing of this sitting. One among
     * timed moves (stored when pages said which moves had waited offline) is judged by the times
     * around it: it takes the time of the next timed move, by which the server had it, or of the
     * last one at the end.
     */
    public List<TimedMove> timedMoves() {
        List<TimedMove> timed = new ArrayList<>(cursor);
        List<Move> waiting = new ArrayList<>();
        for (int i = 0; i < cursor; i++) {
            Move move = Moves.decode(moves[i], kind.size());
            if (moveTimes[i] == MoveHistory.UNKNOWN_TIME) {
                if (!timed.isEmpty()) waiting.add(move);
                continue;
            }
            for (Move before : waiting) timed.add(new TimedMove(before, moveTimes[i]));
            waiting.clear();
            timed.add(new TimedMove(move, moveTimes[i]));
        }
        for (Move after : waiting)
            timed.add(new TimedMove(after, timed.getLast().atMillis()));
        return List.copyOf(timed);
    }

    /** The game back in play, as {@link Game#snapshot()} left it; throws for a snapshot that cannot be played. */
    public Game restore(Clock clock) {
        PlayedPuzzle played = PlayedPuzzle.of(this);
        return new Game(
                id,
                played,
                clock,
                settings,
                help,
                MoveHistory.restore(played.puzzle(), moves(), moveTimes(), cursor, PlayLog.decode(playLog)),
                MoveReceipts.decode(receipts),
                Timekeeper.restore(clock, Duration.ofMillis(playMillis), firstShownAt, paused, finishedAt));
    }

    @Override
    public int[] solution() {
        return solution.clone();
    }

    @Override
    public byte[] playLog() {
        return playLog.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    @Override
    public int[] moveTimes() {
        return moveTimes.clone();
    }
}
