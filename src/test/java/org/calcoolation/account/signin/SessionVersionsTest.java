package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpSession;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockHttpSession;

/** The check that ends sessions signed in with an old password, as another node sees them. */
class SessionVersionsTest {

    /** The database's numbers by account; an account that is missing was deleted. */
    private final Map<Long, Long> database = new HashMap<>(Map.of(1L, 0L));

    private final AtomicInteger lookups = new AtomicInteger();
    private long now = 1_000_000;
    private final SessionVersions versions = new SessionVersions(
            account -> {
                lookups.incrementAndGet();
                Long version = database.get(account);
                return version == null ? OptionalLong.empty() : OptionalLong.of(version);
            },
            () -> now);

    private MockHttpSession signedIn(long account) {
        MockHttpSession session = new MockHttpSession();
        session.setAttribute(SignedInSessions.ACCOUNT, account);
        versions.signedIn(session, account);
        return session;
    }

    private record Answer(MockHttpServletRequest request, MockHttpServletResponse response, boolean passedOn) {
        HttpSession sessionNow() {
            return request.getSession(false);
        }
    }

    private Answer pageLoad(MockHttpSession session) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("GET", "/play");
        request.addHeader("Accept", "text/html,application/xhtml+xml");
        return send(request, session);
    }

    private Answer roundTrip(MockHttpSession session) throws Exception {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/");
        request.setParameter("v-r", "uidl");
        request.addHeader("Accept", "*/*");
        return send(request, session);
    }

    private Answer send(MockHttpServletRequest request, MockHttpSession session) throws Exception {
        request.setSession(session);
        MockHttpServletResponse response = new MockHttpServletResponse();
        MockFilterChain chain = new MockFilterChain();
        versions.doFilter(request, response, chain);
        return new Answer(request, response, chain.getRequest() != null);
    }

    /**
     * SignedInSessions ends the sessions of an account whose password changed on a thread of its
     * own, so one may end between its request's first look at it and the next: the page still goes
     * to the login page, not to an error.
     */
    @Test
    void a_session_ended_by_another_thread_while_its_request_is_checked_goes_to_the_login_page() throws Exception {
        MockHttpSession session = new MockHttpSession() {
            private boolean ended;

            @Override
            public Object getAttribute(String name) {
                Object value = super.getAttribute(name);
                if (name.equals(SignedInSessions.ACCOUNT) && !ended) {
                    ended = true;
                    invalidate(); // the other thread, just now
                }
                return value;
            }
        };
        session.setAttribute(SignedInSessions.ACCOUNT, 1L);
        versions.signedIn(session, 1);
        database.put(1L, 1L);
        versions.checkAtNextRequest(session);

        Answer page = pageLoad(session);

        assertThat(page.passedOn()).isFalse();
        assertThat(page.response().getRedirectedUrl()).isEqualTo(SessionVersions.ENDED_PAGE);
    }

    @Test
    void clicks_within_the_check_interval_cost_no_lookup() throws Exception {
        MockHttpSession session = signedIn(1);
        int atSignIn = lookups.get();

        now += SessionVersions.CHECK_EVERY.toMillis() - 1;
        for (int i = 0; i < 10; i++) assertThat(roundTrip(session).passedOn()).isTrue();

        assertThat(lookups.get()).isEqualTo(atSignIn);
        now += 1;
        roundTrip(session);
        assertThat(lookups.get()).isEqualTo(atSignIn + 1);
    }

    @Test
    void a_page_load_after_a_new_password_elsewhere_goes_to_the_login_page_that_says_why() throws Exception {
        MockHttpSession session = signedIn(1);
        database.put(1L, 1L);

        now += SessionVersions.CHECK_EVERY.toMillis();
        Answer answer = pageLoad(session);

        assertThat(session.isInvalid()).isTrue();
        assertThat(answer.passedOn()).isFalse();
        assertThat(answer.response().getRedirectedUrl()).isEqualTo("/login?ended");
    }

    @Test
    void a_click_after_a_new_password_elsewhere_ends_the_session_and_the_reload_goes_to_the_login_page()
            throws Exception {
        MockHttpSession session = signedIn(1);
        database.put(1L, 1L);

        now += SessionVersions.CHECK_EVERY.toMillis();
        Answer click = roundTrip(session);

        assertThat(session.isInvalid()).isTrue();
        assertThat(click.passedOn())
                .as("Vaadin answers it: the session has expired, and the page reloads")
                .isTrue();
        MockHttpSession fresh = (MockHttpSession) click.sessionNow();
        assertThat(fresh).isNotNull();
        assertThat(fresh.getAttribute(SignedInSessions.ACCOUNT)).isNull();

        Answer reload = pageLoad(fresh);
        assertThat(reload.response().getRedirectedUrl()).isEqualTo("/login?ended");
        assertThat(pageLoad(fresh).passedOn()).as("only once").isTrue();
    }

    @Test
    void a_message_over_the_push_socket_after_a_new_password_elsewhere_ends_the_session() {
        MockHttpSession session = signedIn(1);
        int before = lookups.get();
        assertThat(versions.admits(session))
                .as("within the interval, no lookup")
                .isTrue();
        assertThat(lookups.get()).isEqualTo(before);

        database.put(1L, 1L);
        now += SessionVersions.CHECK_EVERY.toMillis();
        assertThat(versions.admits(session)).isFalse();
        assertThat(session.isInvalid()).isTrue();
        assertThat(versions.admits(session)).as("ended already").isFalse();
    }

    @Test
    void a_guests_message_over_the_push_socket_goes_on() {
        MockHttpSession guest = new MockHttpSession();
        assertThat(versions.admits(guest)).isTrue();
        assertThat(guest.isInvalid()).isFalse();
    }

    @Test
    void a_deleted_account_ends_the_session() throws Exception {
        MockHttpSession session = signedIn(1);
        database.remove(1L);

        now += SessionVersions.CHECK_EVERY.toMillis();

        assertThat(pageLoad(session).response().getRedirectedUrl()).isEqualTo("/login?ended");
        assertThat(session.isInvalid()).isTrue();
    }

    @Test
    void the_session_that_set_the_new_password_keeps_going() throws Exception {
        MockHttpSession session = signedIn(1);
        database.put(1L, 1L);
        versions.remember(session, 1);

        now += SessionVersions.CHECK_EVERY.toMillis();

        assertThat(pageLoad(session).passedOn()).isTrue();
        assertThat(session.isInvalid()).isFalse();
    }

    @Test
    void guests_are_never_looked_up() throws Exception {
        MockHttpSession guest = new MockHttpSession();

        assertThat(pageLoad(guest).passedOn()).isTrue();
        assertThat(roundTrip(guest).passedOn()).isTrue();
        assertThat(lookups.get()).isZero();
    }
}
