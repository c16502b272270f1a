package org.calcoolation.account.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.browserless.SpringBrowserlessTest;
import com.vaadin.browserless.ViewPackages;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.router.QueryParameters;
import com.vaadin.flow.server.VaadinSession;
import com.vaadin.flow.server.auth.NavigationAccessControl;
import java.time.Duration;
import org.calcoolation.account.signin.FailedSignIn;
import org.calcoolation.account.signin.TooManyAttempts;
import org.calcoolation.account.signin.TooManyAttempts.Reason;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.web.WebAttributes;
import org.springframework.security.web.authentication.rememberme.CookieTheftException;
import org.springframework.security.web.savedrequest.SimpleSavedRequest;

@SpringBootTest
@ViewPackages(classes = LoginView.class)
class LoginViewTest extends SpringBrowserlessTest {

    private LoginView openWithError(Exception left) {
        VaadinSession.getCurrent().getSession().setAttribute(WebAttributes.AUTHENTICATION_EXCEPTION, left);
        UI.getCurrent().navigate("login", QueryParameters.of("error", ""));
        return $(LoginView.class).single();
    }

    @Test
    void the_form_posts_to_spring_security_with_a_remember_me_box_and_links_to_register() {
        LoginView view = navigate(LoginView.class);

        assertThat(view.login.getAction()).isEqualTo("login");
        assertThat(view.login.isError()).isFalse();
        assertThat(view.rememberMe.getElement().getAttribute("name")).isEqualTo("remember-me");
        assertThat(view.rememberMe.getElement().getAttribute("slot")).isEqualTo("custom-form-area");
        assertThat(view.rememberMe.getElement().getParent()).isEqualTo(view.login.getElement());
        assertThat($(Anchor.class, view).all()).extracting(Anchor::getHref).contains("register", "play");
    }

    @Test
    void a_wrong_name_or_password_shows_one_message_for_both() {
        LoginView view = openWithError(new BadCredentialsException("Bad credentials"));

        assertThat(view.login.isError()).isTrue();
        assertThat(view.i18n.getErrorMessage().getTitle()).isEqualTo("Incorrect user name or password");
    }

    @Test
    void after_a_failed_sign_in_the_form_gets_the_name_tried_back_and_the_cursor_goes_to_the_password() {
        VaadinSession.getCurrent().getSession().setAttribute(FailedSignIn.NAME_TRIED, "ada_l");
        LoginView view = openWithError(new BadCredentialsException("Bad credentials"));

        assertThat(view.keptName).isEqualTo("ada_l");
        assertThat(view.login.getElement().getProperty("noAutofocus", false))
                .as("the form leaves the cursor to the page")
                .isTrue();
    }

    @Test
    void a_login_page_without_an_error_fills_in_no_name() {
        VaadinSession.getCurrent().getSession().setAttribute(FailedSignIn.NAME_TRIED, "ada_l");
        LoginView view = navigate(LoginView.class);

        assertThat(view.keptName).isEmpty();
        assertThat(view.login.getElement().getProperty("noAutofocus", false)).isFalse();
    }

    @Test
    void a_visitor_sent_here_by_the_records_page_is_told_why_and_that_they_will_go_back() {
        VaadinSession.getCurrent()
                .getSession()
                .setAttribute(
                        LoginView.SAVED_REQUEST, new SimpleSavedRequest("http://localhost:8080/records?continue"));
        LoginView view = navigate(LoginView.class);

        assertThat(view.wanted.isVisible()).isTrue();
        assertThat(view.wanted.getText())
                .startsWith("Log in to see your records")
                .contains("go straight back");
        assertThat(view.getElement().indexOfChild(view.wanted.getElement()))
                .as("said before the form")
                .isLessThan(view.getElement().indexOfChild(view.login.getElement()));
    }

    @Test
    void a_navigation_inside_the_app_to_a_daily_puzzle_is_told_why_too() {
        VaadinSession.getCurrent()
                .getSession()
                .setAttribute(NavigationAccessControl.SESSION_STORED_REDIRECT, "daily/2026-11-25/easy");
        LoginView view = navigate(LoginView.class);

        assertThat(view.wanted.getText()).startsWith("Log in to play the daily puzzles");
    }

    @Test
    void a_passkey_that_did_not_sign_in_says_why_where_a_wrong_password_would() {
        LoginView view = navigate(LoginView.class);

        view.passkeyNotUsed("signed-in");
        assertThat(view.login.isError()).as("the page is leaving").isFalse();
        view.passkeyNotUsed("refused");
        assertThat(view.login.isError()).isTrue();
        assertThat(view.i18n.getErrorMessage().getTitle()).isEqualTo("Not logged in with a passkey");
        assertThat(view.i18n.getErrorMessage().getMessage()).startsWith("That passkey is not known here");
        view.passkeyNotUsed("wrong-site");
        assertThat(view.i18n.getErrorMessage().getMessage()).startsWith("Passkeys work only at http://localhost:");
        view.passkeyNotUsed("something new");
        assertThat(view.i18n.getErrorMessage().getMessage())
                .isEqualTo("The passkey could not be used. Try again, or log in with your password.");
    }

    @Test
    void a_visitor_who_came_to_log_in_is_given_no_reason() {
        LoginView view = navigate(LoginView.class);

        assertThat(view.wanted.isVisible()).isFalse();
    }

    @Test
    void each_page_for_players_has_its_reason_and_any_other_a_plain_one() {
        LoginView view = navigate(LoginView.class);
        assertThat(view.reasonFor("/account")).startsWith("Log in to see your account.");
        assertThat(view.reasonFor("/records")).isEqualTo(view.reasonFor("records?continue"));
        assertThat(view.reasonFor("/somewhere/else")).startsWith("Log in to open that page.");
    }

    @Test
    void a_locked_pair_says_so_and_how_long_to_wait() {
        LoginView view = openWithError(new TooManyAttempts(Reason.THIS_NAME_FROM_HERE, Duration.ofSeconds(230)));

        assertThat(view.login.isError()).isTrue();
        assertThat(view.i18n.getErrorMessage().getTitle()).isEqualTo("Too many failed sign-ins");
        assertThat(view.i18n.getErrorMessage().getMessage())
                .isEqualTo("Too many failed sign-ins for this name from here. Try again in 4 minutes.");
    }

    @Test
    void a_slowed_name_says_it_can_be_tried_once_a_minute() {
        LoginView view = openWithError(new TooManyAttempts(Reason.THIS_NAME_LATELY, Duration.ofSeconds(40)));

        assertThat(view.i18n.getErrorMessage().getMessage())
                .contains("only once a minute")
                .endsWith("Try again in 40 seconds.");
    }

    @Test
    void a_copied_remember_me_cookie_says_what_happened() {
        LoginView view = openWithError(new CookieTheftException("copied"));

        assertThat(view.i18n.getErrorMessage().getTitle()).isEqualTo("Logged out for safety");
        assertThat(view.i18n.getErrorMessage().getMessage()).contains("Log in again");
    }

    @Test
    void a_session_ended_by_a_new_password_elsewhere_says_so() {
        UI.getCurrent().navigate("login", QueryParameters.of("ended", ""));
        LoginView view = $(LoginView.class).single();

        assertThat(view.login.isError()).isTrue();
        assertThat(view.i18n.getErrorMessage().getTitle()).isEqualTo("Logged out");
        assertThat(view.i18n.getErrorMessage().getMessage()).contains("another browser");
    }

    @Test
    void waits_are_rounded_up_to_whole_seconds_or_minutes() {
        LoginView view = navigate(LoginView.class);
        assertThat(view.inWords(Duration.ofMillis(200))).isEqualTo("1 second");
        assertThat(view.inWords(Duration.ofMillis(59_500))).isEqualTo("1 minute");
        assertThat(view.inWords(Duration.ofSeconds(61))).isEqualTo("2 minutes");
        assertThat(view.inWords(Duration.ofMinutes(5))).isEqualTo("5 minutes");
    }

    @Test
    void in_german_the_messages_and_the_waits_are_german() {
        UI.getCurrent().setLocale(java.util.Locale.GERMAN);
        LoginView view = openWithError(new TooManyAttempts(Reason.THIS_NAME_FROM_HERE, Duration.ofSeconds(50)));

        assertThat(view.i18n.getErrorMessage().getTitle()).isEqualTo("Zu viele fehlgeschlagene Anmeldungen");
        assertThat(view.i18n.getErrorMessage().getMessage()).endsWith("Versuche es in 50 Sekunden noch einmal.");
        assertThat(view.inWords(Duration.ofSeconds(61))).isEqualTo("2 Minuten");
        view.passkeyNotUsed("wrong-site");
        assertThat(view.i18n.getErrorMessage().getMessage())
                .startsWith("Passkeys funktionieren nur unter http://localhost:");
        assertThat(view.getPageTitle()).isEqualTo("Anmelden · Calcoolation");
    }
}
