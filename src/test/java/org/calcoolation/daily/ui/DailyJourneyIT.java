package org.calcoolation.daily.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.util.UUID;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import com.microsoft.playwright.options.AriaRole;
import org.calcoolation.Chromium;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The daily journey in Debian's Chromium: register (which signs in), open today's 4×4, solve it with the
 * keyboard, see "New personal best!" and the leaderboard, find the time on the best-times page,
 * log out. Set SCREENSHOT_DIR to keep a picture of the solved daily puzzle.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/daily-journey")
class DailyJourneyIT {

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    @Test
    void a_new_player_solves_todays_four_by_four_and_finds_it_in_the_records_and_on_the_leaderboard() {
        Chromium.assumeInstalled();
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
        String name = "daily_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a daily journey password";
        DailyPuzzle easy = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today())).puzzles().getFirst();
        Grid solution = easy.puzzle().solution().orElseThrow();
        try (Playwright playwright = Chromium.playwright();
             Browser browser = Chromium.launch(playwright);
             BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);

            Chromium.register(page, url(""), name, password);
            page.waitForURL(url("/"));

            page.navigate(url("/today"));
            page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("4×4 Easy, not started")).click();
            assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(16);
            Chromium.typeGrid(page, solution);
            assertThat(page.getByText("New personal best!")).isVisible();
            assertThat(page.locator(".leaderboard")).containsText(name);
            String shots = System.getenv("SCREENSHOT_DIR");
            if (shots != null) page.screenshot(new Page.ScreenshotOptions().setPath(java.nio.file.Paths.get(shots, "daily-solved.png")).setFullPage(true));

            page.navigate(url("/records"));
            assertThat(page.locator("vaadin-grid").first()).containsText("4×4 Easy");
            assertThat(page.locator(".time-chart canvas")).isVisible();
            if (shots != null) page.screenshot(new Page.ScreenshotOptions().setPath(java.nio.file.Paths.get(shots, "records.png")).setFullPage(true));

            page.navigate(url("/today"));
            assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("4×4 Easy, solved in"))).isVisible();
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log out").setExact(true)).first().click();
            page.waitForURL(url("/"));
            assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Log in").setExact(true))).isVisible();
        }
    }
}
