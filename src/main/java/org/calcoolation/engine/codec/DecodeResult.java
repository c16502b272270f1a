package org.calcoolation.engine.codec;

import java.util.Objects;
import java.util.Optional;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;

/** What reading a game ID gave: a puzzle, or the reason it could not be read and where. */
public sealed interface DecodeResult permits DecodeResult.Valid, DecodeResult.Invalid {

    /**
     * A puzzle read from a game ID, with what its parameters said. Keen prints IDs with only the
     * size, so the difficulty is usually absent.
     */
    record Valid(Puzzle puzzle, Optional<Difficulty> difficulty, boolean multiplicationOnly) implements DecodeResult {
        public Valid {
            Objects.requireNonNull(puzzle, "puzzle");
            Objects.requireNonNull(difficulty, "difficulty");
        }
    }

    /**
     * A game ID that could not be read. {@code plain} says what is wrong in a player's words;
     * {@code message} is the technical detail, with the position, for whoever mends the ID.
     * {@code position} is the 0-based index, in the string as given, of the character at fault (the
     * string's length when something is missing at the end).
     */
    record Invalid(Problem problem, String plain, String message, int position) implements DecodeResult {
        public Invalid {
            Objects.requireNonNull(problem, "problem");
            if (plain == null || plain.isBlank())
                throw new IllegalArgumentException("an invalid ID needs a plain message");
            if (message == null || message.isBlank())
                throw new IllegalArgumentException("an invalid ID needs a message");
            if (position < 0) throw new IllegalArgumentException("position must not be negative, not " + position);
        }
    }

    /** Every way an ID can be refused, so that a test can hold each one's plain message. */
    enum Problem {
        MISSING,
        EMPTY,
        NO_SIZE,
        SIZE_UNSUPPORTED,
        NO_DIFFICULTY,
        UNKNOWN_DIFFICULTY,
        NO_COLON,
        NO_CLUES,
        LAYOUT_CHARACTER,
        COUNT_WITHOUT_LETTER,
        COUNT_ZERO,
        LAYOUT_OPEN_END,
        LINE_COUNT,
        CAGE_TOO_BIG,
        TOO_FEW_CLUES,
        TOO_MANY_CLUES,
        CLUE_CHARACTER,
        AFTER_LAST_CLUE,
        NO_TARGET,
        TARGET_TOO_LARGE,
        TARGET_ZERO,
        TWO_CELL_OPERATION,
        GIVEN_OUT_OF_RANGE,
        /**
         * Our extension: a flag X, H or B given twice, an 'h' clue without H or on one cell, a target
         * below 0, an 'x' clue without B, flags that do not go together.
         */
        FLAG_TWICE,
        HIDDEN_NOT_ALLOWED,
        HIDDEN_GIVEN,
        TARGET_NEGATIVE,
        XOR_NOT_ALLOWED,
        FLAGS_CLASH,
        UNKNOWN_FLAG
    }
}
