package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.regex.Pattern;

/** The two halves of a game that outlives its server, as the restart journeys play them in the browser. */
final class RestartSteps {

    private static final Pattern FIVE = Pattern.compile(", value 5$");

    private RestartSteps() {}

    /** Opens the play page, writes a 5 in the fifteenth cell and waits for the save; the puzzle's ID as printed. */
    static String writeAFive(Page page, int port) {
        page.navigate("http://localhost:" + port + "/play");
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells).hasCount(36);
        String id = page.locator(".print-id").textContent();
        cells.nth(14).click();
        page.keyboard().press("5");
        assertThat(cells.nth(14)).hasAttribute("aria-label", FIVE);
        // The server has taken the move (the page draws it no more ahead of the answer); the stop that follows
        // stores what the server holds. A fixed two seconds could end before the move even reached a loaded server.
        page.waitForFunction("() => document.querySelector('.board').calcoolation.pending.length === 0");
        return id;
    }

    /**
     * The play page in a fresh tab with the same cookies shows the same puzzle with the 5. The old tab
     * is to be closed while no server runs: once one is back, the old tab reloads itself after Vaadin
     * sees its session expire, and Chromium can acknowledge the close of a tab that is committing a
     * navigation without ever closing it, so Playwright's {@code close()} waits forever
     * (microsoft/playwright#42068). A run of the suite here hung on it.
     */
    static Page seeTheFiveAgain(BrowserContext context, int port, String id) {
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        page.navigate("http://localhost:" + port + "/play");
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells).hasCount(36);
        assertThat(page.locator(".print-id")).hasText(id);
        assertThat(cells.nth(14)).hasAttribute("aria-label", FIVE);
        return page;
    }
}
