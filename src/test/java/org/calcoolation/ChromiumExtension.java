package org.calcoolation;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One Chromium for the real-browser tests of a class: launched before its first test (the class is
 * skipped where Chromium is not installed), closed after its last. A browser context opened with
 * {@link #newContext} is closed after its test. Register it on a static field:
 * {@code @RegisterExtension static final ChromiumExtension chromium = new ChromiumExtension(15_000);}
 *
 * <p>{@link #onFirstUse} launches it only when a test first asks for it instead: for a class whose
 * tests start servers first, may be skipped for another reason, or need the browser in a few cases only.
 */
public final class ChromiumExtension implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    private final double assertionTimeoutMillis;
    private final boolean onFirstUse;
    private final List<BrowserContext> opened = new ArrayList<>();
    private @Nullable Playwright playwright;
    private @Nullable Browser browser;

    /**
     * @param assertionTimeoutMillis how long Playwright's assertions wait: the server shares two
     *                               cores with builds, so the first page and each round trip need time
     */
    public ChromiumExtension(double assertionTimeoutMillis) {
        this(assertionTimeoutMillis, false);
    }

    private ChromiumExtension(double assertionTimeoutMillis, boolean onFirstUse) {
        this.assertionTimeoutMillis = assertionTimeoutMillis;
        this.onFirstUse = onFirstUse;
    }

    /**
     * Chromium launched at the first {@link #browser} or {@link #newContext} of the class, not before
     * its first test; the test that asks for it is skipped there where Chromium is not installed,
     * and the other tests of the class run.
     *
     * @param assertionTimeoutMillis how long Playwright's assertions wait, set before the first test
     */
    public static ChromiumExtension onFirstUse(double assertionTimeoutMillis) {
        return new ChromiumExtension(assertionTimeoutMillis, true);
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        if (!onFirstUse) Chromium.assumeInstalled();
        PlaywrightAssertions.setDefaultAssertionTimeout(assertionTimeoutMillis);
        if (!onFirstUse) launch();
    }

    private Browser launch() {
        Chromium.assumeInstalled();
        playwright = Chromium.playwright();
        browser = Chromium.launch(playwright);
        return browser;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        opened.forEach(BrowserContext::close);
        opened.clear();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (browser != null) browser.close();
        if (playwright != null) playwright.close();
        browser = null;
        playwright = null;
    }

    public Browser browser() {
        if (browser != null) return browser;
        if (onFirstUse) return launch();
        throw new IllegalStateException("Chromium is not running: register the extension on a static field");
    }

    /** A fresh browser context (no cookies) with Playwright's default options, closed after the test. */
    public BrowserContext newContext() {
        return newContext(new Browser.NewContextOptions());
    }

    /** A fresh browser context (no cookies) with a window of this size, closed after the test. */
    public BrowserContext newContext(int width, int height) {
        return newContext(new Browser.NewContextOptions().setViewportSize(width, height));
    }

    /**
     * A fresh browser context (no cookies) with these options, closed after the test. Closing it
     * sooner, in the test, is allowed: a second close does nothing.
     */
    public BrowserContext newContext(Browser.NewContextOptions options) {
        BrowserContext context = browser().newContext(options);
        opened.add(context);
        return context;
    }
}
