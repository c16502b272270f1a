package org.calcoolation.account.ui;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Pattern;
import org.assertj.core.api.Assertions;
import org.calcoolation.ChromiumExtension;
import org.calcoolation.TestInbox;
import org.calcoolation.base.i18n.BundleMessages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A forgotten password, in Chromium, through a real SMTP conversation with a mail server in this
 * JVM ({@link TestInbox}): register with an address, confirm it by its mailed link, log out, ask
 * for a reset link (an unknown address gets the same answer), set a new password by the mailed
 * link; the old password is refused, the new one works, the link works once. Links name the site
 * as configured ({@code calcoolation.site-url}), never the Host a request gave; the journey opens
 * them on the test server's port.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"calcoolation.site-url=https://calcoolation.example"})
class PasswordResetJourneyIT {

    private static final String SITE = "https://calcoolation.example";

    @RegisterExtension
    static final ChromiumExtension chromium = new ChromiumExtension(15_000);

    @DynamicPropertySource
    static void mailServer(DynamicPropertyRegistry properties) {
        properties.add("spring.mail.host", () -> "127.0.0.1");
        properties.add("spring.mail.port", TestInbox::port);
    }

    @LocalServerPort
    int port;

    private String url(String path) {
        return "http://localhost:" + port + path;
    }

    /** The mailed link, opened on this test server. */
    private String opened(String link) {
        return url(link.substring(SITE.length()));
    }

    private Locator button(Page page, String name) {
        return page.getByRole(
                AriaRole.BUTTON, new Page.GetByRoleOptions().setName(name).setExact(true));
    }

    @Test
    void a_player_who_forgot_their_password_gets_back_in_by_the_mailed_link_once() {
        String name = "forgetful_" + UUID.randomUUID().toString().substring(0, 6);
        String address = name + "@example.org";
        String oldPassword = "a password soon forgotten", newPassword = "remembered at last, for good";
        try (BrowserContext context =
                chromium.browser().newContext(new Browser.NewContextOptions().setViewportSize(1280, 900))) {
            Page page = context.newPage();
            page.setDefaultTimeout(20_000);

            page.navigate(url("/register"));
            page.getByLabel("User name").fill(name);
            page.getByLabel("Email address (optional)").fill(address);
            page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true))
                    .fill(oldPassword);
            page.getByLabel("Password again").fill(oldPassword);
            button(page, "Create account").click();
            page.waitForURL(url("/"));
            page.navigate(opened(TestInbox.last(address).link(SITE + "/confirm-email?token=")));
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Address confirmed")))
                    .isVisible();
            // The token leaves the address bar: the page's history call may land a moment after the heading.
            assertThat(page).not().hasURL(Pattern.compile("token"));
            page.navigate(url("/account"));
            assertThat(page.getByText("Your address is " + address + ", confirmed."))
                    .isVisible();
            button(page, "Log out").first().click();
            page.waitForURL(url("/"));

            page.navigate(url("/login"));
            button(page, "Forgot password?").click();
            page.waitForURL(url("/forgot-password"));
            page.getByLabel("Email address or user name")
                    .fill("nobody_" + UUID.randomUUID().toString().substring(0, 6) + "@example.org");
            button(page, "Mail me a link").click();
            assertThat(page.locator(".form-answer"))
                    .hasText(new BundleMessages().getTranslation(ForgotPasswordView.ANSWER, Locale.ENGLISH));
            String unknownAnswer = page.locator(".form-answer").textContent();

            page.reload();
            page.getByLabel("Email address or user name").fill(address);
            button(page, "Mail me a link").click();
            assertThat(page.locator(".form-answer")).hasText(unknownAnswer);

            String link = opened(TestInbox.last(address).link(SITE + "/reset-password?token="));
            page.navigate(link);
            assertThat(page.getByText("For the account " + name + ".")).isVisible();
            page.getByLabel("New password", new Page.GetByLabelOptions().setExact(true))
                    .fill(newPassword);
            page.getByLabel("New password again").fill(newPassword);
            button(page, "Set new password").click();
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("Password changed")))
                    .isVisible();
            assertThat(page.getByText("You are logged in")).not().isVisible();
            Assertions.assertThat(TestInbox.last(address).subject())
                    .isEqualTo("Your Calcoolation password was changed");

            logIn(page, name, oldPassword);
            assertThat(page.getByText("Incorrect user name or password")).isVisible();
            logIn(page, name, newPassword);
            page.waitForURL(url("/"));
            page.navigate(url("/account"));
            assertThat(page.getByText("You are logged in as " + name)).isVisible();

            page.navigate(link);
            assertThat(page.getByRole(AriaRole.HEADING, new Page.GetByRoleOptions().setName("This link does not work")))
                    .isVisible();
        }
    }

    private void logIn(Page page, String name, String password) {
        page.navigate(url("/login"));
        page.getByLabel("User name").fill(name);
        page.getByLabel("Password", new Page.GetByLabelOptions().setExact(true)).fill(password);
        button(page, "Log in").click();
    }
}
