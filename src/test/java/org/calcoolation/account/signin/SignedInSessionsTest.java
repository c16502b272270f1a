package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpSessionEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PasswordChanged;
import org.calcoolation.account.PlayerRef;
import org.calcoolation.account.SignedInPlayer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

class SignedInSessionsTest {

    private final List<Object> published = new ArrayList<>();
    private final SignedInSessions sessions = new SignedInSessions(
            published::add, new SessionVersions(account -> OptionalLong.of(0), () -> 0), Runnable::run);

    @AfterEach
    void leaveTheRequest() {
        RequestContextHolder.resetRequestAttributes();
    }

    /** Makes {@code session} the one of the request on this thread, as in a request of that browser. */
    private static void inRequestOf(MockHttpSession session) {
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setSession(session);
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));
    }

    private MockHttpSession signIn(long account, String username) {
        return signIn(account, username, null);
    }

    /** Signs in a new session, with a remember-me cookie of this series if not null (given or used). */
    private MockHttpSession signIn(long account, String username, String rememberMeSeries) {
        MockHttpSession session = new MockHttpSession();
        inRequestOf(session);
        if (rememberMeSeries != null)
            ((ServletRequestAttributes) RequestContextHolder.getRequestAttributes())
                    .getRequest()
                    .setAttribute(PlayerRememberMeServices.SERIES, rememberMeSeries);
        SignedInPlayer player = new SignedInPlayer(account, username, "hash");
        sessions.signedIn(new InteractiveAuthenticationSuccessEvent(
                UsernamePasswordAuthenticationToken.authenticated(player, null, List.of()), getClass()));
        RequestContextHolder.resetRequestAttributes();
        return session;
    }

    @Test
    void a_new_password_ends_the_players_other_sessions_but_not_the_one_it_was_set_in() {
        MockHttpSession here = signIn(1, "Ada");
        MockHttpSession phone = signIn(1, "ada");
        MockHttpSession someoneElse = signIn(2, "bob");

        inRequestOf(here);
        sessions.passwordChanged(new PasswordChanged(1, 1));

        assertThat(here.isInvalid()).isFalse();
        assertThat(phone.isInvalid()).as("the same account").isTrue();
        assertThat(someoneElse.isInvalid()).isFalse();
    }

    @Test
    void a_browser_signed_in_again_by_its_remember_me_cookie_ends_its_earlier_session_only() {
        MockHttpSession dropped = signIn(1, "ada", "series-of-laptop");
        MockHttpSession phone = signIn(1, "ada", "series-of-phone");
        MockHttpSession withoutCookie = signIn(1, "ada");

        MockHttpSession again = signIn(1, "ada", "series-of-laptop");

        assertThat(dropped.isInvalid()).as("the same browser's earlier session").isTrue();
        assertThat(again.isInvalid()).isFalse();
        assertThat(phone.isInvalid()).as("another browser kept logged in").isFalse();
        assertThat(withoutCookie.isInvalid()).isFalse();
    }

    @Test
    void a_change_made_outside_any_request_ends_every_session_of_the_player() {
        MockHttpSession one = signIn(1, "ada");
        MockHttpSession two = signIn(1, "ada");

        sessions.passwordChanged(new PasswordChanged(1, 1));

        assertThat(one.isInvalid()).isTrue();
        assertThat(two.isInvalid()).isTrue();
    }

    /**
     * The sessions end on another thread. A request of one of them that comes first (a phone's click
     * a millisecond after the change) must not pass: it looks the number up at once, not 5 s after
     * its last look, and finds it old.
     */
    @Test
    void a_request_that_comes_before_the_session_is_ended_finds_it_ended() throws Exception {
        long[] version = {0};
        SessionVersions versions = new SessionVersions(account -> OptionalLong.of(version[0]), () -> 1_000);
        List<Runnable> notYetRun = new ArrayList<>();
        SignedInSessions slowToEnd = new SignedInSessions(published::add, versions, notYetRun::add);
        MockHttpSession phone = new MockHttpSession();
        inRequestOf(phone);
        slowToEnd.signedIn(new InteractiveAuthenticationSuccessEvent(
                UsernamePasswordAuthenticationToken.authenticated(
                        new SignedInPlayer(1, "ada", "hash"), null, List.of()),
                getClass()));
        RequestContextHolder.resetRequestAttributes();

        version[0] = 1;
        slowToEnd.passwordChanged(new PasswordChanged(1, 1));
        MockHttpServletRequest click = new MockHttpServletRequest("POST", "/");
        click.setSession(phone);
        versions.doFilter(click, new MockHttpServletResponse(), new MockFilterChain());

        assertThat(notYetRun).as("the ending, still to run").hasSize(1);
        assertThat(phone.isInvalid())
                .as("the phone's session, ended by its own request")
                .isTrue();
    }

    @Test
    void an_ended_session_is_forgotten() {
        MockHttpSession one = signIn(1, "ada");
        signIn(1, "ada");

        sessions.sessionDestroyed(new HttpSessionEvent(one));
        assertThat(sessions.count(1)).isEqualTo(1);
        sessions.sessionDestroyed(new HttpSessionEvent(new MockHttpSession()));
        assertThat(sessions.count(1))
                .as("a session nobody signed in with changes nothing")
                .isEqualTo(1);
    }

    @Test
    void a_deleted_account_ends_every_session_of_it_the_current_one_included_and_no_other() {
        MockHttpSession here = signIn(7, "bob");
        MockHttpSession phone = signIn(7, "bob");
        MockHttpSession laterBob = signIn(8, "bob");

        inRequestOf(here);
        sessions.accountDeleted(new AccountDeleted(7, "bob"));

        assertThat(here.isInvalid()).isTrue();
        assertThat(phone.isInvalid()).isTrue();
        assertThat(laterBob.isInvalid()).as("another account of the same name").isFalse();
    }

    @Test
    void signing_in_hands_the_browsers_guest_games_to_the_account() {
        MockHttpSession session = new MockHttpSession();
        MockHttpServletRequest request = new MockHttpServletRequest();
        request.setSession(session);
        PlayerRef.Guest guest = PlayerKeys.random();
        request.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, guest.key());
        RequestContextHolder.setRequestAttributes(new ServletRequestAttributes(request));

        SignedInPlayer player = new SignedInPlayer(9, "cy", "hash");
        sessions.signedIn(new InteractiveAuthenticationSuccessEvent(
                UsernamePasswordAuthenticationToken.authenticated(player, null, List.of()), getClass()));

        assertThat(published).containsExactly(new GuestSignedIn(guest, new PlayerRef.Account(9)));
    }
}
