package org.calcoolation.game;

import org.calcoolation.game.store.GameState;

/** The answer to a pasted Keen game ID. */
public sealed interface ImportResult {

    record Imported(GameState game) implements ImportResult {}

    /**
     * Why the ID cannot be played: {@code message} in words for the player, {@code detail} (maybe
     * empty) the technical account, such as where in the ID the fault is, shown second.
     */
    record Rejected(String message, String detail) implements ImportResult {
        public Rejected(String message) {
            this(message, "");
        }
    }
}
