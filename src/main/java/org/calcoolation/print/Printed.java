package org.calcoolation.print;

import org.calcoolation.account.Problem;

/** A booklet to download, or why there is none, in a plain sentence. */
public sealed interface Printed permits Printed.Pdf, Printed.Refused {

    /** The PDF of {@code puzzles} puzzles on {@code pages} pages, to be saved as {@code fileName}. */
    record Pdf(byte[] bytes, String fileName, int puzzles, int pages) implements Printed {
        public Pdf {
            if (bytes.length == 0) throw new IllegalArgumentException("a PDF has bytes");
        }
    }

    /** Why there is no booklet, worded by the page. */
    record Refused(Problem problem) implements Printed {

        /** A reason written in English by a feature whose pages are not translated yet (issue 44). */
        public Refused(String english) {
            this(Problem.untranslated(english));
        }

        /** The reason in English, for pages not translated yet (issue 44). */
        public String message() {
            return problem.english();
        }
    }
}
