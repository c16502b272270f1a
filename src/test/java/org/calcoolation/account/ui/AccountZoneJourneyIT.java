package org.calcoolation.account.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.UUID;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A player in New York, as the browser says (issue 40): the front page gives the next ladder in
 * their time, and /account shows the zone kept from the browser and the reminder, off. With
 * {@code -Dscreenshots=DIR}, pictures of /account on a phone and a laptop.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AccountZoneJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    @Test
    void the_browsers_zone_is_kept_and_times_are_said_in_it() {
        for (int width : new int[] {1366, 390}) {
            Page page = chromium.newContext(new Browser.NewContextOptions()
                            .setViewportSize(width, 844)
                            .setTimezoneId("America/New_York"))
                    .newPage();
            page.setDefaultTimeout(20_000);
            String base = "http://localhost:" + port;
            Chromium.register(page, base, "ny_" + UUID.randomUUID().toString().substring(0, 8), "a new york minute");
            assertThat(page.locator(".next-ladder")).containsText("your time (America/New_York)");

            page.navigate(base + "/account");
            assertThat(page.getByLabel("Time zone")).hasValue("America/New_York");
            assertThat(page.getByText("Mail me if I have not played today’s daily by"))
                    .isVisible();
            String dir = System.getProperty("screenshots");
            if (dir != null) {
                Path out = Paths.get(dir).resolve("account-" + width + ".png");
                page.locator("vaadin-combo-box").scrollIntoViewIfNeeded();
                page.screenshot(new Page.ScreenshotOptions().setPath(out).setFullPage(true));
                for (String section : new String[] {"Time zone", "Daily reminder"})
                    page.locator("section.account-section")
                            .filter(new Locator.FilterOptions().setHasText(section))
                            .first()
                            .screenshot(new Locator.ScreenshotOptions()
                                    .setPath(Paths.get(dir)
                                            .resolve("account-" + width + "-" + section.replace(' ', '-') + ".png")));
            }
            page.context().close();
        }
    }
}
