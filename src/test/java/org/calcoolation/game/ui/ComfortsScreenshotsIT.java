package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Pattern;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Pictures of the play page's comforts, to look at: the list of practice games, same-digit
 * highlighting and an import error, on a phone and a laptop, light and dark.
 * {@code ./mvnw verify -Dit.test=ComfortsScreenshotsIT -Dscreenshots=target/screenshots}. Skipped otherwise.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@EnabledIfSystemProperty(named = "screenshots", matches = ".+")
class ComfortsScreenshotsIT {

    // The server shares two cores with builds; give the first page and each round trip time.
    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    @Test
    void take_pictures() {
        Path dir = Paths.get(System.getProperty("screenshots"));
        for (boolean dark : new boolean[] {false, true}) {
            for (int[] viewport : new int[][] {{1366, 768}, {390, 844}}) {
                Page page = chromium.newContext(new Browser.NewContextOptions()
                                .setViewportSize(viewport[0], viewport[1])
                                .setColorScheme(dark ? ColorScheme.DARK : ColorScheme.LIGHT))
                        .newPage();
                page.setDefaultTimeout(20_000);
                page.navigate("http://localhost:" + port + "/play");
                Locator cells = page.getByRole(AriaRole.GRIDCELL);
                assertThat(cells).hasCount(36);
                newPuzzle(page, "4 × 4", 16);
                cells.first().click();
                page.keyboard().press("1");
                newPuzzle(page, "5 × 5", 25);
                cells.first().click();
                page.keyboard().press("2");
                newPuzzle(page, "6 × 6", 36);
                // A 3 in three cells, and 3 among the notes of two others.
                for (int i : new int[] {0, 14, 27}) {
                    cells.nth(i).click();
                    page.keyboard().press("3");
                }
                page.keyboard().press("n");
                for (int i : new int[] {8, 22}) {
                    cells.nth(i).click();
                    for (String d : new String[] {"1", "3", "5"})
                        page.keyboard().press(d);
                }
                page.keyboard().press("n");
                cells.nth(14).click();
                assertThat(cells.nth(27)).hasClass(Pattern.compile("\\bsame\\b"));
                assertThat(page.locator(".practice-games .practice-game")).hasCount(3);
                String name = "comforts-" + (dark ? "dark-" : "light-") + viewport[0];
                page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + ".png")));
                page.locator(".practice-games").scrollIntoViewIfNeeded();
                page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-list.png")));
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Share or import…"))
                        .click();
                page.getByRole(AriaRole.DIALOG).getByLabel("Import a puzzle ID").fill("9:_75,a1");
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Play it"))
                        .click();
                assertThat(page.locator(".import-detail")).containsText("position 5");
                page.waitForTimeout(500);
                page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-import-error.png")));
                page.context().close();
            }
        }
    }

    private static void newPuzzle(Page page, String size, int cells) {
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                .click();
        Locator dialog = page.getByRole(AriaRole.DIALOG);
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
        dialog.getByRole(AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(Pattern.compile("^Start")))
                .click();
        assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(cells);
    }
}
