package org.calcoolation.account.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonObject;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.ColorScheme;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Paths;
import java.util.UUID;
import org.calcoolation.Chromium;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.TestInbox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * Passkeys in Chromium, with a virtual authenticator that Chromium's DevTools protocol gives a
 * browser context (a platform authenticator that holds passkeys and verifies its user without a
 * prompt): add one on the account page (a player with an address is mailed of it), log out, log in with it and no password (kept logged in
 * when asked), see it used in the list, remove it, and find it refused at the next try. Passkeys
 * belong to the site's configured address, so the server runs on a port chosen before it starts
 * and the site's address names it. Set SCREENSHOT_DIR to keep pictures of the account page's passkeys.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.DEFINED_PORT)
class PasskeyJourneyIT {

    private static final int PORT = freePort();
    private static final String PASSWORD = "a password I will not need";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @DynamicPropertySource
    static void site(DynamicPropertyRegistry properties) {
        properties.add("server.port", () -> PORT);
        properties.add("calcoolation.site-url", () -> "http://localhost:" + PORT);
        properties.add("spring.mail.host", () -> "127.0.0.1");
        properties.add("spring.mail.port", TestInbox::port);
    }

    @Autowired
    JdbcTemplate jdbc;

    private static String url(String path) {
        return "http://localhost:" + PORT + path;
    }

    @Test
    void a_passkey_added_on_the_account_page_logs_in_without_a_password_until_it_is_removed() {
        String name = "keyholder_" + UUID.randomUUID().toString().substring(0, 6);
        try (BrowserContext context =
                chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);
            withAuthenticator(context, page);
            Chromium.register(page, url(""), name, PASSWORD);
            page.waitForURL(url("/"));
            // A confirmed address, as its mailed link would leave it (PasswordResetJourneyIT follows one).
            String address = name + "@example.org";
            jdbc.update("update player set email = ?, email_key = ? where username = ?", address, address, name);

            page.navigate(url("/account"));
            assertThat(page.locator(".passkeys")).hasText("You have no passkey yet.");
            page.getByLabel("Name of the new passkey").fill("Test laptop");
            button(page, "Add a passkey").click();
            assertThat(page.getByText("That is not your password.")).isVisible();
            page.getByLabel("Your password, to add a passkey").fill(PASSWORD);
            button(page, "Add a passkey").click();
            assertThat(page.getByText("Passkey \u201cTest laptop\u201d added.")).isVisible();
            assertThat(page.locator(".passkeys li")).hasCount(1);
            assertThat(page.locator(".passkeys li")).containsText("Test laptop: added");
            assertThat(page.locator(".passkeys li")).containsText("last used never");
            TestInbox.Received told = TestInbox.last(address);
            assertThat(told.subject()).isEqualTo("A passkey was added to your Calcoolation account");
            assertThat(told.text())
                    .contains("\u201cTest laptop\u201d")
                    .contains("http://localhost:" + PORT + "/account");
            String shots = System.getenv("SCREENSHOT_DIR");
            if (shots != null) pictures(page, shots, "passkeys", ".passkeys");
            logOut(page);

            page.navigate(url("/login"));
            String before = sessionId(context);
            page.getByText("Keep me logged in for 30 days").click();
            button(page, "Log in with a passkey").click();
            page.waitForURL(url("/"));
            assertThat(context.cookies().stream().filter(c -> c.name.equals("remember-me")))
                    .as("kept logged in, as asked")
                    .hasSize(1);
            assertThat(sessionId(context))
                    .as("a new session id, as for a password")
                    .isNotEqualTo(before);
            page.navigate(url("/account"));
            assertThat(page.getByText("You are logged in as " + name)).isVisible();
            assertThat(page.locator(".signed-in-browsers")).containsText("(this browser)");
            assertThat(page.locator(".passkeys li")).not().containsText("last used never");

            button(page, "Remove the passkey Test laptop").click();
            assertThat(page.locator(".passkeys")).hasText("You have no passkey yet.");
            logOut(page);

            page.navigate(url("/login"));
            button(page, "Log in with a passkey").click();
            assertThat(page.getByText("That passkey is not known here")).isVisible();
            assertThat(page).hasURL(url("/login"));
            if (shots != null) pictures(page, shots, "login", "vaadin-login-form");
        }
    }

    /** Chromium's virtual authenticator for the context's pages: it keeps passkeys and says yes at once. */
    private static void withAuthenticator(BrowserContext context, Page page) {
        CDPSession devtools = context.newCDPSession(page);
        devtools.send("WebAuthn.enable");
        JsonObject options = new JsonObject();
        options.addProperty("protocol", "ctap2");
        options.addProperty("transport", "internal");
        options.addProperty("hasResidentKey", true);
        options.addProperty("hasUserVerification", true);
        options.addProperty("isUserVerified", true);
        options.addProperty("automaticPresenceSimulation", true);
        JsonObject arguments = new JsonObject();
        arguments.add("options", options);
        devtools.send("WebAuthn.addVirtualAuthenticator", arguments);
    }

    /**
     * The page as it stands at a phone's, a tablet's and a laptop's size, light and dark, scrolled to
     * {@code part}; the theme is chosen as the page loads, so each scheme reloads it.
     */
    private static void pictures(Page page, String shots, String name, String part) {
        for (ColorScheme scheme : new ColorScheme[] {ColorScheme.LIGHT, ColorScheme.DARK}) {
            page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(scheme));
            page.reload();
            for (int[] size : new int[][] {{390, 844}, {768, 1024}, {1366, 768}}) {
                page.setViewportSize(size[0], size[1]);
                page.locator(part).first().scrollIntoViewIfNeeded();
                page.screenshot(new Page.ScreenshotOptions()
                        .setPath(Paths.get(
                                shots,
                                name + "-" + size[0] + "-" + scheme.name().toLowerCase() + ".png")));
            }
        }
        page.emulateMedia(new Page.EmulateMediaOptions().setColorScheme(ColorScheme.LIGHT));
        page.setViewportSize(1280, 900);
        page.reload();
    }

    private static String sessionId(BrowserContext context) {
        return context.cookies().stream()
                .filter(c -> c.name.equals("JSESSIONID"))
                .findFirst()
                .orElseThrow()
                .value;
    }

    private static void logOut(Page page) {
        button(page, "Log out").first().click();
        page.waitForURL(url("/"));
    }

    private static Locator button(Page page, String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
