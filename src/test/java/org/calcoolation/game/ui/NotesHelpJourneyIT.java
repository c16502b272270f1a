package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.playwright.AxeBuilder;
import com.deque.html.axecore.results.AxeResults;
import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Rule;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Issue 43's journey in Chromium: a player writes a wrong note and Check notes frames that cell; with
 * every note written, a hint names a note to cross out and one press crosses it out; then the 6×6 is
 * solved and the coach shows under the result, at 1366 and 390 px, pictured in target/notes-help and
 * clean of serious axe-core violations.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class NotesHelpJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(20_000);

    /** A 6×6 whose first hint with every note written is a note to cross out (NotesHelpTest). */
    private static final Puzzle PUZZLE = Generator.generate(6, Difficulty.HARD, Variant.STANDARD, 43);

    @LocalServerPort
    int port;

    private Page page;

    private Locator button(String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    @Test
    void a_wrong_note_is_framed_a_notes_hint_crosses_one_out_and_the_coach_reviews_the_solve() throws Exception {
        long started = System.nanoTime();
        Path dir = Paths.get("target", "notes-help");
        java.nio.file.Files.createDirectories(dir);
        page = chromium.newContext(1366, 768).newPage();
        page.navigate("http://localhost:" + port + "/play?id="
                + URLEncoder.encode(KeenCodec.encode(PUZZLE), StandardCharsets.UTF_8));
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells).hasCount(36);
        Grid solution = PUZZLE.solution().orElseThrow();

        // A wrong note in row 1, column 1.
        cells.first().click();
        page.keyboard().press("n");
        page.keyboard().press(Integer.toString(solution.digit(0, 0) % 6 + 1));
        page.keyboard().press("n");
        assertThat(cells.first()).hasAttribute("aria-label", Pattern.compile(", notes \\d"));
        button("Check notes").click();
        assertThat(cells.first()).hasClass(Pattern.compile("\\bnotes-wrong\\b"));
        assertThat(cells.nth(1)).not().hasClass(Pattern.compile("\\bnotes-wrong\\b"));
        assertThat(page.locator(".message"))
                .hasText("1 cell’s notes leave out the digit that goes there, marked with a red frame.");
        page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("check-notes-1366.png")));

        // Every note written: the hint is a note to cross out, and one press does it.
        button("Fill all notes").click();
        assertThat(cells.first()).not().hasClass(Pattern.compile("\\bnotes-wrong\\b"));
        button("Hint").click();
        button("Show the reasoning").click();
        button("Show the note").click();
        Locator text = page.locator(".hint-text");
        assertThat(text)
                .hasText(Pattern.compile("So \\d cannot go in row \\d, column \\d: cross it out of its notes\\."));
        String said = text.textContent();
        String digit = said.substring(3, 4);
        String cell = said.substring(said.indexOf("row"), said.indexOf(":"));
        page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("notes-hint-1366.png")));
        button("Cross out " + digit).click();
        assertThat(page.locator(".message")).hasText(digit + " crossed out of " + cell + ".");
        assertThat(page.locator(".hint-box")).isHidden();

        // The solve, then the coach.
        Chromium.typeGrid(page, solution, java.time.Duration.ofSeconds(12));
        assertThat(page.locator(".finish")).containsText("Solved");
        Locator coach = page.locator(".coach");
        assertThat(coach).isVisible();
        coach.locator("summary").click(); // folded, so that the finished grid and the pad stay on the screen
        assertThat(coach.locator(".coach-map")).isVisible();
        assertThat(coach.locator(".coach-cell")).hasCount(36);
        assertThat(coach.locator(".coach-stall")).containsText("You paused longest before your move in the ");
        assertThat(coach.locator(".coach-help"))
                .containsText(Pattern.compile("Help used: a check at 00:0\\d, then a move in the .+; 4 hints at "));
        coach.scrollIntoViewIfNeeded();
        page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("coach-1366.png")));
        List<String> serious = new ArrayList<>(axe(page, "coach at 1366"));

        page.setViewportSize(390, 844);
        coach.scrollIntoViewIfNeeded();
        Chromium.settled(page);
        page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("coach-390.png")));
        double width = ((Number) coach.evaluate("e => e.getBoundingClientRect().right")).doubleValue();
        assertThat(width).as("the coach fits a phone's screen").isLessThanOrEqualTo(390);
        serious.addAll(axe(page, "coach at 390"));
        System.out.printf("NotesHelpJourneyIT: %.1f s%n", (System.nanoTime() - started) / 1e9);
        assertThat(serious).as("serious or critical axe-core violations").isEmpty();
    }

    /** axe-core on the page as it is, as AccessibilityIT runs it: every violation printed, the serious and critical returned. */
    private static List<String> axe(Page page, String where) {
        Chromium.coloursSettled(page);
        AxeResults results = new AxeBuilder(page).setLegacyMode(true).analyze();
        assertThat(results.isErrored())
                .as("axe ran: " + results.getErrorMessage())
                .isFalse();
        List<String> serious = new ArrayList<>();
        System.out.printf(
                "AXE %s: %d violations, %d rules passed%n",
                where, results.getViolations().size(), results.getPasses().size());
        for (Rule rule : results.getViolations()) {
            for (CheckedNode node : rule.getNodes()) {
                String line = "%s [%s] %s at %s: %s"
                        .formatted(where, rule.getImpact(), rule.getId(), node.getTarget(), rule.getHelp());
                System.out.println("AXE   " + line);
                if ("serious".equals(rule.getImpact()) || "critical".equals(rule.getImpact())) serious.add(line);
            }
        }
        return serious;
    }
}
