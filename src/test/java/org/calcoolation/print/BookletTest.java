package org.calcoolation.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.PDFTextStripperByArea;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The booklet of a 12-puzzle set, read back with PDFBox: its pages, every Keen ID in its text, and
 * each answer's digits, read from the region of its grid, equal to the puzzle's solution. The pages
 * are also rendered to target/print-pages (390 px wide, as on a phone, and a full page at 150 dpi)
 * for a person to look at.
 */
public class BookletTest {

    static final int SIZES_FROM = 4;
    static List<PrintedPuzzle> twelve;

    @BeforeAll
    static void makeTwelve() {
        twelve = new ArrayList<>();
        Difficulty[] levels = {Difficulty.EASY, Difficulty.NORMAL, Difficulty.HARD};
        for (int i = 0; i < 12; i++) {
            int size = SIZES_FROM + i % 6;
            Difficulty level = levels[i % 3];
            Puzzle puzzle = Generator.generate(size, level, Variant.STANDARD, 4200L + i);
            twelve.add(PrintedPuzzle.of(puzzle, level, i < 6 ? "" : "Week 47"));
        }
    }

    @Test
    void twelve_puzzles_four_a_page_make_three_pages_and_one_of_answers() throws IOException {
        PageLayout layout = new PageLayout(Paper.A4, 4);
        byte[] pdf = Booklet.pdf(new PuzzleSet("Club set", "28 November 2026", twelve), layout);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            assertThat(doc.getNumberOfPages()).isEqualTo(4);
            assertThat(doc.getPage(0).getMediaBox().getWidth())
                    .isCloseTo(595.28f, org.assertj.core.data.Offset.offset(0.1f));
            String text = new PDFTextStripper().getText(doc);
            assertThat(text).contains("Club set · 28 November 2026", "Puzzle 12", "Answers");
            String joined = text.replaceAll("\\s", "");
            for (PrintedPuzzle p : twelve) assertThat(joined).contains(p.keenId());
            assertKeyMatches(doc, layout);
            render(doc, "a4-four");
        }
    }

    @Test
    void six_a_page_on_letter_make_two_pages_and_one_of_answers() throws IOException {
        PageLayout layout = new PageLayout(Paper.LETTER, 6);
        byte[] pdf = Booklet.pdf(new PuzzleSet("Six a page", "", twelve), layout);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            assertThat(doc.getNumberOfPages()).isEqualTo(3);
            assertThat(doc.getPage(2).getMediaBox().getHeight()).isEqualTo(792f);
            String joined = new PDFTextStripper().getText(doc).replaceAll("\\s", "");
            for (PrintedPuzzle p : twelve) assertThat(joined).contains(p.keenId());
            assertKeyMatches(doc, layout);
            render(doc, "letter-six");
        }
    }

    @Test
    void one_and_two_a_page_give_a_page_per_puzzle_or_pair() throws IOException {
        try (PDDocument doc =
                Loader.loadPDF(Booklet.pdf(new PuzzleSet("One", "", twelve), new PageLayout(Paper.A4, 1)))) {
            assertThat(doc.getNumberOfPages()).isEqualTo(12 + 1);
            render(doc, "a4-one");
        }
        try (PDDocument doc =
                Loader.loadPDF(Booklet.pdf(new PuzzleSet("Two", "", twelve), new PageLayout(Paper.A4, 2)))) {
            assertThat(doc.getNumberOfPages()).isEqualTo(6 + 1);
        }
    }

    @Test
    void every_clue_is_printed_as_the_site_writes_it() throws IOException {
        PrintedPuzzle nine = twelve.get(5);
        byte[] pdf = Booklet.pdf(new PuzzleSet("Clues", "", List.of(nine)), new PageLayout(Paper.A4, 1));
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFTextStripper firstPage = new PDFTextStripper();
            firstPage.setStartPage(1);
            firstPage.setEndPage(1);
            String text = firstPage.getText(doc);
            List<String> words = Arrays.asList(text.split("\\s+"));
            for (var cage : nine.puzzle().cages()) assertThat(words).contains(cage.clue());
            assertThat(text).contains("−").doesNotContain("-");
        }
    }

    /** Each answer's grid region holds exactly the solution's digits, row by row. */
    static void assertKeyMatches(PDDocument doc, PageLayout layout) throws IOException {
        float height = layout.paper().height();
        for (int i = 0; i < twelve.size(); i++) {
            PDFTextStripperByArea area = new PDFTextStripperByArea();
            area.setSortByPosition(true);
            Box grid = layout.keyGrid(i);
            area.addRegion("key", new Rectangle2D.Float(grid.x(), grid.yFromTop(height), grid.width(), grid.height()));
            area.extractRegions(doc.getPage(layout.keyPage(i, twelve.size())));
            String digits = area.getTextForRegion("key").replaceAll("\\s", "");
            String solution = Arrays.stream(twelve.get(i).solution().digits())
                    .mapToObj(Integer::toString)
                    .collect(Collectors.joining());
            assertThat(digits).as("answer %d", i + 1).isEqualTo(solution);
        }
    }

    public static void render(PDDocument doc, String name) throws IOException {
        Path dir = Path.of("target", "print-pages");
        Files.createDirectories(dir);
        PDFRenderer renderer = new PDFRenderer(doc);
        for (int page = 0; page < Math.min(doc.getNumberOfPages(), 4); page++) {
            float widthPt = doc.getPage(page).getMediaBox().getWidth();
            BufferedImage phone = renderer.renderImageWithDPI(page, 390 / widthPt * 72);
            assertThat(phone.getWidth()).isBetween(389, 391);
            ImageIO.write(
                    phone,
                    "png",
                    dir.resolve(name + "-p" + (page + 1) + "-390px.png").toFile());
            ImageIO.write(
                    renderer.renderImageWithDPI(page, 150),
                    "png",
                    dir.resolve(name + "-p" + (page + 1) + "-150dpi.png").toFile());
        }
    }
}
