package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.assertj.core.api.Assertions;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.account.PlayerService;
import org.calcoolation.game.GameService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The play clock in a real browser: it counts only while a page shows the grid in a visible tab.
 * And two browsers of one player play one game. Each guest is new, in a fresh browser context.
 * The waits are at least the ones players reported: 25 s on the front page, 30 s with the tab closed.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ExtendWith(OutputCaptureExtension.class)
class ClockJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    @Autowired
    GameService games;

    private BrowserContext context;
    private Page page;

    @BeforeEach
    void openPage() {
        context = chromium.newContext(1280, 900);
        page = openPlay();
    }

    private Page openPlay() {
        return openPlay(context);
    }

    private Page openPlay(BrowserContext in) {
        Page p = in.newPage();
        p.setDefaultTimeout(20_000);
        p.navigate("http://localhost:" + port + "/play");
        assertThat(p.getByRole(AriaRole.GRIDCELL)).hasCount(36);
        return p;
    }

    /** The clock as the server last gave it to the page, read after the page has drawn it. */
    private static int clockSeconds(Page p) {
        String[] parts = p.locator(".clock").textContent().strip().split(":");
        return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
    }

    /** A first digit, which starts the clock. */
    private static void startPlaying(Page p) {
        p.getByRole(AriaRole.GRIDCELL).first().click();
        p.keyboard().press("1");
    }

    /**
     * Three guests leave their games in the three ways players reported, at once, so that the
     * waits run side by side: one goes to the front page for 30 s, one closes the tab for 30 s, one
     * hides the tab for 10 s. None of the time away counts: for the page left or hidden not a
     * second, for the closed tab at most the contact grace.
     */
    @Test
    void time_away_does_not_count_on_another_page_in_a_closed_tab_or_a_hidden_one(CapturedOutput output) {
        Page away = page;
        BrowserContext closingBrowser = chromium.newContext(1280, 900), hidingBrowser = chromium.newContext(1280, 900);
        Page closing = openPlay(closingBrowser), hiding = openPlay(hidingBrowser);
        for (Page p : List.of(away, closing, hiding)) startPlaying(p);
        away.waitForTimeout(3_000);
        int awayBefore = clockSeconds(away), closingBefore = clockSeconds(closing), hidingBefore = clockSeconds(hiding);
        UUID game = UUID.fromString((String) away.evaluate("() => document.querySelector('.board').calcoolation.game"));

        long left = System.nanoTime();
        away.navigate("http://localhost:" + port + "/");
        // As a person closes it: the page's unload handlers run, Vaadin's closing beacon among them.
        closing.close(new Page.CloseOptions().setRunBeforeUnload(true));
        hiding.evaluate(TAB_HIDDEN.formatted("hidden"));

        // The page's beacon (or Vaadin's own) stops the clock within moments, and nothing the page
        // sent before starts it again: it stands from then on.
        int grace = 0;
        try {
            Awaitility.await()
                    .atMost(Duration.ofSeconds(10))
                    .until(() -> !games.state(game).running());
        } catch (ConditionTimeoutException ranOn) {
            // LeftBeacon logs each beacon it gets (Playwright sees none, as they leave after the page).
            if (output.getOut().contains("left game " + game))
                throw new AssertionError("The server had the page's beacon, yet the clock ran 10 s on", ranOn);
            // Chromium sent neither beacon: seen 1 run in 25 to 50 on a loaded machine, the pagehide
            // handlers' requests lost. Then the contact grace is what stops the clock, and all it may add.
            System.out.println("The browser sent no beacon as the page went: the contact grace stops the clock");
            grace = (int) GameService.CONTACT_GRACE.toSeconds();
            Awaitility.await()
                    .atMost(GameService.CONTACT_GRACE)
                    .until(() -> !games.state(game).running());
        }
        long stoodAfter = since(left);
        Duration counted = games.state(game).playTime();

        hiding.waitForTimeout(Math.max(0, 10_000 - since(left)));
        hiding.evaluate(TAB_HIDDEN.formatted("visible"));
        hiding.waitForTimeout(1_000);
        int hidingAfter = clockSeconds(hiding);

        away.waitForTimeout(Math.max(0, 30_000 - since(left)));
        Assertions.assertThat(games.state(game).playTime())
                .as("the play time, stood %d ms after leaving", stoodAfter)
                .isEqualTo(counted);
        away.navigate("http://localhost:" + port + "/play");
        assertThat(away.getByRole(AriaRole.GRIDCELL)).hasCount(36);
        int awayAfter = clockSeconds(away);
        int closingAfter = clockSeconds(openPlay(closingBrowser));

        System.out.printf(
                "Clock before leaving /play for 30 s: %d s, stood %d ms after leaving, after coming back: %d s%n",
                awayBefore, stoodAfter, awayAfter);
        System.out.printf(
                "Clock before closing the tab for 30 s: %d s, in a new tab: %d s%n", closingBefore, closingAfter);
        System.out.printf("Clock before hiding the tab for 10 s: %d s, after: %d s%n", hidingBefore, hidingAfter);
        Assertions.assertThat(awayAfter - awayBefore)
                .as("away on the front page")
                .isBetween(0, 3 + grace);
        Assertions.assertThat(closingAfter - closingBefore)
                .as("the tab closed: at most the contact grace, %s", GameService.CONTACT_GRACE)
                .isBetween(0, (int) GameService.CONTACT_GRACE.toSeconds());
        Assertions.assertThat(hidingAfter - hidingBefore).as("the tab hidden").isBetween(0, 3);
        closingBrowser.close();
        hidingBrowser.close();
    }

    private static long since(long nanos) {
        return (System.nanoTime() - nanos) / 1_000_000;
    }

    @Test
    void two_browsers_of_one_player_play_one_game_and_each_sees_the_others_moves() {
        String name = "two_" + java.util.UUID.randomUUID().toString().substring(0, 6),
                password = "one player, two browsers";
        players.register(new PlayerService.Registration(name, password, password, null));
        logIn(page, name, password);
        BrowserContext secondBrowser =
                chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900));
        Page other = secondBrowser.newPage();
        other.setDefaultTimeout(20_000);
        logIn(other, name, password);
        page.navigate("http://localhost:" + port + "/play");
        other.navigate("http://localhost:" + port + "/play");
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(36);
        assertThat(other.getByRole(AriaRole.GRIDCELL)).hasCount(36);
        Locator here = page.getByRole(AriaRole.GRIDCELL), there = other.getByRole(AriaRole.GRIDCELL);

        here.nth(0).click();
        page.keyboard().press("1");
        assertThat(here.nth(0)).hasAttribute("aria-label", Pattern.compile(", value 1(, .+)?$"));
        there.nth(1).click();
        other.keyboard().press("2");
        assertThat(there.nth(1)).hasAttribute("aria-label", Pattern.compile(", value 2(, .+)?$"));
        // The first tab's digit, at the second tab's next round trip.
        assertThat(there.nth(0)).hasAttribute("aria-label", Pattern.compile(", value 1(, .+)?$"));
        here.nth(2).click();
        assertThat(here.nth(1)).hasAttribute("aria-label", Pattern.compile(", value 2(, .+)?$"));

        // Moves from both, one after the other: none is lost.
        for (int i = 0; i < 5; i++) {
            here.nth(6 + i).click();
            page.keyboard().press("3");
            there.nth(12 + i).click();
            other.keyboard().press("4");
        }
        // Both tabs' last keys have had their round trips (a reload would cut one short in the browser).
        assertThat(here.nth(10)).hasAttribute("aria-label", Pattern.compile(", value 3(, .+)?$"));
        assertThat(there.nth(16)).hasAttribute("aria-label", Pattern.compile(", value 4(, .+)?$"));
        page.reload();
        Locator reloaded = page.getByRole(AriaRole.GRIDCELL);
        assertThat(reloaded).hasCount(36);
        for (int i = 0; i < 5; i++) {
            assertThat(reloaded.nth(6 + i)).hasAttribute("aria-label", Pattern.compile(", value 3(, .+)?$"));
            assertThat(reloaded.nth(12 + i)).hasAttribute("aria-label", Pattern.compile(", value 4(, .+)?$"));
        }
        // One history for the game: after everything above is in, the second tab's Undo takes back the game's last
        // move, its own.
        there.nth(20).click();
        other.keyboard().press("5");
        assertThat(there.nth(20)).hasAttribute("aria-label", Pattern.compile(", value 5(, .+)?$"));
        other.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Undo").setExact(true))
                .click();
        assertThat(there.nth(20)).hasAttribute("aria-label", Pattern.compile(", empty(, .+)?$"));
        reloaded.nth(21).click();
        assertThat(reloaded.nth(20)).hasAttribute("aria-label", Pattern.compile(", empty(, .+)?$"));
        secondBrowser.close();
    }

    private void logIn(Page p, String name, String password) {
        p.navigate("http://localhost:" + port + "/login");
        p.getByLabel("User name").fill(name);
        p.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(password);
        p.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Log in").setExact(true))
                .click();
        p.waitForURL("http://localhost:" + port + "/");
    }

    /** What the browser does when the tab goes out of sight or comes back. */
    private static final String TAB_HIDDEN = """
            () => {
                Object.defineProperty(document, 'visibilityState', { value: '%s', configurable: true });
                document.dispatchEvent(new Event('visibilitychange'));
            }""";
}
