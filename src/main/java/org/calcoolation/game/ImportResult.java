package org.calcoolation.game;

/** The answer to a pasted Keen game ID. */
public sealed interface ImportResult {

    record Imported(GameState game) implements ImportResult {}

    /** Why the ID cannot be played, in words for the player. */
    record Rejected(String message) implements ImportResult {}
}
