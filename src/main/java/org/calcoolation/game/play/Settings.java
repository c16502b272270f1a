package org.calcoolation.game.play;

/**
 * A player's choices about play. {@code removeNotesOnPlace}: placing a digit strikes it from the
 * notes of its row and column. {@code liveMarks}: duplicates and wrong full cages are marked as
 * they happen (purists turn this off).
 */
public record Settings(boolean removeNotesOnPlace, boolean liveMarks) {

    public static final Settings DEFAULT = new Settings(true, true);
}
