package org.calcoolation.print;

import java.util.List;

/** What a booklet prints: a title line (the set's name and date) and its puzzles, numbered from 1 in this order. */
public record PuzzleSet(String name, String date, List<PrintedPuzzle> puzzles) {

    /** The most puzzles a custom set may hold; a week of dailies holds its 42. */
    public static final int MAX_CHOSEN = 24;

    public PuzzleSet {
        puzzles = List.copyOf(puzzles);
        if (puzzles.isEmpty()) throw new IllegalArgumentException("a set needs at least one puzzle");
        if (name.isBlank()) throw new IllegalArgumentException("a set needs a name");
    }

    /** The line at the top of the first page. */
    public String title() {
        return date.isBlank() ? name : name + " · " + date;
    }
}
