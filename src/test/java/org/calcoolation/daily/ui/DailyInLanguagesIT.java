package org.calcoolation.daily.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import java.nio.file.Paths;
import java.util.List;
import org.assertj.core.api.Assertions;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.daily.DailyPuzzleService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Issue 44 in Debian's Chromium: a German and a Japanese guest (their browser's Accept-Language) see
 * the front page and today's 4×4 finished in their language, and nothing runs off the side of a
 * 390 px phone or a 1366 px laptop. Pictures in target/screenshots/daily-*.png, to look at.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/daily-in-languages")
class DailyInLanguagesIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    @Test
    void a_german_guest_plays_todays_first_rung_in_german() {
        playIn("de-DE", "de", List.of("Die Rätsel von heute", "Gewertetes Rätsel"), "Ohne Wertung");
    }

    @Test
    void a_japanese_guest_plays_todays_first_rung_in_japanese() {
        playIn("ja-JP", "ja", List.of("今日のパズル", "レーティングパズル"), "ランキング外");
    }

    /** The front page, then the first rung solved: its finish panel, the board's line and the share text. */
    private void playIn(String locale, String lang, List<String> front, String unranked) {
        Page page = chromium.newContext(
                        new Browser.NewContextOptions().setLocale(locale).setViewportSize(1366, 768))
                .newPage();
        page.setDefaultTimeout(20_000);
        page.navigate(url("/"));
        assertThat(page.locator("html")).hasAttribute("lang", lang);
        for (String text : front) assertThat(page.locator("main")).containsText(text);
        shots(page, lang + "-front");

        page.locator(".ladder .rung-link").first().click();
        page.locator(".start-step button").click();
        Chromium.typeGrid(
                page,
                ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                        .puzzles()
                        .getFirst()
                        .puzzle()
                        .solution()
                        .orElseThrow());
        assertThat(page.locator(".standing")).containsText(unranked);
        assertThat(page.locator(".share-text")).containsText("4×4");
        shots(page, lang + "-finished");
    }

    /** The page at a phone's and a laptop's width: no wider than the screen, pictured. */
    private static void shots(Page page, String name) {
        for (int width : new int[] {390, 1366}) {
            page.setViewportSize(width, width == 390 ? 844 : 768);
            page.waitForTimeout(300);
            Object overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
            Assertions.assertThat(((Number) overflow).intValue())
                    .as("%s at %d px runs off the side by", name, width)
                    .isLessThanOrEqualTo(0);
            page.screenshot(new Page.ScreenshotOptions()
                    .setFullPage(true)
                    .setPath(Paths.get("target/screenshots/daily-" + name + "-" + width + ".png")));
        }
    }

    private String url(String path) {
        return "http://localhost:" + port + path;
    }
}
