package org.calcoolation.print;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Lines of text on a page: placed, measured, shrunk to fit or broken into lines. Each character is
 * written in the first font that has it: Liberation Sans, then (in a Japanese booklet) a font
 * found on the machine.
 */
final class Text {

    private final PDPageContentStream page;
    private final List<PDFont> fonts;

    /** {@code fonts} in the order they are tried for each character. */
    Text(PDPageContentStream page, List<PDFont> fonts) {
        if (fonts.isEmpty()) throw new IllegalArgumentException("text needs a font");
        this.page = page;
        this.fonts = List.copyOf(fonts);
    }

    /** Characters next to each other that one font writes. */
    private record Run(PDFont font, String text) {}

    float width(String text, float size) {
        try {
            float width = 0;
            for (Run run : runs(text)) width += run.font().getStringWidth(run.text()) / 1000 * size;
            return width;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void show(String text, float x, float baseline, float size) throws IOException {
        page.beginText();
        page.newLineAtOffset(x, baseline);
        for (Run run : runs(text)) {
            page.setFont(run.font(), size);
            page.showText(run.text());
        }
        page.endText();
    }

    /**
     * The text with a ? for each character no font can draw: a set's name may hold any
     * character (an emoji, a script Liberation Sans lacks), and PDFBox refuses the whole line then.
     */
    String printable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (Run run : runs(text)) out.append(run.text());
        return out.toString();
    }

    private List<Run> runs(String text) {
        List<Run> runs = new ArrayList<>();
        PDFont current = fonts.getFirst();
        StringBuilder pending = new StringBuilder();
        for (int c : text.codePoints().toArray()) {
            Optional<PDFont> drawing = fontFor(c);
            PDFont font = drawing.orElse(fonts.getFirst());
            if (font != current && !pending.isEmpty()) {
                runs.add(new Run(current, pending.toString()));
                pending.setLength(0);
            }
            current = font;
            pending.append(drawing.isPresent() ? Character.toString(c) : "?");
        }
        if (!pending.isEmpty()) runs.add(new Run(current, pending.toString()));
        return runs;
    }

    private Optional<PDFont> fontFor(int codePoint) {
        if (codePoint < 0x7f && codePoint >= 0x20) return Optional.of(fonts.getFirst());
        return fonts.stream().filter(font -> canDraw(font, codePoint)).findFirst();
    }

    private static boolean canDraw(PDFont font, int codePoint) {
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
