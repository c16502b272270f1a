package org.calcoolation.base.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The Content-Security-Policy in a real browser: a journey over every page (play with digits,
 * notes, fill, undo, hint; an import of the longest 12×12 ID and notes filled on it; the daily
 * puzzles, best times, account; the error pages) with no violation reported, neither as a
 * {@code securitypolicyviolation} event nor on the console. The same journey measures the largest
 * message Vaadin's client sends, which {@link RequestGuard}'s cap must leave room for.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ContentSecurityPolicyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    @Test
    void a_journey_over_every_page_breaks_no_rule_of_the_policy() {
        List<String> violations = new CopyOnWriteArrayList<>();
        AtomicInteger largestMessage = new AtomicInteger();
        AtomicInteger messages = new AtomicInteger();
        try (BrowserContext context =
                chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            context.exposeFunction("reportViolation", args -> violations.add(String.valueOf(args[0])));
            context.addInitScript(
                    "document.addEventListener('securitypolicyviolation', e => "
                            + "window.reportViolation(e.violatedDirective + ' blocked ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber));");
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            page.onConsoleMessage(message -> {
                if (message.text().contains("Content Security Policy")) violations.add("console: " + message.text());
            });
            // Printed as they come, so that a journey stopped by a broken page still says why.
            page.onConsoleMessage(message -> {
                if (message.text().contains("Content Security Policy"))
                    System.out.println("CSP violation: " + message.text());
            });
            page.onRequest(request -> {
                if (request.url().contains("v-r=uidl") && request.postDataBuffer() != null) {
                    messages.incrementAndGet();
                    largestMessage.accumulateAndGet(request.postDataBuffer().length, Math::max);
                }
            });

            Response front = page.navigate(url("/play"));
            assertThat(front.headers())
                    .containsEntry("content-security-policy", ContentSecurityPolicy.POLICY)
                    .containsEntry("x-content-type-options", "nosniff")
                    .containsEntry("referrer-policy", "same-origin");
            var cells = page.getByRole(AriaRole.GRIDCELL);
            assertThat(cells).hasCount(36);
            cells.first().click();
            for (String key : List.of("1", "ArrowRight", "2", "ArrowRight", "3", "n", "ArrowRight", "4", "5", "6", "n"))
                page.keyboard().press(key);
            button(page, "Fill all notes").click();
            button(page, "Smart fill all").click();
            button(page, "Undo").click();
            button(page, "Hint").click();
            button(page, "Check").click();

            // The longest ID a player would paste: a 12×12, the largest grid.
            String longest = LongStream.range(1, 4)
                    .mapToObj(
                            seed -> KeenCodec.encode(Generator.generate(12, Difficulty.NORMAL, Variant.STANDARD, seed)))
                    .max(Comparator.comparingInt(String::length))
                    .orElseThrow();
            button(page, "Share or import…").click();
            page.getByLabel("Import a puzzle ID").fill(longest);
            System.out.printf("Imported a 12×12 ID of %d characters%n", longest.length());
            button(page, "Play it").click();
            assertThat(cells).hasCount(144);
            button(page, "Fill all notes").click();
            assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile("notes"));

            Chromium.register(
                    page,
                    "http://localhost:" + port,
                    "csp_" + UUID.randomUUID().toString().substring(0, 6),
                    "a password for the content policy");
            page.waitForURL(url("/"));
            for (String path : List.of("/today", "/records", "/account", "/play")) {
                page.navigate(url(path));
                page.waitForLoadState();
                page.locator("vaadin-app-layout, .main-layout").first().waitFor();
            }
            page.navigate(url("/nowhere-at-all"));
            assertThat(page.getByText("Page not found")).isVisible();

            // The pages for refused requests, static HTML with the site's stylesheets.
            for (String path : List.of("/?v-r=foo", "/daily/%00")) {
                Response refused = page.navigate(url(path));
                assertThat(refused.status()).isEqualTo(400);
                assertThat(page.locator("h1")).hasText("Bad request");
                assertThat(page.locator(".site-header .brand")).isVisible();
            }
            page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/bad-request.png")));
            // The stylesheets applied: Lumo's sans-serif font, not the browser's default serif.
            assertThat(String.valueOf(page.evaluate("getComputedStyle(document.body).fontFamily")))
                    .contains("sans-serif");
        }
        System.out.printf(
                "Vaadin messages sent on the journey: %d, the largest %d bytes (cap %d)%n",
                messages.get(), largestMessage.get(), RequestGuard.MAX_UIDL_BYTES);
        assertThat(violations).as("CSP violations").isEmpty();
        assertThat(largestMessage.get())
                .as("the largest message, with a margin")
                .isLessThan(RequestGuard.MAX_UIDL_BYTES / 8);
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName(name).setExact(true))
                .first();
    }
}
