package org.calcoolation.print;

import java.util.Locale;
import java.util.Optional;
import org.calcoolation.account.Problem;

/** A booklet to download, or why there is none, in a plain sentence. */
public sealed interface Printed permits Printed.Pdf, Printed.Refused {

    /**
     * The PDF of {@code puzzles} puzzles on {@code pages} pages, to be saved as {@code fileName}.
     * {@code noFontFor}: the language it was asked in when the server has no font that writes it
     * (Japanese without a Japanese font), so its own words are English and the page says why.
     */
    record Pdf(byte[] bytes, String fileName, int puzzles, int pages, Optional<Locale> noFontFor) implements Printed {
        public Pdf {
            if (bytes.length == 0) throw new IllegalArgumentException("a PDF has bytes");
        }
    }

    /**
     * Why there is no booklet, worded by the page: about the pasted line numbered {@code line}
     * (from 1, "Line 3: …", key {@code refusals.print.line}), or about the whole request when 0.
     */
    record Refused(Problem problem, int line) implements Printed {

        public Refused {
            if (line < 0) throw new IllegalArgumentException("lines count from 1, not " + line);
        }

        public Refused(Problem problem) {
            this(problem, 0);
        }

        /** Why the pasted IDs make no booklet, as the engine or {@link IdLines} said it. */
        public static Refused of(Gathered.Refused gathered) {
            return new Refused(
                    new Problem(gathered.reason().key(), gathered.reason().arguments()), gathered.line());
        }

        /** The reason in English, for pages not translated yet (issue 44). */
        public String message() {
            return line == 0 ? problem.english() : "Line " + line + ": " + problem.english();
        }
    }
}
