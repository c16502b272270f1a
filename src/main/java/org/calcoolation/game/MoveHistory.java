package org.calcoolation.game;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Set;
import java.util.stream.Collectors;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.play.Board;
import org.calcoolation.engine.play.Move;

/**
 * A game's board and the moves that made it: an undo history without limit for the player, kept
 * within {@link #MAX_MOVES} by trimming, and which digits were revealed rather than found. Says
 * nothing of whether a move is allowed now; the {@link Game} decides that. Not thread-safe, as
 * the game that holds it.
 */
final class MoveHistory {

    /**
     * The most moves a game keeps (four bytes each, so at most 40 KB in its row). A history that
     * reaches it is trimmed: the oldest moves give way to the board as they left it, and undo
     * still goes back {@value #UNDO_KEPT} moves. A 12×12 solved with every note written and
     * struck out takes 3,600 moves (144 × 12 notes on and off, 144 digits), so a player meets
     * this only by going back and forth for a very long time.
     */
    static final int MAX_MOVES = 10_000;
    static final int UNDO_KEPT = 5_000;

    private final Puzzle puzzle;
    private Board board;
    private int[] moves = new int[16];
    private int moveCount;
    private int cursor;
    /** How many moves at the start only rebuild the board of a trimmed history; undo stops there. */
    private int baseCount;
    /** Set when the history was trimmed, until the page is told. */
    private boolean trimmedUntold;
    /** Cells whose digit was revealed rather than found; follows undo and redo. */
    private BitSet revealed = new BitSet();

    MoveHistory(Puzzle puzzle) {
        this.puzzle = puzzle;
        this.board = Board.start(puzzle);
    }

    /** A stored history, {@code cursor} of its moves applied. */
    static MoveHistory restore(Puzzle puzzle, int[] moves, int cursor) {
        MoveHistory history = new MoveHistory(puzzle);
        history.moves = Arrays.copyOf(moves, Math.max(16, moves.length));
        history.moveCount = moves.length;
        history.cursor = cursor;
        while (history.baseCount < history.moveCount && Moves.isBase(history.moves[history.baseCount])) history.baseCount++;
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

    /** Applies the move, a revealed digit if {@code reveal}, and drops the moves undone; false if it changes nothing. */
    boolean apply(Move move, boolean reveal) {
        Board next = board.apply(move);
        if (next.equals(board)) return false;
        int packed = reveal ? Moves.revealed((Move.Place) move, puzzle.size()) : Moves.encode(move, puzzle.size());
        record(packed);
        track(packed);
        board = next;
        return true;
    }

    private void record(int packed) {
        moveCount = cursor;
        if (moveCount >= MAX_MOVES) trim();
        if (moveCount == moves.length) moves = Arrays.copyOf(moves, moves.length * 2);
        moves[moveCount++] = packed;
        cursor = moveCount;
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
        int count = 0;
        for (int i = 0; i < n * n; i++) {
            Cell cell = Cell.ofIndex(i, n);
            int digit = board.value(cell);
            if (digit != 0) {
                Move.Place place = new Move.Place(cell, digit, false);
                kept[count++] = Moves.asBase(revealed.get(i) ? Moves.revealed(place, n) : Moves.encode(place, n));
            }
            for (int notes = board.notes(cell); notes != 0; notes &= notes - 1) {
                kept[count++] = Moves.asBase(Moves.encode(new Move.ToggleNote(cell, Integer.numberOfTrailingZeros(notes)), n));
            }
        }
        baseCount = count;
        System.arraycopy(moves, from, kept, count, UNDO_KEPT);
        moves = kept;
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
            case Move.ToggleNote t -> { }
            case Move.ClearNotes c -> { }
            case Move.FillNotes f -> { }
        }
    }

    /** The last move, if it is a digit (or a note, {@code asNote}) in this cell: what a second key of 10–12 replaces. */
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

    /** Steps back one move; call only when {@link #canUndo()}. */
    void undo() {
        cursor--;
        replayTo(cursor);
    }

    /** Applies the next move undone; call only when {@link #canRedo()}. */
    void redo() {
        int packed = moves[cursor++];
        board = board.apply(Moves.decode(packed, puzzle.size()));
        track(packed);
    }

    /** Back to the empty grid, with no history. */
    void clear() {
        board = Board.start(puzzle);
        revealed = new BitSet();
        moveCount = cursor = baseCount = 0;
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
