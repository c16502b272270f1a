package org.calcoolation.club.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.UUID;
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
 * Clubs in Debian's Chromium, three browsers and a fourth (issue 42): A makes a club and its invite
 * link, B and C join by opening it, all three solve today's 4×4 and each finish panel names the club
 * place; the club's board shows the three ranked. A withdraws the link, and D, opening it after, is
 * refused in a sentence and sees no board. User and club names are new each run: the test database
 * is shared. Set SCREENSHOT_DIR to keep the club page at 390 and 1366 px.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ClubJourneyIT {

    private static final String PASSWORD = "a club journey password";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    private Page player(String name) {
        Page page = chromium.newContext(1366, 900).newPage();
        page.setDefaultTimeout(20_000);
        Chromium.register(page, url(""), name, PASSWORD);
        page.waitForURL(url("/"));
        return page;
    }

    private Grid todaysEasy() {
        DailyPuzzle easy = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .getFirst();
        return easy.puzzle().solution().orElseThrow();
    }

    private void solveTodaysEasy(Page page) {
        page.navigate(url("/daily/" + daily.today() + "/1"));
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Start").setExact(true))
                .click();
        page.waitForTimeout(3_000);
        Chromium.typeGrid(page, todaysEasy(), Duration.ofSeconds(12));
        assertThat(page.locator(".finish h2")).hasText("Solved");
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    @Test
    void three_friends_join_by_the_link_solve_and_are_ranked_and_a_fourth_is_refused_once_it_is_withdrawn() {
        String run = UUID.randomUUID().toString().substring(0, 6);
        String clubName = "Tuesday Solvers " + run;

        Page a = player("cja_" + run);
        a.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Clubs").setExact(true))
                .click();
        a.waitForURL(url("/clubs"));
        a.getByLabel("Club name").fill(clubName);
        button(a, "Make the club").click();
        assertThat(a.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText(clubName);
        a.waitForURL(java.util.regex.Pattern.compile(".*/clubs/[0-9]+$"));
        String clubPage = a.url();
        button(a, "New invite link").click();
        Locator link = a.getByLabel("Invite link");
        assertThat(link).hasValue(java.util.regex.Pattern.compile("/clubs/join/[A-Za-z0-9_-]{32}$"));
        String invite = link.inputValue();

        Page b = player("cjb_" + run);
        b.navigate(invite);
        b.waitForURL(clubPage);
        assertThat(b.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                .hasText(clubName);
        Page c = player("cjc_" + run);
        c.navigate(invite);
        c.waitForURL(clubPage);

        for (Page page : new Page[] {a, b, c}) solveTodaysEasy(page);
        assertThat(c.locator(".club-places")).containsText(" of 3 in " + clubName);
        assertThat(c.locator(".share-text")).not().containsText(clubName);

        a.navigate(clubPage);
        Locator rows = a.locator(".club-today tbody tr");
        assertThat(rows).hasCount(3);
        for (int i = 0; i < 3; i++)
            assertThat(rows.nth(i).locator("td").first()).hasText(Integer.toString(i + 1));
        assertThat(a.locator(".club-today")).containsText("cja_" + run);
        assertThat(a.locator(".club-today")).containsText("cjb_" + run);
        assertThat(a.locator(".club-today")).containsText("cjc_" + run);
        assertThat(a.locator(".not-yet")).hasCount(0);
        shots(a, "club-page");

        button(a, "Withdraw the link").click();
        assertThat(a.locator(".club-status")).containsText("withdrawn");

        Page d = player("cjd_" + run);
        d.navigate(invite);
        assertThat(d.locator(".refusal")).hasText(org.calcoolation.club.Clubs.BAD_LINK.english());
        d.navigate(clubPage);
        assertThat(d.locator(".refusal")).containsText("There is no such club among yours.");
        assertThat(d.locator(".club-today")).not().isVisible();
        assertThat(d.getByText("cja_" + run)).hasCount(0);
    }

    /** The page at a phone's and a laptop's width, when SCREENSHOT_DIR is set. */
    private static void shots(Page page, String name) {
        String dir = System.getenv("SCREENSHOT_DIR");
        if (dir == null) return;
        for (int width : new int[] {390, 1366}) {
            page.setViewportSize(width, width == 390 ? 844 : 768);
            page.waitForTimeout(300);
            page.screenshot(new Page.ScreenshotOptions()
                    .setFullPage(true)
                    .setPath(Paths.get(dir, name + "-" + width + ".png")));
        }
        page.setViewportSize(1366, 900);
    }
}
