package org.calcoolation.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The font finder: Liberation Sans alone for what it writes, else the first font of the configured
 * places and then the system's that writes the rest, Gothic before Mincho; files that are not
 * fonts are passed over; each set of characters is looked up once. The tests that need a font for
 * Japanese are skipped, saying so, on a machine without one (.ci/run installs IPAGothic).
 */
public class FontFinderTest {

    static final String JAPANESE = "解答 · ページ オンラインでプレイ";

    @TempDir
    Path folder;

    /** The machine's font for Japanese, as the app would find it; the test is skipped without one. */
    public static FontFile assumeJapaneseFont() {
        Optional<FontFile> font = japaneseFont();
        assumeTrue(
                font.isPresent(),
                "No font for Japanese on this machine (in " + FontFinder.systemFolders()
                        + "): install Debian's fonts-ipafont-gothic, as .ci/run does, to run this test");
        return font.orElseThrow();
    }

    private static Optional<FontFile> japaneseFont() {
        return new FontFinder(List.of(), FontFinder.systemFolders()).writing(JAPANESE)
                        instanceof FontFinder.Found(FontFile font)
                ? Optional.of(font)
                : Optional.empty();
    }

    @Test
    void what_liberation_sans_writes_needs_no_other_font_and_no_file_is_read() {
        FontFinder nowhere = new FontFinder(List.of(Path.of("/no/such/folder")), List.of());
        assertThat(FontFinder.lacking("Lösungen · Seite 1 von 2 − × ÷ ¿Cómo? «œuvre»"))
                .isEmpty();
        assertThat(nowhere.writing("Lösungen · Seite 1 von 2 − × ÷")).isEqualTo(new FontFinder.LiberationSans());
        assertThat(FontFinder.lacking("解答 · 解答 1 / 2 ページ")).isEqualTo("ジペー答解");
    }

    @Test
    void with_no_font_for_the_rest_it_says_so() {
        FontFinder empty = new FontFinder(List.of(folder), List.of());
        assertThat(empty.writing(JAPANESE)).isEqualTo(new FontFinder.NotFound(FontFinder.lacking(JAPANESE)));
    }

    @Test
    void the_machines_font_for_japanese_writes_every_character_the_booklet_needs() {
        FontFile font = assumeJapaneseFont();
        System.out.println("Font for Japanese here: " + font);
        assertThat(FontFinder.preference(font.path()))
                .as("a Gothic face where the machine has one: %s", font)
                .isZero();
    }

    @Test
    void gothic_and_sans_faces_come_before_others_and_mincho_and_serif_last() throws IOException {
        for (String name : List.of("ipam.ttf", "NotoSerifCJK.ttc", "Other.otf", "ipag.ttf", "NotoSansCJK.ttc", "a.txt"))
            Files.writeString(folder.resolve(name), "not a font");
        List<String> order = new FontFinder(List.of(folder), List.of())
                .candidates().stream()
                        .map(path -> path.getFileName().toString())
                        .toList();
        assertThat(order).containsExactly("NotoSansCJK.ttc", "ipag.ttf", "Other.otf", "NotoSerifCJK.ttc", "ipam.ttf");
        assertThat(FontFinder.preference(Path.of("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf")))
                .isZero();
        assertThat(FontFinder.preference(Path.of("/usr/share/fonts/opentype/ipafont-mincho/ipam.ttf")))
                .isEqualTo(2);
    }

    @Test
    void files_that_are_not_fonts_are_passed_over_without_failing() throws IOException {
        FontFile font = assumeJapaneseFont();
        byte[] noise = new byte[4096];
        new Random(44).nextBytes(noise);
        Files.write(folder.resolve("aaa-gothic.ttf"), noise);
        Files.write(folder.resolve("aab-gothic.ttc"), new byte[0]);
        Files.writeString(folder.resolve("aac-gothic.otf"), "OTTO but not a font");
        Files.write(folder.resolve("aad-gothic.ttf"), Files.readAllBytes(font.path()));
        FontFinder finder = new FontFinder(List.of(folder), List.of());
        assertThat(finder.writing(JAPANESE))
                .isEqualTo(new FontFinder.Found(FontFile.single(folder.resolve("aad-gothic.ttf"))));
    }

    @Test
    void a_font_once_found_is_not_looked_for_again() throws IOException {
        FontFile font = assumeJapaneseFont();
        Path copy = Files.copy(font.path(), folder.resolve("copy.ttf"));
        FontFinder finder = new FontFinder(List.of(folder), List.of());
        FontFinder.Coverage first = finder.writing(JAPANESE);
        assertThat(first).isEqualTo(new FontFinder.Found(FontFile.single(copy)));
        Files.delete(copy);
        assertThat(finder.writing(JAPANESE + " "))
                .as("the same characters: the answer kept")
                .isSameAs(first);
        assertThat(finder.writing("漢字"))
                .as("other characters: looked for, and the font is gone")
                .isInstanceOf(FontFinder.NotFound.class);
    }

    @Test
    void a_font_in_a_collection_is_found_and_embedded() throws IOException {
        FontFile font = assumeJapaneseFont();
        assumeTrue(font.inCollection().isEmpty(), "the machine's font is a collection already: " + font);
        Path collection = folder.resolve("gothic.ttc");
        Files.write(collection, collectionOf(Files.readAllBytes(font.path())));
        FontFinder.Coverage found = new FontFinder(List.of(collection), List.of()).writing(JAPANESE);
        assertThat(found).isInstanceOf(FontFinder.Found.class);
        FontFile inside = ((FontFinder.Found) found).font();
        assertThat(inside.inCollection()).isPresent();

        var puzzle =
                PrintedPuzzle.of(Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 44), Difficulty.EASY, "");
        byte[] pdf = Booklet.pdf(
                new PuzzleSet("解答", "", List.of(puzzle)), new PageLayout(Paper.A4, 1), Words.ENGLISH, List.of(inside));
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            assertThat(new PDFTextStripper().getText(doc)).contains("解答");
            PrintServiceTest.assertEmbeddedSubsets(doc);
        }
    }

    /** A TrueType collection (.ttc) of the one font {@code ttf}: its header, then the font, its tables' offsets moved. */
    static byte[] collectionOf(byte[] ttf) {
        int header = 16;
        ByteBuffer out = ByteBuffer.allocate(header + ttf.length);
        out.put("ttcf".getBytes(StandardCharsets.US_ASCII))
                .putInt(0x00010000)
                .putInt(1)
                .putInt(header);
        out.put(ttf);
        int tables = ByteBuffer.wrap(ttf).getShort(4) & 0xffff;
        for (int k = 0; k < tables; k++) {
            int at = header + 12 + k * 16 + 8;
            out.putInt(at, out.getInt(at) + header);
        }
        return out.array();
    }
}
