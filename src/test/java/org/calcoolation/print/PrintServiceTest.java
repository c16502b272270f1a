package org.calcoolation.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
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
    final PrintService print = new PrintService(daily, new BundleMessages());
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
    void a_german_chooser_gets_the_booklets_own_words_in_german_and_a_japanese_one_in_english() throws IOException {
        Printed.Pdf german = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.GERMAN);
        try (PDDocument doc = Loader.loadPDF(german.bytes())) {
            assertThat(new PDFTextStripper().getText(doc))
                    .contains("Calcoolation-Rätsel", "Lösungen · Calcoolation-Rätsel", "Seite 1 von 2")
                    .doesNotContain("Answers", "Page 1");
        }
        Printed.Pdf japanese = (Printed.Pdf) print.ids("4:_aa_a_ab_5a3,m6d2m4s1s2a6d2", "", six, Locale.JAPANESE);
        try (PDDocument doc = Loader.loadPDF(japanese.bytes())) {
            assertThat(new PDFTextStripper().getText(doc))
                    .as("no question marks where the font has no Japanese")
                    .contains("Answers · Calcoolation puzzles", "Page 1 of 2");
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
