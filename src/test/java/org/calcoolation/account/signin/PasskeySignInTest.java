package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.UUID;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * Signing in with a passkey through the real server, as far as no authenticator is needed: the
 * two addresses take the page's CSRF token, the challenge names the site, a forged or stale
 * answer is a plain 401 that signs nobody in, and Spring Security's other passkey addresses
 * (its registration page and endpoints) are not served. A real passkey signs in in {@code PasskeyJourneyIT}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PasskeySignInTest {

    private static final String FORGED = """
            {"id":"AAAA","rawId":"AAAA","credType":"public-key",
             "response":{"authenticatorData":"AAAA","clientDataJSON":"AAAA","signature":"AAAA","userHandle":"AAAA"},
             "clientExtensionResults":{},"authenticatorAttachment":"platform"}""";

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    @Test
    void the_challenge_needs_the_pages_csrf_token_and_names_the_site() throws Exception {
        Browser browser = new Browser(port);

        assertThat(browser.postJson(PasskeySignIn.OPTIONS, "", false).statusCode())
                .isEqualTo(403);
        HttpResponse<String> options = browser.postJson(PasskeySignIn.OPTIONS, "", true);

        assertThat(options.statusCode()).isEqualTo(200);
        assertThat(options.body())
                .contains("\"challenge\":\"")
                .contains("\"rpId\":\"localhost\"")
                .contains("\"allowCredentials\":[]");
    }

    @Test
    void a_forged_an_unreadable_or_an_unasked_answer_is_refused_and_signs_nobody_in() throws Exception {
        Browser browser = new Browser(port);

        assertThat(browser.postJson(PasskeySignIn.SIGN_IN, FORGED, true).statusCode())
                .as("no challenge asked for")
                .isEqualTo(401);
        assertThat(browser.postJson(PasskeySignIn.OPTIONS, "", true).statusCode())
                .isEqualTo(200);
        assertThat(browser.postJson(PasskeySignIn.SIGN_IN, "not json", true).statusCode())
                .isEqualTo(401);
        assertThat(browser.postJson(PasskeySignIn.OPTIONS, "", true).statusCode())
                .isEqualTo(200);
        assertThat(browser.postJson(PasskeySignIn.SIGN_IN, FORGED, true).statusCode())
                .as("an unknown passkey")
                .isEqualTo(401);
        assertThat(browser.postJson(PasskeySignIn.SIGN_IN, FORGED, false).statusCode())
                .as("without the token")
                .isEqualTo(403);

        assertThat(Browser.location(browser.get("/account")))
                .as("still signed out")
                .endsWith("/login");
    }

    @Test
    void spring_securitys_registration_page_and_endpoints_are_not_served_even_to_a_player() throws Exception {
        String name = "pk" + UUID.randomUUID().toString().substring(0, 8), password = "correct horse battery";
        assertThat(players.register(new PlayerService.Registration(name, password, password, "")))
                .isInstanceOf(RegisterResult.Registered.class);
        Browser browser = new Browser(port);
        assertThat(Browser.location(browser.logIn(name, password, false))).doesNotContain("error");

        assertThat(browser.get("/webauthn/register").body()).doesNotContain("Register New Passkey");
        HttpResponse<String> options = browser.postJson("/webauthn/register/options", "", true);
        assertThat(options.body()).doesNotContain("challenge");
    }
}
