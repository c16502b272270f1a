package org.calcoolation.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.text.PDFTextStripper;
import org.calcoolation.base.i18n.BundleMessages;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;

/**
 * A week of dailies is printed only once it is over: a day's puzzles stay secret while it is played.
 * The daily service is a stand-in here, its days two small puzzles each, so no ladder is generated.
 */
class PrintServiceTest {

    static final LocalDate SATURDAY = LocalDate.of(2026, 11, 28);
    final DailyPuzzleService daily = mock(DailyPuzzleService.class);
    /** With the fonts of this machine, as the app has them. */
    final PrintService print =
            new PrintService(daily, new BundleMessages(), new FontFinder(List.of(), FontFinder.systemFolders()));

    final PageLayout six = new PageLayout(Paper.A4, 6);

    PrintServiceTest() {
        when(daily.today()).thenReturn(SATURDAY);
        when(daily.hasLadder(any())).thenAnswer(call -> {
            LocalDate day = call.getArgument(0);
            return !day.isBefore(DailyPuzzleService.FIRST_DAY) && !day.isAfter(SATURDAY);
        });
        when(daily.ladder(any(LocalDate.class))).thenAnswer(call -> {
            LocalDate day = call.getArgument(0);
            List<DailyPuzzle> rungs = new ArrayList<>();
            for (int slot = 0; slot < 2; slot++) {
                DailyPuzzle rung = mock(DailyPuzzle.class);
                Puzzle puzzle =
                        Generator.generate(4 + slot, Difficulty.EASY, Variant.STANDARD, day.toEpochDay() * 10 + slot);
                when(rung.puzzle()).thenReturn(puzzle);
                when(rung.slot()).thenReturn(slot);
                when(rung.day()).thenReturn(day);
                when(rung.difficulty()).thenReturn(Difficulty.EASY);
                rungs.add(rung);
            }
            return new DailyPuzzleService.DayResult.Ladder(day, rungs);
        });
    }

    @Test
    void the_week_being_played_is_refused_and_no_day_of_it_is_read() {
        Printed printed = print.week(SATURDAY.minusDays(3), six, Locale.ENGLISH);
        assertThat(refusal(printed))
                .isEqualTo("The week of 23 November 2026 is not over yet, and a day’s puzzles"
                        + " stay secret while it is played. It can be printed from 30 November 2026.");
        verify(daily, never()).ladder(any(LocalDate.class));
    }

    @Test
    void a_week_ending_yesterday_is_refused_too_if_today_is_its_sunday() {
        when(daily.today()).thenReturn(LocalDate.of(2026, 11, 22));
        assertThat(print.week(LocalDate.of(2026, 11, 16), six, Locale.ENGLISH)).isInstanceOf(Printed.Refused.class);
        when(daily.today()).thenReturn(LocalDate.of(2026, 11, 23));
        assertThat(print.week(LocalDate.of(2026, 11, 16), six, Locale.ENGLISH)).isInstanceOf(Printed.Pdf.class);
    }

    @Test
    void a_past_week_prints_each_day_in_order_with_day_and_rung() throws IOException {
        Printed printed = print.week(LocalDate.of(2026, 11, 19), six, Locale.ENGLISH);
        assertThat(printed).isInstanceOf(Printed.Pdf.class);
        Printed.Pdf pdf = (Printed.Pdf) printed;
        assertThat(pdf.puzzles()).isEqualTo(14);
        assertThat(pdf.fileName()).isEqualTo("daily-week-2026-11-16.pdf");
        try (PDDocument doc = Loader.loadPDF(pdf.bytes())) {
            assertThat(doc.getNumberOfPages()).isEqualTo(3 + 2).isEqualTo(pdf.pages());
            String text = new PDFTextStripper().getText(doc);
            assertThat(text)
                    .contains("Daily puzzles, week of 16 November 2026", "Mon 16 Nov · rung 1", "Sun 22 Nov · rung 2");
            assertThat(text.indexOf("Mon 16 Nov · rung 2")).isLessThan(text.indexOf("Tue 17 Nov · rung 1"));
        }
    }

    @Test
    void the_first_week_prints_only_the_days_of_the_archive() {
        Printed.Pdf pdf = (Printed.Pdf) print.week(LocalDate.of(2025, 12, 29), six, Locale.ENGLISH);
        assertThat(pdf.puzzles()).isEqualTo(4 * 2);
        assertThat(refusal(print.week(LocalDate.of(2025, 12, 22), six, Locale.ENGLISH)))
                .isEqualTo("The daily puzzles start on 1 January 2026.");
    }

    private static String refusal(Printed printed) {
        return ((Printed.Refused) printed).problem().english();
    }

    @Test
    void a_german_chooser_gets_the_booklets_own_words_in_german() throws IOException {
        Printed.Pdf german = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.GERMAN);
        assertThat(german.noFontFor()).isEmpty();
        try (PDDocument doc = Loader.loadPDF(german.bytes())) {
            assertThat(new PDFTextStripper().getText(doc))
                    .contains("Calcoolation-Rätsel", "Lösungen · Calcoolation-Rätsel", "Seite 1 von 2", "Rätsel 1")
                    .containsPattern("4×4 · (Leicht|Mittel|Schwer|Extrem|Maßlos)")
                    .doesNotContain("Answers", "Page 1", "Puzzle 1", "Easy", "Hard");
            assertThat(fontNames(doc)).allMatch(name -> name.endsWith("+LiberationSans"));
        }
    }

    @Test
    void a_japanese_chooser_gets_the_booklet_in_japanese_in_an_embedded_font_of_the_machine() throws IOException {
        FontFinderTest.assumeJapaneseFont();
        Printed.Pdf japanese = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.JAPANESE);
        assertThat(japanese.noFontFor()).isEmpty();
        try (PDDocument doc = Loader.loadPDF(japanese.bytes())) {
            assertThat(new PDFTextStripper().getText(doc))
                    .contains("Calcoolation パズル · 2026年11月28日", "解答 · Calcoolation パズル", "1 / 2 ページ")
                    .contains("オンラインでプレイ", "第1問", "m6d2m4s1s2a6d2")
                    .containsPattern("4×4 · (かんたん|ふつう|むずかしい|エクストリーム|理不尽)")
                    .doesNotContain("Answers", "Page 1", "Puzzle 1", "Easy", "Hard");
            assertThat(fontNames(doc))
                    .as("Liberation Sans for what it writes, the Japanese font for the rest")
                    .hasSize(2)
                    .anyMatch(name -> name.endsWith("+LiberationSans"));
            assertEmbeddedSubsets(doc);
            BookletTest.render(doc, "ja-ids");
        }
        Printed.Pdf week = (Printed.Pdf) print.week(LocalDate.of(2026, 11, 19), six, Locale.JAPANESE);
        try (PDDocument doc = Loader.loadPDF(week.bytes())) {
            assertThat(new PDFTextStripper().getText(doc))
                    .contains("デイリーパズル（2026年11月16日 の週）", "11月16日(月) · 1段目", "11月22日(日) · 2段目");
            assertEmbeddedSubsets(doc);
            BookletTest.render(doc, "ja-week");
        }
    }

    @Test
    void with_no_font_for_japanese_the_booklet_is_english_and_says_why() throws IOException {
        Path noFonts = Files.createTempDirectory("no-fonts");
        PrintService print = PrintServices.withFontsIn(daily, noFonts);
        Printed.Pdf japanese = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.JAPANESE);
        assertThat(japanese.noFontFor()).contains(Locale.JAPANESE);
        try (PDDocument doc = Loader.loadPDF(japanese.bytes())) {
            assertThat(new PDFTextStripper().getText(doc))
                    .as("no question marks where no font has Japanese")
                    .contains("Answers · Calcoolation puzzles", "Page 1 of 2", "28 November 2026");
            assertThat(fontNames(doc)).allMatch(name -> name.endsWith("+LiberationSans"));
        }
        Printed.Pdf german = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.GERMAN);
        assertThat(german.noFontFor()).as("Liberation Sans writes German").isEmpty();
    }

    @Test
    void a_font_that_goes_away_after_it_was_found_gives_an_english_booklet_not_an_error() throws IOException {
        FontFile found = FontFinderTest.assumeJapaneseFont();
        Path folder = Files.createTempDirectory("fonts");
        Path copy = Files.copy(found.path(), folder.resolve("gothic.ttf"));
        PrintService print = PrintServices.withFontsIn(daily, folder);
        Printed.Pdf before = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.JAPANESE);
        assertThat(before.noFontFor()).isEmpty();
        Files.delete(copy);
        Printed.Pdf after = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.JAPANESE);
        assertThat(after.noFontFor()).contains(Locale.JAPANESE);
        try (PDDocument doc = Loader.loadPDF(after.bytes())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("Answers · Calcoolation puzzles");
        }
        Files.delete(folder);
    }

    /** The base font names on every page: a subset's has its six-letter tag, "ABCDEF+". */
    static Set<String> fontNames(PDDocument doc) throws IOException {
        Set<String> names = new TreeSet<>();
        for (PDPage page : doc.getPages())
            for (COSName name : page.getResources().getFontNames())
                names.add(page.getResources().getFont(name).getName());
        return names;
    }

    /** Every font is in the file, as a subset: a reader without IPAGothic shows the same. */
    static void assertEmbeddedSubsets(PDDocument doc) throws IOException {
        for (PDPage page : doc.getPages()) {
            for (COSName name : page.getResources().getFontNames()) {
                PDFont font = page.getResources().getFont(name);
                assertThat(font.isEmbedded()).as(font.getName()).isTrue();
                assertThat(font.getName()).matches("[A-Z]{6}\\+.+");
                PDType0Font type0 = (PDType0Font) font;
                assertThat(type0.getDescendantFont().getFontDescriptor().getFontFile2())
                        .as("the TrueType program of %s", font.getName())
                        .isNotNull();
            }
        }
    }

    @Test
    void a_name_with_markup_or_characters_the_font_lacks_is_printed_not_refused() throws IOException {
        Printed printed = print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "<b>Class 5</b> 🧮 漢字\nnext", six, Locale.ENGLISH);
        try (PDDocument doc = Loader.loadPDF(((Printed.Pdf) printed).bytes())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("<b>Class 5</b> ? ?? next");
        }
    }
}
