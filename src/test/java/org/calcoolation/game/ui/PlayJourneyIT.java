package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.AriaRole;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.solve.SolveResult;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A player's journey in a real browser (Debian's Chromium, driven by Playwright): open the page,
 * ask for a 4×4 Easy puzzle, type its solution with the keyboard, and see "Solved".
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PlayJourneyIT {

    private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");

    @LocalServerPort
    int port;

    @Test
    void a_player_solves_a_four_by_four_easy_puzzle_with_the_keyboard() {
        Assumptions.assumeTrue(Files.isExecutable(CHROMIUM), "Chromium not installed at /usr/bin/chromium: apt-get install chromium");
        try (Playwright playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
             Browser browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                     .setExecutablePath(CHROMIUM)
                     .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                             "--disable-background-networking", "--disable-component-update", "--disable-sync")))) {
            Page page = browser.newPage(new Browser.NewPageOptions().setViewportSize(1280, 900));
            page.navigate("http://localhost:" + port + "/play");
            Locator cells = page.getByRole(AriaRole.GRIDCELL);
            assertThat(cells).hasCount(36);

            choose(page, "Size", "4 × 4");
            choose(page, "Difficulty", "Easy");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle")).click();
            assertThat(cells).hasCount(16);

            Grid solution = solutionOf(page.getByLabel("Puzzle ID").inputValue());
            cells.first().click();
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 4; c++) {
                    page.keyboard().press(Integer.toString(solution.digit(r, c)));
                    if (c < 3) page.keyboard().press("ArrowRight");
                }
                if (r < 3) {
                    page.keyboard().press("ArrowDown");
                    for (int c = 0; c < 3; c++) page.keyboard().press("ArrowLeft");
                }
            }

            assertThat(page.locator(".status")).containsText("Solved");
            assertThat(cells.last()).hasAttribute("aria-label", Pattern.compile("^Row 4, column 4, cage .+, value " + solution.digit(3, 3) + "$"));
            page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/play-solved.png")));
        }
    }

    private static void choose(Page page, String select, String item) {
        page.locator("vaadin-select", new Page.LocatorOptions().setHasText(select)).click();
        page.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName(item).setExact(true)).click();
    }

    private static Grid solutionOf(String keenId) {
        return switch (Solver.solve(KeenCodec.decodeOrThrow(keenId))) {
            case SolveResult.Unique unique -> unique.solution();
            case SolveResult.Ambiguous ambiguous -> throw new AssertionError("the page made a puzzle with two solutions: " + keenId);
            case SolveResult.Impossible impossible -> throw new AssertionError("the page made a puzzle with no solution: " + keenId);
        };
    }
}
