package org.calcoolation.game.play;

import org.calcoolation.engine.Cell;
import org.calcoolation.engine.play.Move;

/**
 * Moves packed into one int each, so that an unlimited undo history of a game costs four bytes a
 * move in memory and in the database: bits 0–2 the kind, bit 3 a flag, bits 4–7 the digit, bits
 * 8–15 the cell index, bit 16 set on a digit the player revealed rather than found (older rows
 * never have it), bit 17 set on a move that only rebuilds the board from before a trimmed history
 * (see {@code MoveHistory}), which undo does not step back over, bit 18 the digit's fifth bit
 * (16 on a 16×16; rows from before 16×16 never have it, so they read as they did).
 */
final class Moves {

    private static final int PLACE = 0, CLEAR = 1, TOGGLE_NOTE = 2, CLEAR_NOTES = 3, FILL_NOTES = 4;

    private Moves() {}

    static int encode(Move move, int size) {
        return switch (move) {
            case Move.Place p ->
                pack(PLACE, p.clearNotesInLines(), p.digit(), p.cell().index(size));
            case Move.Clear c -> pack(CLEAR, false, 0, c.cell().index(size));
            case Move.ToggleNote t ->
                pack(TOGGLE_NOTE, false, t.digit(), t.cell().index(size));
            case Move.ClearNotes c -> pack(CLEAR_NOTES, false, 0, c.cell().index(size));
            case Move.FillNotes f -> pack(FILL_NOTES, f.fill() == Move.Fill.CONSISTENT, 0, 0);
        };
    }

    static Move decode(int packed, int size) {
        int kind = packed & 7;
        boolean flag = (packed & 8) != 0;
        int digit = (packed >>> 4) & 15 | (packed >>> DIGIT_HIGH - 4) & 16;
        int index = (packed >>> 8) & 255;
        if (index >= size * size)
            throw new IllegalArgumentException("move " + packed + " names a cell outside the grid");
        Cell cell = Cell.ofIndex(index, size);
        return switch (kind) {
            case PLACE -> new Move.Place(cell, digit, flag);
            case CLEAR -> new Move.Clear(cell);
            case TOGGLE_NOTE -> new Move.ToggleNote(cell, digit);
            case CLEAR_NOTES -> new Move.ClearNotes(cell);
            case FILL_NOTES -> new Move.FillNotes(flag ? Move.Fill.CONSISTENT : Move.Fill.FREE);
            default -> throw new IllegalArgumentException("move " + packed + " has an unknown kind");
        };
    }

    /** A placed digit that came from the solution, not from the player. */
    static int revealed(Move.Place place, int size) {
        return encode(place, size) | REVEALED;
    }

    static boolean isRevealed(int packed) {
        return (packed & REVEALED) != 0;
    }

    private static final int REVEALED = 1 << 16;
    private static final int BASE = 1 << 17;

    /** The same move, marked as part of the rebuilt start of a trimmed history. */
    static int asBase(int packed) {
        return packed | BASE;
    }

    static boolean isBase(int packed) {
        return (packed & BASE) != 0;
    }

    private static final int DIGIT_HIGH = 18;

    private static int pack(int kind, boolean flag, int digit, int index) {
        return kind | (flag ? 8 : 0) | (digit & 15) << 4 | index << 8 | (digit & 16) << DIGIT_HIGH - 4;
    }
}
