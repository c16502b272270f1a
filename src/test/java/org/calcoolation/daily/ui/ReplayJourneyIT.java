package org.calcoolation.daily.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.LocalDate;
import java.util.UUID;
import java.util.regex.Pattern;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.daily.Replays;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A replay in Debian's Chromium: a new player solves yesterday's 4×4 (a closed day), leaves a comment
 * and five stars, opens its replay
 * from the finish panel, and watches the grid unfold from empty to the solution at 16×, then scrubs
 * back to the start and steps through it, and scrubs to the end of the timeline to find every digit. A second player, who has not finished that rung, finds no
 * replay link and none of the comment the first left on it, and is refused the replay by its address. Set SCREENSHOT_DIR to keep pictures.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ReplayJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    @Test
    void a_solve_of_yesterday_unfolds_for_its_player_and_stays_shut_to_one_who_has_not_finished_it() {
        LocalDate yesterday = daily.today().minusDays(1);
        DailyPuzzle easy = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(yesterday))
                .puzzles()
                .getFirst();
        Grid solution = easy.puzzle().solution().orElseThrow();
        String rung = "/daily/" + yesterday + "/1";
        BrowserContext context = chromium.newContext(1280, 900);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        String run = UUID.randomUUID().toString().substring(0, 6);
        Chromium.register(page, url(""), "replay_" + run, "lanterns unfold at dawn");
        page.waitForURL(url("/"));

        page.navigate(url(rung));
        button(page, "Start").click();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(16);
        Chromium.typeGrid(page, solution, Duration.ofSeconds(12));
        assertThat(page.locator(".finish h2")).hasText("Solved");
        String said = "The 6x cage gives it away <b>early</b> (" + run + ")";
        page.getByLabel("Your comment").fill(said);
        button(page, "Post").click();
        assertThat(page.locator(".comment-body").getByText(said, new Locator.GetByTextOptions().setExact(true)))
                .isVisible();
        button(page, "5 stars").click();
        assertThat(button(page, "5 stars")).hasAttribute("aria-pressed", "true");
        assertThat(page.locator(".rung-talk .stars")).containsText(Pattern.compile("5\\.0 stars from \\d+ players?"));
        String shots = System.getenv("SCREENSHOT_DIR");
        if (shots != null)
            page.screenshot(new Page.ScreenshotOptions()
                    .setPath(Paths.get(shots, "rung-talk.png"))
                    .setFullPage(true));
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Watch your replay"))
                .click();
        page.waitForURL(Pattern.compile(".*/replay/[0-9a-f-]{36}$"));
        String replay = page.url();

        // The empty grid first, then the player's own game at sixteen times its pace.
        assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText("Replay: 4×4 Easy");
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells).hasCount(16);
        for (int i = 0; i < 16; i++) assertThat(cells.nth(i)).hasAttribute("aria-label", Pattern.compile(", empty$"));
        assertThat(page.locator(".replay-step")).hasText("The empty grid");
        assertThat(page.locator(".replay-help")).hasText("No help used");
        page.getByLabel("Speed").selectOption("16");
        button(page, "Play").click();
        assertThat(button(page, "Play")).isVisible(); // again, at the end
        for (int i = 0; i < 16; i++) {
            int digit = solution.digit(Cell.ofIndex(i, 4));
            assertThat(cells.nth(i)).hasAttribute("aria-label", Pattern.compile(", value " + digit + "$"));
        }
        assertThat(page.locator(".replay-step")).hasText(Pattern.compile("^Wrote \\d in row 4, column 4$"));
        assertThat(button(page, "Step on")).isDisabled();
        if (shots != null) {
            page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, "replay-end.png")));
            page.setViewportSize(390, 844);
            page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.DARK));
            page.waitForTimeout(500);
            page.screenshot(new Page.ScreenshotOptions()
                    .setPath(Paths.get(shots, "replay-end-390-dark.png"))
                    .setFullPage(true));
            page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.LIGHT));
            page.setViewportSize(1280, 900);
        }

        // Scrubbed back to the start, then one step on: the first digit alone.
        page.getByLabel("Play time").fill("0");
        assertThat(page.locator(".replay-step")).hasText("The empty grid");
        assertThat(button(page, "Step back")).isDisabled();
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", empty$"));
        button(page, "Step on").click();
        assertThat(page.locator(".replay-step"))
                .hasText("Wrote " + solution.digit(new Cell(0, 0)) + " in row 1, column 1");
        assertThat(cells.first())
                .hasAttribute("aria-label", Pattern.compile(", value " + solution.digit(new Cell(0, 0)) + "$"));
        assertThat(cells.nth(1)).hasAttribute("aria-label", Pattern.compile(", empty$"));
        assertThat(button(page, "Step back")).isEnabled();

        // Scrubbed to the very end of the timeline: every digit, the last move too, and no step on.
        Locator timeline = page.getByLabel("Play time");
        timeline.fill(timeline.getAttribute("max"));
        assertThat(page.locator(".replay-step")).hasText(Pattern.compile("^Wrote \\d in row 4, column 4$"));
        for (int i = 0; i < 16; i++) {
            int digit = solution.digit(Cell.ofIndex(i, 4));
            assertThat(cells.nth(i)).hasAttribute("aria-label", Pattern.compile(", value " + digit + "$"));
        }
        assertThat(button(page, "Step on")).isDisabled();

        // Another player, who has not finished the rung: no way to the replay, and a refusal by its address.
        BrowserContext other = chromium.newContext(1280, 900);
        Page second = other.newPage();
        second.setDefaultTimeout(20_000);
        Chromium.register(
                second, url(""), "notyet_" + UUID.randomUUID().toString().substring(0, 6), "quiet cages by the river");
        second.waitForURL(url("/"));
        second.navigate(url(rung));
        assertThat(button(second, "Start")).isVisible();
        assertThat(second.locator("a[href*='replay/']")).hasCount(0);
        assertThat(second.getByText(said)).hasCount(0);
        assertThat(second.locator(".rung-talk .comment")).hasCount(0);
        second.navigate(replay);
        assertThat(second.locator(".refusal")).hasText(Wording.t(Replays.FINISH_FIRST));
        assertThat(second.getByRole(AriaRole.GRIDCELL)).hasCount(0);
        if (shots != null)
            second.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, "replay-refused.png")));
    }
}
