package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.UUID;
import org.calcoolation.account.ChangeResult;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.RegisterResult;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/** Signing in through the real server: Tomcat, Spring Security, Vaadin and H2. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SignInTest {

    static final String PASSWORD = "correct horse battery";

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    @Autowired
    LoginAttempts attempts;

    @Autowired
    RememberMeTokens tokens;

    @Autowired
    JdbcTemplate jdbc;

    private Browser browser;
    private String name;

    @BeforeEach
    void registerAPlayer() {
        attempts.clear();
        browser = new Browser(port);
        name = "p" + UUID.randomUUID().toString().substring(0, 8);
        assertThat(players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, "")))
                .isInstanceOf(RegisterResult.Registered.class);
    }

    private String failedLogin(String username, String password) throws Exception {
        HttpResponse<String> response = browser.logIn(username, password, false);
        assertThat(response.statusCode()).isEqualTo(302);
        return Browser.location(response);
    }

    @Test
    void the_right_password_signs_in_whatever_the_case_of_the_name_in_a_new_session() throws Exception {
        browser.get("/login");
        String before = browser.cookie("JSESSIONID").orElseThrow().getValue();
        HttpResponse<String> response = browser.logIn(name.toUpperCase(), PASSWORD, false);

        assertThat(response.statusCode()).isEqualTo(302);
        assertThat(browser.cookie("JSESSIONID").orElseThrow().getValue())
                .as("session fixation protection")
                .isNotEqualTo(before);
        assertThat(Browser.location(response)).doesNotContain("error");
        assertThat(browser.cookie("remember-me")).isEmpty();
    }

    @Test
    void a_wrong_password_and_an_unknown_name_end_the_same_way() throws Exception {
        String wrongPassword = failedLogin(name, "not the password");
        String unknownName = failedLogin("nobody-" + name, PASSWORD);

        assertThat(wrongPassword).endsWith("/login?error").isEqualTo(unknownName);
    }

    @Test
    void five_failures_in_a_row_lock_the_name_from_this_address_even_for_the_right_password() throws Exception {
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES; i++) failedLogin(name, "wrong " + i);

        assertThat(failedLogin(name, PASSWORD)).endsWith("/login?error");
        assertThat(attempts.refusal(name, "127.0.0.1")).isPresent();
        assertThat(attempts.refusal(name, "192.0.2.1"))
                .as("the owner elsewhere")
                .isEmpty();
    }

    @Test
    void guesses_at_other_names_from_this_address_do_not_keep_a_player_out() throws Exception {
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES; i++) failedLogin("guess-" + name, "wrong password " + i);
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES; i++) failedLogin("guess" + i + "-" + name, "wrong password");

        assertThat(Browser.location(browser.logIn(name, PASSWORD, false))).doesNotContain("error");
    }

    @Test
    void a_success_clears_the_count_of_failures() throws Exception {
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES - 1; i++) failedLogin(name, "wrong " + i);
        assertThat(Browser.location(browser.logIn(name, PASSWORD, false))).doesNotContain("error");

        Browser other = new Browser(port);
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES - 1; i++) other.logIn(name, "wrong again " + i, false);
        assertThat(Browser.location(other.logIn(name, PASSWORD, false))).doesNotContain("error");
    }

    @Test
    void registering_a_name_that_was_locked_here_signs_the_new_player_in() throws Exception {
        String newcomer = "n" + UUID.randomUUID().toString().substring(0, 8);
        for (int i = 0; i < LoginAttempts.PAIR_FAILURES; i++) failedLogin(newcomer, "wrong " + i);
        assertThat(attempts.refusal(newcomer, "127.0.0.1")).isPresent();

        assertThat(players.register(new PlayerService.Registration(newcomer, PASSWORD, PASSWORD, "")))
                .isInstanceOf(RegisterResult.Registered.class);
        // The register page then posts the two fields to /login, as here.
        HttpResponse<String> response = browser.logIn(newcomer, PASSWORD, false);

        assertThat(Browser.location(response)).doesNotContain("error");
        assertThat(browser.get("/account").statusCode()).isEqualTo(200);
    }

    @Test
    void asking_to_be_remembered_gives_a_thirty_day_cookie_that_signs_in_a_new_session() throws Exception {
        HttpResponse<String> response = browser.logIn(name, PASSWORD, true);

        assertThat(response.headers().allValues("Set-Cookie"))
                .anySatisfy(c -> assertThat(c).startsWith("remember-me=").contains("SameSite=Lax"));
        var remember = browser.cookie("remember-me").orElseThrow();
        assertThat(remember.getMaxAge()).isBetween(30L * 24 * 3600 - 60, 30L * 24 * 3600);
        assertThat(remember.isHttpOnly()).isTrue();

        Browser later = new Browser(port);
        HttpResponse<String> account = later.get("/account", "remember-me=" + remember.getValue());
        assertThat(account.statusCode()).isEqualTo(200);
        assertThat(Browser.location(new Browser(port).get("/account")))
                .as("without the cookie")
                .endsWith("/login");
    }

    @Test
    void a_new_password_ends_the_players_sessions_elsewhere() throws Exception {
        Browser phone = new Browser(port);
        Browser someoneElse = new Browser(port);
        String other = "q" + UUID.randomUUID().toString().substring(0, 8);
        players.register(new PlayerService.Registration(other, PASSWORD, PASSWORD, ""));
        browser.logIn(name, PASSWORD, false);
        phone.logIn(name, PASSWORD, false);
        someoneElse.logIn(other, PASSWORD, false);
        assertThat(phone.get("/account").statusCode()).as("signed in before").isEqualTo(200);

        // Made here, outside any of their requests, the change ends every session of the player.
        assertThat(players.changePassword(
                        new PlayerRef.Account(
                                players.findByUsername(name).orElseThrow().id()),
                        PASSWORD,
                        "a brand new walnut secret",
                        "a brand new walnut secret"))
                .isInstanceOf(ChangeResult.Changed.class);

        assertThat(Browser.location(browser.get("/account"))).endsWith("/login");
        assertThat(Browser.location(phone.get("/account"))).endsWith("/login");
        assertThat(someoneElse.get("/account").statusCode())
                .as("another player's session")
                .isEqualTo(200);
    }

    @Test
    void a_browser_that_signed_in_before_keeps_a_device_cookie_that_lets_it_in_while_strangers_are_slowed()
            throws Exception {
        HttpResponse<String> signedIn = browser.logIn(name, PASSWORD, false);
        assertThat(signedIn.headers().allValues("Set-Cookie"))
                .as("the device cookie, with any sign-in")
                .anySatisfy(cookie -> assertThat(cookie)
                        .startsWith(DeviceCookies.PREFIX + id() + "=")
                        .contains(
                                "Path=/login",
                                "Max-Age=" + DeviceCookies.LIFETIME.toSeconds(),
                                "HttpOnly",
                                "SameSite=Strict"));
        logOut(browser);
        // As if the browser came back from a new address: nothing remembers this one, and guesses from ten others slow
        // the name.
        attempts.clear();
        for (int i = 0; i < LoginAttempts.NAME_FAILURES; i++) {
            assertThat(attempts.begin(name, "198.51.100." + i)).isInstanceOf(LoginAttempts.Counted.class);
        }

        assertThat(Browser.location(new Browser(port).logIn(name, PASSWORD, false)))
                .as("another browser, with the right password")
                .endsWith("/login?error");
        assertThat(Browser.location(browser.logIn(name, PASSWORD, false)))
                .as("the browser that signed in before")
                .doesNotContain("error");
        assertThat(browser.get("/account").statusCode()).isEqualTo(200);
    }

    @Test
    void a_login_post_without_the_csrf_token_is_refused() throws Exception {
        browser.get("/login");
        HttpResponse<String> response = browser.post("/login", Map.of("username", name, "password", PASSWORD));

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(Browser.location(browser.get("/account")))
                .as("still anonymous")
                .endsWith("/login");
    }

    @Test
    void the_account_page_sends_an_anonymous_visitor_to_log_in() throws Exception {
        HttpResponse<String> response = browser.get("/account");

        assertThat(response.statusCode()).isEqualTo(302);
        assertThat(Browser.location(response)).endsWith("/login");
        assertThat(Browser.location(browser.logIn(name, PASSWORD, false)))
                .as("and back after logging in")
                .contains("/account");
    }

    @Test
    void deleting_an_account_ends_its_sessions_and_none_reaches_a_later_account_of_the_same_name() throws Exception {
        Browser other = new Browser(port);
        browser.logIn(name, PASSWORD, false);
        other.logIn(name, PASSWORD, false);
        assertThat(browser.get("/account").statusCode()).as("signed in before").isEqualTo(200);
        long id = players.findByUsername(name).orElseThrow().id();

        // Deleted in the other browser's name, outside this browser's requests.
        assertThat(players.deleteAccount(new PlayerRef.Account(id), PASSWORD)).isInstanceOf(ChangeResult.Changed.class);
        players.register(new PlayerService.Registration(
                name, "the newcomer's own password", "the newcomer's own password", "Newcomer " + name));

        assertThat(Browser.location(browser.get("/account")))
                .as("this browser's session ended with the account")
                .endsWith("/login");
        assertThat(Browser.location(other.get("/account"))).endsWith("/login");
        assertThat(browser.get("/records").body()).doesNotContain("Newcomer " + name);
    }

    private long id() {
        return players.findByUsername(name).orElseThrow().id();
    }

    /** Signs in with "keep me logged in" and gives the cookie's value. */
    private String remembered() throws Exception {
        assertThat(Browser.location(browser.logIn(name, PASSWORD, true))).doesNotContain("error");
        return browser.cookie("remember-me").orElseThrow().getValue();
    }

    /** Logs out as the page's Log out button does, through Spring Security's logout handlers. */
    private static HttpResponse<String> logOut(Browser browser) throws Exception {
        return browser.post("/logout", Map.of("_csrf", browser.csrfToken()));
    }

    /** Moves the account's tokens' last use back a minute, out of the window in which one browser's requests race each other. */
    private void aMinuteLater() {
        jdbc.update(
                "UPDATE persistent_logins SET last_used = ? WHERE username = ?",
                Timestamp.from(Instant.now().minusSeconds(60)),
                RememberMeTokens.keyOf(id()));
    }

    private static boolean clearsTheCookie(HttpResponse<?> response) {
        return response.headers().allValues("Set-Cookie").stream()
                .anyMatch(c -> c.startsWith("remember-me=;") && c.contains("Expires=Thu, 01 Jan 1970"));
    }

    @Test
    void a_copied_remember_me_cookie_stops_working_when_the_player_logs_out() throws Exception {
        String copied = remembered();
        assertThat(tokens.count(id())).isEqualTo(1);

        HttpResponse<String> loggedOut = logOut(browser);
        assertThat(loggedOut.statusCode()).isEqualTo(302);
        assertThat(clearsTheCookie(loggedOut)).isTrue();

        Browser copy = new Browser(port);
        HttpResponse<String> account = copy.get("/account", "remember-me=" + copied);
        assertThat(Browser.location(account)).endsWith("/login");
        assertThat(tokens.count(id())).isZero();
    }

    @Test
    void logging_out_forgets_this_browser_only_and_the_others_stay_kept_logged_in() throws Exception {
        Browser phone = new Browser(port);
        assertThat(Browser.location(phone.logIn(name, PASSWORD, true))).doesNotContain("error");
        String phoneCookie = phone.cookie("remember-me").orElseThrow().getValue();
        String laptopCookie = remembered();
        assertThat(tokens.count(id())).isEqualTo(2);

        logOut(browser);

        assertThat(tokens.count(id())).isEqualTo(1);
        assertThat(Browser.location(new Browser(port).get("/account", "remember-me=" + laptopCookie)))
                .as("the browser that logged out")
                .endsWith("/login");
        assertThat(new Browser(port)
                        .get("/account", "remember-me=" + phoneCookie)
                        .statusCode())
                .as("the other browser, in a new session")
                .isEqualTo(200);
    }

    @Test
    void a_new_password_ends_every_remember_me_cookie_of_the_player() throws Exception {
        String cookie = remembered();

        players.changePassword(
                new PlayerRef.Account(id()), PASSWORD, "a brand new walnut secret", "a brand new walnut secret");

        assertThat(tokens.count(id())).isZero();
        assertThat(Browser.location(new Browser(port).get("/account", "remember-me=" + cookie)))
                .endsWith("/login");
    }

    @Test
    void a_remember_me_cookie_of_a_deleted_account_does_not_reach_a_later_account_of_the_same_name() throws Exception {
        String cookie = remembered();
        long deleted = id();

        players.deleteAccount(new PlayerRef.Account(deleted), PASSWORD);
        players.register(new PlayerService.Registration(
                name, "the newcomer's own password", "the newcomer's own password", "Newcomer " + name));

        assertThat(tokens.count(deleted)).isZero();
        assertThat(Browser.location(new Browser(port).get("/account", "remember-me=" + cookie)))
                .endsWith("/login");
    }

    @Test
    void an_old_token_after_its_copy_was_used_ends_every_remembered_sign_in_and_the_login_page_says_why()
            throws Exception {
        String copied = remembered();
        Browser thief = new Browser(port);
        assertThat(thief.get("/account", "remember-me=" + copied).statusCode())
                .as("the copy signs in and gets the next token")
                .isEqualTo(200);
        aMinuteLater();

        Browser owner = new Browser(port);
        HttpResponse<String> answer = owner.get("/account", "remember-me=" + copied);

        assertThat(answer.statusCode()).isEqualTo(302);
        assertThat(Browser.location(answer)).endsWith("/login?error");
        assertThat(clearsTheCookie(answer)).isTrue();
        assertThat(tokens.count(id())).isZero();
        assertThat(Browser.location(thief.get("/account")))
                .as("the copier's session ended too")
                .endsWith("/login");
        assertThat(owner.get("/login?error").statusCode()).isEqualTo(200);
    }

    @Test
    void two_requests_of_one_browser_with_the_same_cookie_at_once_are_not_taken_for_a_copy() throws Exception {
        String cookie = remembered();
        assertThat(new Browser(port).get("/account", "remember-me=" + cookie).statusCode())
                .isEqualTo(200);

        HttpResponse<String> late = new Browser(port).get("/account", "remember-me=" + cookie);

        assertThat(Browser.location(late)).as("the late one goes on anonymous").endsWith("/login");
        assertThat(clearsTheCookie(late)).as("and leaves the cookie alone").isFalse();
        assertThat(tokens.count(id())).isEqualTo(1);
    }

    @Test
    void a_cookie_of_the_earlier_signed_kind_is_cleared_and_asks_to_log_in() throws Exception {
        String signed = Base64.getEncoder().encodeToString((name + ":1893456000000:SHA256:0123abcd").getBytes());

        HttpResponse<String> account = new Browser(port).get("/account", "remember-me=" + signed);

        assertThat(Browser.location(account)).endsWith("/login");
        assertThat(clearsTheCookie(account)).isTrue();
    }
}
