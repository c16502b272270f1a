package org.calcoolation.create.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.deque.html.axecore.playwright.AxeBuilder;
import com.deque.html.axecore.results.AxeResults;
import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Rule;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Mouse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Cage;
import org.calcoolation.engine.Cell;
import org.calcoolation.engine.KeenSamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A player copies a newspaper 6×6 from paper into /create with the keyboard alone: the solver calls
 * it unique and Easy, and it plays to Solved by its ID. The same puzzle with one clue changed is
 * judged to have several solutions, two shown with their differences marked. axe on /create at
 * both states, and dark at the second; last, a cage drawn with the mouse; pictures at 390 and 1366 px in target/create-pages.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class CreateJourneyIT {

    static final KeenSamples.Sample SIX =
            KeenSamples.all().stream().filter(s -> s.size() == 6).findFirst().orElseThrow();

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    Page page;
    static final String BACKGROUND = "() => getComputedStyle(document.documentElement).backgroundColor";
    /** The cell that has the keys. */
    Cell cursor = new Cell(0, 0);

    @Test
    void a_newspaper_puzzle_entered_by_keyboard_is_judged_unique_and_played_and_a_changed_clue_is_several()
            throws Exception {
        long started = System.nanoTime();
        page = chromium.newContext(new Browser.NewContextOptions().setViewportSize(1366, 900))
                .newPage();
        String base = "http://localhost:" + port;
        page.navigate(base + "/create");
        Path pictures = Files.createDirectories(Path.of("target", "create-pages"));
        cell(cursor).focus();
        for (Cage cage : SIX.cages()) enter(cage);
        Locator verdict = page.locator(".verdict");
        assertThat(verdict).hasText("Exactly one solution. Grade: Easy.");
        System.out.printf("CREATE JOURNEY entered by keyboard in %.1f s%n", (System.nanoTime() - started) / 1e9);
        org.assertj.core.api.Assertions.assertThat(page.getByLabel("Keen ID").inputValue())
                .isEqualTo(SIX.id());
        axe("unique");
        pictures(pictures, "unique");

        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Play this puzzle"))
                .click();
        // The page's own game shows first; the shared one takes its place, its first cage the 6×.
        assertThat(page.getByRole(AriaRole.GRIDCELL).first())
                .hasAttribute("aria-label", Pattern.compile("cage 6× of 2 cells"));
        Chromium.typeGrid(page, SIX.solutionGrid());
        assertThat(page.locator(".finish")).containsText("Solved");

        page.navigate(base + "/create?id=" + URLEncoder.encode(SIX.id(), StandardCharsets.UTF_8));
        assertThat(verdict).hasText("Exactly one solution. Grade: Easy.");
        cursor = new Cell(0, 0);
        cell(cursor).focus();
        moveTo(new Cell(4, 1));
        clue("2-");
        assertThat(verdict).containsText("Several solutions: here are two, which differ in the 6 marked cells.");
        assertThat(page.locator("table.solution")).hasCount(2);
        assertThat(page.locator("table.solution td.differs")).hasCount(12);
        axe("several");
        pictures(pictures, "several");
        // The device turned dark: the page follows it (Lumo's color-scheme), and so must the walls, clues and marks.
        String light = (String) page.evaluate(BACKGROUND);
        page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.DARK));
        page.waitForFunction("light => (" + BACKGROUND + ")() !== light", light);
        axe("several, dark");
        pictures(pictures, "several-dark");
        dragged(base);
        System.out.printf("CREATE JOURNEY whole in %.1f s%n", (System.nanoTime() - started) / 1e9);
    }

    /** A mouse drawing an L over three cells makes one cage of them, which is then the selected one. */
    private void dragged(String base) {
        page.navigate(base + "/create");
        List<Cell> stroke = List.of(new Cell(0, 0), new Cell(0, 1), new Cell(1, 1));
        var box = cell(stroke.getFirst()).boundingBox();
        page.mouse().move(box.x + box.width / 2, box.y + box.height / 2);
        page.mouse().down();
        for (Cell next : stroke.subList(1, 3)) {
            var to = cell(next).boundingBox();
            page.mouse().move(to.x + to.width / 2, to.y + to.height / 2, new Mouse.MoveOptions().setSteps(4));
        }
        page.mouse().up();
        for (Cell drawn : stroke)
            assertThat(cell(drawn)).hasAttribute("aria-label", Pattern.compile("cage of 3 cells, selected$"));
        assertThat(page.locator(".verdict"))
                .hasText("Row 1, column 3 and 32 more cells are in no cage yet: draw cages over every cell.");
    }

    private Locator cell(Cell cell) {
        return page.locator(".create-grid [data-i='" + cell.index(6) + "']");
    }

    /**
     * Draws the cage from its first cell: Shift and an arrow join each next cell, found depth first,
     * a plain arrow walks back; then Enter, the clue, Enter.
     */
    private void enter(Cage cage) {
        moveTo(cage.anchor());
        walk(cage.anchor(), cage, new HashSet<>(Set.of(cage.anchor())));
        clue(typed(cage));
    }

    private void walk(Cell at, Cage cage, Set<Cell> joined) {
        for (Cell next : cage.cells()) {
            if (joined.contains(next) || !next.touches(at)) continue;
            joined.add(next);
            page.keyboard().press("Shift+" + arrow(at, next));
            cursor = next;
            walk(next, cage, joined);
            page.keyboard().press(arrow(next, at));
            cursor = at;
        }
    }

    private void clue(String text) {
        assertThat(cell(cursor)).isFocused();
        page.keyboard().press("Enter");
        Locator field = page.getByLabel("Clue of the selected cage");
        assertThat(field).isFocused();
        field.fill(text);
        page.keyboard().press("Enter");
        assertThat(cell(cursor)).isFocused();
    }

    private static String typed(Cage cage) {
        if (cage.size() == 1) return Integer.toString(cage.target());
        String sign = switch (cage.operation()) {
            case ADD -> "+";
            case SUBTRACT -> "-";
            case MULTIPLY -> "*";
            case DIVIDE -> "/";
            case XOR -> throw new IllegalArgumentException("no ⊕ in a newspaper");
        };
        return cage.target() + sign;
    }

    private void moveTo(Cell target) {
        while (!cursor.equals(target)) {
            Cell next = cursor.row() != target.row()
                    ? new Cell(cursor.row() + Integer.signum(target.row() - cursor.row()), cursor.col())
                    : new Cell(cursor.row(), cursor.col() + Integer.signum(target.col() - cursor.col()));
            page.keyboard().press(arrow(cursor, next));
            cursor = next;
        }
        assertThat(cell(cursor)).isFocused();
    }

    private static String arrow(Cell from, Cell to) {
        if (to.row() < from.row()) return "ArrowUp";
        if (to.row() > from.row()) return "ArrowDown";
        return to.col() < from.col() ? "ArrowLeft" : "ArrowRight";
    }

    private void pictures(Path folder, String state) {
        for (int width : new int[] {390, 1366}) {
            page.setViewportSize(width, width == 390 ? 844 : 900);
            page.screenshot(new Page.ScreenshotOptions()
                    .setPath(folder.resolve("create-" + state + "-" + width + ".png"))
                    .setFullPage(true));
        }
    }

    /** axe on the page as it is: every violation printed, none serious or critical. */
    private void axe(String where) {
        Chromium.coloursSettled(page);
        AxeResults results = new AxeBuilder(page).setLegacyMode(true).analyze();
        List<String> serious = new ArrayList<>();
        for (Rule rule : results.getViolations()) {
            for (CheckedNode node : rule.getNodes()) {
                String line = "%s [%s] %s at %s: %s"
                        .formatted(where, rule.getImpact(), rule.getId(), node.getTarget(), rule.getHelp());
                System.out.println("AXE   " + line);
                if ("serious".equals(rule.getImpact()) || "critical".equals(rule.getImpact())) serious.add(line);
            }
        }
        System.out.printf(
                "AXE /create %s: %d violations, %d rules passed%n",
                where, results.getViolations().size(), results.getPasses().size());
        org.assertj.core.api.Assertions.assertThat(serious).isEmpty();
    }
}
