package org.calcoolation.print;

/** A booklet to download, or why there is none, in a plain sentence. */
public sealed interface Printed permits Printed.Pdf, Printed.Refused {

    /** The PDF of {@code puzzles} puzzles on {@code pages} pages, to be saved as {@code fileName}. */
    record Pdf(byte[] bytes, String fileName, int puzzles, int pages) implements Printed {
        public Pdf {
            if (bytes.length == 0) throw new IllegalArgumentException("a PDF has bytes");
        }
    }

    record Refused(String message) implements Printed {}
}
