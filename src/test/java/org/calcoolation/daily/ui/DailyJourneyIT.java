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
import java.time.format.TextStyle;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;
import org.assertj.core.api.Assertions;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.base.i18n.Wording;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The daily journey in Debian's Chromium: register (which signs in), open today's 4×4, solve it with the
 * keyboard, see "New personal best play time!" and the leaderboard, go on to the next rung (which opens clean)
 * and solve it too, find the time on the best-times page, log out. Set SCREENSHOT_DIR to keep a picture of the solved daily puzzle.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class DailyJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService daily;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    @Test
    void a_new_player_solves_todays_four_by_four_and_finds_it_in_the_records_and_on_the_leaderboard() {
        String name = "daily_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a daily journey password";
        DailyPuzzle easy = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .getFirst();
        Grid solution = easy.puzzle().solution().orElseThrow();
        BrowserContext context = chromium.newContext(1280, 900);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);

        Chromium.register(page, url(""), name, password);
        page.waitForURL(url("/"));

        page.navigate(url("/today"));
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("4×4 Easy, not started"))
                .click();
        assertThat(page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Start").setExact(true)))
                .isVisible();
        // No grid is sent before Start.
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(0);
        String shots = System.getenv("SCREENSHOT_DIR");
        if (shots != null) page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, "daily-start.png")));
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Start").setExact(true))
                .click();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(16);
        // The probe's console call: the page says it is hidden while the player goes on. The ranked time is not
        // fooled.
        page.evaluate("document.querySelector('main.play').$server.pageVisibility(false)");
        page.waitForTimeout(6_000);
        Chromium.typeGrid(page, solution, Duration.ofSeconds(12));
        assertThat(page.getByText("New personal best play time!")).isVisible();
        assertThat(page.locator(".leaderboard")).containsText(name);
        String ranked = page.locator(".leaderboard tr.you td").nth(2).textContent();
        Assertions.assertThat(ranked)
                .as("the ranked time counts the 6 s the page claimed to be hidden")
                .matches("00:(0[6-9]|[1-5]\\d)");
        if (shots != null)
            page.screenshot(new Page.ScreenshotOptions()
                    .setPath(Paths.get(shots, "daily-solved.png"))
                    .setFullPage(true));

        // What comes after a finished rung: the next one, and the result to share, copied from the browser.
        Locator share = page.locator(".share-text");
        assertThat(share).containsText("Calcoolation daily · ");
        assertThat(share).containsText("4×4 Easy · ");
        assertThat(share).containsText(" · clean");
        assertThat(share).containsText(url("/daily/" + daily.today() + "/1"));
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Next rung: 5×5 Normal")))
                .isVisible();
        context.grantPermissions(
                List.of("clipboard-read", "clipboard-write"),
                new BrowserContext.GrantPermissionsOptions().setOrigin(url("")));
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Copy your result"))
                .click();
        assertThat(page.locator(".copy-status")).hasText(Wording.t(AfterDaily.COPIED));
        Assertions.assertThat(page.evaluate("navigator.clipboard.readText()"))
                .as("what the clipboard holds")
                .isEqualTo(share.textContent());
        if (shots != null) everyLook(page, shots, "share");
        // A browser without a clipboard for the page (plain HTTP, say): the text is selected, and the page says to
        // copy it.
        page.evaluate("Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true})");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Copy your result"))
                .click();
        assertThat(page.locator(".copy-status")).hasText(Wording.t(AfterDaily.COPY_REFUSED));
        Assertions.assertThat(page.evaluate("window.getSelection().toString()"))
                .as("the selected text")
                .isEqualTo(share.textContent());

        // The next rung opens on its own Start step: nothing of the 4×4's finish is left, and its clock stands at
        // 0.
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Next rung: 5×5 Normal"))
                .click();
        page.waitForURL(url("/daily/" + daily.today() + "/2"));
        Locator start = page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Start").setExact(true));
        assertThat(start).isVisible();
        assertThat(page.locator("main.play h1.title")).containsText("Daily 5×5 Normal");
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(0);
        assertThat(page.getByText("New personal best play time!")).isHidden();
        assertThat(page.locator(".finish")).isHidden();
        assertThat(share).isHidden();
        assertThat(page.locator(".leaderboard")).isHidden();
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(Pattern.compile("^Next rung"))))
                .hasCount(0);
        assertThat(page.locator(".board-bar .clock")).hasText("00:00");
        if (shots != null)
            page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, "daily-next-rung.png")));
        start.click();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(25);
        DailyPuzzle normal = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .get(1);
        Grid second = normal.puzzle().solution().orElseThrow();
        Chromium.typeGrid(page, second);
        assertThat(page.locator(".finish h2")).hasText("Solved");
        assertThat(share).containsText("5×5 Normal · ");
        assertThat(share).containsText(url("/daily/" + daily.today() + "/2"));
        DailyPuzzle third = ((DailyPuzzleService.DayResult.Ladder) daily.ladder(daily.today()))
                .puzzles()
                .get(2);
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Next rung: " + third.label()))
                .click();
        page.waitForURL(url("/daily/" + daily.today() + "/3"));
        assertThat(start).isVisible();
        assertThat(page.locator(".finish")).isHidden();

        // The archive calendar marks today with the two solved rungs, and a day is chosen from the keyboard.
        page.navigate(url("/archive"));
        LocalDate today = daily.today();
        String todayName = today.getDayOfMonth() + " "
                + today.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH)
                + ": solved 2 of 6";
        Locator todayLink = page.getByRole(
                AriaRole.LINK, new Page.GetByRoleOptions().setName(todayName).setExact(true));
        assertThat(todayLink).isVisible();
        if (shots != null) everyLook(page, shots, "archive");
        todayLink.focus();
        page.keyboard().press("Enter");
        page.waitForURL(url("/daily/" + today));
        if (shots != null) {
            page.navigate(url("/how-to-play"));
            everyLook(page, shots, "how-to-play");
            page.navigate(url("/no-such-page"));
            assertThat(page.locator("header.site-header")).isVisible();
            everyLook(page, shots, "not-found");
        }

        page.navigate(url("/records"));
        assertThat(page.locator("vaadin-grid").first()).containsText("4×4 Easy");
        assertThat(page.locator(".time-chart canvas")).isVisible();
        if (shots != null)
            page.screenshot(new Page.ScreenshotOptions()
                    .setPath(Paths.get(shots, "records.png"))
                    .setFullPage(true));

        page.navigate(url("/today"));
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("4×4 Easy, solved in")))
                .isVisible();
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Log out").setExact(true))
                .first()
                .click();
        page.waitForURL(url("/"));
        assertThat(page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Log in").setExact(true)))
                .isVisible();
    }

    /** Full-page pictures at a phone's, a tablet's and a laptop's width, light and dark, then back to the journey's own size. */
    private static void everyLook(Page page, String dir, String name) {
        for (int width : new int[] {390, 768, 1366}) {
            for (ColorScheme scheme : List.of(ColorScheme.LIGHT, ColorScheme.DARK)) {
                page.setViewportSize(width, width == 390 ? 844 : width == 768 ? 1024 : 768);
                page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(scheme));
                page.waitForTimeout(300);
                page.screenshot(new Page.ScreenshotOptions()
                        .setFullPage(true)
                        .setPath(Paths.get(
                                dir, name + "-" + width + "-" + scheme.name().toLowerCase() + ".png")));
            }
        }
        page.setViewportSize(1280, 900);
        page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.LIGHT));
    }

    @Test
    void a_player_leaves_a_rung_for_thirty_seconds_without_it_counting_then_gives_up_and_no_time_is_recorded() {
        String name = "gives_up_" + UUID.randomUUID().toString().substring(0, 6);
        BrowserContext context = chromium.newContext(1280, 900);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        Chromium.register(page, url(""), name, "a password for giving up");
        page.waitForURL(url("/"));

        page.navigate(url("/today"));
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("5×5 Normal, not started"))
                .click();
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Start").setExact(true))
                .click();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(25);
        page.getByRole(AriaRole.GRIDCELL).first().click();
        page.keyboard().press("1");
        page.waitForTimeout(2_000);

        // Away through the header, inside the app, for 30 s: the ladder says how long was played.
        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Best times").setExact(true))
                .click();
        page.waitForURL(url("/records"));
        page.waitForTimeout(30_000);
        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Daily puzzles").setExact(true))
                .click();
        Locator rung = page.getByRole(
                AriaRole.LINK,
                new Page.GetByRoleOptions().setName(Pattern.compile("^5×5 Normal, in progress, 00:0\\d so far$")));
        assertThat(rung).isVisible();
        System.out.println("After 30 s away: " + rung.getAttribute("aria-label"));

        rung.click();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reveal solution"))
                .click();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Give up"))
                .click();
        assertThat(page.locator(".finish h2")).hasText("Given up");
        assertThat(page.locator(".cell.revealed").first()).isVisible();
        String shots = System.getenv("SCREENSHOT_DIR");
        if (shots != null)
            page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, "daily-given-up.png")));

        page.navigate(url("/records"));
        assertThat(page.getByText("No solves yet")).isVisible();
        assertThat(page.getByText("Given up by revealing the solution: 1 game")).isVisible();
        page.navigate(url("/today"));
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("5×5 Normal, given up")))
                .isVisible();
        page.navigate(url("/archive"));
        LocalDate today = daily.today();
        assertThat(page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions()
                                .setExact(true)
                                .setName(today.getDayOfMonth() + " "
                                        + today.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH)
                                        + ": gave up 1 of 6")))
                .isVisible();
        assertThat(page.locator(".calendar .day.today .pip-given-up")).hasCount(1);
        if (shots != null)
            page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get(shots, "archive-given-up.png")));
    }
}
