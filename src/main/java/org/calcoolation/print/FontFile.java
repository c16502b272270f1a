package org.calcoolation.print;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * A TrueType font on this machine ({@link FontFinder} found it): a file of its own, or the font
 * named {@code inCollection} (its PostScript name) inside a collection (.ttc).
 */
record FontFile(Path path, Optional<String> inCollection) {

    static FontFile single(Path path) {
        return new FontFile(path, Optional.empty());
    }

    /**
     * The font in {@code doc}, to be embedded as a subset of the glyphs the booklet uses, so that a
     * reader without it shows the same. PDFBox subsets when the document is saved: a collection is
     * read until then, so it is added to {@code toClose}, for the caller to close after saving.
     */
    PDFont load(PDDocument doc, List<Closeable> toClose) throws IOException {
        if (inCollection.isEmpty()) return PDType0Font.load(doc, path.toFile());
        TrueTypeCollection collection = new TrueTypeCollection(path.toFile());
        toClose.add(collection);
        TrueTypeFont font = collection.getFontByName(inCollection.get());
        if (font == null) throw new IOException(path + " no longer holds " + inCollection.get());
        return PDType0Font.load(doc, font, true);
    }

    @Override
    public String toString() {
        return inCollection.map(name -> path + " (" + name + ")").orElse(path.toString());
    }
}
