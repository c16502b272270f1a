package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Paths;
import java.util.Map;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The page that refuses too many requests is a page of the site too: a player who chose dark on
 * the play page (remembered in the browser) gets it dark from its first frame. One page load an
 * hour, so that the second is refused.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "calcoolation.rate-limit.enabled=true",
            "calcoolation.rate-limit.pages.count=1",
            "calcoolation.rate-limit.pages.per=1h"
        })
class RefusedPageThemeIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    @Test
    void the_too_many_requests_page_shows_the_players_dark_from_its_first_frame() {
        var context = chromium.newContext(
                new Browser.NewContextOptions().setViewportSize(1280, 800).setColorScheme(ColorScheme.LIGHT));
        // The choice as the play page's Dark theme button stores it (ThemeIT presses the button itself).
        context.addInitScript("""
                localStorage.setItem('calcoolation-theme', 'dark');
                requestAnimationFrame(() => { window.calcoolationFirstFrame = getComputedStyle(document.documentElement).colorScheme; });
                """);
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        Response refused = null;
        for (int i = 0; i < 3 && (refused == null || refused.status() != 429); i++)
            refused = page.navigate("http://localhost:" + port + "/how-to-play");
        assertThat(refused.status()).isEqualTo(429);
        page.waitForFunction("() => window.calcoolationFirstFrame");
        @SuppressWarnings("unchecked")
        Map<String, Object> look = (Map<String, Object>) page.evaluate("""
                () => ({first: window.calcoolationFirstFrame, scheme: getComputedStyle(document.documentElement).colorScheme,
                        background: getComputedStyle(document.documentElement).backgroundColor, heading: document.querySelector('h1').textContent})""");
        System.out.println("THEME 429 page: " + look);
        page.screenshot(
                new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/theme-dark-too-many-requests.png")));
        assertThat(look.get("heading")).isEqualTo("Too many requests");
        assertThat(look.get("first")).as("colour scheme at the first frame").isEqualTo("dark");
        assertThat(look.get("scheme")).as("colour scheme once loaded").isEqualTo("dark");
        assertThat(String.valueOf(look.get("background"))
                        .replaceAll("[^0-9,]", "")
                        .split(","))
                .as("the page's background, " + look.get("background") + ": every channel dark")
                .allSatisfy(channel -> assertThat(Integer.parseInt(channel)).isLessThan(100));
    }
}
