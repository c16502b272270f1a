package org.calcoolation.game;

import java.util.OptionalInt;
import org.calcoolation.engine.Refusal;
import org.calcoolation.game.store.GameState;

/** The answer to a pasted Keen game ID. */
public sealed interface ImportResult {

    record Imported(GameState game) implements ImportResult {}

    /**
     * Why the ID cannot be played: {@code reason} for the page to word in its player's language
     * ({@code refusals.*}), and, for an ID that does not read, {@code position}: the 0-based index
     * of the character at fault, shown second.
     */
    record Rejected(Refusal reason, OptionalInt position) implements ImportResult {
        public Rejected(Refusal reason) {
            this(reason, OptionalInt.empty());
        }

        /** The reason in English: for pages not translated yet (the classes', /learn) and logs. */
        public String message() {
            return reason.english();
        }
    }
}
