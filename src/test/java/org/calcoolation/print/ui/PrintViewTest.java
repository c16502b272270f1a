package org.calcoolation.print.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.router.QueryParameters;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Locale;
import org.calcoolation.account.PlayerService;
import org.calcoolation.base.ui.Press;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.print.PrintServices;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.test.context.support.TestExecutionEvent;
import org.springframework.security.test.context.support.WithUserDetails;

/** The print page offers a booklet to download, or one plain sentence and no download. */
@SpringBootTest
@WithUserDetails(value = PrintViewTest.USER, setupBefore = TestExecutionEvent.TEST_EXECUTION)
class PrintViewTest extends SpringBrowserlessTest {

    static final String USER = "print.player";
    static final String WORKED = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";

    @Autowired
    PlayerService players;

    @Autowired
    DailyPuzzleService daily;

    @BeforeEach
    void thePlayerExists() {
        if (players.findByUsername(USER).isEmpty())
            players.register(
                    new PlayerService.Registration(USER, "correct horse battery", "correct horse battery", null));
    }

    /** The page as the archive's link opens it; browserless navigate(String) takes no query. */
    private PrintView withWeek(String week) {
        UI.getCurrent().navigate("print", QueryParameters.of("week", week));
        return $(PrintView.class).single();
    }

    @Test
    void pasted_ids_make_a_booklet_to_download() {
        PrintView view = navigate(PrintView.class);
        assertThat(view.source.getValue()).isEqualTo(PrintView.Source.IDS);
        view.ids.setValue(WORKED + "\n3:aa_aa_a_,m3s1m6a3\n");
        view.perPage.setValue(1);
        Press.on(view.make);
        assertThat(view.refusal.isVisible()).isFalse();
        assertThat(view.download.isVisible()).isTrue();
        assertThat(view.download.getText()).isEqualTo("Download puzzles.pdf (2 puzzles, 3 pages)");
        assertThat(view.download.getHref()).isNotBlank();
    }

    @Test
    void a_malformed_id_gets_its_line_and_a_plain_reason_and_no_download() {
        PrintView view = navigate(PrintView.class);
        view.ids.setValue(WORKED + "\n4:_aa_a_ab_5a3,m6d2m4s1s2a6\n");
        Press.on(view.make);
        assertThat(view.refusal.getText())
                .isEqualTo("Line 2: This puzzle ID is cut short: it has 7 cages but only 6 clues.");
        assertThat(view.download.isVisible()).isFalse();
    }

    @Test
    void the_week_still_being_played_is_refused_in_a_sentence() {
        LocalDate today = daily.today();
        PrintView view = withWeek(today.toString());
        assertThat(view.source.getValue()).isEqualTo(PrintView.Source.WEEK);
        Press.on(view.make);
        assertThat(view.refusal.getText()).startsWith("The week of ").contains("is not over yet");
        assertThat(view.download.isVisible()).isFalse();
    }

    @Test
    void an_address_with_no_date_says_so_and_offers_the_last_whole_week() {
        PrintView view = withWeek("<b>soon</b>");
        assertThat(view.refusal.getText()).startsWith("“<b>soon</b>” is not a date");
        assertThat(view.week.getValue())
                .isEqualTo(daily.today().with(java.time.DayOfWeek.MONDAY).minusWeeks(1));
    }

    @Test
    void asking_the_generator_for_more_than_twenty_four_is_refused() {
        PrintView view = navigate(PrintView.class);
        view.source.setValue(PrintView.Source.GENERATED);
        view.sizes.get(4).setValue(true);
        view.sizes.get(5).setValue(true);
        view.levels.get(Difficulty.EASY).setValue(true);
        view.count.setValue(5);
        Press.on(view.make);
        assertThat(view.refusal.getText()).isEqualTo("That makes 30 puzzles; a set holds at most 24.");
    }

    @Test
    void the_generator_makes_the_sizes_and_levels_asked() {
        PrintView view = navigate(PrintView.class);
        view.source.setValue(PrintView.Source.GENERATED);
        view.sizes.get(6).setValue(false);
        view.sizes.get(4).setValue(true);
        view.count.setValue(2);
        view.name.setValue("Year 5, week 3");
        Press.on(view.make);
        assertThat(view.download.getText()).isEqualTo("Download puzzles.pdf (2 puzzles, 2 pages)");
    }

    @Test
    void a_japanese_page_gets_a_japanese_booklet_or_is_told_why_it_is_english() throws IOException {
        UI.getCurrent().setLocale(Locale.JAPANESE);
        Path noFonts = Files.createTempDirectory("no-fonts");
        // The page on a server with no font for Japanese, attached by hand as the router makes one per server.
        PrintView withoutFont = new PrintView(PrintServices.withFontsIn(daily, noFonts));
        UI.getCurrent().add(withoutFont);
        withoutFont.source.setValue(PrintView.Source.IDS);
        withoutFont.ids.setValue(WORKED);
        Press.on(withoutFont.make);
        assertThat(withoutFont.download.getText()).isEqualTo("puzzles.pdf をダウンロード（1問、2ページ）");
        assertThat(withoutFont.note.isVisible()).isTrue();
        assertThat(withoutFont.note.getText()).isEqualTo("冊子は英語で作成されました。このサーバーには日本語を書けるフォントがありません。");
        withoutFont.ids.setValue("not an id");
        Press.on(withoutFont.make);
        assertThat(withoutFont.note.isVisible()).as("no booklet, no note").isFalse();

        PrintServices.assumeJapaneseFont();
        PrintView view = navigate(PrintView.class);
        view.ids.setValue(WORKED);
        Press.on(view.make);
        assertThat(view.download.isVisible()).isTrue();
        assertThat(view.note.isVisible()).as("this server writes Japanese").isFalse();
    }

    @Test
    void week_labels_name_both_ends_as_the_language_writes_them() {
        // ICU (CLDR) puts the dash between thin spaces, U+2009; read as plain spaces here.
        assertThat(label(2026, 11, 16, Locale.ENGLISH)).isEqualTo("16 – 22 November 2026");
        assertThat(label(2026, 11, 30, Locale.ENGLISH)).isEqualTo("30 November – 6 December 2026");
        assertThat(label(2025, 12, 29, Locale.ENGLISH)).isEqualTo("29 December 2025 – 4 January 2026");
        assertThat(label(2026, 11, 16, Locale.GERMAN)).isEqualTo("16.–22. November 2026");
    }

    private static String label(int year, int month, int day, Locale language) {
        return PrintView.weekLabel(LocalDate.of(year, month, day), language).replace('\u2009', ' ');
    }
}
