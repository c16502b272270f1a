package org.calcoolation.daily.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.UUID;
import java.util.regex.Pattern;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A gold solve in Debian's Chromium (issue 40): a player turns live marks off in Settings, solves
 * today's 4×4 with no help, and sees the gold mark on the finish panel, the day's board, the share
 * text and /records; a second player does the same with one hint and gets no mark, and the board's
 * gold switch leaves only gold solves. Set SCREENSHOT_DIR to keep pictures of the finish panel and
 * the board at 390 and 1366 px.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/gold-journey")
class GoldJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    /** Registers a new player, opens today's 4×4, starts it and turns live marks off in Settings. */
    private Page startWithMarksOff(String name) {
        BrowserContext context = chromium.newContext(1366, 900);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        Chromium.register(page, url(""), name, "a gold journey password");
        page.waitForURL(url("/"));
        page.navigate(url("/daily/" + daily.today() + "/1"));
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Start").setExact(true))
                .click();
        Locator marks =
                page.getByRole(AriaRole.CHECKBOX, new Page.GetByRoleOptions().setName(Pattern.compile("^Live marks")));
        assertThat(marks).isChecked();
        marks.click();
        assertThat(marks).not().isChecked();
        return page;
    }

    private Grid todaysEasy() {
        DailyPuzzle easy = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .getFirst();
        return easy.puzzle().solution().orElseThrow();
    }

    private static Locator rowOf(Page page, String name) {
        return page.locator(".leaderboard tbody tr").filter(new Locator.FilterOptions().setHasText(name));
    }

    private static final String STAR_NAMED = "[role=img][aria-label='Gold solve']";

    @Test
    void a_gold_solve_shows_its_mark_and_the_same_solve_with_one_hint_does_not() {
        String gold = "gold_" + UUID.randomUUID().toString().substring(0, 6);
        Page page = startWithMarksOff(gold);
        page.waitForTimeout(3_000);
        Chromium.typeGrid(page, todaysEasy(), Duration.ofSeconds(12));

        assertThat(page.locator(".finish-gold")).hasText("★ Gold solve: no help, live marks off");
        assertThat(page.locator(".finish-gold [aria-hidden=true]")).hasText("★");
        assertThat(rowOf(page, gold).locator(STAR_NAMED)).hasCount(1);
        assertThat(page.locator(".share-text")).containsText(" · ★ gold");
        shots(page, "gold-finish");

        page.navigate(url("/records"));
        assertThat(page.locator("vaadin-grid").nth(2)).containsText("Clean ★ gold");

        String hinted = "hint_" + UUID.randomUUID().toString().substring(0, 6);
        Page other = startWithMarksOff(hinted);
        other.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Hint").setExact(true))
                .click();
        other.waitForTimeout(3_000);
        Chromium.typeGrid(other, todaysEasy(), Duration.ofSeconds(12));

        assertThat(other.locator(".finish h2")).hasText("Solved");
        assertThat(other.locator(".finish-gold")).hasCount(0);
        assertThat(other.locator(".finish-help")).hasText("Assisted (1 use of help)");
        assertThat(other.locator(".share-text")).not().containsText("★");
        assertThat(rowOf(other, hinted)).hasCount(0);
        assertThat(rowOf(other, gold).locator(STAR_NAMED)).hasCount(1);

        Locator goldOnly = other.getByRole(
                AriaRole.CHECKBOX, new Page.GetByRoleOptions().setName(Pattern.compile("^Gold solves only")));
        goldOnly.click();
        assertThat(goldOnly).isChecked();
        assertThat(other.locator(".leaderboard tbody tr:not(:has(" + STAR_NAMED + "))"))
                .hasCount(0);
        assertThat(rowOf(other, gold)).hasCount(1);
        shots(other, "gold-board");
    }

    /** The finish panel and the board at a phone's and a laptop's width, when SCREENSHOT_DIR is set. */
    private static void shots(Page page, String name) {
        String dir = System.getenv("SCREENSHOT_DIR");
        if (dir == null) return;
        for (int width : new int[] {390, 1366}) {
            page.setViewportSize(width, width == 390 ? 844 : 768);
            page.waitForTimeout(300);
            page.locator(".finish").scrollIntoViewIfNeeded();
            page.screenshot(new Page.ScreenshotOptions()
                    .setFullPage(true)
                    .setPath(Paths.get(dir, name + "-" + width + ".png")));
        }
        page.setViewportSize(1366, 900);
    }
}
