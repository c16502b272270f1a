package org.calcoolation;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.calcoolation.engine.Grid;
import org.junit.jupiter.api.Assumptions;

/** Debian's Chromium under Playwright, and the steps that several real-browser journeys share. */
public final class Chromium {

    public static final Path EXECUTABLE = Paths.get("/usr/bin/chromium");

    private Chromium() {}

    /** Skips the calling test, with the reason, where Chromium is not installed. */
    public static void assumeInstalled() {
        Assumptions.assumeTrue(
                Files.isExecutable(EXECUTABLE),
                "Chromium not installed at /usr/bin/chromium: apt-get install chromium");
    }

    /** Playwright without its own browser download, which cannot work here. */
    public static Playwright playwright() {
        return Playwright.create(
                new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    /** Headless Chromium with the flags this closed network needs (no background connections). */
    public static Browser launch(Playwright playwright) {
        return playwright
                .chromium()
                .launch(new BrowserType.LaunchOptions()
                        .setExecutablePath(EXECUTABLE)
                        .setArgs(List.of(
                                "--no-sandbox",
                                "--disable-gpu",
                                "--disable-quic",
                                "--no-first-run",
                                "--disable-background-networking",
                                "--disable-component-update",
                                "--disable-sync")));
    }

    /** Every animation with an end, in the page and its shadow roots: an overlay opening, colours easing into a scheme. */
    private static final String ANIMATIONS_DONE = """
            () => (function animations(root) {
                return [...root.getAnimations(), ...[...root.querySelectorAll('*')]
                        .filter(e => e.shadowRoot).flatMap(e => animations(e.shadowRoot))];
            })(document).every(a => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)
            """;

    /**
     * Waits until no animation that ends is still running (endless ones, a spinner, do not count). A check or a
     * picture taken then sees the page at rest, however long a loaded machine takes to get there; a fixed pause
     * did not always last long enough.
     */
    public static void settled(Page page) {
        page.waitForFunction(ANIMATIONS_DONE);
    }

    /**
     * True once every colour in the page and its shadow roots has stood still for three frames, checked
     * once a frame: Lumo's field labels ease into a new colour for a moment (a theme turned dark, a field
     * left by the focus), by a custom property, so no CSS transition shows in getAnimations, and axe would
     * read their colour half-way (CreateJourneyIT once found a clue field's label under 4.5:1 just after typing, never so at rest).
     */
    private static final String COLOURS_STILL = """
            () => {
                const roots = [document], colours = [];
                for (let i = 0; i < roots.length; i++) {
                    for (const element of roots[i].querySelectorAll('*')) {
                        const style = getComputedStyle(element);
                        colours.push(style.color, style.backgroundColor, style.borderColor);
                        if (element.shadowRoot) roots.push(element.shadowRoot);
                    }
                }
                const now = colours.join(';'), still = window.calcoolationColours === now;
                window.calcoolationColours = now;
                window.calcoolationStill = still ? (window.calcoolationStill ?? 0) + 1 : 0;
                return window.calcoolationStill >= 3;
            }""";

    /** Waits until the page's colours have stood still for three frames: what axe's contrast rule reads is then final. */
    public static void coloursSettled(Page page) {
        page.evaluate("() => { window.calcoolationColours = null; window.calcoolationStill = 0; }");
        page.waitForFunction(COLOURS_STILL); // polled once a frame
    }

    /** Fills in and sends the registration form, which signs the new account in; the page ends on the front page. */
    public static void register(Page page, String base, String name, String password) {
        page.navigate(base + "/register");
        page.getByLabel("User name").fill(name);
        page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(password);
        page.getByLabel("Password again").fill(password);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Create account"))
                .click();
    }

    /** Types a grid into the page with the keyboard alone, from the top-left cell, row by row. */
    public static void typeGrid(Page page, Grid grid) {
        typeGrid(page, grid, Duration.ZERO);
    }

    /** How much of an even share of {@code atLeast} each next digit waits: unevenly, as a person's gaps are. */
    private static final double[] PACE = {0.6, 1.4, 0.9, 1.8, 0.7, 1.1, 0.5, 1.6, 1.0, 0.8, 1.3, 0.6, 1.5, 0.9, 1.2};

    /**
     * Types the grid as a person would at the least: the last digit no sooner than {@code atLeast}
     * after the first, and the digits in between at uneven gaps. A clean solve faster than anyone can
     * type and think is held back from the boards (stats.Screening: a quarter of a second a cell, and
     * engine.solve.Work: a quarter second a look at each step the puzzle needs, some 9 s for a 4×4), and so is
     * one typed at a script's even pace or all at once (stats.Rhythm), as a test's keys come.
     */
    public static void typeGrid(Page page, Grid grid, Duration atLeast) {
        int n = grid.size();
        page.getByRole(AriaRole.GRIDCELL).first().click();
        long started = System.nanoTime();
        double share = atLeast.toMillis() / (n * n - 1.0);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                if (cell > 0 && share > 0) page.waitForTimeout(share * PACE[(cell - 1) % PACE.length]);
                if (cell == n * n - 1) {
                    long left = atLeast.toNanos() - (System.nanoTime() - started);
                    if (left > 0) page.waitForTimeout(left / 1e6);
                }
                // 10 to 16 as two quick keys, 1 and then 0 to 6 (board.js's two-key window).
                for (char key : Integer.toString(grid.digit(r, c)).toCharArray())
                    page.keyboard().press(String.valueOf(key));
                if (c < n - 1) page.keyboard().press("ArrowRight");
            }
            if (r < n - 1) {
                page.keyboard().press("ArrowDown");
                page.keyboard().press("Home");
            }
        }
    }
}
