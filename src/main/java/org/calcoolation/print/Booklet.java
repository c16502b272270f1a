package org.calcoolation.print;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.jspecify.annotations.Nullable;

/**
 * Draws a set as a PDF booklet with Apache PDFBox: the puzzles, {@link PageLayout#perPage()} a
 * page, each with its number, size, level and Keen ID; then the answer key. Text is set in
 * Liberation Sans, which PDFBox carries and embeds (only the glyphs used), because the standard
 * PDF fonts have no − (U+2212) for the clues; what it lacks (Japanese) in a font found on the
 * machine ({@link FontFinder}), embedded the same way.
 */
public final class Booklet {

    static final String HOW_TO_PLAY =
            "Play a puzzle online: open /play?id= followed by its ID on the site, or paste the ID under Play, Share,"
                    + " Import a puzzle ID. Keen (Simon Tatham's puzzles) opens most IDs too.";

    private Booklet() {}

    /** The PDF of this set laid out so, its own words in English. */
    public static byte[] pdf(PuzzleSet set, PageLayout layout) {
        return pdf(set, layout, Words.ENGLISH);
    }

    /** The PDF of this set laid out so, its own words as {@code words} has them. */
    public static byte[] pdf(PuzzleSet set, PageLayout layout, Words words) {
        return pdf(set, layout, words, List.of());
    }

    /**
     * As {@link #pdf(PuzzleSet, PageLayout, Words)}, each character Liberation Sans lacks written in
     * the first of {@code besides} that has it (a ? if none has).
     *
     * @throws UncheckedIOException if one of {@code besides} cannot be read or embedded
     */
    static byte[] pdf(PuzzleSet set, PageLayout layout, Words words, List<FontFile> besides) {
        List<Closeable> toClose = new ArrayList<>();
        try (PDDocument doc = new PDDocument()) {
            doc.getDocumentInformation().setTitle(set.title());
            doc.getDocumentInformation().setCreator("Calcoolation");
            List<PDFont> fonts = new ArrayList<>(List.of(liberationSans(doc)));
            for (FontFile file : besides) fonts.add(file.load(doc, toClose));
            Pages pages = new Pages(doc, layout, fonts, set, words);
            List<PrintedPuzzle> puzzles = set.puzzles();
            for (int i = 0; i < puzzles.size(); i++) {
                PDPageContentStream page = pages.puzzlePage(i);
                new PuzzleDrawing(page, fonts, words).puzzle(layout.slot(i), i + 1, puzzles.get(i), layout.perPage());
            }
            for (int i = 0; i < puzzles.size(); i++) {
                PDPageContentStream page = pages.keyPage(i);
                new PuzzleDrawing(page, fonts, words)
                        .answer(layout.keySlot(i), layout.keyGrid(i), i + 1, puzzles.get(i));
            }
            pages.close();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            // Written to memory: only a font file of the machine's (besides) is read, and may fail.
            throw new UncheckedIOException(e);
        } finally {
            closeAll(toClose);
        }
    }

    private static PDFont liberationSans(PDDocument doc) throws IOException {
        try (InputStream in = PDDocument.class.getResourceAsStream(FontFinder.LIBERATION_SANS)) {
            if (in == null) throw new IOException("PDFBox's jar has no " + FontFinder.LIBERATION_SANS);
            return PDType0Font.load(doc, in, true);
        }
    }

    private static void closeAll(List<Closeable> files) {
        for (Closeable file : files) {
            try {
                file.close();
            } catch (IOException e) {
                // Only read from, and the booklet is made: nothing is lost.
            }
        }
    }

    /** Opens a page when the next puzzle or answer needs one, with its header, and closes the one before. */
    private static final class Pages {
        private final PDDocument doc;
        private final PageLayout layout;
        private final List<PDFont> fonts;
        private final PuzzleSet set;
        private final Words words;
        private final int total;
        private @Nullable PDPageContentStream open;
        private int number;

        Pages(PDDocument doc, PageLayout layout, List<PDFont> fonts, PuzzleSet set, Words words) {
            this.doc = doc;
            this.words = words;
            this.layout = layout;
            this.fonts = fonts;
            this.set = set;
            this.total = layout.pages(set.puzzles().size());
        }

        PDPageContentStream puzzlePage(int i) throws IOException {
            return i % layout.perPage() == 0 || open == null
                    ? newPage(number == 0 ? set.title() : set.name(), number == 0)
                    : open;
        }

        PDPageContentStream keyPage(int i) throws IOException {
            return i % PageLayout.KEYS_PER_PAGE == 0 || open == null ? newPage(words.answers(set.name()), false) : open;
        }

        private PDPageContentStream newPage(String heading, boolean first) throws IOException {
            close();
            PDPage page = new PDPage(
                    new PDRectangle(layout.paper().width(), layout.paper().height()));
            doc.addPage(page);
            number++;
            PDPageContentStream stream = new PDPageContentStream(doc, page);
            open = stream;
            Text text = new Text(stream, fonts);
            float baseline = layout.paper().height() - PageLayout.MARGIN - 16;
            float width = layout.paper().width() - 2 * PageLayout.MARGIN;
            String pageNumber = words.page(number, total);
            float size = first ? 16 : 11;
            text.fitted(heading, PageLayout.MARGIN, baseline, size, width - text.width(pageNumber, 9) - 12);
            text.show(pageNumber, PageLayout.MARGIN + width - text.width(pageNumber, 9), baseline, 9);
            if (first) text.fitted(words.howToPlay(), PageLayout.MARGIN, PageLayout.MARGIN - 16, 7.5f, width);
            return stream;
        }

        void close() throws IOException {
            if (open != null) open.close();
            open = null;
        }
    }
}
