package org.calcoolation.daily.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.assertj.core.api.Assertions;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.stats.DailyBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Issue 40's first "Must show", in Debian's Chromium: a guest solves today's 4×4 without an account,
 * sees it unranked with the rank it would have, registers, and finds the solve ranked on the day's
 * board (with its replay) and on /records; a second guest's solve never reaches a board. Set
 * SCREENSHOT_DIR to keep pictures of the guest's front page (390 and 1366 px) and finish panel.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/guest-daily-journey")
class GuestDailyJourneyIT {

    private static final Pattern WOULD_BE = Pattern.compile("you would be (\\d+)(st|nd|rd|th)");
    private static final Pattern RANK = Pattern.compile("Rank (\\d+) of (\\d+)");

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    @Autowired
    DailyBoards boards;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    private DailyPuzzle easy() {
        return ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .getFirst();
    }

    /** Opens today's 4×4 from the front page as a guest, solves it at a person's pace, and returns its standing. */
    private String solveAsGuest(Page page, String shots) {
        page.navigate(url("/"));
        assertThat(page.locator(".ladder .rung")).hasCount(6);
        // In the browser's own time once the page has heard its zone: 00:00 in UTC, 19:00 in New York.
        assertThat(page.locator(".next-ladder"))
                .containsText(Pattern.compile("The next ladder comes at \\d\\d:\\d\\d"));
        if (shots != null) {
            for (int width : new int[] {390, 1366}) {
                page.setViewportSize(width, width == 390 ? 844 : 768);
                page.waitForTimeout(300);
                page.screenshot(new Page.ScreenshotOptions()
                        .setFullPage(true)
                        .setPath(Paths.get(shots, "guest-front-" + width + ".png")));
            }
            page.setViewportSize(1280, 900);
        }
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("4×4 Easy, not started"))
                .click();
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Start").setExact(true))
                .click();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(16);
        page.waitForTimeout(3_000);
        Chromium.typeGrid(page, easy().puzzle().solution().orElseThrow(), Duration.ofSeconds(12));
        assertThat(page.locator(".finish h2")).hasText("Solved");
        assertThat(page.locator(".standing")).containsText("Unranked: guests are on no board.");
        return page.locator(".standing").textContent();
    }

    @Test
    void a_guest_solves_todays_four_by_four_registers_and_finds_it_ranked_and_a_second_guests_solve_never_is() {
        String shots = System.getenv("SCREENSHOT_DIR");
        BrowserContext context = chromium.newContext(1280, 900);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);

        String standing = solveAsGuest(page, shots);
        Matcher wouldBe = WOULD_BE.matcher(standing);
        Assertions.assertThat(wouldBe.find()).as(standing).isTrue();
        assertThat(page.locator(".share-text")).containsText(" · clean");
        assertThat(page.locator(".guest-invite")).containsText("carried into your account");
        if (shots != null)
            page.screenshot(
                    new Page.ScreenshotOptions().setFullPage(true).setPath(Paths.get(shots, "guest-finished.png")));

        String name = "guest_" + UUID.randomUUID().toString().substring(0, 6);
        Chromium.register(page, url(""), name, "a guest journey password");
        page.waitForURL(url("/"));
        assertThat(page.locator(".carried-in")).containsText("4×4 Easy: Played as a guest in this browser");
        if (shots != null)
            page.screenshot(
                    new Page.ScreenshotOptions().setFullPage(true).setPath(Paths.get(shots, "carried-in-front.png")));

        page.navigate(url("/daily/" + daily.today() + "/1"));
        assertThat(page.locator(".leaderboard tr.you")).containsText(name);
        String rank = page.locator(".standing").textContent();
        Matcher ranked = RANK.matcher(rank);
        if (ranked.find())
            Assertions.assertThat(ranked.group(1))
                    .as("ranked where the guest was told it would be")
                    .isEqualTo(wouldBe.group(1));
        else org.assertj.core.api.Assertions.assertThat(rank).isEqualTo("You are the first to solve it.");
        int solvers = boards.leaderboard(easy().id(), daily.today(), -1, 10).solvers();
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Watch your replay"))
                .click();
        assertThat(page.locator(".replay-about")).containsText("Your game");

        page.navigate(url("/records"));
        assertThat(page.locator("vaadin-grid").first()).containsText("4×4 Easy");

        // A second browser, a second guest: their solve is theirs alone, on no board.
        BrowserContext other = chromium.newContext(1280, 900);
        Page second = other.newPage();
        second.setDefaultTimeout(20_000);
        solveAsGuest(second, null);
        Assertions.assertThat(
                        boards.leaderboard(easy().id(), daily.today(), -1, 10).solvers())
                .isEqualTo(solvers);
        page.navigate(url("/daily/" + daily.today() + "/1"));
        assertThat(page.locator(".leaderboard tr.you")).containsText(name);
        assertThat(page.locator(".leaderboard tbody tr")).hasCount(Math.min(solvers, DailyLeaderboard.SIZE));
    }
}
