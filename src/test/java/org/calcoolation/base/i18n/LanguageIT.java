package org.calcoolation.base.i18n;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.util.concurrent.atomic.AtomicInteger;
import org.assertj.core.api.Assertions;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The login page and the header in the browser's language, at a phone's and a laptop's width, and
 * the header's switch: pictures in target/screenshots/language-*.png, to look at (Japanese must
 * render with the system's fonts, and German's longer words must fit).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LanguageIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    /** Documents the page has asked for: a page that reloads itself asks again and again. */
    private final AtomicInteger documentsLoaded = new AtomicInteger();

    @Test
    void a_german_browser_gets_the_login_page_in_german_and_can_switch_to_japanese() {
        Page page = browser("de-DE", 390, 844);
        page.navigate(url("/login"));

        assertThat(page.locator("html")).hasAttribute("lang", "de");
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Menü")))
                .isVisible();
        assertThat(page.getByText("Mit einem Passkey anmelden")).isVisible();
        // An earlier build reloaded /login about once a second in a German browser: the page must
        // stay as it is until the player changes something.
        page.waitForTimeout(2_000);
        Assertions.assertThat(documentsLoaded.get())
                .as("documents loaded for one visit of /login")
                .isEqualTo(1);
        shots(page, "de-login");

        page.getByLabel("Sprache").selectOption("ja");
        page.waitForLoadState();
        assertThat(page.locator("html")).hasAttribute("lang", "ja");
        assertThat(page.getByText("パスキーでログイン")).isVisible();
        System.out.println("LANGUAGE cookie after the switch: " + page.context().cookies());
    }

    @Test
    void a_japanese_browser_gets_the_login_page_in_japanese() {
        Page page = browser("ja-JP", 1366, 768);
        page.navigate(url("/login"));

        assertThat(page.locator("html")).hasAttribute("lang", "ja");
        assertThat(page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("遊び方")))
                .isVisible();
        assertThat(page.getByLabel("言語")).hasValue("ja");
        shots(page, "ja-login");
    }

    private Page browser(String locale, int width, int height) {
        Page page = chromium.newContext(
                        new Browser.NewContextOptions().setLocale(locale).setViewportSize(width, height))
                .newPage();
        page.setDefaultTimeout(20_000);
        page.onConsoleMessage(m -> System.out.println("CONSOLE " + m.type() + ": " + m.text()));
        page.onPageError(e -> System.out.println("PAGEERROR " + e));
        page.onRequest(request -> {
            if (request.isNavigationRequest()) documentsLoaded.incrementAndGet();
        });
        return page;
    }

    /** The page at a phone's and a laptop's width; the phone's with its menu open too. */
    private static void shots(Page page, String name) {
        for (int width : new int[] {390, 1366}) {
            page.setViewportSize(width, width == 390 ? 844 : 768);
            page.waitForTimeout(300);
            page.screenshot(new Page.ScreenshotOptions()
                    .setFullPage(true)
                    .setPath(Paths.get("target/screenshots/language-" + name + "-" + width + ".png")));
            if (width == 390) {
                page.locator(".menu-toggle").click();
                page.waitForTimeout(300);
                page.screenshot(new Page.ScreenshotOptions()
                        .setPath(Paths.get("target/screenshots/language-" + name + "-390-menu.png")));
                page.locator(".menu-toggle").click();
            }
        }
    }

    private String url(String path) {
        return "http://localhost:" + port + path;
    }
}
