package org.calcoolation;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.PlayerService.Registration;
import org.calcoolation.account.RegisterResult;
import org.calcoolation.daily.DailyPuzzleService;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.PuzzleKind;
import org.calcoolation.engine.Variant;
import org.calcoolation.game.play.Outcome;
import org.calcoolation.stats.FinishToRecord;
import org.calcoolation.stats.StatsService;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Issue 44 in Debian's Chromium: a player whose browser asks for one of the six languages
 * (Accept-Language) meets the front page, the login page, /play with a hint and its reasoning, a
 * finished daily's panel and their records, and on none of them, in German, French, Spanish, Dutch or
 * Japanese, is a word of English left: a text they read (visible text, aria-label, title, placeholder,
 * alt, the page's title, a chart's words) holding a word of the English bundle that their
 * language's bundle never writes fails, naming the page, the language and the text
 * ({@link EnglishWords}). In German and Japanese each page is checked by axe as
 * {@link AccessibilityIT} checks a page.
 *
 * <p>Allowed, with the reason: the player's own name and the other players' names on the boards
 * (people's own, not the site's words); addresses and puzzle IDs (codes, not words: see
 * {@link EnglishWords}); a text marked as another language
 * ({@code lang}), as the language switch names each language in its own words; digits and the mm:ss
 * clock hold no word.
 *
 * <p>With {@code -Dscreenshots=DIR}, each page at 390 and 1366 px in DIR/lang-LANG-PAGE-WIDTH.png,
 * and none runs off the side of the screen. {@code ./mvnw -o verify -Dpostgres.skip -Dtest=none
 * -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=LanguagesJourneyIT -Dscreenshots=target/languages}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LanguagesJourneyIT {

    /** A 4×4 whose first hint on the empty grid takes four steps (as in HintViewTest). */
    private static final String FOUR_STEPS = "4:_aa_abb_5aa__,m4m12s2a7s1a4d2";

    private static final String PASSWORD = "six languages one journey";

    /** The languages whose pages axe checks too: the longest words and another script. */
    private static final Set<String> AXE = Set.of("de", "ja");

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000); // a busy CI machine

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    @Autowired
    StatsService stats;

    @Autowired
    DailyPuzzleService dailies;

    @Autowired
    JdbcTemplate jdbc;

    /** A page of the journey: how to get there from the page before, and its name in a failure. */
    private record Stop(String name, Runnable steps) {}

    @ParameterizedTest(name = "{0}")
    @CsvSource({"en-GB", "de-DE", "fr-FR", "es-ES", "nl-NL", "ja-JP"})
    void every_page_of_the_journey_speaks_the_players_language(String locale) {
        String lang = locale.substring(0, 2);
        Properties words = EnglishWords.bundle(lang.equals("en") ? "" : "_" + lang);
        String name = "lang_" + lang + "_" + UUID.randomUUID().toString().substring(0, 6);
        register(name);
        Page page = chromium.newContext(
                        new Browser.NewContextOptions().setLocale(locale).setViewportSize(1366, 768))
                .newPage();
        String base = "http://localhost:" + port;

        List<Stop> journey = List.of(
                new Stop("the front page", () -> {
                    page.navigate(base + "/");
                    assertThat(page.locator(".ladder .rung-link").first()).isVisible();
                }),
                new Stop("the login page", () -> {
                    page.navigate(base + "/login");
                    assertThat(page.getByLabel(words.getProperty("login.username")))
                            .isVisible();
                }),
                new Stop("/play with a hint and its reasoning", () -> {
                    page.getByLabel(words.getProperty("login.username")).fill(name);
                    page.getByLabel(words.getProperty("login.password"), new Page.GetByLabelOptions().setExact(true))
                            .fill(PASSWORD);
                    button(page, words.getProperty("login.submit")).click();
                    page.waitForURL(base + "/");
                    page.navigate(base + "/play?id=" + FOUR_STEPS);
                    button(page, words.getProperty("play.hint")).click();
                    button(page, words.getProperty("hint.showReasoning")).click();
                    assertThat(page.locator(".hint-box .hint-steps li").first()).isVisible();
                    // The pointer rests on a hint button, as after a click: where it lands after the
                    // click depends on the fonts' widths, so it is put there (axe measures the hover).
                    page.locator(".hint-deeper > .btn").first().hover();
                }),
                new Stop("a finished daily's panel", () -> {
                    page.navigate(base + "/today");
                    page.locator(".ladder .rung-link").first().click();
                    page.locator(".start-step button").click();
                    Chromium.typeGrid(page, todaysFirstRung());
                    assertThat(page.locator(".standing")).isVisible();
                }),
                new Stop("the records", () -> {
                    page.navigate(base + "/records");
                    assertThat(page.locator(".time-chart canvas")).isVisible();
                }));

        List<String> english = new ArrayList<>();
        List<String> axe = new ArrayList<>();
        EnglishWords englishWords = EnglishWords.against(lang);
        Optional<Path> pictures =
                Optional.ofNullable(System.getProperty("screenshots")).map(Path::of);
        long started = System.nanoTime();
        for (Stop stop : journey) {
            long at = System.nanoTime();
            stop.steps().run();
            assertThat(page.locator("html")).hasAttribute("lang", lang);
            List<String> texts = texts(page, name);
            if (!lang.equals("en")) {
                Set<String> names = playersNames();
                for (String text : texts) {
                    if (names.contains(text)) continue;
                    List<String> found = englishWords.in(text);
                    if (!found.isEmpty())
                        english.add("%s, %s: \"%s\" (English: %s)"
                                .formatted(lang, stop.name(), text, String.join(", ", found)));
                }
            }
            if (AXE.contains(lang)) axe.addAll(AccessibilityIT.check(page, lang + " " + stop.name()));
            pictures.ifPresent(dir -> pictures(page, dir.resolve("lang-" + lang + "-" + slug(stop.name()))));
            System.out.printf(
                    "LANGUAGES %s %s: %d texts read in %.1f s%n",
                    lang, stop.name(), texts.size(), (System.nanoTime() - at) / 1e9);
        }
        System.out.printf("LANGUAGES %s: the journey took %.1f s%n", lang, (System.nanoTime() - started) / 1e9);
        assertThat(english).as("English left on the pages").isEmpty();
        assertThat(axe).as("serious or critical axe-core violations").isEmpty();
    }

    /**
     * The texts a player reads, or hears: the visible text nodes (in shadow roots too), the names and
     * descriptions in aria-label, title, placeholder and alt, and the page's title; less the texts
     * inside an element marked as another language and the player's own name.
     */
    private static final String TEXTS = """
            name => {
                const lang = document.documentElement.lang, out = [document.title];
                const own = element => !element.closest('[lang]') || element.closest('[lang]').lang === lang;
                const shown = element => element.checkVisibility({visibilityProperty: true});
                const walk = root => {
                    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
                    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                        const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
                        if (!element || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) continue;
                        if (node.nodeType === Node.TEXT_NODE) {
                            if (shown(element) && own(element)) out.push(node.textContent);
                            continue;
                        }
                        if (shown(element) && own(element))
                            for (const attribute of ['aria-label', 'title', 'placeholder', 'alt'])
                                if (element.hasAttribute(attribute)) out.push(element.getAttribute(attribute));
                        if (element.shadowRoot) walk(element.shadowRoot);
                    }
                };
                walk(document.body);
                // A chart is a canvas: its words are read from Chart.js.
                for (const host of document.querySelectorAll('.time-chart'))
                    if (host.chart) out.push(host.chart.options.scales.y.title.text, ...host.chart.data.datasets.map(set => set.label));
                return out.map(text => text.replaceAll(name, ' ').replace(/\\s+/g, ' ').trim()).filter(text => text);
            }""";

    @SuppressWarnings("unchecked")
    private static List<String> texts(Page page, String name) {
        return (List<String>) page.evaluate(TEXTS, name);
    }

    /** The page at a phone's and a laptop's width, pictured; it must not run off the side of either. */
    private static void pictures(Page page, Path file) {
        for (int width : new int[] {390, 1366}) {
            page.setViewportSize(width, width == 390 ? 844 : 768);
            // Two frames: the page has laid itself out at the new width.
            page.waitForFunction(
                    "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))");
            Object overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
            assertThat(((Number) overflow).intValue())
                    .as("%s at %d px runs off the side by", file.getFileName(), width)
                    .isLessThanOrEqualTo(0);
            page.screenshot(new Page.ScreenshotOptions()
                    .setFullPage(true)
                    .setPath(file.resolveSibling(file.getFileName() + "-" + width + ".png")));
        }
    }

    /** Every player's user name and display name: the boards show other people's, which are theirs, not the site's words. */
    private Set<String> playersNames() {
        Set<String> names = new HashSet<>(jdbc.queryForList("select username from player", String.class));
        names.addAll(jdbc.queryForList("select display_name from player where display_name is not null", String.class));
        return names;
    }

    private static String slug(String name) {
        return name.replaceAll("[^A-Za-z0-9]+", "-").replaceAll("^-|-$", "");
    }

    private static com.microsoft.playwright.Locator button(Page page, String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private org.calcoolation.engine.Grid todaysFirstRung() {
        return ((DailyPuzzleService.DayResult.Ladder) dailies.ladder(dailies.today()))
                .puzzles()
                .getFirst()
                .puzzle()
                .solution()
                .orElseThrow();
    }

    /**
     * A new account with some solves already on its records (two clean 4×4s and an assisted 6×6),
     * so that /records shows its tables and chart filled in.
     */
    private void register(String name) {
        var result = players.register(new Registration(name, PASSWORD, PASSWORD, ""));
        long id = ((RegisterResult.Registered) result).player().id();
        PuzzleKind four = new PuzzleKind(4, Difficulty.EASY, Variant.STANDARD);
        PuzzleKind six = new PuzzleKind(6, Difficulty.NORMAL, Variant.STANDARD);
        Instant now = Instant.now();
        record(id, four, Outcome.CLEAN, 61_000, now.minus(Duration.ofDays(3)));
        record(id, four, Outcome.CLEAN, 48_000, now.minus(Duration.ofDays(2)));
        record(id, six, Outcome.ASSISTED, 185_000, now.minus(Duration.ofDays(1)));
    }

    private void record(long player, PuzzleKind kind, Outcome outcome, long millis, Instant at) {
        stats.record(new FinishToRecord(
                player, UUID.randomUUID(), OptionalLong.empty(), "4:x", kind, outcome, millis, millis + 5_000, at));
    }
}
