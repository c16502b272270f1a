package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import jakarta.servlet.http.HttpSessionEvent;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpSession;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

class SignedInSessionsTest {

    private final SignedInSessions sessions = new SignedInSessions();

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

    private MockHttpSession signIn(String username) {
        MockHttpSession session = new MockHttpSession();
        inRequestOf(session);
        sessions.signedIn(new InteractiveAuthenticationSuccessEvent(UsernamePasswordAuthenticationToken.authenticated(username, null, List.of()), getClass()));
        RequestContextHolder.resetRequestAttributes();
        return session;
    }

    @Test
    void a_new_password_ends_the_players_other_sessions_but_not_the_one_it_was_set_in() {
        MockHttpSession here = signIn("Ada");
        MockHttpSession phone = signIn("ada");
        MockHttpSession someoneElse = signIn("bob");

        inRequestOf(here);
        sessions.passwordChanged(new PasswordChanged(1, "Ada"));

        assertThat(here.isInvalid()).isFalse();
        assertThat(phone.isInvalid()).as("the same player, whatever the case of the name").isTrue();
        assertThat(someoneElse.isInvalid()).isFalse();
    }

    @Test
    void a_change_made_outside_any_request_ends_every_session_of_the_player() {
        MockHttpSession one = signIn("ada");
        MockHttpSession two = signIn("ada");

        sessions.passwordChanged(new PasswordChanged(1, "ada"));

        assertThat(one.isInvalid()).isTrue();
        assertThat(two.isInvalid()).isTrue();
    }

    @Test
    void an_ended_session_is_forgotten() {
        MockHttpSession one = signIn("ada");
        signIn("ada");

        sessions.sessionDestroyed(new HttpSessionEvent(one));
        assertThat(sessions.count("ada")).isEqualTo(1);
        sessions.sessionDestroyed(new HttpSessionEvent(new MockHttpSession()));
        assertThat(sessions.count("ada")).as("a session nobody signed in with changes nothing").isEqualTo(1);
    }
}
