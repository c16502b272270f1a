package org.calcoolation.engine.codec;

import java.util.Objects;
import java.util.Optional;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Refusal;

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
     * A game ID that could not be read. {@code refusal} says what is wrong in a player's words (a
     * key for the pages, keys {@code refusals.id.*}, and English); {@code message} is the technical
     * detail in English, with the position, for whoever mends the ID and for the command line.
     * {@code position} is the 0-based index, in the string as given, of the character at fault (the
     * string's length when something is missing at the end).
     */
    record Invalid(Problem problem, Refusal refusal, String message, int position) implements DecodeResult {
        public Invalid {
            Objects.requireNonNull(problem, "problem");
            Objects.requireNonNull(refusal, "refusal");
            if (message == null || message.isBlank())
                throw new IllegalArgumentException("an invalid ID needs a message");
            if (position < 0) throw new IllegalArgumentException("position must not be negative, not " + position);
        }

        /** What is wrong in a player's words, in English: the command line's and the tests' sentence. */
        public String plain() {
            return refusal.english();
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
