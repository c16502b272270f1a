package org.calcoolation.base.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The Dark theme button on the play page decides the look of every page of the site, opened
 * afresh, from its first frame: no page shows the device's choice first and the player's a moment
 * later, and none shows the device's choice at all.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ThemeIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    /** Run before any script of each page: what the page is at its first frame, painted right after. */
    private static final String FIRST_FRAME = """
            requestAnimationFrame(() => {
                const root = document.documentElement;
                window.calcoolationFirstFrame = {scheme: getComputedStyle(root).colorScheme,
                        background: getComputedStyle(root).backgroundColor, bodyBackground: document.body ? getComputedStyle(document.body).backgroundColor : ''};
            });
            """;

    /** Pages a guest opens, with the 404 inside the site and a refused request's plain error page. */
    private static final List<String> GUEST_PAGES =
            List.of("/", "/how-to-play", "/login", "/register", "/no-such-page", "/?v-r=foo");

    private static final List<String> SIGNED_IN_PAGES = List.of("/", "/today", "/archive", "/records", "/account");

    @LocalServerPort
    int port;

    @Test
    void dark_chosen_on_the_play_page_of_a_light_device_is_every_pages_look_from_its_first_frame() {
        Page page = choose(ColorScheme.LIGHT, "true");
        everyPageLooks(page, "dark", GUEST_PAGES);
        Chromium.register(
                page,
                url(""),
                "theme_" + UUID.randomUUID().toString().substring(0, 6),
                "a password for the theme test");
        page.waitForURL(url("/"));
        everyPageLooks(page, "dark", SIGNED_IN_PAGES);
    }

    @Test
    void light_chosen_on_the_play_page_of_a_dark_device_is_every_pages_look_from_its_first_frame() {
        Page page = choose(ColorScheme.DARK, "false");
        everyPageLooks(page, "light", GUEST_PAGES);
    }

    @Test
    void without_a_choice_every_page_follows_the_device() {
        for (ColorScheme device : new ColorScheme[] {ColorScheme.LIGHT, ColorScheme.DARK}) {
            Page page = context(device).newPage();
            page.setDefaultTimeout(20_000);
            for (String path : List.of("/", "/how-to-play")) {
                page.navigate(url(path));
                page.waitForLoadState();
                page.waitForFunction("() => window.calcoolationFirstFrame");
                boolean dark =
                        luminance(String.valueOf(page.evaluate("getComputedStyle(document.body).backgroundColor")))
                                        < 0.3
                                || luminance(String.valueOf(page.evaluate(
                                                "getComputedStyle(document.documentElement).backgroundColor")))
                                        < 0.3;
                assertThat(dark)
                        .as(path + " on a " + device + " device looks dark")
                        .isEqualTo(device == ColorScheme.DARK);
            }
        }
    }

    /** A device of this scheme opens the play page and presses Dark theme once, which leaves it pressed or not as said. */
    private Page choose(ColorScheme device, String pressed) {
        Page page = context(device).newPage();
        page.setDefaultTimeout(20_000);
        page.navigate(url("/play"));
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(36);
        Locator toggle = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Dark theme"));
        assertThat(toggle).hasAttribute("aria-pressed", device == ColorScheme.DARK ? "true" : "false");
        toggle.click();
        assertThat(toggle).hasAttribute("aria-pressed", pressed);
        return page;
    }

    private void everyPageLooks(Page page, String look, List<String> paths) {
        for (String path : paths) {
            page.navigate(url(path));
            page.waitForLoadState();
            page.waitForFunction("() => window.calcoolationFirstFrame");
            // The view itself, for the picture.
            page.locator(".site-header").waitFor();
            page.locator(".page > *").first().waitFor();
            @SuppressWarnings("unchecked")
            Map<String, String> first = (Map<String, String>) page.evaluate("() => window.calcoolationFirstFrame");
            String scheme = String.valueOf(page.evaluate("getComputedStyle(document.documentElement).colorScheme"));
            String background = String.valueOf(page.evaluate("getComputedStyle(document.body).backgroundColor"));
            String rootBackground =
                    String.valueOf(page.evaluate("getComputedStyle(document.documentElement).backgroundColor"));
            System.out.printf(
                    "THEME %s: first frame %s; loaded: color-scheme %s, body %s, root %s%n",
                    path, first, scheme, background, rootBackground);
            page.screenshot(new Page.ScreenshotOptions()
                    .setPath(Paths.get("target/screenshots/theme-" + look + path.replaceAll("[^a-z]+", "-") + ".png")));
            assertThat(first.get("scheme"))
                    .as(path + ": colour scheme at the first frame")
                    .isEqualTo(look);
            assertThat(scheme).as(path + ": colour scheme once loaded").isEqualTo(look);
            double shown = Math.min(luminance(background), luminance(rootBackground));
            assertThat(shown < 0.3)
                    .as(path + ": the page's background (" + background + ", " + rootBackground + ") looks " + look)
                    .isEqualTo(look.equals("dark"));
        }
    }

    /** The relative luminance of an opaque rgb() colour; a transparent one counts as white, the browser's canvas. */
    private static double luminance(String css) {
        String[] parts = css.replaceAll("[^0-9.,]", "").split(",");
        if (parts.length == 4 && Double.parseDouble(parts[3]) == 0) return 1;
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Double.parseDouble(parts[i]) / 255;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }

    /** A fresh browser on a device that prefers this scheme, which notes each page's first frame. */
    private BrowserContext context(ColorScheme device) {
        BrowserContext context = chromium.newContext(
                new Browser.NewContextOptions().setViewportSize(1280, 800).setColorScheme(device));
        context.addInitScript(FIRST_FRAME);
        return context;
    }

    private String url(String path) {
        return "http://localhost:" + port + path;
    }
}
