package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import com.microsoft.playwright.options.Media;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Pictures of the play page in its states, to look at: {@code ./mvnw verify -Dscreenshots=target/screenshots}.
 * Skipped otherwise.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@EnabledIfSystemProperty(named = "screenshots", matches = ".+")
class PlayScreenshotsIT {

    // take_pictures_of_each_grid_size set this and ran first; take_pictures, which set none, ran with it.
    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    @Test
    void take_pictures() {
        Path dir = Paths.get(System.getProperty("screenshots"));
        for (boolean dark : new boolean[] {false, true}) {
            for (int[] viewport : new int[][] {{1280, 900}, {360, 740}}) {
                Page page = chromium.newContext(new Browser.NewContextOptions()
                                .setViewportSize(viewport[0], viewport[1])
                                .setColorScheme(dark ? ColorScheme.DARK : ColorScheme.LIGHT))
                        .newPage();
                page.setDefaultTimeout(20_000);
                page.navigate("http://localhost:" + port + "/play");
                var cells = page.getByRole(AriaRole.GRIDCELL);
                assertThat(cells).hasCount(36);
                cells.nth(7).click();
                page.keyboard().press("3");
                page.keyboard().press("ArrowRight");
                page.keyboard().press("3");
                page.keyboard().press("ArrowDown");
                page.keyboard().press("n");
                for (String d : List.of("1", "2", "4", "5", "6"))
                    page.keyboard().press(d);
                page.keyboard().press("n");
                page.getByRole(
                                AriaRole.BUTTON,
                                new Page.GetByRoleOptions().setName("Hint").setExact(true))
                        .click();
                assertThat(page.locator(".hint-box")).containsText("Hint");
                String name = (dark ? "dark-" : "light-") + viewport[0];
                page.screenshot(new Page.ScreenshotOptions()
                        .setPath(dir.resolve(name + ".png"))
                        .setFullPage(viewport[0] < 500));
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                        .click();
                assertThat(page.getByRole(AriaRole.DIALOG))
                        .containsText("The puzzle you are playing stays in your list of puzzles in progress.");
                page.waitForTimeout(500); // the dialog's opening animation
                page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-new-puzzle.png")));
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Cancel"))
                        .click();
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Share or import…"))
                        .click();
                page.getByRole(AriaRole.DIALOG).getByLabel("Import a puzzle ID").fill("4:nonsense");
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Play it"))
                        .click();
                page.waitForTimeout(500);
                page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve(name + "-share.png")));
                page.getByRole(
                                AriaRole.BUTTON,
                                new Page.GetByRoleOptions().setName("Close").setExact(true))
                        .click();
                if (!dark && viewport[0] > 500) {
                    page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Smart fill all"))
                            .click();
                    page.waitForTimeout(500);
                    page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("smart-fill.png")));
                    page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
                    page.screenshot(new Page.ScreenshotOptions()
                            .setPath(dir.resolve("print.png"))
                            .setFullPage(true));
                    page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.SCREEN));
                    page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Pause"))
                            .click();
                    page.waitForTimeout(500);
                    page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("paused.png")));
                    page.getByRole(
                                    AriaRole.BUTTON,
                                    new Page.GetByRoleOptions()
                                            .setName("Resume")
                                            .setExact(true))
                            .first()
                            .click();
                    page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reveal solution"))
                            .click();
                    page.getByRole(
                                    AriaRole.BUTTON,
                                    new Page.GetByRoleOptions()
                                            .setName("Give up")
                                            .setExact(true))
                            .click();
                    assertThat(page.locator(".finish")).containsText("Given up");
                    page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("finished.png")));
                }
                page.context().close();
            }
        }
    }

    /**
     * The 4×4, 9×9 and 12×12 grids with every cell's notes filled and row 2, column 2 selected, light and
     * dark, on a phone (390), a tablet (768), a laptop (1366×768) and a desktop (1920), opened by share link.
     */
    @Test
    void take_pictures_of_each_grid_size() {
        Path dir = Paths.get(System.getProperty("screenshots"));
        for (int[] kind : new int[][] {{4, 0}, {9, 2}, {12, 2}}) {
            Puzzle puzzle = Generator.generate(kind[0], Difficulty.values()[kind[1]], Variant.STANDARD, 2026);
            String link = "http://localhost:" + port + "/play?id="
                    + URLEncoder.encode(KeenCodec.encode(puzzle), StandardCharsets.UTF_8);
            for (boolean dark : new boolean[] {false, true}) {
                for (int[] viewport : new int[][] {{390, 844}, {768, 1024}, {1366, 768}, {1920, 1080}}) {
                    Page page = chromium.newContext(new Browser.NewContextOptions()
                                    .setViewportSize(viewport[0], viewport[1])
                                    .setColorScheme(dark ? ColorScheme.DARK : ColorScheme.LIGHT))
                            .newPage();
                    page.setDefaultTimeout(60_000);
                    page.navigate(link);
                    var cells = page.getByRole(AriaRole.GRIDCELL);
                    assertThat(cells).hasCount(kind[0] * kind[0]);
                    page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Fill all notes"))
                            .click();
                    assertThat(cells.last()).hasAttribute("aria-label", java.util.regex.Pattern.compile("notes 1, 2"));
                    cells.nth(kind[0] + 1).click();
                    page.evaluate("window.scrollTo(0, 0)");
                    page.screenshot(new Page.ScreenshotOptions()
                            .setFullPage(viewport[0] < 1000)
                            .setPath(dir.resolve(
                                    "grid-" + kind[0] + "-" + (dark ? "dark-" : "light-") + viewport[0] + ".png")));
                    page.context().close();
                }
            }
        }
    }
}
