package org.calcoolation.account.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.Cookie;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Accounts in a real browser (Debian's Chromium, driven by Playwright): register (signed in at
 * once), log in with "keep me logged in" and come back in a new browser session, so Vaadin's login
 * form really posts the box; logging out with the button ending a copy of the remember-me cookie,
 * and only this browser's, so that another browser kept logged in stays so;
 * and a new password set in one browser signing out another; a failed sign-in that keeps the
 * user name, and whose message overlaps nothing; the data export downloaded from the account page,
 * named after the player. Set SCREENSHOT_DIR to keep pictures of the
 * account page (also as the browser left kept logged in sees it) and the login page with its error.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AccountJourneyIT {

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @LocalServerPort
    int port;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    @Test
    void register_signed_in_at_once_then_log_in_remembered_and_come_back_in_a_new_session() throws Exception {
        String name = "journey_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a journey through cages";
        List<Cookie> kept;
        try (BrowserContext context =
                chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = registered(context, name, password);
            assertThat(context.cookies().stream().filter(c -> c.name.equals("remember-me")))
                    .as("not remembered unless asked")
                    .isEmpty();
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Log out").setExact(true))
                    .first()
                    .click();
            page.waitForURL(url("/"));

            logIn(page, name.toUpperCase(), password, true);
            String shots = System.getenv("SCREENSHOT_DIR");
            if (shots != null)
                page.screenshot(new Page.ScreenshotOptions()
                        .setPath(Paths.get(shots, "account.png"))
                        .setFullPage(true));
            kept = context.cookies().stream()
                    .filter(c -> c.name.equals("remember-me"))
                    .toList();
        }
        assertThat(kept).hasSize(1);

        try (BrowserContext later = chromium.browser().newContext()) {
            later.addCookies(kept);
            Page page = later.newPage();
            page.navigate(url("/account"));
            assertThat(page.getByText("You are logged in as " + name)).isVisible();
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Log out").setExact(true))
                    .first()
                    .click();
            page.waitForURL(url("/"));
            assertThat(later.cookies().stream().filter(c -> c.name.equals("remember-me")))
                    .as("forgotten on logout")
                    .isEmpty();
        }
    }

    @Test
    void the_log_out_button_ends_a_copy_of_the_remember_me_cookie_in_another_browser() {
        String name = "copied_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a password kept twice";
        try (BrowserContext laptop = chromium.browser().newContext();
                BrowserContext elsewhere = chromium.browser().newContext()) {
            Page page = registered(laptop, name, password);
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Log out").setExact(true))
                    .first()
                    .click();
            page.waitForURL(url("/"));
            logIn(page, name, password, true);
            List<Cookie> copied = laptop.cookies().stream()
                    .filter(c -> c.name.equals("remember-me"))
                    .toList();
            assertThat(copied).hasSize(1);

            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Log out").setExact(true))
                    .first()
                    .click();
            page.waitForURL(url("/"));
            elsewhere.addCookies(copied);
            Page other = elsewhere.newPage();
            other.navigate(url("/account"));

            other.waitForURL(url("/login"));
            assertThat(other.getByText("You are logged in as " + name)).not().isVisible();
        }
    }

    @Test
    void a_new_password_set_in_one_browser_signs_the_other_out_at_its_next_click() {
        String name = "twice_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a passphrase used on two laptops";
        try (BrowserContext laptop = chromium.browser().newContext();
                BrowserContext phone = chromium.browser().newContext()) {
            Page first = registered(laptop, name, password);
            Page second = phone.newPage();
            second.setDefaultTimeout(20_000);
            logIn(second, name, password, false);

            second.getByLabel("Current password").fill(password);
            second.getByLabel("New password", new Page.GetByLabelOptions().setExact(true))
                    .fill("a brand new walnut passphrase");
            second.getByLabel("New password again").fill("a brand new walnut passphrase");
            second.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Change password"))
                    .click();
            assertThat(second.getByText("Your password is changed.")).isVisible();

            first.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save name"))
                    .click();
            first.waitForURL(url("/login"));
            // The browser that changed it stays signed in.
            second.reload();
            assertThat(second.getByText("You are logged in as " + name)).isVisible();
        }
    }

    @Test
    void the_account_page_lists_both_browsers_and_logging_out_everywhere_else_ends_the_other_one_only() {
        String name = "elsewhere_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a passphrase left on a shared computer";
        try (BrowserContext laptop = chromium.browser().newContext();
                BrowserContext library = chromium.browser().newContext()) {
            Page left = registered(library, name, password);
            Page mine = laptop.newPage();
            mine.setDefaultTimeout(20_000);
            logIn(mine, name, password, true);

            assertThat(mine.locator(".signed-in-browsers li")).hasCount(2);
            assertThat(mine.locator(".signed-in-browsers li")
                            .filter(new Locator.FilterOptions().setHasText("(this browser)")))
                    .hasCount(1);
            assertThat(mine.getByText("1 browser is kept logged in for 30 days"))
                    .isVisible();
            mine.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Log out everywhere else"))
                    .click();
            assertThat(mine.locator(".signed-in-browsers li")).hasCount(1);

            left.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Save name"))
                    .click();
            left.waitForURL(url("/login"));
            mine.reload();
            assertThat(mine.getByText("You are logged in as " + name)).isVisible();
            // This browser's own "keep me logged in" cookie stays.
            assertThat(mine.getByText("1 browser is kept logged in for 30 days"))
                    .isVisible();
        }
    }

    @Test
    void logging_out_in_one_browser_leaves_the_other_kept_logged_in() {
        String name = "kept_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a passphrase for two browsers";
        try (BrowserContext x = chromium.browser().newContext();
                BrowserContext y = chromium.browser().newContext()) {
            Page inX = registered(x, name, password);
            logOut(inX);
            logIn(inX, name, password, true);
            Page inY = y.newPage();
            inY.setDefaultTimeout(20_000);
            logIn(inY, name, password, true);
            assertThat(inY.getByText("2 browsers are kept logged in for 30 days"))
                    .isVisible();

            logOut(inX);
            inY.reload();
            assertThat(inY.locator(".signed-in-browsers li")).hasCount(1);
            assertThat(inY.locator(".signed-in-browsers li")).containsText("(this browser)");
            // Y's session ends (a browser restarted): its remember-me cookie signs it in again.
            y.clearCookies(new BrowserContext.ClearCookiesOptions().setName("JSESSIONID"));
            inY.navigate(url("/account"));

            assertThat(inY.getByText("You are logged in as " + name)).isVisible();
            assertThat(inY.getByText("1 browser is kept logged in for 30 days")).isVisible();
            // Y's dropped session ends on another thread as Y signs in again; the list then has Y once.
            for (int i = 0; i < 20 && inY.locator(".signed-in-browsers li").count() != 1; i++) {
                inY.waitForTimeout(250);
                inY.reload();
            }
            assertThat(inY.locator(".signed-in-browsers li")).hasCount(1);
            assertThat(inY.locator(".signed-in-browsers li")).containsText("(this browser)");
            String shots = System.getenv("SCREENSHOT_DIR");
            if (shots != null)
                inY.screenshot(new Page.ScreenshotOptions()
                        .setPath(Paths.get(shots, "account-kept-after-other-logged-out.png"))
                        .setFullPage(true));
        }
    }

    @Test
    void a_failed_sign_in_keeps_the_user_name_not_the_password_and_its_message_covers_nothing() {
        String name = "retry_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "the right password for twelve cages";
        try (BrowserContext owner = chromium.browser().newContext()) {
            registered(owner, name, password);
        }
        try (BrowserContext context =
                chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1366, 768))) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            page.navigate(url("/login"));
            page.getByLabel("User name").fill(name);
            page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true))
                    .fill("not the password");
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Log in").setExact(true))
                    .click();
            page.waitForURL(url("/login?error"));
            assertThat(page.getByText("Incorrect user name or password")).isVisible();

            Locator nameField = page.getByLabel("User name");
            Locator passwordField = page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true));
            assertThat(nameField).hasValue(name);
            assertThat(passwordField).hasValue("");
            assertThat(passwordField).isFocused();

            String shots = System.getenv("SCREENSHOT_DIR");
            for (int[] size : new int[][] {{1366, 768}, {390, 844}}) {
                page.setViewportSize(size[0], size[1]);
                assertThat(overlaps(page))
                        .as("boxes that overlap at %dx%d", size[0], size[1])
                        .isEmpty();
                if (shots != null)
                    page.screenshot(
                            new Page.ScreenshotOptions().setPath(Paths.get(shots, "login-error-" + size[0] + ".png")));
            }

            // Only the password is typed again.
            passwordField.fill(password);
            page.keyboard().press("Enter");
            page.waitForURL(url("/"));
            page.navigate(url("/account"));
            assertThat(page.getByText("You are logged in as " + name)).isVisible();
        }
    }

    @Test
    void a_guest_opening_the_records_is_told_to_log_in_and_why_and_comes_back_to_them_after() {
        String name = "records_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "a records password kept by sixty tigers";
        try (BrowserContext owner = chromium.browser().newContext()) {
            registered(owner, name, password);
        }
        try (BrowserContext context = chromium.browser().newContext()) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            page.navigate(url("/records"));
            page.waitForURL(url("/login"));
            assertThat(page.getByText("Log in to see your records")).isVisible();

            page.getByLabel("User name").fill(name);
            page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true))
                    .fill(password);
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Log in").setExact(true))
                    .click();
            page.waitForURL(address -> address.startsWith(url("/records")));
            assertThat(page.getByRole(
                            AriaRole.HEADING,
                            new Page.GetByRoleOptions().setName("Best times").setLevel(1)))
                    .isVisible();
        }
    }

    @Test
    void the_export_downloads_and_names_the_player_with_the_game_they_gave_up() throws Exception {
        String name = "export_" + UUID.randomUUID().toString().substring(0, 6);
        String password = "an export of lanterns and cages";
        try (BrowserContext context = chromium.browser()
                .newContext(new Browser.NewContextOptions()
                        .setViewportSize(1366, 768)
                        .setAcceptDownloads(true))) {
            Page page = registered(context, name, password);
            page.navigate(url("/play"));
            page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Reveal solution"))
                    .click();
            page.getByRole(
                            AriaRole.BUTTON,
                            new Page.GetByRoleOptions().setName("Give up").setExact(true))
                    .click();
            assertThat(page.locator(".finish")).containsText("Given up");
            page.navigate(url("/account"));
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Your data")))
                    .isVisible();

            String day = LocalDate.now(ZoneOffset.UTC).toString();
            Download json = page.waitForDownload(
                    () -> page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Download my data (JSON)"))
                            .click());
            assertThat(json.failure()).isNull();
            assertThat(json.suggestedFilename()).isEqualTo("calcoolation-" + name + "-" + day + ".json");
            JsonNode data = JsonMapper.builder().build().readTree(Files.readString(json.path()));
            assertThat(data.get("profile").get("username").asString()).isEqualTo(name);
            assertThat(data.get("games"))
                    .singleElement()
                    .satisfies(
                            game -> assertThat(game.get("outcome").asString()).isEqualTo("given-up"));

            Download csv = page.waitForDownload(
                    () -> page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Games as CSV"))
                            .click());
            assertThat(csv.suggestedFilename()).isEqualTo("calcoolation-" + name + "-" + day + ".csv");
            List<String> lines = Files.readAllLines(csv.path());
            assertThat(lines).hasSize(2);
            assertThat(lines.get(1)).contains(",given-up,");
            assertThat(page.getByText("You are logged in as " + name)).isVisible(); // still on the account page

            String shots = System.getenv("SCREENSHOT_DIR");
            if (shots != null) {
                for (int[] size : new int[][] {{1366, 768}, {390, 844}}) {
                    page.setViewportSize(size[0], size[1]);
                    page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Your data"))
                            .scrollIntoViewIfNeeded();
                    page.screenshot(
                            new Page.ScreenshotOptions().setPath(Paths.get(shots, "account-data-" + size[0] + ".png")));
                    page.screenshot(new Page.ScreenshotOptions()
                            .setPath(Paths.get(shots, "account-full-" + size[0] + ".png"))
                            .setFullPage(true));
                }
            }
        }
    }

    /**
     * What overlaps on the login page with its error shown: the error's icon (drawn by a
     * {@code ::before} inside the form's shadow DOM) and the lines of its title and text; and the
     * form's heading, the error box and the user name field. Each overlap as "a × b".
     */
    @SuppressWarnings("unchecked")
    private static List<String> overlaps(Page page) {
        return (List<String>) page.evaluate("""
                () => {
                  const form = document.querySelector('vaadin-login-form');
                  const wrapper = form.shadowRoot.querySelector('vaadin-login-form-wrapper');
                  const error = wrapper.shadowRoot.querySelector('[part=error-message]');
                  const box = error.getBoundingClientRect();
                  const icon = getComputedStyle(error, '::before');
                  // The icon is a glyph of Lumo's icon font: an em square, placed in its box by the box's text-align.
                  const boxLeft = box.left + error.clientLeft + parseFloat(icon.left) + parseFloat(icon.marginLeft);
                  const em = parseFloat(icon.fontSize);
                  const left = icon.textAlign === 'center' ? boxLeft + (parseFloat(icon.width) - em) / 2 : boxLeft;
                  const top = box.top + error.clientTop + parseFloat(icon.top) + parseFloat(icon.marginTop) + (parseFloat(icon.height) - em) / 2;
                  const boxes = [['the error icon', {left, top, right: left + em, bottom: top + em}]];
                  for (const part of ['error-message-title', 'error-message-description']) {
                    const range = document.createRange();
                    range.selectNodeContents(error.querySelector(`[part=${part}]`));
                    [...range.getClientRects()].forEach((line, i) => boxes.push([`${part} line ${i + 1}`, line]));
                  }
                  const apart = [['the heading', form.shadowRoot.querySelector('[part=form-title]').getBoundingClientRect()],
                                 ['the error box', box], ['the user name field', form.querySelector('#vaadinLoginUsername').getBoundingClientRect()]];
                  const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
                  const found = [];
                  for (const group of [boxes, apart])
                    for (let i = 0; i < group.length; i++)
                      for (let j = i + 1; j < group.length; j++)
                        if (meet(group[i][1], group[j][1])) found.push(group[i][0] + ' × ' + group[j][0]);
                  return found;
                }""");
    }

    /** A new page in the context with a new account, signed in by registering, on the account page. */
    private Page registered(BrowserContext context, String name, String password) {
        Page page = context.newPage();
        page.setDefaultTimeout(20_000);
        Chromium.register(page, url(""), name, password);
        page.waitForURL(url("/"));
        page.navigate(url("/account"));
        assertThat(page.getByText("You are logged in as " + name)).isVisible();
        return page;
    }

    /** Logs out with the header's button and waits for the home page. */
    private void logOut(Page page) {
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Log out").setExact(true))
                .first()
                .click();
        page.waitForURL(url("/"));
    }

    /** Logs in with the login form and ends on the account page, signed in. */
    private void logIn(Page page, String name, String password, boolean remember) {
        page.navigate(url("/login"));
        page.getByLabel("User name").fill(name);
        page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(password);
        if (remember) page.getByText("Keep me logged in for 30 days").click();
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Log in").setExact(true))
                .click();
        page.waitForURL(url("/"));
        page.navigate(url("/account"));
        assertThat(page.getByText("You are logged in as " + name.toLowerCase())).isVisible();
    }
}
