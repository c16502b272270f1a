package org.calcoolation.print;

import java.util.List;

/** The puzzles gathered for a set, or why there are none to print, in a plain sentence. */
public sealed interface Gathered permits Gathered.Puzzles, Gathered.Refused {

    record Puzzles(List<PrintedPuzzle> puzzles) implements Gathered {
        public Puzzles {
            puzzles = List.copyOf(puzzles);
            if (puzzles.isEmpty()) throw new IllegalArgumentException("gathered puzzles are at least one");
        }
    }

    record Refused(String message) implements Gathered {}
}
