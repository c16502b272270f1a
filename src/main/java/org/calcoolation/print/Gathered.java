package org.calcoolation.print;

import java.util.List;
import org.calcoolation.engine.Refusal;

/** The puzzles gathered for a set, or why there are none to print. */
public sealed interface Gathered permits Gathered.Puzzles, Gathered.Refused {

    record Puzzles(List<PrintedPuzzle> puzzles) implements Gathered {
        public Puzzles {
            puzzles = List.copyOf(puzzles);
            if (puzzles.isEmpty()) throw new IllegalArgumentException("gathered puzzles are at least one");
        }
    }

    /**
     * Why: {@code reason} for a page to word ({@code refusals.*}), about the line numbered
     * {@code line} (from 1), or about the whole text when {@code line} is 0.
     */
    record Refused(Refusal reason, int line) implements Gathered {
        public Refused {
            if (line < 0) throw new IllegalArgumentException("lines count from 1, not " + line);
        }

        public Refused(Refusal reason) {
            this(reason, 0);
        }

        /** In English, "Line 3: …" when a line is at fault: the command line's and the classes' words. */
        public String message() {
            return line == 0 ? reason.english() : "Line " + line + ": " + reason.english();
        }
    }
}
