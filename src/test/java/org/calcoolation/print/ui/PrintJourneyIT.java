package org.calcoolation.print.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A player on a phone opens Print from the menu, pastes two IDs, and downloads their booklet; a
 * mistyped ID gets its line and a plain sentence instead. Pictures of the page in target/print-pages.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PrintJourneyIT {

    static final String WORKED = "4:_aa_a_ab_5a3,m6d2m4s1s2a6d2";
    static final String THREE = "3:aa_aa_a_,m3s1m6a3";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(30_000);

    @LocalServerPort
    int port;

    @Test
    void pasted_ids_download_as_a_booklet_and_a_mistyped_one_is_refused() throws IOException {
        Page page = chromium.newContext(new Browser.NewContextOptions()
                        .setViewportSize(390, 844)
                        .setAcceptDownloads(true))
                .newPage();
        page.setDefaultTimeout(30_000);
        String base = "http://localhost:" + port;
        Chromium.register(
                page,
                base,
                "print_" + UUID.randomUUID().toString().substring(0, 8),
                "a password for the print journey");
        page.waitForURL(base + "/");
        // As LayoutIT: the menu's button works once the page's script has run, which a grid on /play proves.
        page.navigate(base + "/play");
        assertThat(page.getByRole(AriaRole.GRIDCELL).first()).isVisible();
        var menu = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Menu"));
        menu.click();
        assertThat(menu).hasAttribute("aria-expanded", "true");
        Path pictures = Files.createDirectories(Path.of("target", "print-pages"));
        page.screenshot(new Page.ScreenshotOptions().setPath(pictures.resolve("print-menu-390.png")));
        System.out.println(
                "PRINT JOURNEY nav: " + page.locator(".site-nav").innerText().replace('\n', '|'));
        page.navigate(base + "/print");

        page.getByLabel("Puzzle IDs, one a line").fill(WORKED + "\n4:_aa_a_ab_5a3,m6d2m4s1s2a6\n");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Make the PDF"))
                .click();
        assertThat(page.getByRole(AriaRole.ALERT))
                .hasText("Line 2: This puzzle ID is cut short: it has 7 cages but only 6 clues.");
        page.screenshot(new Page.ScreenshotOptions()
                .setPath(pictures.resolve("print-page-390-refused.png"))
                .setFullPage(true));

        page.getByLabel("Puzzle IDs, one a line").fill(WORKED + "\n" + THREE + "\n");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Make the PDF"))
                .click();
        var link = page.getByRole(
                AriaRole.LINK, new Page.GetByRoleOptions().setName("Download puzzles.pdf (2 puzzles, 2 pages)"));
        assertThat(link).isVisible();
        page.screenshot(new Page.ScreenshotOptions()
                .setPath(pictures.resolve("print-page-390.png"))
                .setFullPage(true));
        Download download = page.waitForDownload(link::click);
        try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(download.path()))) {
            org.assertj.core.api.Assertions.assertThat(doc.getNumberOfPages()).isEqualTo(2);
            org.assertj.core.api.Assertions.assertThat(new PDFTextStripper().getText(doc))
                    .contains(WORKED, THREE);
        }
        page.setViewportSize(1366, 900);
        page.screenshot(new Page.ScreenshotOptions().setPath(pictures.resolve("print-page-1366.png")));
        assertThat(page.locator(".site-nav a[href='print']")).hasText("Print");
        page.context().close();
    }
}
