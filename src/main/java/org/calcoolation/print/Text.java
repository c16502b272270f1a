package org.calcoolation.print;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;

/** Lines of text on a page: placed, measured, shrunk to fit or broken into lines. */
final class Text {

    private final PDPageContentStream page;
    private final PDFont font;

    Text(PDPageContentStream page, PDFont font) {
        this.page = page;
        this.font = font;
    }

    float width(String text, float size) {
        try {
            return font.getStringWidth(printable(text)) / 1000 * size;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void show(String text, float x, float baseline, float size) throws IOException {
        page.beginText();
        page.setFont(font, size);
        page.newLineAtOffset(x, baseline);
        page.showText(printable(text));
        page.endText();
    }

    /**
     * The text with a ? for each character the font cannot draw: a set's name may hold any
     * character (an emoji, a script Liberation Sans lacks), and PDFBox refuses the whole line then.
     */
    String printable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> out.append(canDraw(c) ? Character.toString(c) : "?"));
        return out.toString();
    }

    private boolean canDraw(int codePoint) {
        if (codePoint < 0x7f && codePoint >= 0x20) return true;
        try {
            font.encode(Character.toString(codePoint));
            return true;
        } catch (IllegalArgumentException | IOException noGlyph) {
            return false;
        }
    }

    /** At {@code size}, or smaller if that is wider than {@code room}. */
    void fitted(String text, float x, float baseline, float size, float room) throws IOException {
        float wide = width(text, size);
        show(text, x, baseline, wide > room ? size * room / wide : size);
    }

    /** Centred on {@code centreX}. */
    void centred(String text, float centreX, float baseline, float size) throws IOException {
        show(text, centreX - width(text, size) / 2, baseline, size);
    }

    /**
     * A long word (a 9×9 puzzle's ID runs past 100 characters) broken into lines no wider than
     * {@code room}, at any character: an ID has no spaces to break at.
     */
    List<String> broken(String word, float size, float room) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int end = 1; end <= word.length(); end++) {
            if (width(word.substring(start, end), size) > room && end - 1 > start) {
                lines.add(word.substring(start, end - 1));
                start = end - 1;
            }
        }
        lines.add(word.substring(start));
        return lines;
    }
}
