package org.calcoolation.learn.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.playwright.AxeBuilder;
import com.deque.html.axecore.results.AxeResults;
import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Rule;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.Cookie;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.signin.PlayerKeys;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.game.GameService;
import org.calcoolation.game.store.GameState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A new guest in Chromium opens /learn, goes to Single, presses Practise this, solves the 4×4 it
 * gets on /play without help, and finds the technique one clean solve nearer learnt; axe-core finds
 * no serious or critical violation on /learn or a technique's page, light or dark. With
 * {@code -Dscreenshots=DIR}, both pages at 390 and 1366 px. {@code ./mvnw -o verify -Dpostgres.skip
 * -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=LearnJourneyIT}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LearnJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    @Autowired
    GameService games;

    private Page page(int width, int height) {
        Page page = chromium.newContext(new Browser.NewContextOptions().setViewportSize(width, height))
                .newPage();
        page.setDefaultTimeout(30_000);
        return page;
    }

    private String base() {
        return "http://localhost:" + port;
    }

    @Test
    void a_guest_practises_a_technique_and_sees_the_progress_move() {
        long start = System.nanoTime();
        Page page = page(1366, 900);
        page.navigate(base() + "/learn");
        assertThat(page.getByRole(
                        AriaRole.HEADING,
                        new Page.GetByRoleOptions().setName("Learn").setLevel(1)))
                .isVisible();
        assertThat(page.locator(".learn-techniques li")).hasCount(9);
        assertThat(page.locator(".learn-progress")).hasText("0 of 20 solved.");
        List<String> serious = new ArrayList<>(axe(page, "/learn"));

        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Single").setExact(true))
                .click();
        page.waitForURL(Pattern.compile(".*/learn/single$"));
        assertThat(page.locator(".lesson-grid .lesson-cell")).hasCount(16);
        assertThat(page.locator(".learn-progress")).hasText("Not practised yet.");
        serious.addAll(axe(page, "/learn/single"));

        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Practise this"))
                .click();
        page.waitForURL(Pattern.compile(".*/play$"));
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells).hasCount(16);
        Puzzle puzzle = currentGame(page).puzzle();
        Grid solution = puzzle.solution().orElseThrow();
        for (int i = 0; i < 16; i++) {
            cells.nth(i).click();
            page.keyboard().press(Integer.toString(solution.digit(Cell.ofIndex(i, 4))));
        }
        assertThat(page.getByText("Solved").first()).isVisible();

        page.navigate(base() + "/learn/single");
        assertThat(page.locator(".learn-progress")).hasText("1 of 3 clean solves in a row.");
        page.navigate(base() + "/learn");
        assertThat(page.locator(".learn-techniques li").nth(1)).containsText("Single · 1 of 3 clean solves in a row");
        assertThat(serious).as("serious or critical axe-core violations").isEmpty();
        System.out.printf("Learn journey in %d ms%n", (System.nanoTime() - start) / 1_000_000);
        pictures();
    }

    /** The guest's game on /play, found by the cookie that names them. */
    private GameState currentGame(Page page) {
        Cookie cookie = page.context().cookies().stream()
                .filter(c -> c.name.equals(PlayerKeys.COOKIE))
                .findFirst()
                .orElseThrow();
        PlayerRef guest = PlayerKeys.valid(cookie.value).orElseThrow();
        return games.current(guest).orElseThrow();
    }

    /** axe-core on the page light and dark; prints every violation, returns the serious and critical. */
    private static List<String> axe(Page page, String where) {
        List<String> serious = new ArrayList<>();
        for (ColorScheme scheme : List.of(ColorScheme.LIGHT, ColorScheme.DARK)) {
            page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(scheme));
            Chromium.settled(page);
            Chromium.coloursSettled(page);
            AxeResults results = new AxeBuilder(page).setLegacyMode(true).analyze();
            assertThat(results.isErrored()).isFalse();
            System.out.printf(
                    "AXE %s %s: %d violations, %d rules passed%n",
                    scheme,
                    where,
                    results.getViolations().size(),
                    results.getPasses().size());
            for (Rule rule : results.getViolations())
                for (CheckedNode node : rule.getNodes()) {
                    String line = "%s %s [%s] %s at %s: %s"
                            .formatted(scheme, where, rule.getImpact(), rule.getId(), node.getTarget(), rule.getHelp());
                    System.out.println("AXE   " + line);
                    if ("serious".equals(rule.getImpact()) || "critical".equals(rule.getImpact())) serious.add(line);
                }
        }
        page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.LIGHT));
        return serious;
    }

    private void pictures() {
        Optional<Path> dir =
                Optional.ofNullable(System.getProperty("screenshots")).map(Path::of);
        if (dir.isEmpty()) return;
        for (int width : new int[] {390, 1366}) {
            Page page = page(width, width == 390 ? 844 : 900);
            for (String at : List.of("learn", "learn/naked-subset")) {
                page.navigate(base() + "/" + at);
                page.locator("h1").waitFor();
                page.waitForTimeout(500);
                page.screenshot(new Page.ScreenshotOptions()
                        .setFullPage(true)
                        .setPath(dir.get().resolve(at.replace('/', '-') + "-" + width + ".png")));
            }
            page.context().close();
        }
    }
}
