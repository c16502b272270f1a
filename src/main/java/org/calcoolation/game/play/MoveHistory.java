package org.calcoolation.game.play;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;

/**
 * A game's board and the moves that made it: an undo history without limit for the player, kept
 * within {@link #MAX_MOVES} by trimming, which digits were revealed rather than found, and when the
 * server applied each move, by the game's play clock (what {@code stats.Rhythm} judges a solve by). Says
 * nothing of whether a move is allowed now; the {@link Game} decides that. Not thread-safe, as
 * the game that holds it. Everything the player does to the board also goes into its {@link PlayLog},
 * which keeps what this history drops (undone moves, trimmed ones, restarts) for a replay.
 */
final class MoveHistory {

    /**
     * The most moves a game keeps (four bytes each, so at most 40 KB in its row). A history that
     * reaches it is trimmed: the oldest moves give way to the board as they left it, and undo
     * still goes back {@value #UNDO_KEPT} moves. A 16×16 solved with every note written and
     * struck out takes 8,448 moves (256 × 16 notes on and off, 256 digits), so a player meets
     * this only by going back and forth for a very long time.
     */
    static final int MAX_MOVES = 10_000;

    static final int UNDO_KEPT = 5_000;
    /**
     * What the player is told once their history was trimmed: a message key, worded by the page with
     * {@link #MAX_MOVES} and {@link #UNDO_KEPT} as its arguments.
     */
    static final String TRIMMED = "play.notice.trimmed";

    /**
     * The time of a move the server did not time: played before times were kept, rebuilt as the
     * start of a trimmed history, or stored when pages said which moves had waited offline (the
     * server now times every move it takes; see {@link GameSnapshot#timedMoves}).
     */
    static final int UNKNOWN_TIME = -1;

    private final Puzzle puzzle;
    private final PlayLog log;
    private Board board;
    private int[] moves = new int[16];
    /**
     * When each move was last applied (or redone), in milliseconds of play time, beside it in
     * {@link #moves}: four bytes a move again. An int holds 24 days of play; a longer game keeps its last
     * moves at that ceiling.
     */
    private int[] times = new int[16];

    private int moveCount;
    private int cursor;
    /** How many moves at the start only rebuild the board of a trimmed history; undo stops there. */
    private int baseCount;
    /** Set when the history was trimmed, until the page is told. */
    private boolean trimmedUntold;
    /** Cells whose digit was revealed rather than found; follows undo and redo. */
    private BitSet revealed = new BitSet();
    /**
     * What an undo of each of the last moves brings back (the cells it changed, as they were before
     * it), newest last: the page draws an undo at once from it. Only moves applied since the game
     * came into memory, and {@link #UNDO_PREVIEWS} of them, are known; older undos wait for the server.
     */
    private final ArrayDeque<List<CellChange>> undoPreviews = new ArrayDeque<>();

    static final int UNDO_PREVIEWS = 32;

    MoveHistory(Puzzle puzzle, PlayLog log) {
        this.puzzle = puzzle;
        this.log = log;
        this.board = Board.start(puzzle);
    }

    /** A stored history, {@code cursor} of its moves applied, with the time of each move, and its log. */
    static MoveHistory restore(Puzzle puzzle, int[] moves, int[] times, int cursor, PlayLog log) {
        if (times.length != moves.length)
            throw new IllegalArgumentException(times.length + " move times for " + moves.length + " moves");
        MoveHistory history = new MoveHistory(puzzle, log);
        history.moves = Arrays.copyOf(moves, Math.max(16, moves.length));
        history.times = Arrays.copyOf(times, history.moves.length);
        history.moveCount = moves.length;
        history.cursor = cursor;
        while (history.baseCount < history.moveCount && Moves.isBase(history.moves[history.baseCount]))
            history.baseCount++;
        history.replayTo(cursor);
        return history;
    }

    Board board() {
        return board;
    }

    /** The moves kept, those undone included. */
    int[] moves() {
        return Arrays.copyOf(moves, moveCount);
    }

    /** When each of {@link #moves()} was applied, in milliseconds of play time; {@link #UNKNOWN_TIME} if not timed. */
    int[] times() {
        return Arrays.copyOf(times, moveCount);
    }

    PlayLog log() {
        return log;
    }

    /** How many of {@link #moves()} are applied. */
    int cursor() {
        return cursor;
    }

    /** The cells whose digit on the board was revealed, not found by the player. */
    Set<Cell> revealedCells() {
        return revealed.stream().mapToObj(i -> Cell.ofIndex(i, puzzle.size())).collect(Collectors.toUnmodifiableSet());
    }

    boolean isRevealed(int cellIndex) {
        return revealed.get(cellIndex);
    }

    /**
     * Applies the move, a revealed digit if {@code reveal}, at {@code playMillis} of play time, and
     * drops the moves undone; false if it changes nothing.
     */
    boolean apply(Move move, boolean reveal, long playMillis) {
        Board next = board.apply(move);
        if (next.equals(board)) return false;
        int packed = reveal ? Moves.revealed((Move.Place) move, puzzle.size()) : Moves.encode(move, puzzle.size());
        record(packed, playMillis);
        log.played(packed, playMillis);
        track(packed);
        previewUndo(board, next);
        board = next;
        return true;
    }

    private void record(int packed, long playMillis) {
        moveCount = cursor;
        if (moveCount >= MAX_MOVES) trim();
        if (moveCount == moves.length) {
            moves = Arrays.copyOf(moves, moves.length * 2);
            times = Arrays.copyOf(times, moves.length);
        }
        times[moveCount] = time(playMillis);
        moves[moveCount++] = packed;
        cursor = moveCount;
    }

    /** A negative play time stands for a move whose time is not known (see {@link #UNKNOWN_TIME}). */
    private static int time(long playMillis) {
        return playMillis < 0 ? UNKNOWN_TIME : (int) Math.min(playMillis, Integer.MAX_VALUE);
    }

    /**
     * Replaces all but the last {@value #UNDO_KEPT} moves by the few that write the board they
     * left (each digit, each note), marked so that undo stops there. The board now is unchanged.
     */
    private void trim() {
        Board now = board;
        BitSet revealedNow = revealed;
        int from = cursor - UNDO_KEPT;
        replayTo(from);
        int n = puzzle.size();
        int[] kept = new int[n * n * (n + 1) + UNDO_KEPT + 1];
        int[] keptTimes = new int[kept.length];
        int count = 0;
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int digit = board.value(cell);
            if (digit != 0) {
                Move.Place place = new Move.Place(cell, digit, false);
                kept[count++] = Moves.asBase(revealed.get(i) ? Moves.revealed(place, n) : Moves.encode(place, n));
            }
            for (int notes = board.notes(cell); notes != 0; notes &= notes - 1) {
                kept[count++] =
                        Moves.asBase(Moves.encode(new Move.ToggleNote(cell, Integer.numberOfTrailingZeros(notes)), n));
            }
        }
        baseCount = count;
        Arrays.fill(keptTimes, 0, count, UNKNOWN_TIME);
        System.arraycopy(moves, from, kept, count, UNDO_KEPT);
        System.arraycopy(times, from, keptTimes, count, UNDO_KEPT);
        moves = kept;
        times = keptTimes;
        moveCount = cursor = count + UNDO_KEPT;
        board = now;
        revealed = revealedNow;
        trimmedUntold = true;
    }

    /** Whether the history was trimmed since the last call: the player is told once. */
    boolean takeTrimmedNotice() {
        boolean told = trimmedUntold;
        trimmedUntold = false;
        return told;
    }

    /** Which digits are revealed: a revealed digit marks its cell, any other digit or clearing unmarks it. */
    private void track(int packed) {
        Move move = Moves.decode(packed, puzzle.size());
        switch (move) {
            case Move.Place p -> revealed.set(p.cell().index(puzzle.size()), Moves.isRevealed(packed));
            case Move.Clear c -> revealed.clear(c.cell().index(puzzle.size()));
            case Move.ToggleNote t -> {}
            case Move.ClearNotes c -> {}
            case Move.FillNotes f -> {}
        }
    }

    /** The last move, if it is a digit (or a note, {@code asNote}) in this cell: what a second key of 10–16 replaces. */
    boolean lastMoveWrote(Cell cell, int digit, boolean asNote) {
        if (cursor <= baseCount) return false;
        return switch (Moves.decode(moves[cursor - 1], puzzle.size())) {
            case Move.Place p -> !asNote && p.cell().equals(cell) && p.digit() == digit;
            case Move.ToggleNote t -> asNote && t.cell().equals(cell) && t.digit() == digit;
            default -> false;
        };
    }

    boolean canUndo() {
        return cursor > baseCount;
    }

    boolean canRedo() {
        return cursor < moveCount;
    }

    /** How many moves undo can take back in a row. */
    int undoable() {
        return cursor - baseCount;
    }

    /** How many undone moves redo can bring back in a row. */
    int redoable() {
        return moveCount - cursor;
    }

    /** Steps back one move at {@code playMillis} of play time; call only when {@link #canUndo()}. */
    void undo(long playMillis) {
        log.undone(playMillis);
        cursor--;
        replayTo(cursor);
        undoPreviews.pollLast();
    }

    /** Applies the next move undone, at {@code playMillis} of play time; call only when {@link #canRedo()}. */
    void redo(long playMillis) {
        times[cursor] = time(playMillis);
        log.redone(playMillis);
        int packed = moves[cursor++];
        Board before = board;
        board = board.apply(Moves.decode(packed, puzzle.size()));
        track(packed);
        previewUndo(before, board);
    }

    /** Back to the empty grid at {@code playMillis} of play time, with no history. */
    void clear(long playMillis) {
        log.marked(PlayLog.Mark.RESTART, playMillis);
        board = Board.start(puzzle);
        revealed = new BitSet();
        moveCount = cursor = baseCount = 0;
        undoPreviews.clear();
    }

    /** The cells the next undo changes, as it leaves them; empty when there is none or it is not known here. */
    List<CellChange> undoPreview() {
        return canUndo() && !undoPreviews.isEmpty() ? undoPreviews.peekLast() : List.of();
    }

    /** The cells the next redo changes, as it leaves them; empty when there is none. */
    List<CellChange> redoPreview() {
        if (!canRedo()) return List.of();
        Board next = board.apply(Moves.decode(moves[cursor], puzzle.size()));
        return CellChange.between(board, next, next);
    }

    private void previewUndo(Board before, Board after) {
        if (undoPreviews.size() == UNDO_PREVIEWS) undoPreviews.pollFirst();
        undoPreviews.addLast(CellChange.between(before, after, before));
    }

    private void replayTo(int count) {
        board = Board.start(puzzle);
        revealed = new BitSet();
        for (int i = 0; i < count; i++) {
            board = board.apply(Moves.decode(moves[i], puzzle.size()));
            track(moves[i]);
        }
    }
}
