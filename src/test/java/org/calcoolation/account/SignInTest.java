package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** Signing in through the real server: Tomcat, Spring Security, Vaadin and H2. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "calcoolation.data-dir=${calcoolation.test-data:./target/test-data}/accounts")
class SignInTest {

    static final String PASSWORD = "correct horse battery";

    @LocalServerPort
    int port;

    @Autowired
    PlayerService players;

    @Autowired
    LoginAttempts attempts;

    private Browser browser;
    private String name;

    @BeforeEach
    void registerAPlayer() {
        attempts.clear();
        browser = new Browser(port);
        name = "p" + UUID.randomUUID().toString().substring(0, 8);
        assertThat(players.register(new PlayerService.Registration(name, PASSWORD, PASSWORD, ""))).isInstanceOf(RegisterResult.Registered.class);
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
        assertThat(browser.cookie("JSESSIONID").orElseThrow().getValue()).as("session fixation protection").isNotEqualTo(before);
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
        assertThat(attempts.refusal(name, "192.0.2.1")).as("the owner elsewhere").isEmpty();
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

        assertThat(players.register(new PlayerService.Registration(newcomer, PASSWORD, PASSWORD, ""))).isInstanceOf(RegisterResult.Registered.class);
        // The register page then posts the two fields to /login, as here.
        HttpResponse<String> response = browser.logIn(newcomer, PASSWORD, false);

        assertThat(Browser.location(response)).doesNotContain("error");
        assertThat(browser.get("/account").statusCode()).isEqualTo(200);
    }

    @Test
    void asking_to_be_remembered_gives_a_thirty_day_cookie_that_signs_in_a_new_session() throws Exception {
        browser.logIn(name, PASSWORD, true);

        var remember = browser.cookie("remember-me").orElseThrow();
        assertThat(remember.getMaxAge()).isBetween(30L * 24 * 3600 - 60, 30L * 24 * 3600);
        assertThat(remember.isHttpOnly()).isTrue();

        Browser later = new Browser(port);
        HttpResponse<String> account = later.get("/account", "remember-me=" + remember.getValue());
        assertThat(account.statusCode()).isEqualTo(200);
        assertThat(Browser.location(new Browser(port).get("/account"))).as("without the cookie").endsWith("/login");
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
        assertThat(players.changePassword(new PlayerRef.Account(players.findByUsername(name).orElseThrow().id()), PASSWORD, "a brand new secret", "a brand new secret")).isInstanceOf(ChangeResult.Changed.class);

        assertThat(Browser.location(browser.get("/account"))).endsWith("/login");
        assertThat(Browser.location(phone.get("/account"))).endsWith("/login");
        assertThat(someoneElse.get("/account").statusCode()).as("another player's session").isEqualTo(200);
    }

    @Test
    void a_login_post_without_the_csrf_token_is_refused() throws Exception {
        browser.get("/login");
        HttpResponse<String> response = browser.post("/login", Map.of("username", name, "password", PASSWORD));

        assertThat(response.statusCode()).isEqualTo(403);
        assertThat(Browser.location(browser.get("/account"))).as("still anonymous").endsWith("/login");
    }

    @Test
    void the_account_page_sends_an_anonymous_visitor_to_log_in() throws Exception {
        HttpResponse<String> response = browser.get("/account");

        assertThat(response.statusCode()).isEqualTo(302);
        assertThat(Browser.location(response)).endsWith("/login");
        assertThat(Browser.location(browser.logIn(name, PASSWORD, false))).as("and back after logging in").contains("/account");
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
        players.register(new PlayerService.Registration(name, "the newcomer's own password", "the newcomer's own password", "Newcomer"));

        assertThat(Browser.location(browser.get("/account"))).as("this browser's session ended with the account").endsWith("/login");
        assertThat(Browser.location(other.get("/account"))).endsWith("/login");
        assertThat(browser.get("/records").body()).doesNotContain("Newcomer");
    }
}
