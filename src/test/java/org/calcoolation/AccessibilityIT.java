package org.calcoolation;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.args.AxeRuleOptions;
import com.deque.html.axecore.args.AxeRunOnlyOptions;
import com.deque.html.axecore.args.AxeRunOptions;
import com.deque.html.axecore.results.AxeResults;
import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Rule;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.calcoolation.daily.DailyPuzzle;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Deque's axe-core, in Chromium, on every page and dialog a player meets, light and dark, on a laptop
 * (here) and a phone ({@link AccessibilityPhoneIT}): any serious or critical violation fails, and so does any of the {@link #LANDMARKS}
 * rules; every violation is printed with its rule, target and help. A new page is one more {@link Visit} in {@link #GUEST} or {@link #SIGNED_IN}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AccessibilityIT {

    /** One state of the site to check: how to get there from the previous visit's page. */
    record Visit(String name, Consumer<Tour> steps) {}

    /** The page, the site's address and what the visits share. */
    record Tour(Page page, String base, DailyPuzzle daily) {
        Locator button(String name) {
            return page.getByRole(
                    AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
        }
    }

    /** A 4×4 by share link, so the finished game takes a few key presses. */
    private static final Puzzle SMALL = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 11);

    /** A 16×16 with ⊕ cages: the largest grid, the smallest cells, and the clue read out in words. */
    private static final Puzzle LARGE_XOR = Generator.generate(16, Difficulty.EASY, Variant.parse("keen-all-xor"), 3);

    static final List<Visit> GUEST = List.of(
            new Visit("home", t -> {
                t.page().navigate(t.base() + "/");
                assertThat(t.page().getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                        .isVisible();
            }),
            new Visit("login with an error", t -> {
                t.page().navigate(t.base() + "/login");
                t.page()
                        .getByLabel("User name")
                        .fill("nobody_" + UUID.randomUUID().toString().substring(0, 6));
                t.page()
                        .getByLabel("Password", new Page.GetByLabelOptions().setExact(true))
                        .fill("not the password at all");
                t.button("Log in").click();
                assertThat(t.page().getByText("Incorrect user name or password"))
                        .isVisible();
            }),
            new Visit("register with an error", t -> {
                t.page().navigate(t.base() + "/register");
                t.page().getByLabel("User name").fill("x");
                t.button("Create account").click();
                assertThat(t.page().locator("vaadin-text-field[invalid]").first())
                        .isVisible();
            }),
            new Visit("forgot password, answered", t -> {
                t.page().navigate(t.base() + "/forgot-password");
                t.page()
                        .getByLabel("Email address or user name")
                        .fill("nobody_" + UUID.randomUUID().toString().substring(0, 6) + "@example.org");
                t.button("Mail me a link").click();
                assertThat(t.page().locator(".form-answer")).containsText("If an account has this");
            }),
            new Visit("a reset link that does not work", t -> {
                t.page().navigate(t.base() + "/reset-password?token=forged");
                assertThat(t.page()
                                .getByRole(
                                        AriaRole.HEADING,
                                        new Page.GetByRoleOptions().setName("This link does not work")))
                        .isVisible();
            }),
            new Visit("how to play", t -> {
                t.page().navigate(t.base() + "/how-to-play");
                assertThat(t.page()
                                .getByRole(
                                        AriaRole.HEADING,
                                        new Page.GetByRoleOptions()
                                                .setName("How to play")
                                                .setLevel(1)))
                        .isVisible();
            }),
            new Visit("learn", t -> {
                t.page().navigate(t.base() + "/learn");
                assertThat(t.page()
                                .getByRole(
                                        AriaRole.HEADING,
                                        new Page.GetByRoleOptions()
                                                .setName("Learn")
                                                .setLevel(1)))
                        .isVisible();
            }),
            new Visit("a technique's page", t -> {
                t.page().navigate(t.base() + "/learn/naked-subset");
                assertThat(t.page().getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                        .containsText("Naked subset");
            }),
            new Visit("create, a puzzle opened and judged", t -> {
                t.page()
                        .navigate(t.base() + "/create?id="
                                + URLEncoder.encode(KeenCodec.encode(SMALL), StandardCharsets.UTF_8));
                assertThat(t.page().locator(".verdict")).containsText("Exactly one solution");
            }),
            new Visit("404", t -> {
                t.page().navigate(t.base() + "/no-such-page");
                assertThat(t.page().getByText("Page not found").first()).isVisible();
            }),
            new Visit("play with a digit and notes", t -> {
                t.page().navigate(t.base() + "/play");
                Locator cells = t.page().getByRole(AriaRole.GRIDCELL);
                assertThat(cells).hasCount(36);
                // The top-left cell always holds its cage's clue: a clue and a digit, one name.
                cells.first().click();
                t.page().keyboard().press("3");
                t.page().keyboard().press("ArrowRight");
                t.page().keyboard().press("n");
                for (String d : List.of("1", "2", "4", "5")) t.page().keyboard().press(d);
                t.page().keyboard().press("n");
                assertThat(cells.nth(1)).hasAttribute("aria-label", Pattern.compile("notes 1, 2, 4, 5"));
                // WCAG 2.5.3, label in name: what a cell shows (clue, digit) is in what it is called, in that order.
                Object unnamed = t.page().evaluate("""
                        [...document.querySelectorAll('.cell')].filter(cell => {
                            const label = cell.getAttribute('aria-label') ?? '';
                            const clue = cell.querySelector('.clue')?.textContent ?? '', digit = cell.querySelector('.value').textContent;
                            const at = label.indexOf(clue);
                            return at < 0 || (digit && label.indexOf('value ' + digit, at) < 0);
                        }).map(cell => cell.getAttribute('aria-label'))""");
                assertThat((List<?>) unnamed)
                        .as("cells whose name misses their clue or digit")
                        .isEmpty();
            }),
            new Visit("play paused", t -> {
                t.button("Pause").click();
                assertThat(t.page().locator(".board-frame.paused")).isVisible();
            }),
            new Visit("New puzzle dialog", t -> {
                t.button("Resume").first().click();
                t.button("New puzzle…").click();
                assertThat(t.page()
                                .getByRole(AriaRole.DIALOG)
                                .getByRole(
                                        AriaRole.BUTTON,
                                        new Locator.GetByRoleOptions().setName(Pattern.compile("^Start"))))
                        .isVisible();
                Chromium.settled(t.page()); // the dialog's opening animation
                // The merged cut's mean and the weights' fields are checked too.
                t.page().locator("vaadin-select.cages").click();
                t.page()
                        .getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("Merged (a mean you choose)"))
                        .click();
                t.page().getByText("Advanced: operation weights").click();
                assertThat(t.page().getByLabel("Mean cage size")).isVisible();
                assertThat(t.page().getByLabel("× multiply")).isVisible();
            }),
            new Visit("New puzzle's Size list open", t -> {
                t.page().locator("vaadin-select").first().click();
                assertThat(t.page().getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("4 × 4")))
                        .isVisible();
                Chromium.settled(t.page()); // the list's opening animation
            }),
            new Visit("Share or import dialog, with an error", t -> {
                t.page().keyboard().press("Escape"); // closes the Size list, not the dialog
                assertThat(t.page().locator("vaadin-select[opened]")).hasCount(0);
                t.button("Cancel").click();
                t.button("Share or import…").click();
                t.page()
                        .getByRole(AriaRole.DIALOG)
                        .getByLabel("Import a puzzle ID")
                        .fill("4:nonsense");
                t.button("Play it").click();
                assertThat(t.page().locator("vaadin-text-field[invalid]")).isVisible();
                Chromium.settled(t.page());
            }),
            new Visit("Restart's confirmation on play", t -> {
                t.button("Close").click();
                t.button("Restart").click();
                assertThat(t.page().getByRole(AriaRole.ALERTDIALOG)).containsText("Start this puzzle again?");
                Chromium.settled(t.page());
            }),
            new Visit("finish panel of a solved game", t -> {
                t.button("Cancel").click();
                t.page()
                        .navigate(t.base() + "/play?id="
                                + URLEncoder.encode(KeenCodec.encode(SMALL), StandardCharsets.UTF_8));
                assertThat(t.page().getByRole(AriaRole.GRIDCELL)).hasCount(16);
                Chromium.typeGrid(t.page(), SMALL.solution().orElseThrow());
                assertThat(t.page().locator(".finish")).containsText("Solved");
            }),
            new Visit("a 16×16 with ⊕ cages, by its ID, with a 16 and notes", t -> {
                t.page()
                        .navigate(t.base() + "/play?id="
                                + URLEncoder.encode(
                                        KeenCodec.encode(LARGE_XOR, Difficulty.EASY, Variant.parse("keen-all-xor")),
                                        StandardCharsets.UTF_8));
                Locator cells = t.page().getByRole(AriaRole.GRIDCELL);
                assertThat(cells).hasCount(256);
                cells.first().click();
                t.page().keyboard().press("1");
                t.page().keyboard().press("6");
                t.page().keyboard().press("ArrowRight");
                t.page().keyboard().press("n");
                for (String d : List.of("1", "5", "1", "6")) t.page().keyboard().press(d);
                t.page().keyboard().press("n");
                assertThat(cells.nth(1)).hasAttribute("aria-label", Pattern.compile("notes 15, 16$"));
                assertThat(t.page().locator(".note-zoom"))
                        .hasText(Pattern.compile("^Notes, row 1, column 2:\\s*15\\s*16$"));
            }));

    static final List<Visit> SIGNED_IN = List.of(
            new Visit("home, signed in", t -> {
                Chromium.register(
                        t.page(),
                        t.base(),
                        "a11y_" + UUID.randomUUID().toString().substring(0, 6),
                        "an accessible password");
                t.page().waitForURL(t.base() + "/");
                assertThat(t.page().getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setLevel(1)))
                        .isVisible();
            }),
            new Visit("records with no solves yet", t -> {
                t.page().navigate(t.base() + "/records");
                assertThat(t.page().getByText("Your times are charted here once you have a clean solve."))
                        .isVisible();
            }),
            new Visit("daily ladder", t -> {
                t.page().navigate(t.base() + "/today");
                assertThat(t.page()
                                .getByRole(
                                        AriaRole.LINK,
                                        new Page.GetByRoleOptions().setName(Pattern.compile("^4×4 Easy"))))
                        .isVisible();
            }),
            new Visit("daily game before Start", t -> {
                t.page()
                        .getByRole(
                                AriaRole.LINK,
                                new Page.GetByRoleOptions().setName(Pattern.compile("^4×4 Easy, not started")))
                        .click();
                assertThat(t.button("Start")).isVisible();
            }),
            new Visit("daily game solved, with its leaderboard", t -> {
                t.button("Start").click();
                assertThat(t.page().getByRole(AriaRole.GRIDCELL)).hasCount(16);
                Chromium.typeGrid(t.page(), t.daily().puzzle().solution().orElseThrow(), Duration.ofSeconds(12));
                assertThat(t.page().locator(".leaderboard table")).isVisible();
            }),
            new Visit("replay of the solved daily, played to its end", t -> {
                t.page()
                        .getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Watch your replay"))
                        .click();
                assertThat(t.page().getByRole(AriaRole.GRIDCELL)).hasCount(16);
                t.page().getByLabel("Speed").selectOption("16");
                t.button("Play").click();
                assertThat(t.page().locator(".replay-step")).hasText(Pattern.compile("^Wrote \\d in row 4, column 4$"));
            }),
            new Visit("archive calendar, a day solved", t -> {
                t.page().navigate(t.base() + "/archive");
                assertThat(t.page()
                                .getByRole(
                                        AriaRole.HEADING,
                                        new Page.GetByRoleOptions()
                                                .setName("Archive")
                                                .setLevel(1)))
                        .isVisible();
            }),
            new Visit("records", t -> {
                t.page().navigate(t.base() + "/records");
                assertThat(t.page().locator(".time-chart canvas")).isVisible();
            }),
            new Visit("records' chart choice open", t -> {
                t.page().locator("vaadin-select").first().click();
                // The select's own items: the header's language list holds options too, hidden until opened.
                assertThat(t.page().locator("vaadin-select-item").first()).isVisible();
                Chromium.settled(t.page());
            }),
            new Visit("account", t -> {
                t.page().navigate(t.base() + "/account");
                assertThat(t.page().getByText("You are logged in as")).isVisible();
            }));

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000); // generous: a busy CI machine

    @LocalServerPort
    int port;

    @Autowired
    DailyPuzzleService dailies;

    /**
     * One tour a size, each state checked light and then dark: the device's choice switched under the
     * page, which follows it as it does when a phone turns dark at sunset, so every flow runs once a
     * size and not once a theme. The phone's tour is {@link AccessibilityPhoneIT}'s: in a class of its
     * own, another test JVM takes it, and the two halves run side by side (the two tours in one class
     * took 235 to 320 s, the longest class of the build, which no other JVM could share).
     */
    @Test
    void on_a_laptop_no_page_or_dialog_has_a_serious_or_critical_violation() {
        tour(chromium.browser(), port, dailies, 1366, 768);
    }

    /** Every visit at this size, each checked light and then dark; fails on any serious or critical violation. */
    static void tour(Browser browser, int port, DailyPuzzleService dailies, int width, int height) {
        DailyPuzzle daily = ((DailyPuzzleService.DayResult.Ladder) dailies.ladder(dailies.today()))
                .puzzles()
                .getFirst();
        List<String> serious = new ArrayList<>();
        try (BrowserContext context = browser.newContext(
                new Browser.NewContextOptions().setViewportSize(width, height).setColorScheme(ColorScheme.LIGHT))) {
            Page page = context.newPage();
            page.setDefaultTimeout(60_000);
            Tour tour = new Tour(page, "http://localhost:" + port, daily);
            for (List<Visit> visits : List.of(GUEST, SIGNED_IN)) {
                for (Visit visit : visits) {
                    long started = System.nanoTime();
                    visit.steps().accept(tour);
                    String where = width + "×" + height + " " + visit.name();
                    serious.addAll(check(page, "LIGHT " + where));
                    String light = background(page);
                    String lightMarkup = (String) page.evaluate(MARKUP);
                    scheme(page, ColorScheme.DARK);
                    assertThat(background(page))
                            .as("the page's background once the device turned dark, at " + where)
                            .isNotEqualTo(light);
                    // Dark changes colours only: if the markup is the same, the rules that read colours
                    // are the ones whose answer can change; if not, every rule runs again.
                    Optional<String> changed = firstChange(lightMarkup, (String) page.evaluate(MARKUP));
                    changed.ifPresent(change -> System.out.printf(
                            "AXE %s: the markup changed in dark (%s), every rule runs%n", where, change));
                    serious.addAll(check(page, "DARK " + where, changed.isEmpty() ? colourRules() : options()));
                    scheme(page, ColorScheme.LIGHT);
                    System.out.printf(
                            "ACCESSIBILITY %s checked in %.1f s%n", where, (System.nanoTime() - started) / 1e9);
                }
            }
        }
        assertThat(serious).as("serious or critical axe-core violations").isEmpty();
    }

    /** The device's light or dark, once the page has taken it on. */
    private static void scheme(Page page, ColorScheme scheme) {
        page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(scheme));
        Chromium.coloursSettled(page);
    }

    private static String background(Page page) {
        return (String) page.evaluate("getComputedStyle(document.documentElement).backgroundColor");
    }

    /**
     * The page's markup, in its shadow roots too, with what a rule reads (elements, attributes, text)
     * and not what a theme changes (computed colours live outside it).
     */
    private static final String MARKUP = """
            () => {
                const out = [];
                const walk = root => {
                    for (const element of root.querySelectorAll('*')) {
                        // The Dark theme button is pressed in dark: aria-pressed true or false, both valid.
                        const themed = a => a.name === 'style' || a.name === 'theme'
                            || (a.name === 'aria-pressed' && element.classList.contains('theme-toggle'));
                        out.push(element.tagName, ...[...element.attributes].filter(a => !themed(a))
                            .map(a => a.name + '=' + a.value));
                        if (element.shadowRoot) walk(element.shadowRoot);
                    }
                };
                walk(document);
                return out.join('\\n') + document.body.innerText;
            }""";

    /** The first line that differs, as "before | after" (a ticking clock, a chart resized); empty if none does. */
    private static Optional<String> firstChange(String before, String after) {
        List<String> a = before.lines().toList(), b = after.lines().toList();
        for (int k = 0; k < Math.max(a.size(), b.size()); k++) {
            String x = k < a.size() ? a.get(k) : "", y = k < b.size() ? b.get(k) : "";
            if (!x.equals(y)) return Optional.of(x + " | " + y);
        }
        return Optional.empty();
    }

    /** Runs axe on the page as it is; prints every violation and returns the serious and critical ones. */
    static List<String> check(Page page, String where) {
        return check(page, where, options());
    }

    private static List<String> check(Page page, String where, AxeRunOptions options) {
        page.waitForLoadState();
        Chromium.coloursSettled(page);
        String background = background(page);
        // In the page itself, as AxeBuilder's legacy mode runs it (its default opens a blank page for every
        // run to merge the frames' results, three times slower, and the site has no frames), its source
        // sent once a document instead of twice a check.
        long started = System.nanoTime();
        AxeResults results = Axe.analyze(page, options);
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertThat(results.isErrored())
                .as("axe ran on " + where + ": " + results.getErrorMessage())
                .isFalse();
        List<String> serious = new ArrayList<>();
        results.getPasses().stream()
                .filter(rule -> rule.getId().equals("label-content-name-mismatch"))
                .forEach(rule -> System.out.printf(
                        "AXE %s: label-content-name-mismatch passed on %d elements, e.g. %s%n",
                        where,
                        rule.getNodes().size(),
                        rule.getNodes().getFirst().getTarget()));
        System.out.printf(
                "AXE %s (page background %s): %d violations, %d rules passed; %d ms, axe's source sent %d times so far%n",
                where,
                background,
                results.getViolations().size(),
                results.getPasses().size(),
                millis,
                Axe.sent());
        // A chart is a canvas, which axe cannot read: the contrast of its axis text is measured here.
        if (page.evaluate(CHART_CONTRAST) instanceof Number ratio) {
            System.out.printf("AXE %s: chart axis text contrast %.2f:1%n", where, ratio.doubleValue());
            if (ratio.doubleValue() < 4.5)
                serious.add("%s chart axis text contrast %.2f:1, under 4.5:1".formatted(where, ratio.doubleValue()));
        }
        for (Rule rule : results.getViolations()) {
            for (CheckedNode node : rule.getNodes()) {
                String line = "%s [%s] %s at %s: %s (%s)"
                        .formatted(
                                where,
                                rule.getImpact(),
                                rule.getId(),
                                node.getTarget(),
                                rule.getHelp(),
                                rule.getHelpUrl());
                System.out.println("AXE   " + line);
                if ("serious".equals(rule.getImpact())
                        || "critical".equals(rule.getImpact())
                        || LANDMARKS.contains(rule.getId())) serious.add(line);
            }
        }
        return serious;
    }

    /** The lowest contrast of a chart's axis text (ticks, title) on the background behind it; null without a chart. */
    private static final String CHART_CONTRAST = """
            () => {
                const chart = document.querySelector('.time-chart')?.chart;
                if (!chart) return null;
                const rgba = c => {
                    if (c.startsWith('#')) {
                        let h = c.slice(1);
                        if (h.length === 3) h = [...h].map(x => x + x).join('');
                        return [0, 2, 4].map(i => parseInt(h.slice(i, i + 2), 16)).concat(1);
                    }
                    const v = c.match(/[\\d.]+/g).map(Number);
                    return v.length === 3 ? v.concat(1) : v;
                };
                let bg = [255, 255, 255, 1];
                for (let e = chart.canvas; e && e.nodeType === 1; e = e.parentElement) {
                    const b = rgba(getComputedStyle(e).backgroundColor);
                    if (b[3] > 0) { bg = b; break; }
                }
                const lum = rgb => rgb.map(x => { x /= 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; })
                    .reduce((sum, x, i) => sum + x * [0.2126, 0.7152, 0.0722][i], 0);
                const ratio = c => {
                    const [r, g, b, a] = rgba(c), l = lum([r, g, b].map((x, i) => x * a + bg[i] * (1 - a))), lb = lum(bg.slice(0, 3));
                    return (Math.max(l, lb) + 0.05) / (Math.min(l, lb) + 0.05);
                };
                const s = chart.options.scales;
                return Math.min(ratio(s.x.ticks.color), ratio(s.y.ticks.color), ratio(s.y.title.color));
            }""";

    /**
     * Landmark rules fail too, though axe calls them moderate: a second banner or main, or two
     * landmarks of one role and name, is where a screen reader's landmark list stops making sense.
     */
    static final Set<String> LANDMARKS = Set.of(
            "landmark-no-duplicate-banner",
            "landmark-no-duplicate-main",
            "landmark-no-duplicate-contentinfo",
            "landmark-unique",
            "landmark-banner-is-top-level",
            "landmark-main-is-top-level");

    /** Only the rules whose answer a colour scheme can change: text contrast, and links told from text by colour. */
    private static AxeRunOptions colourRules() {
        AxeRunOnlyOptions only = new AxeRunOnlyOptions();
        only.setType("rule");
        only.setValues(List.of("color-contrast", "link-in-text-block"));
        AxeRunOptions options = new AxeRunOptions();
        options.setRunOnly(only);
        return options;
    }

    /** axe's default rules, and the one that checks a cell's name holds its visible text (still marked experimental). */
    private static AxeRunOptions options() {
        AxeRuleOptions on = new AxeRuleOptions();
        on.setEnabled(true);
        AxeRunOptions options = new AxeRunOptions();
        options.setRules(Map.of("label-content-name-mismatch", on));
        return options;
    }
}
