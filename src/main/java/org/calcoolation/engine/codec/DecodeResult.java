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
     * A game ID that could not be read. {@code position} is the 0-based index, in the string as
     * given, of the character at fault (the string's length when something is missing at the end).
     */
    record Invalid(String message, int position) implements DecodeResult {
        public Invalid {
            if (message == null || message.isBlank()) throw new IllegalArgumentException("an invalid ID needs a message");
            if (position < 0) throw new IllegalArgumentException("position must not be negative, not " + position);
        }
    }
}
