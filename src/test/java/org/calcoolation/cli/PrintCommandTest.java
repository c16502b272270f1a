package org.calcoolation.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code print} writes the booklet of a file of IDs, or refuses with the line at fault and writes nothing. */
class PrintCommandTest {

    static final String WORKED = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
    static final String THREE = "3:aa_aa_a_,m3s1m6a3";

    @TempDir
    Path dir;

    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    int run(String stdin, String... args) {
        return Cli.run(
                args,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void a_file_of_ids_becomes_a_booklet_with_its_answers() throws IOException {
        Path ids = Files.writeString(dir.resolve("ids.txt"), WORKED + "\n" + THREE + "\n");
        Path pdf = dir.resolve("set.pdf");
        int code = run(
                "",
                "print",
                "--ids",
                ids.toString(),
                "--out",
                pdf.toString(),
                "--per-page",
                "1",
                "--paper",
                "letter",
                "--title",
                "Week 48");
        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).isEqualTo("print: 2 puzzles on 3 pages written to " + pdf + "\n");
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(3);
            assertThat(doc.getPage(0).getMediaBox().getWidth()).isEqualTo(612f);
            String text = new PDFTextStripper().getText(doc);
            assertThat(text).contains("Week 48", WORKED, THREE, "Answers");
        }
    }

    @Test
    void ids_may_come_on_stdin() {
        Path pdf = dir.resolve("stdin.pdf");
        assertThat(run(WORKED + "\n", "print", "--ids", "-", "--out", pdf.toString()))
                .isZero();
        assertThat(pdf).isNotEmptyFile();
    }

    @Test
    void a_malformed_id_is_refused_with_its_line_and_no_pdf_is_written() throws IOException {
        Path ids = Files.writeString(dir.resolve("bad.txt"), WORKED + "\n4:_aa_a_ab_5a3,m6d2m4s1s2a6\n");
        Path pdf = dir.resolve("bad.pdf");
        assertThat(run("", "print", "--ids", ids.toString(), "--out", pdf.toString()))
                .isEqualTo(1);
        assertThat(err.toString())
                .isEqualTo("print: Line 2: This puzzle ID is cut short: it has 7 cages but only 6 clues.\n");
        assertThat(pdf).doesNotExist();
    }

    @Test
    void bad_usage_is_one_line_with_exit_code_two() {
        assertThat(run("", "print", "--ids", "x.txt")).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("print: --ids FILE and --out FILE are required\n");
        err.reset();
        assertThat(run("", "print", "--ids", "x.txt", "--out", "y.pdf", "--per-page", "3"))
                .isEqualTo(2);
        assertThat(err.toString()).isEqualTo("print: --per-page must be 1, 2, 4 or 6, not 3\n");
    }

    @Test
    void a_missing_file_is_named() {
        assertThat(run("", "print", "--ids", dir.resolve("none.txt").toString(), "--out", "y.pdf"))
                .isEqualTo(1);
        assertThat(err.toString()).isEqualTo("print: there is no file " + dir.resolve("none.txt") + "\n");
    }
}
