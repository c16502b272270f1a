package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The play page's comforts as a player sees them, by the styles the browser computed and the boxes
 * it laid out, not by class names: a missing } in comforts.css once left the classes in place and
 * every rule for them unread (issue 20), and the tests that looked at classes passed.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ComfortsStylesIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    private Page page;
    private Locator cells;

    private void open(int width, int height) {
        page = chromium.newContext(width, height).newPage();
        page.setDefaultTimeout(20_000);
        page.navigate("http://localhost:" + port + "/play");
        cells = page.getByRole(AriaRole.GRIDCELL);
        assertThat(cells).hasCount(36);
    }

    @Test
    void
            a_cell_with_the_selected_digit_is_ringed_tinted_and_heavier_than_an_unrelated_cell_and_its_note_is_bold_and_underlined() {
        open(1366, 768);
        newPuzzle("6 × 6", 36);
        // A 3 top left and in row 3, column 3; a 5 in row 6, column 4; notes 1 and 3 in row 2, column 3.
        type(0, "3");
        type(14, "3");
        type(33, "5");
        page.keyboard().press("n");
        cells.nth(8).click();
        page.keyboard().press("1");
        page.keyboard().press("3");
        page.keyboard().press("n");
        cells.first().click();
        assertThat(cells.nth(14)).hasClass(Pattern.compile("\\bsame\\b"));

        // Row 4, column 4 shares no row, column or digit with the selected cell.
        Map<String, String> same = look(14), unrelated = look(21), otherDigit = look(33);
        Map<String, String> note3 = noteLook(8, 3), note1 = noteLook(8, 1);
        System.out.printf(
                "COMFORTS same digit: %s; unrelated cell: %s; another digit: %s; note 3: %s; note 1: %s%n",
                same, unrelated, otherDigit, note3, note1);
        page.screenshot(new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/comforts-same-digit.png")));
        assertThat(same.get("ring"))
                .as("the ring round a cell with the same digit")
                .contains("inset")
                .isNotEqualTo(unrelated.get("ring"));
        assertThat(unrelated.get("ring")).isEqualTo("none");
        assertThat(same.get("background"))
                .as("the tint of a cell with the same digit")
                .isNotEqualTo(unrelated.get("background"));
        assertThat(Integer.parseInt(same.get("weight")))
                .as("weight of the same digit")
                .isGreaterThanOrEqualTo(700)
                .isGreaterThan(Integer.parseInt(otherDigit.get("weight")));
        assertThat(otherDigit.get("ring")).isEqualTo("none");
        assertThat(Integer.parseInt(note3.get("weight")))
                .as("weight of the note with the same digit")
                .isGreaterThanOrEqualTo(700);
        assertThat(note3.get("decoration")).as("the note with the same digit").contains("underline");
        assertThat(Integer.parseInt(note1.get("weight")))
                .as("weight of another note")
                .isLessThan(700);
        assertThat(note1.get("decoration")).doesNotContain("underline");

        // Switched off, the cell looks like any other.
        page.getByLabel("Highlight the selected digit everywhere").uncheck();
        assertThat(cells.nth(14)).not().hasClass(Pattern.compile("\\bsame\\b"));
        assertThat(look(14).get("ring")).isEqualTo("none");
        assertThat(look(14).get("background")).isEqualTo(look(21).get("background"));
    }

    @Test
    void on_a_phone_each_puzzle_in_progress_is_an_item_of_its_own_with_its_kind_its_facts_and_its_buttons_apart() {
        open(390, 844);
        newPuzzle("4 × 4", 16);
        type(0, "1");
        newPuzzle("5 × 5", 25);
        Locator games = page.locator(".practice-games .practice-game");
        assertThat(games).hasCount(2);
        games.first().scrollIntoViewIfNeeded();

        @SuppressWarnings("unchecked")
        List<Map<String, Object>> items = (List<Map<String, Object>>) page.evaluate("""
                () => {
                    const list = document.querySelector('.practice-games .practice-list').getBoundingClientRect();
                    const box = el => el ? el.getBoundingClientRect() : null;
                    return [...document.querySelectorAll('.practice-games .practice-game')].map(game => {
                        const g = box(game), kind = box(game.querySelector('.practice-kind')), facts = box(game.querySelector('.practice-facts'));
                        const buttons = [...game.querySelectorAll('button')].map(box);
                        return {text: game.innerText, indent: g.left - list.left, top: g.top, bottom: g.bottom,
                                kindBottom: kind.bottom, factsTop: facts.top, line: parseFloat(getComputedStyle(game).borderBottomWidth),
                                buttonsApart: buttons.length === 2 ? buttons[1].left - buttons[0].right : null};
                    });
                }""");
        page.screenshot(
                new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/comforts-390-practice-list.png")));
        items.forEach(item -> System.out.println("COMFORTS 390x844 puzzle in progress: " + item));
        Map<String, Object> shown = items.get(0), other = items.get(1);
        assertThat((String) shown.get("text"))
                .as("the puzzle on screen, as read")
                .startsWith("5×5 Easy\nstarted ")
                .contains("\nOn screen");
        assertThat((String) other.get("text"))
                .as("the other puzzle, as read")
                .startsWith("4×4 Easy\nstarted ")
                .contains("\nResume\nDiscard");
        for (Map<String, Object> item : items) {
            assertThat(number(item, "indent")).as("indent, px (no bullet)").isLessThanOrEqualTo(1);
            assertThat(number(item, "factsTop"))
                    .as("the facts under the kind")
                    .isGreaterThanOrEqualTo(number(item, "kindBottom"));
        }
        assertThat(number(other, "top"))
                .as("the second item under the first")
                .isGreaterThanOrEqualTo(number(shown, "bottom"));
        assertThat(number(shown, "line")).as("a line between the items, px").isGreaterThanOrEqualTo(1);
        assertThat(number(other, "buttonsApart"))
                .as("space between Resume and Discard, px")
                .isGreaterThanOrEqualTo(4);
    }

    @Test
    void on_a_phone_an_import_errors_detail_is_under_its_message_and_smaller() {
        open(390, 844);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Share or import…"))
                .click();
        page.getByRole(AriaRole.DIALOG).getByLabel("Import a puzzle ID").fill("9:_75,a1");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Play it"))
                .click();
        assertThat(page.locator(".import-detail")).containsText("position 5");
        // The field's error message opens with a transition: measure once nothing moves.
        page.waitForFunction("() => document.getAnimations().every(a => a.playState !== 'running')");

        @SuppressWarnings("unchecked")
        Map<String, Number> sizes = (Map<String, Number>) page.evaluate("""
                () => {
                    const message = document.querySelector('vaadin-text-field[invalid] [slot=error-message]'), detail = document.querySelector('.import-detail');
                    return {messageFont: parseFloat(getComputedStyle(message).fontSize), detailFont: parseFloat(getComputedStyle(detail).fontSize),
                            messageBottom: message.getBoundingClientRect().bottom, detailTop: detail.getBoundingClientRect().top};
                }""");
        System.out.println("COMFORTS 390x844 import error: " + sizes);
        page.screenshot(
                new Page.ScreenshotOptions().setPath(Paths.get("target/screenshots/comforts-390-import-error.png")));
        assertThat(sizes.get("detailFont").doubleValue())
                .as("the detail's font, px")
                .isLessThan(sizes.get("messageFont").doubleValue());
        assertThat(sizes.get("detailTop").doubleValue())
                .as("the detail's top, under the message")
                .isGreaterThanOrEqualTo(sizes.get("messageBottom").doubleValue());
    }

    private void type(int cell, String key) {
        cells.nth(cell).click();
        page.keyboard().press(key);
        assertThat(cells.nth(cell)).hasAttribute("aria-label", Pattern.compile(", value " + key + "(, .+)?$"));
    }

    /** A cell's ring, tint and digit weight as computed. */
    @SuppressWarnings("unchecked")
    private Map<String, String> look(int cell) {
        return (Map<String, String>) page.evaluate("""
                i => {
                    const cell = document.querySelectorAll('.cell')[i], s = getComputedStyle(cell);
                    return {ring: s.boxShadow, background: s.backgroundColor, weight: getComputedStyle(cell.querySelector('.value')).fontWeight};
                }""", cell);
    }

    @SuppressWarnings("unchecked")
    private Map<String, String> noteLook(int cell, int note) {
        return (Map<String, String>) page.evaluate("""
                ([i, d]) => {
                    const s = getComputedStyle(document.querySelectorAll('.cell')[i].querySelector('.note-' + d));
                    return {weight: s.fontWeight, decoration: s.textDecorationLine};
                }""", List.of(cell, note));
    }

    private static double number(Map<String, Object> item, String key) {
        return ((Number) item.get(key)).doubleValue();
    }

    private void newPuzzle(String size, int count) {
        String before = page.locator(".print-id").textContent();
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                .click();
        page.locator("vaadin-select", new Page.LocatorOptions().setHasText("Size"))
                .click();
        page.getByRole(
                        AriaRole.OPTION,
                        new Page.GetByRoleOptions().setName(size).setExact(true))
                .click();
        page.locator("vaadin-select", new Page.LocatorOptions().setHasText("Difficulty"))
                .click();
        page.getByRole(
                        AriaRole.OPTION,
                        new Page.GetByRoleOptions().setName("Easy").setExact(true))
                .click();
        page.getByRole(AriaRole.DIALOG)
                .getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Start")))
                .click();
        // The new grid, not the old one: a 6×6 after a 6×6 has as many cells.
        assertThat(page.locator(".print-id")).not().hasText(before);
        assertThat(cells).hasCount(count);
    }
}
