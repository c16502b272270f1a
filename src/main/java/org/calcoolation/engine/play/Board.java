package org.calcoolation.engine.play;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;

/**
 * What a player has written on a puzzle: a digit or nothing in each cell, and pencil notes in the
 * empty ones. Immutable; {@link #apply} gives the next board.
 *
 * <p>Boards are kept by the hundred in undo histories, so a board is two small arrays in reading
 * order (entries 0..16 in bytes, notes as bit d = digit d in ints) and a shared puzzle.
 */
public final class Board {

    private final Puzzle puzzle;
    private final byte[] entries;
    private final int[] notes;

    private Board(Puzzle puzzle, byte[] entries, int[] notes) {
        this.puzzle = puzzle;
        this.entries = entries;
        this.notes = notes;
    }

    /** The empty board a game starts from. */
    public static Board start(Puzzle puzzle) {
        int cells = puzzle.size() * puzzle.size();
        return new Board(puzzle, new byte[cells], new int[cells]);
    }

    /**
     * A board brought back from storage: entries (0 = empty) and note masks in reading order, as
     * given by {@link #entries()} and {@link #notes()}. Notes on a filled cell are dropped.
     */
    public static Board restore(Puzzle puzzle, int[] entries, int[] notes) {
        int n = puzzle.size();
        if (entries.length != n * n || notes.length != n * n) {
            throw new IllegalArgumentException(
                    "a " + n + "×" + n + " board needs " + n * n + " entries and " + n * n + " note masks");
        }
        byte[] e = new byte[n * n];
        int[] m = new int[n * n];
        for (int i = 0; i < n * n; i++) {
            if (entries[i] != 0) checkDigit(entries[i], n);
            if ((notes[i] & ~allDigits(n)) != 0)
                throw new IllegalArgumentException(
                        "notes " + Integer.toBinaryString(notes[i]) + " hold digits outside 1.." + n);
            e[i] = (byte) entries[i];
            m[i] = entries[i] == 0 ? notes[i] : 0;
        }
        return new Board(puzzle, e, m);
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    public int size() {
        return puzzle.size();
    }

    /** The board after {@code move}; this board when the move changes nothing. */
    public Board apply(Move move) {
        return switch (move) {
            case Move.Place place -> place(place);
            case Move.Clear clear -> withEntry(index(clear.cell()), 0);
            case Move.ToggleNote toggle -> toggleNote(toggle);
            case Move.ClearNotes clearNotes -> withNotes(index(clearNotes.cell()), 0);
            case Move.FillNotes fill -> with(entries, NoteFill.masks(fill.fill(), puzzle, entries, notes));
        };
    }

    /** The digit in a cell, 0 when it is empty. */
    public int value(Cell cell) {
        return entries[index(cell)];
    }

    public boolean isEmpty(Cell cell) {
        return value(cell) == 0;
    }

    /** The notes of a cell as a mask: bit d set = digit d noted. */
    public int notes(Cell cell) {
        return notes[index(cell)];
    }

    /** The noted digits of a cell, smallest first. */
    public SortedSet<Integer> noteDigits(Cell cell) {
        SortedSet<Integer> digits = new TreeSet<>();
        for (int m = notes(cell); m != 0; m &= m - 1) digits.add(Integer.numberOfTrailingZeros(m));
        return Collections.unmodifiableSortedSet(digits);
    }

    /** Cells whose digit appears again in their row or column, in reading order. */
    public Set<Cell> conflicts() {
        int n = size();
        SortedSet<Cell> clashing = new TreeSet<>();
        for (int line = 0; line < n; line++) {
            markRepeats(line, 0, 1, clashing);
            markRepeats(0, line, n, clashing);
        }
        return Collections.unmodifiableSortedSet(clashing);
    }

    /** Looks along one row (step 1) or column (step n) from (row, col) for digits written twice. */
    private void markRepeats(int row, int col, int step, Set<Cell> clashing) {
        int n = size();
        int first = row * n + col;
        int[] count = new int[n + 1];
        for (int k = 0; k < n; k++) count[entries[first + k * step]]++;
        for (int k = 0; k < n; k++) {
            int i = first + k * step;
            if (entries[i] != 0 && count[entries[i]] > 1) clashing.add(Cell.ofIndex(i, n));
        }
    }

    public CageStatus status(Cage cage) {
        List<Cell> cells = cage.cells();
        int[] digits = new int[cells.size()];
        for (int i = 0; i < digits.length; i++) {
            digits[i] = value(cells.get(i));
            if (digits[i] == 0) return CageStatus.INCOMPLETE;
        }
        return cage.isSatisfiedBy(digits) ? CageStatus.SATISFIED : CageStatus.WRONG;
    }

    public boolean isFull() {
        for (byte e : entries) if (e == 0) return false;
        return true;
    }

    /**
     * Whether the puzzle is solved: every row and column holds each digit once and every cage makes
     * its target. Any such grid counts, not only the stored solution.
     */
    public boolean isComplete() {
        // A full line of n cells without repeats holds each of 1..n once.
        if (!isFull() || !conflicts().isEmpty()) return false;
        for (Cage cage : puzzle.cages()) if (status(cage) != CageStatus.SATISFIED) return false;
        return true;
    }

    /** Filled cells whose digit differs from {@code solution}, in reading order. */
    public Set<Cell> mistakes(Grid solution) {
        return cellsWhere(solution, (i, digit) -> entries[i] != 0 && entries[i] != digit);
    }

    /**
     * Empty cells whose notes rule out the digit {@code solution} has there, in reading order: what
     * Check notes marks. A cell without notes rules out nothing: the player has not worked on it yet.
     */
    public Set<Cell> noteMistakes(Grid solution) {
        return cellsWhere(solution, (i, digit) -> entries[i] == 0 && notes[i] != 0 && (notes[i] & 1 << digit) == 0);
    }

    /** The cells, in reading order, where {@code wrong} holds of the cell's index and the solution's digit there. */
    private Set<Cell> cellsWhere(Grid solution, BiPredicate<Integer, Integer> wrong) {
        int n = size();
        if (solution.size() != n)
            throw new IllegalArgumentException("a " + solution.size() + "×" + solution.size()
                    + " solution does not fit a " + n + "×" + n + " board");
        SortedSet<Cell> cells = new TreeSet<>();
        for (int i = 0; i < entries.length; i++) {
            Cell cell = Cell.ofIndex(i, n);
            if (wrong.test(i, solution.digit(cell))) cells.add(cell);
        }
        return Collections.unmodifiableSortedSet(cells);
    }

    /** The digits in reading order, 0 for empty cells; a copy. */
    public int[] entries() {
        int[] copy = new int[entries.length];
        for (int i = 0; i < copy.length; i++) copy[i] = entries[i];
        return copy;
    }

    /** The note masks in reading order; a copy. */
    public int[] notes() {
        return notes.clone();
    }

    private Board place(Move.Place place) {
        int n = size();
        int i = index(place.cell());
        checkDigit(place.digit(), n);
        byte[] e = entries.clone();
        int[] m = notes.clone();
        e[i] = (byte) place.digit();
        m[i] = 0;
        if (place.clearNotesInLines()) {
            int keep = ~(1 << place.digit());
            int row = place.cell().row(), col = place.cell().col();
            for (int k = 0; k < n; k++) {
                m[row * n + k] &= keep;
                m[k * n + col] &= keep;
            }
        }
        return with(e, m);
    }

    private Board toggleNote(Move.ToggleNote toggle) {
        int i = index(toggle.cell());
        checkDigit(toggle.digit(), size());
        if (entries[i] != 0) return this;
        return withNotes(i, notes[i] ^ (1 << toggle.digit()));
    }

    private Board withEntry(int i, int digit) {
        byte[] e = entries.clone();
        e[i] = (byte) digit;
        return with(e, notes);
    }

    private Board withNotes(int i, int mask) {
        int[] m = notes.clone();
        m[i] = mask;
        return with(entries, m);
    }

    private Board with(byte[] e, int[] m) {
        return Arrays.equals(e, entries) && Arrays.equals(m, notes) ? this : new Board(puzzle, e, m);
    }

    private int index(Cell cell) {
        Objects.requireNonNull(cell, "cell");
        int n = size();
        if (cell.row() >= n || cell.col() >= n)
            throw new IllegalArgumentException("cell " + cell + " lies outside the " + n + "×" + n + " grid");
        return cell.index(n);
    }

    private static void checkDigit(int digit, int size) {
        if (digit < 1 || digit > size) throw new IllegalArgumentException("digit " + digit + " is not in 1.." + size);
    }

    /** Bits 1..size: every digit of the grid, as a note mask. */
    static int allDigits(int size) {
        return ((1 << (size + 1)) - 1) & ~1;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b
                && b.puzzle.equals(puzzle)
                && Arrays.equals(b.entries, entries)
                && Arrays.equals(b.notes, notes);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(entries) + Arrays.hashCode(notes);
    }

    /** Rows separated by '/', '.' for an empty cell: {@code 12.4/.... }. */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < entries.length; i++) {
            if (i > 0 && i % size() == 0) s.append('/');
            s.append(entries[i] == 0 ? "." : Integer.toString(entries[i], 36));
        }
        return s.toString();
    }
}
