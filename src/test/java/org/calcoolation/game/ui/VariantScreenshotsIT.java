package org.calcoolation.game.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Set;
import java.util.SplittableRandom;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.engine.CageStyle;
import org.calcoolation.engine.Difficulty;
import org.calcoolation.engine.OperationMix;
import org.calcoolation.engine.OperationWeights;
import org.calcoolation.engine.Puzzle;
import org.calcoolation.engine.Twist;
import org.calcoolation.engine.Variant;
import org.calcoolation.engine.codec.KeenCodec;
import org.calcoolation.engine.generate.Generator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Pictures of a Classic 9×9, a hidden-operator 6×6 and a 7×7 with ⊕ cages as a guest opens them by
 * share link, and of the New puzzle… dialog with its twists, at 1366×768, 768×1024 and 390×844, light and
 * dark. Run with {@code -Dscreenshots=DIR}; skipped otherwise.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@EnabledIfSystemProperty(named = "screenshots", matches = ".+")
class VariantScreenshotsIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    @Test
    void take_pictures() {
        Path dir = Paths.get(System.getProperty("screenshots"));
        Puzzle classic = Generator.generate(9, Difficulty.HARD, new Variant(CageStyle.CLASSIC, OperationMix.ALL), 2026);
        Puzzle hidden = Generator.generate(
                6, Difficulty.NORMAL, Variant.STANDARD.with(Twist.HIDDEN_OPERATORS), new SplittableRandom(2026));
        Puzzle xor = Generator.generate(7, Difficulty.HARD, Variant.STANDARD.with(Twist.XOR), 1);
        Puzzle merged = Generator.generate(
                9,
                Difficulty.HARD,
                new Variant(CageStyle.MERGE, OperationMix.ALL, Set.of(), 40, OperationWeights.EVEN),
                1);
        System.out.println("SHOTS classic 9×9: " + KeenCodec.encode(classic));
        System.out.println("SHOTS hidden 6×6: " + KeenCodec.encode(hidden) + " (hidden cages: "
                + hidden.cages().stream().filter(c -> c.isHidden()).count() + " of "
                + hidden.cages().size() + ")");
        for (boolean dark : new boolean[] {false, true}) {
            for (int[] viewport : new int[][] {{1366, 768}, {768, 1024}, {390, 844}}) {
                String suffix = (dark ? "dark-" : "light-") + viewport[0];
                Page page = chromium.newContext(new Browser.NewContextOptions()
                                .setViewportSize(viewport[0], viewport[1])
                                .setColorScheme(dark ? ColorScheme.DARK : ColorScheme.LIGHT))
                        .newPage();
                page.setDefaultTimeout(60_000);
                for (var shot : new Object[][] {
                    {"classic-9", classic}, {"hidden-6", hidden}, {"xor-7", xor}, {"merged-9", merged}
                }) {
                    Puzzle puzzle = (Puzzle) shot[1];
                    page.navigate("http://localhost:" + port + "/play?id="
                            + URLEncoder.encode(KeenCodec.encode(puzzle), StandardCharsets.UTF_8));
                    assertThat(page.getByRole(AriaRole.GRIDCELL)).hasCount(puzzle.size() * puzzle.size());
                    page.evaluate("window.scrollTo(0, 0)");
                    page.waitForTimeout(300);
                    page.screenshot(new Page.ScreenshotOptions()
                            .setFullPage(viewport[0] < 1000)
                            .setPath(dir.resolve(shot[0] + "-" + suffix + ".png")));
                }
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("New puzzle…"))
                        .click();
                page.getByRole(AriaRole.DIALOG).getByText("Hide the operators").waitFor();
                page.waitForTimeout(500); // the dialog's opening animation
                page.screenshot(new Page.ScreenshotOptions().setPath(dir.resolve("new-puzzle-" + suffix + ".png")));
                page.locator("vaadin-select.cages").click();
                page.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("Merged (a mean you choose)"))
                        .click();
                page.getByText("Advanced: operation weights").click();
                page.getByLabel("+ add").fill("0");
                page.getByLabel("× multiply").fill("0");
                page.getByLabel("× multiply").press("Tab");
                page.waitForTimeout(300);
                page.screenshot(new Page.ScreenshotOptions()
                        .setFullPage(true)
                        .setPath(dir.resolve("new-puzzle-merged-" + suffix + ".png")));
                page.context().close();
            }
        }
    }
}
