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
 * One Chromium for the real-browser tests of a test JVM: launched before the first test of the first
 * class that registers this (the class is skipped where Chromium is not installed), shared by the
 * classes after it and closed when the JVM's last test has run. A launch (Playwright's driver, then
 * the browser) took about 3 s of wall time and 1 s of CPU on the 2-core machine at a load of 25,
 * once for each of 38 classes before. A class starts with no browser context of another open: a browser context
 * opened with {@link #newContext} is closed after its test, any other after the class. Register it
 * on a static field:
 * {@code @RegisterExtension static final ChromiumExtension chromium = new ChromiumExtension(15_000);}
 *
 * <p>{@link #onFirstUse} launches it only when a test first asks for it instead: for a class whose
 * tests start servers first, may be skipped for another reason, or need the browser in a few cases only.
 */
public final class ChromiumExtension implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    private final double assertionTimeoutMillis;
    private final boolean onFirstUse;
    private final List<BrowserContext> opened = new ArrayList<>();
    private @Nullable Shared shared;

    /**
     * The JVM's Chromium. Static, not in JUnit's root store: surefire and failsafe run each class in a
     * launcher of its own, whose root store closes after the class. Closed when the JVM exits.
     */
    private static final Shared JVM = new Shared();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(JVM::closeSoon, "chromium-close"));
    }

    static final class Shared implements AutoCloseable {
        private @Nullable Playwright playwright;
        private @Nullable Browser browser;
        private int launches;

        /** The running browser, launched again if it went away (a crash must not fail every later class). */
        synchronized Browser browser() {
            if (browser != null && browser.isConnected()) return browser;
            close();
            Chromium.assumeInstalled();
            playwright = Chromium.playwright();
            browser = Chromium.launch(playwright);
            System.out.printf("Chromium launched for this test JVM (launch %d here)%n", ++launches);
            return browser;
        }

        /** Closes what a class left open, so that the next class starts as with a browser of its own. */
        synchronized void closeContexts() {
            if (browser != null && browser.isConnected())
                List.copyOf(browser.contexts()).forEach(BrowserContext::close);
        }

        /** Closes the browser within ten seconds (a JVM's exit must not hang on it); the driver ends with the JVM anyway. */
        void closeSoon() {
            Thread closing = Thread.ofPlatform().daemon().start(this::close);
            try {
                closing.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public synchronized void close() {
            if (browser != null && browser.isConnected()) browser.close();
            if (playwright != null) playwright.close();
            browser = null;
            playwright = null;
        }
    }

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
        shared = JVM;
        if (!onFirstUse) shared.browser();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        opened.forEach(BrowserContext::close);
        opened.clear();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (shared != null) shared.closeContexts();
        shared = null;
    }

    public Browser browser() {
        if (shared == null)
            throw new IllegalStateException("Chromium is not running: register the extension on a static field");
        return shared.browser();
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
