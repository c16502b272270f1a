package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Grid;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.calcoolation.engine.solve.Finding;
import org.calcoolation.engine.solve.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The play page measured in a real browser at a phone's and two laptops' sizes: what a player must
 * see without scrolling, and note text large enough to read. Figures are printed for the record.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class LayoutIT {

    private static final String PRINTED = "Puzzle ID: ";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    private BrowserContext context;
    private Page page;

    private void open(int width, int height) {
        context = chromium.newContext(width, height);
        page = context.newPage();
        page.setDefaultTimeout(20_000);
        page.navigate("http://localhost:" + port + "/play");
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(36);
    }

    @Test
    void on_a_phone_390_wide_a_nine_by_nine_grid_fits_and_its_notes_are_9_px_or_more() {
        open(390, 844);
        newPuzzle("9 × 9", "Easy");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Fill all notes"))
                .click();
        assertThat(page.getByRole(AriaRole.GRIDCELL).last())
                .hasAttribute("aria-label", Pattern.compile("notes 1, 2, 3, 4, 5, 6, 7, 8, 9$"));

        double noteFont = number("parseFloat(getComputedStyle(document.querySelector('.cell .notes')).fontSize)");
        Map<String, Number> grid = box(".board");
        System.out.printf(
                "LAYOUT 390x844 9x9: note font %.1f px, grid left %.1f right %.1f, page width %.0f%n",
                noteFont,
                grid.get("left").doubleValue(),
                grid.get("right").doubleValue(),
                number("document.documentElement.scrollWidth"));
        shoot("layout-390-9x9-notes");
        assertThat(noteFont).as("note font size, px").isGreaterThanOrEqualTo(9);
        assertThat(grid.get("right").doubleValue()).as("grid's right edge").isLessThanOrEqualTo(390);
        assertThat(grid.get("left").doubleValue()).as("grid's left edge").isGreaterThanOrEqualTo(0);
        assertThat(number("document.documentElement.scrollWidth"))
                .as("no sideways scrolling")
                .isLessThanOrEqualTo(390);
    }

    @Test
    void on_a_phone_390_wide_the_selected_cells_notes_of_a_twelve_by_twelve_are_shown_large_under_the_grid() {
        open(390, 844);
        newPuzzle("12 × 12", "Easy");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Fill all notes"))
                .click();
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells.last())
                .hasAttribute("aria-label", Pattern.compile("notes 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12$"));
        cells.nth(13).click();

        Locator zoom = page.locator(".note-zoom");
        assertThat(zoom).hasText(Pattern.compile("^Notes, row 2, column 2:\\s*1\\s*2\\s*3.*12$"));
        double inCell = number("parseFloat(getComputedStyle(document.querySelector('.cell .notes')).fontSize)");
        double large =
                number("parseFloat(getComputedStyle(document.querySelector('.note-zoom span:last-child')).fontSize)");
        Map<String, Number> box = box(".note-zoom");
        System.out.printf(
                "LAYOUT 390x844 12x12: note font in the cell %.1f px, under the grid %.1f px, its bottom %.0f%n",
                inCell, large, box.get("bottom").doubleValue());
        shoot("layout-390-12x12-notes");
        assertThat(large).as("font of the notes under the grid, px").isGreaterThanOrEqualTo(16);
        assertThat(box.get("right").doubleValue()).isLessThanOrEqualTo(390);
    }

    @Test
    void
            on_a_phone_390_wide_a_twelve_by_twelve_shows_all_twelve_notes_in_a_cell_at_6_px_or_more_without_overlap_and_apart() {
        open(390, 844);
        newPuzzle("12 × 12", "Easy");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Fill all notes"))
                .click();
        assertThat(page.getByRole(AriaRole.GRIDCELL).first())
                .hasAttribute("aria-label", Pattern.compile("notes 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12$"));

        // The top-left cell has a clue: its notes must sit under it, inside the cell, each number inside its own place.
        @SuppressWarnings("unchecked")
        Map<String, Number> fit = (Map<String, Number>) page.evaluate("""
                () => {
                    const cell = document.querySelector('.cell'), notes = cell.querySelector('.notes');
                    let overflow = 0;
                    for (const span of notes.querySelectorAll('span')) {
                        const text = document.createRange();
                        text.selectNodeContents(span);
                        overflow = Math.max(overflow, text.getBoundingClientRect().width - span.getBoundingClientRect().width);
                    }
                    // The space between neighbours in a row (1-4, 5-8, 9-12), from the end of one number's text box to the start of the next's.
                    const glyphs = span => { const r = document.createRange(); r.selectNodeContents(span); return r.getBoundingClientRect(); };
                    const spans = [...notes.querySelectorAll('span')];
                    let apart = Infinity, apartAfter = 0;
                    for (let i = 0; i + 1 < spans.length; i++) {
                        if ((i + 1) % 4 === 0) continue;
                        const gap = glyphs(spans[i + 1]).left - glyphs(spans[i]).right;
                        if (gap < apart) { apart = gap; apartAfter = Number(spans[i].textContent); }
                    }
                    const c = cell.getBoundingClientRect(), n = notes.getBoundingClientRect();
                    return {font: parseFloat(getComputedStyle(notes).fontSize), cell: c.width, overflow, apart, apartAfter,
                            count: notes.querySelectorAll('span').length, underClue: n.top - cell.querySelector('.clue').getBoundingClientRect().bottom,
                            insideBottom: c.bottom - n.bottom};
                }""");
        System.out.printf(
                "LAYOUT 390x844 12x12 in-cell notes: %d notes at %.2f px in a %.1f px cell; widest number overflows its place by %.2f px;"
                        + " notes start %.1f px under the clue and end %.1f px above the cell's bottom; neighbours at least %.2f px apart (after %d)%n",
                fit.get("count").intValue(),
                fit.get("font").doubleValue(),
                fit.get("cell").doubleValue(),
                fit.get("overflow").doubleValue(),
                fit.get("underClue").doubleValue(),
                fit.get("insideBottom").doubleValue(),
                fit.get("apart").doubleValue(),
                fit.get("apartAfter").intValue());
        shoot("layout-390-12x12-in-cell");
        assertThat(fit.get("count").intValue()).isEqualTo(12);
        assertThat(fit.get("font").doubleValue()).as("in-cell note font, px").isGreaterThanOrEqualTo(6);
        assertThat(fit.get("overflow").doubleValue())
                .as("a two-digit note fits its place")
                .isLessThanOrEqualTo(0.5);
        assertThat(fit.get("underClue").doubleValue())
                .as("notes under the clue")
                .isGreaterThanOrEqualTo(-0.5);
        assertThat(fit.get("insideBottom").doubleValue())
                .as("notes inside the cell")
                .isGreaterThanOrEqualTo(0);
        // "10 11 12", not "101112": between two numbers at least a quarter of the font's size, about a space's width.
        assertThat(fit.get("apart").doubleValue())
                .as(
                        "space between note %d and the next, px",
                        fit.get("apartAfter").intValue())
                .isGreaterThanOrEqualTo(fit.get("font").doubleValue() / 4);
    }

    @Test
    void on_a_phone_the_clue_stands_clear_of_the_notes_under_it_and_the_selection_ring_stops_short_of_the_clue() {
        open(390, 844);
        for (int n : new int[] {9, 12}) {
            newPuzzle(n + " × " + n, "Easy");
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Fill all notes"))
                    .click();
            Locator first = page.getByRole(AriaRole.GRIDCELL).first();
            assertThat(first).hasAttribute("aria-label", Pattern.compile("notes 1, 2, 3, .*" + n + "$"));
            // A game opens with its top-left cell selected; that cell always holds its cage's clue.
            assertThat(first).hasAttribute("aria-selected", "true");
            page.evaluate("window.scrollTo(0, 0)");

            // Glyph boxes (the font's height around the digits, as a line set solid): the clue's and the first row of
            // notes'.
            double clueGap = number("""
                    (() => {
                        const cell = document.querySelector('.cell');
                        const glyphs = el => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); };
                        const firstRow = Math.min(...[...cell.querySelectorAll('.notes span')].map(span => glyphs(span).top));
                        return firstRow - glyphs(cell.querySelector('.clue')).bottom;
                    })()""");
            int ringPixels = ringPixelsOverTheSelectedClue();
            System.out.printf(
                    "LAYOUT 390x844 %dx%d: first row of notes %.2f px under the clue's glyphs; %d pixels of the selection ring inside the clue's glyphs%n",
                    n, n, clueGap, ringPixels);
            page.screenshot(new Page.ScreenshotOptions()
                    .setPath(java.nio.file.Paths.get("target/screenshots/layout-390-" + n + "x" + n + "-corner.png"))
                    .setClip(
                            box(".board").get("left").doubleValue(),
                            box(".board").get("top").doubleValue(),
                            130,
                            100));
            assertThat(clueGap)
                    .as("%d×%d: space between the clue and the first row of notes, px", n, n)
                    .isGreaterThanOrEqualTo(1);
            assertThat(ringPixels)
                    .as("%d×%d: pixels of the selection ring's colour among the clue's digits", n, n)
                    .isZero();
        }
    }

    @Test
    void at_1366_by_768_a_twelve_by_twelve_its_pad_and_the_selected_cells_notes_written_large_show_without_scrolling() {
        open(1366, 768);
        newPuzzle("12 × 12", "Easy");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Fill all notes"))
                .click();
        Locator cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells.last())
                .hasAttribute("aria-label", Pattern.compile("notes 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12$"));
        cells.nth(13).click();
        assertThat(page.locator(".note-zoom")).hasText(Pattern.compile("^Notes, row 2, column 2:\\s*1\\s*2\\s*3.*12$"));
        page.evaluate("window.scrollTo(0, 0)");

        Map<String, Number> grid = box(".board"), pad = box(".number-pad"), zoom = box(".note-zoom");
        System.out.printf(
                "LAYOUT 1366x768 12x12: grid top %.0f bottom %.0f (%.0f px wide), notes under it %.0f to %.0f, pad bottom %.0f, note font %.1f px%n",
                grid.get("top").doubleValue(),
                grid.get("bottom").doubleValue(),
                grid.get("right").doubleValue() - grid.get("left").doubleValue(),
                zoom.get("top").doubleValue(),
                zoom.get("bottom").doubleValue(),
                pad.get("bottom").doubleValue(),
                number("parseFloat(getComputedStyle(document.querySelector('.cell .notes')).fontSize)"));
        shoot("layout-1366x768-12x12-notes");
        assertThat(zoom.get("bottom").doubleValue())
                .as("bottom of the notes written large under the grid")
                .isLessThanOrEqualTo(768);
        assertThat(grid.get("bottom").doubleValue()).as("grid's bottom").isLessThanOrEqualTo(768);
        assertThat(pad.get("bottom").doubleValue()).as("pad's bottom").isLessThanOrEqualTo(768);
    }

    @Test
    void
            on_a_phone_what_check_and_hint_say_shows_under_the_grid_above_the_pad_on_one_screen_with_the_cells_it_highlights() {
        open(390, 844);
        newPuzzle("9 × 9", "Easy");
        // As a player does: scroll just far enough to see the button, then press it.
        pressScrolledTo("Check");
        Locator message = page.locator(".message");
        assertThat(message).hasText("Correct so far.");
        Map<String, Number> grid = box(".board"), said = box(".message"), pad = box(".number-pad");
        System.out.printf(
                "LAYOUT 390x844 9x9 after Check: grid %.0f to %.0f, message %.0f to %.0f, pad top %.0f%n",
                grid.get("top").doubleValue(),
                grid.get("bottom").doubleValue(),
                said.get("top").doubleValue(),
                said.get("bottom").doubleValue(),
                pad.get("top").doubleValue());
        shoot("layout-390-9x9-check");
        underTheGridAboveThePadInView("Check's message", grid, said, pad, 844, true);

        // A fresh page (the message gone), and the same press of Hint.
        page.reload();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(81);
        pressScrolledTo("Hint");
        Locator hintBox = page.locator(".hint-box");
        assertThat(hintBox.locator(".hint-heading")).hasText("Hint 1 of 3: where to look");
        assertThat(page.locator(".cell.hinted").first()).isVisible();
        grid = box(".board");
        Map<String, Number> hint = box(".hint-box");
        pad = box(".number-pad");
        @SuppressWarnings("unchecked")
        List<Map<String, Number>> hinted = (List<Map<String, Number>>)
                page.evaluate(
                        "() => [...document.querySelectorAll('.cell.hinted')].map(c => { const r = c.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; })");
        System.out.printf(
                "LAYOUT 390x844 9x9 after Hint: grid %.0f to %.0f, hint %.0f to %.0f, pad top %.0f, %d cells highlighted%n",
                grid.get("top").doubleValue(),
                grid.get("bottom").doubleValue(),
                hint.get("top").doubleValue(),
                hint.get("bottom").doubleValue(),
                pad.get("top").doubleValue(),
                hinted.size());
        shoot("layout-390-9x9-hint");
        underTheGridAboveThePadInView("the hint", grid, hint, pad, 844, true);
        for (Map<String, Number> cell : hinted) {
            assertThat(cell.get("top").doubleValue())
                    .as("a highlighted cell's top")
                    .isGreaterThanOrEqualTo(0);
            assertThat(cell.get("bottom").doubleValue())
                    .as("a highlighted cell's bottom")
                    .isLessThanOrEqualTo(844);
        }
    }

    /**
     * Scrolls, as a player does, just far enough to have the button a thumb's width above the
     * screen's bottom, and taps it where it is (Playwright's own click may scroll it elsewhere first).
     */
    private void pressScrolledTo(String name) {
        // The New puzzle dialog stays over the page while it closes.
        assertThat(page.locator("vaadin-dialog")).hasCount(0);
        Locator button = page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
        button.evaluate("b => { b.scrollIntoView({block: 'end'}); window.scrollBy(0, 16); }");
        @SuppressWarnings("unchecked")
        Map<String, Number> at = (Map<String, Number>)
                button.evaluate(
                        "b => { const r = b.getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}; }");
        page.mouse().click(at.get("x").doubleValue(), at.get("y").doubleValue());
    }

    @Test
    void on_an_upright_tablet_what_check_says_shows_under_the_grid_above_the_pad_on_screen() {
        open(768, 1024);
        pressScrolledTo("Check");
        assertThat(page.locator(".message")).hasText("Correct so far.");
        Map<String, Number> grid = box(".board"), said = box(".message"), pad = box(".number-pad");
        System.out.printf(
                "LAYOUT 768x1024 6x6 after Check: grid %.0f to %.0f, message %.0f to %.0f, pad top %.0f%n",
                grid.get("top").doubleValue(),
                grid.get("bottom").doubleValue(),
                said.get("top").doubleValue(),
                said.get("bottom").doubleValue(),
                pad.get("top").doubleValue());
        shoot("layout-768x1024-check");
        // The grid is 704 px high here: with the controls under it, its top rows may have scrolled away.
        underTheGridAboveThePadInView("Check's message", grid, said, pad, 1024, false);
    }

    /** What the page said is right under the grid, above the pad, and on the screen (with the whole grid if wholeGrid). */
    private static void underTheGridAboveThePadInView(
            String what,
            Map<String, Number> grid,
            Map<String, Number> said,
            Map<String, Number> pad,
            int height,
            boolean wholeGrid) {
        if (wholeGrid)
            assertThat(grid.get("top").doubleValue())
                    .as(what + ": the grid's top in view")
                    .isGreaterThanOrEqualTo(0);
        assertThat(said.get("top").doubleValue())
                .as(what + ": top, under the grid's bottom")
                .isGreaterThanOrEqualTo(grid.get("bottom").doubleValue());
        assertThat(said.get("top").doubleValue() - grid.get("bottom").doubleValue())
                .as(what + ": space from the grid, px")
                .isLessThanOrEqualTo(32);
        assertThat(said.get("bottom").doubleValue())
                .as(what + ": bottom, above the pad")
                .isLessThanOrEqualTo(pad.get("top").doubleValue());
        assertThat(said.get("top").doubleValue()).as(what + ": top in view").isGreaterThanOrEqualTo(0);
        assertThat(said.get("bottom").doubleValue())
                .as(what + ": bottom in view")
                .isLessThanOrEqualTo(height);
    }

    /**
     * How many pixels of the selected cell's ring colour lie inside its clue's glyph box (whole
     * pixels only): a ring drawn through the clue's digits shows here, one that stops at the clue does not.
     */
    private int ringPixelsOverTheSelectedClue() {
        @SuppressWarnings("unchecked")
        Map<String, Object> clue = (Map<String, Object>) page.evaluate("""
                () => {
                    const cell = document.querySelector('.cell.selected'), r = document.createRange();
                    r.selectNodeContents(cell.querySelector('.clue'));
                    const g = r.getBoundingClientRect();
                    return {left: g.left, top: g.top, right: g.right, bottom: g.bottom, ring: getComputedStyle(cell).boxShadow};
                }""");
        Matcher rgb = Pattern.compile("rgba?\\((\\d+), (\\d+), (\\d+)").matcher((String) clue.get("ring"));
        assertThat(rgb.find())
                .as("the selected cell's ring: " + clue.get("ring"))
                .isTrue();
        int[] ring = {Integer.parseInt(rgb.group(1)), Integer.parseInt(rgb.group(2)), Integer.parseInt(rgb.group(3))};
        double x = Math.ceil(((Number) clue.get("left")).doubleValue()),
                y = Math.ceil(((Number) clue.get("top")).doubleValue());
        double width = Math.floor(((Number) clue.get("right")).doubleValue()) - x,
                height = Math.floor(((Number) clue.get("bottom")).doubleValue()) - y;
        try {
            BufferedImage image = ImageIO.read(new ByteArrayInputStream(
                    page.screenshot(new Page.ScreenshotOptions().setClip(x, y, width, height))));
            int count = 0;
            for (int i = 0; i < image.getWidth(); i++) {
                for (int j = 0; j < image.getHeight(); j++) {
                    int pixel = image.getRGB(i, j);
                    int distance = Math.abs((pixel >> 16 & 0xFF) - ring[0])
                            + Math.abs((pixel >> 8 & 0xFF) - ring[1])
                            + Math.abs((pixel & 0xFF) - ring[2]);
                    if (distance < 90) count++;
                }
            }
            return count;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void on_a_phone_the_header_menu_closes_on_escape_and_gives_focus_back_to_its_button() {
        open(390, 844);
        Locator menu = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Menu"));
        Locator logIn = page.getByRole(
                AriaRole.LINK, new Page.GetByRoleOptions().setName("Log in").setExact(true));
        menu.click();
        assertThat(logIn).isVisible();
        page.keyboard().press("Escape");
        assertThat(menu).hasAttribute("aria-expanded", "false");
        assertThat(logIn).isHidden();
        assertThat(menu).isFocused();

        // From a link inside the open menu, too.
        menu.click();
        logIn.focus();
        assertThat(logIn).isFocused();
        page.keyboard().press("Escape");
        assertThat(menu).hasAttribute("aria-expanded", "false");
        assertThat(logIn).isHidden();
        assertThat(menu).isFocused();
    }

    /** Every button shown outside the grid, with its height in px, on the page as it is and with New puzzle… open. */
    private static final String BUTTON_HEIGHTS = """
            () => [...document.querySelectorAll('button, vaadin-button, [role=button]')]
                .filter(b => b.getClientRects().length && !b.closest('.board') && getComputedStyle(b).visibility !== 'hidden')
                .map(b => Math.round(b.getBoundingClientRect().height * 10) / 10 + ' ' + (b.textContent.trim() || b.getAttribute('aria-label')))""";

    @Test
    void on_a_phone_every_button_is_at_least_44_px_high() {
        open(390, 844);
        List<String> low = new ArrayList<>();
        for (String where : List.of("play", "New puzzle…")) {
            if (where.equals("New puzzle…")) {
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                        .click();
                assertThat(page.getByRole(AriaRole.DIALOG)
                                .getByRole(
                                        AriaRole.BUTTON,
                                        new Locator.GetByRoleOptions().setName(Pattern.compile("^Start"))))
                        .isVisible();
                page.waitForTimeout(400); // the dialog's opening animation
            }
            @SuppressWarnings("unchecked")
            List<String> heights = (List<String>) page.evaluate(BUTTON_HEIGHTS);
            System.out.printf("LAYOUT 390x844 %s: %d buttons, heights %s%n", where, heights.size(), heights);
            heights.stream()
                    .filter(h -> Double.parseDouble(h.substring(0, h.indexOf(' '))) < 44)
                    .map(h -> where + ": " + h)
                    .forEach(low::add);
        }
        assertThat(low).as("buttons a finger can miss (under 44 px)").isEmpty();
    }

    /** The Help row's buttons: the top and right edge of each, and whether its text is cut. */
    private static final String HELP_ROW = """
            () => [...document.querySelectorAll('.help-tools button')].filter(b => b.getClientRects().length)
                .map(b => { const r = b.getBoundingClientRect();
                    return [Math.round(r.top), Math.round(r.right), b.scrollWidth > b.clientWidth + 1 ? 1 : 0, b.textContent.trim()]; })""";

    /**
     * The Help row (Check, Check notes, Hint, Reveal cell, Reveal solution) is one line on a laptop,
     * where "Reveal solution" had wrapped onto a second; on a phone it may wrap, but cuts no button.
     * Pictures of the row in target/screenshots.
     */
    @Test
    void the_help_row_is_one_line_at_1366_and_cuts_no_button_at_390() {
        for (int[] size : new int[][] {{1366, 768}, {390, 844}}) {
            open(size[0], size[1]);
            @SuppressWarnings("unchecked")
            List<List<Object>> buttons = (List<List<Object>>) page.evaluate(HELP_ROW);
            System.out.printf("LAYOUT %dx%d help row (top, right, cut, name): %s%n", size[0], size[1], buttons);
            page.locator(".help-tools")
                    .screenshot(new Locator.ScreenshotOptions()
                            .setPath(java.nio.file.Paths.get("target/screenshots/help-row-" + size[0] + ".png")));
            org.assertj.core.api.Assertions.assertThat(buttons).hasSize(5);
            org.assertj.core.api.Assertions.assertThat(buttons)
                    .as("no button's text is cut, none passes the screen's edge")
                    .allMatch(b -> ((Number) b.get(2)).intValue() == 0 && ((Number) b.get(1)).intValue() <= size[0]);
            if (size[0] == 1366)
                org.assertj.core.api.Assertions.assertThat(buttons.stream()
                                .map(b -> ((Number) b.get(0)).intValue())
                                .distinct())
                        .as("one line at 1366 px")
                        .hasSize(1);
            context.close();
        }
    }

    /** A 16×16 Easy made here, opened by its ID: its solution is known to the test. */
    private Puzzle openSixteen(int width, int height) {
        Puzzle puzzle = Generator.generate(16, Difficulty.EASY, Variant.STANDARD, 16);
        context = chromium.newContext(width, height);
        page = context.newPage();
        page.setDefaultTimeout(20_000);
        page.navigate("http://localhost:" + port + "/play?id="
                + URLEncoder.encode(KeenCodec.encode(puzzle), StandardCharsets.UTF_8));
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(256);
        return puzzle;
    }

    @Test
    void at_1366_by_768_a_sixteen_by_sixteen_and_its_pad_show_without_scrolling_and_it_plays_to_the_end() {
        Puzzle puzzle = openSixteen(1366, 768);
        Map<String, Number> grid = box(".board"), pad = box(".number-pad");
        double cell = number("document.querySelector('.cell').getBoundingClientRect().width");
        double clue = number("parseFloat(getComputedStyle(document.querySelector('.cell .clue')).fontSize)");
        System.out.printf(
                "LAYOUT 1366x768 16x16: grid top %.0f bottom %.0f, cells %.1f px, clue font %.1f px, pad bottom %.0f%n",
                grid.get("top").doubleValue(),
                grid.get("bottom").doubleValue(),
                cell,
                clue,
                pad.get("bottom").doubleValue());
        assertThat(grid.get("bottom").doubleValue()).as("grid's bottom").isLessThanOrEqualTo(768);
        assertThat(pad.get("bottom").doubleValue()).as("pad's bottom").isLessThanOrEqualTo(768);
        assertThat(number("document.documentElement.scrollWidth")).isLessThanOrEqualTo(1366);
        assertThat(page.locator(".number-pad button.pad-digit")).hasCount(16);
        assertThat(page.locator(".pan-hint")).isHidden();

        long started = System.nanoTime();
        Chromium.typeGrid(page, puzzle.solution().orElseThrow());
        assertThat(page.locator(".finish h2")).hasText("Solved");
        System.out.printf(
                "LAYOUT 1366x768 16x16: 256 cells typed and solved in %.1f s%n", (System.nanoTime() - started) / 1e9);
        shoot("layout-1366-16x16-solved");
    }

    @Test
    void on_a_phone_390_wide_a_sixteen_by_sixteen_pans_in_its_frame_with_cells_a_finger_can_hit() {
        openSixteen(390, 844);
        double cell = number("document.querySelector('.cell').getBoundingClientRect().width");
        double frameWidth = number("document.querySelector('.board-frame').clientWidth");
        double gridWidth = number("document.querySelector('.board-frame').scrollWidth");
        System.out.printf(
                "LAYOUT 390x844 16x16: cells %.1f px, grid %.0f px wide in a frame of %.0f%n",
                cell, gridWidth, frameWidth);
        assertThat(cell).as("cell width, px").isGreaterThanOrEqualTo(36);
        assertThat(page.locator(".pan-hint")).isVisible();
        assertThat(page.locator(".pan-hint")).hasText("Swipe the grid sideways to see all of it.");
        assertThat(gridWidth).as("the grid is wider than its frame").isGreaterThan(frameWidth);
        assertThat(number("document.documentElement.scrollWidth"))
                .as("the page itself does not scroll sideways")
                .isLessThanOrEqualTo(390);

        // The keys walk to the last column: the frame pans to keep the selected cell in view.
        page.getByRole(AriaRole.GRIDCELL).first().click();
        page.keyboard().press("End");
        assertThat(page.getByRole(AriaRole.GRIDCELL).nth(15)).isFocused();
        page.waitForCondition(() -> number("document.querySelector('.board-frame').scrollLeft") > 0);
        double right = number("document.querySelector('.cell:focus').getBoundingClientRect().right");
        assertThat(right).as("the selected cell's right edge").isLessThanOrEqualTo(390);
        shoot("layout-390-16x16-panned");
    }

    @Test
    void on_a_phone_every_column_of_the_records_tables_shows_within_the_page() {
        context = chromium.newContext(390, 844);
        page = context.newPage();
        page.setDefaultTimeout(20_000);
        String base = "http://localhost:" + port;
        Chromium.register(
                page,
                base,
                "records_" + java.util.UUID.randomUUID().toString().substring(0, 6),
                "a password for the records test");
        page.waitForURL(base + "/");
        Puzzle small = Generator.generate(4, Difficulty.EASY, Variant.STANDARD, 5);
        page.navigate(base + "/play?id=" + URLEncoder.encode(KeenCodec.encode(small), StandardCharsets.UTF_8));
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(16);
        Chromium.typeGrid(page, small.solution().orElseThrow());
        assertThat(page.locator(".finish")).containsText("Solved");
        page.navigate(base + "/records");
        assertThat(page.locator("vaadin-grid").first()).containsText("4×4 Easy");

        // For each table: how far its cells reach past its right edge, and whether it scrolls sideways.
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> tables = (List<Map<String, Object>>) page.evaluate("""
                () => [...document.querySelectorAll('vaadin-grid')].map(grid => {
                    const g = grid.getBoundingClientRect(), table = grid.shadowRoot.querySelector('#table');
                    const cells = [...grid.querySelectorAll('vaadin-grid-cell-content')].filter(c => c.offsetWidth > 0);
                    return {header: cells.slice(0, 4).map(c => c.textContent).join(' | '), right: g.right,
                            reach: Math.max(...cells.map(c => c.getBoundingClientRect().right)) - g.right,
                            sideways: table.scrollWidth - table.clientWidth,
                            clipped: cells.filter(c => c.scrollWidth > c.clientWidth + 1).map(c => c.textContent)};
                })""");
        shoot("layout-390-records-tables");
        for (Map<String, Object> table : tables) {
            System.out.printf(
                    "LAYOUT 390x844 records table [%s]: right edge %.0f, cells reach %.1f px past it, scrolls sideways by %s px, clipped %s%n",
                    table.get("header"),
                    ((Number) table.get("right")).doubleValue(),
                    ((Number) table.get("reach")).doubleValue(),
                    table.get("sideways"),
                    table.get("clipped"));
            assertThat(((Number) table.get("right")).doubleValue())
                    .as("table's right edge")
                    .isLessThanOrEqualTo(390);
            assertThat(((Number) table.get("reach")).doubleValue())
                    .as("columns past the table's edge: " + table.get("header"))
                    .isLessThanOrEqualTo(0.5);
            assertThat(((Number) table.get("sideways")).doubleValue())
                    .as("sideways scrolling: " + table.get("header"))
                    .isLessThanOrEqualTo(0);
            assertThat((List<?>) table.get("clipped"))
                    .as("cells whose text is cut")
                    .isEmpty();
        }
        assertThat(tables).hasSize(3);
        assertThat(number("document.documentElement.scrollWidth"))
                .as("records page width")
                .isLessThanOrEqualTo(390);
    }

    @Test
    void on_a_phone_a_new_puzzle_started_from_under_the_grid_brings_the_grid_into_view() {
        open(390, 844);
        Locator newPuzzle = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"));
        newPuzzle.scrollIntoViewIfNeeded();
        assertThat(number("document.querySelector('.board').getBoundingClientRect().top"))
                .as("scrolled down: grid top")
                .isLessThan(0);
        String before = puzzleId();
        newPuzzle.click();
        page.getByRole(AriaRole.DIALOG)
                .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Start")))
                .click();
        assertThat(page.locator(".print-id")).not().hasText(PRINTED + before);

        page.waitForFunction("document.querySelector('.board').getBoundingClientRect().top >= 0");
        System.out.printf(
                "LAYOUT 390x844 after New puzzle: grid top %.0f%n",
                number("document.querySelector('.board').getBoundingClientRect().top"));
    }

    @Test
    void
            on_a_phone_the_signed_in_header_is_one_line_with_a_menu_that_opens_its_links_and_records_do_not_widen_the_page() {
        context = chromium.newContext(390, 844);
        page = context.newPage();
        page.setDefaultTimeout(20_000);
        String base = "http://localhost:" + port;
        Chromium.register(
                page,
                base,
                "layout_" + java.util.UUID.randomUUID().toString().substring(0, 6),
                "a password for the layout test");
        page.waitForURL(base + "/");
        page.navigate(base + "/play");
        assertThat(page.getByRole(AriaRole.GRIDCELL).first()).isVisible();

        Locator bestTimes = page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Best times"));
        Locator menu = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Menu"));
        double closed = box(".site-header").get("bottom").doubleValue();
        shoot("layout-390-header-closed");
        assertThat(bestTimes).isHidden();
        menu.click();
        assertThat(menu).hasAttribute("aria-expanded", "true");
        assertThat(bestTimes).isVisible();
        shoot("layout-390-header-open");
        System.out.printf(
                "LAYOUT 390x844 signed-in header: %.0f px high closed, %.0f px open%n",
                closed, box(".site-header").get("bottom").doubleValue());
        assertThat(closed).as("header height with the menu closed, px").isLessThanOrEqualTo(64);

        bestTimes.click();
        page.waitForURL(base + "/records");
        page.waitForLoadState();
        assertThat(menu).hasAttribute("aria-expanded", "false");
        assertThat(bestTimes).isHidden();
        shoot("layout-390-records");
        assertThat(number("document.documentElement.scrollWidth"))
                .as("records page width")
                .isLessThanOrEqualTo(390);
    }

    @Test
    void at_1366_by_768_a_finished_nine_by_nine_and_its_pad_are_visible_without_scrolling() {
        finishedNineByNineFits(1366, 768);
    }

    @Test
    void at_1280_by_800_a_finished_nine_by_nine_and_its_pad_are_visible_without_scrolling() {
        finishedNineByNineFits(1280, 800);
    }

    private void finishedNineByNineFits(int width, int height) {
        open(width, height);
        newPuzzle("9 × 9", "Easy");
        Chromium.typeGrid(page, solutionOf(puzzleId()));
        assertThat(page.locator(".finish")).containsText("Solved");
        page.evaluate("window.scrollTo(0, 0)");

        Map<String, Number> grid = box(".board"), pad = box(".number-pad"), finish = box(".finish");
        System.out.printf(
                "LAYOUT %dx%d finished 9x9: grid top %.0f bottom %.0f, pad bottom %.0f, finish top %.0f bottom %.0f%n",
                width,
                height,
                grid.get("top").doubleValue(),
                grid.get("bottom").doubleValue(),
                pad.get("bottom").doubleValue(),
                finish.get("top").doubleValue(),
                finish.get("bottom").doubleValue());
        shoot("layout-" + width + "x" + height + "-finished");
        assertThat(grid.get("bottom").doubleValue()).as("grid's bottom").isLessThanOrEqualTo(height);
        assertThat(pad.get("bottom").doubleValue()).as("pad's bottom").isLessThanOrEqualTo(height);
        assertThat(grid.get("right").doubleValue()).as("grid's right edge").isLessThanOrEqualTo(width);
    }

    /** A picture of the screen (not the whole page: what a player sees) for people to look at. */
    private void shoot(String name) {
        page.screenshot(
                new Page.ScreenshotOptions().setPath(java.nio.file.Paths.get("target/screenshots/" + name + ".png")));
    }

    private double number(String expression) {
        return ((Number) page.evaluate(expression)).doubleValue();
    }

    @SuppressWarnings("unchecked")
    private Map<String, Number> box(String selector) {
        return (Map<String, Number>) page.evaluate(
                "s => { const r = document.querySelector(s).getBoundingClientRect(); "
                        + "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; }",
                selector);
    }

    private String puzzleId() {
        return page.locator(".print-id").textContent().substring(PRINTED.length());
    }

    private void newPuzzle(String size, String level) {
        String before = puzzleId();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                .click();
        choose("Size", size);
        choose("Difficulty", level);
        page.getByRole(AriaRole.DIALOG)
                .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Start")))
                .click();
        assertThat(page.locator(".print-id")).not().hasText(PRINTED + before);
        int n = Integer.parseInt(size.substring(0, size.indexOf(' ')));
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(n * n);
    }

    private void choose(String select, String item) {
        page.locator("vaadin-select", new Page.LocatorOptions().setHasText(select))
                .click();
        page.getByRole(
                        AriaRole.OPTION,
                        new Page.GetByRoleOptions().setName(item).setExact(true))
                .click();
    }

    private static Grid solutionOf(String keenId) {
        return switch (Solver.solve(KeenCodec.decodeOrThrow(keenId))) {
            case Finding.Unique unique -> unique.solution();
            default -> throw new AssertionError("the page made a puzzle without one solution: " + keenId);
        };
    }
}
