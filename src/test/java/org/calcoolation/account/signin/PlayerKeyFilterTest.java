package org.calcoolation.account.signin;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpHeaders;
import org.springframework.mock.web.MockFilterChain;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.mock.web.MockHttpSession;

class PlayerKeyFilterTest {

    private static final String KEY = "0123456789abcdef0123456789abcdef";

    private final PlayerKeyFilter filter = new PlayerKeyFilter();
    private final MockHttpServletRequest request = new MockHttpServletRequest("GET", "/play");
    private final MockHttpServletResponse response = new MockHttpServletResponse();
    private final MockFilterChain chain = pageChain();

    /** What a page does after the filter: Vaadin or the login makes a session. */
    private static MockFilterChain pageChain() {
        return new MockFilterChain(new HttpServlet() {
            @Override
            protected void service(HttpServletRequest req, HttpServletResponse resp) {
                req.getSession();
            }
        });
    }

    private void filter() throws Exception {
        filter.doFilter(request, response, chain);
        assertThat(((HttpServletRequestWrapper) chain.getRequest()).getRequest())
                .as("the request goes on")
                .isSameAs(request);
    }

    @Test
    void a_request_that_needs_no_session_gets_none_and_no_cookie() throws Exception {
        MockHttpServletRequest css = new MockHttpServletRequest("GET", "/styles/calcoolation.css");
        MockHttpServletResponse cssResponse = new MockHttpServletResponse();

        filter.doFilter(css, cssResponse, new MockFilterChain());

        assertThat(css.getSession(false)).isNull();
        assertThat(cssResponse.getHeader(HttpHeaders.SET_COOKIE)).isNull();
    }

    @Test
    void a_session_made_anew_in_the_same_request_gets_the_same_key_and_one_cookie() throws Exception {
        MockFilterChain logout = new MockFilterChain(new HttpServlet() {
            @Override
            protected void service(HttpServletRequest req, HttpServletResponse resp) {
                req.getSession().invalidate();
                req.getSession();
            }
        });

        filter.doFilter(request, response, logout);

        assertThat(response.getHeaders(HttpHeaders.SET_COOKIE))
                .singleElement()
                .asString()
                .contains(keyInSession());
    }

    private String keyInSession() {
        return PlayerKeys.of(request.getSession(false)).orElseThrow().key();
    }

    @Test
    void a_browser_without_a_cookie_gets_a_new_random_key_in_a_long_lived_cookie() throws Exception {
        filter();

        String key = keyInSession();
        assertThat(key).matches("[0-9a-f]{32}");
        assertThat(request.getAttribute(PlayerKeys.SESSION_ATTRIBUTE)).isEqualTo(key);
        assertThat(response.getHeader(HttpHeaders.SET_COOKIE))
                .isEqualTo(
                        "calcoolation_player=" + key + "; Path=/; Max-Age=34560000; Expires=%s; HttpOnly; SameSite=Lax",
                        response.getCookie(PlayerKeys.COOKIE).getAttribute("Expires"));
    }

    @Test
    void two_browsers_get_different_keys() throws Exception {
        filter();
        MockHttpServletRequest other = new MockHttpServletRequest("GET", "/play");
        filter.doFilter(other, new MockHttpServletResponse(), pageChain());

        assertThat(PlayerKeys.of(other.getSession(false))).get().isNotEqualTo(keyInSession());
    }

    @Test
    void the_cookie_is_secure_only_over_https() throws Exception {
        request.setSecure(true);

        filter();

        assertThat(response.getCookie(PlayerKeys.COOKIE).getSecure()).isTrue();
    }

    @Test
    void a_well_formed_cookie_is_kept_and_handed_to_the_session() throws Exception {
        request.setCookies(new Cookie(PlayerKeys.COOKIE, KEY));

        filter();

        assertThat(keyInSession()).isEqualTo(KEY);
        assertThat(response.getHeader(HttpHeaders.SET_COOKIE)).isNull();
    }

    @Test
    void a_malformed_cookie_is_replaced_by_a_new_key() throws Exception {
        for (String bad : new String[] {
            "",
            "0123456789ABCDEF0123456789ABCDEF",
            KEY + "0",
            KEY.substring(1),
            KEY.replace('a', 'g'),
            "0123456789abcdef'; drop table x;--"
        }) {
            MockHttpServletRequest badRequest = new MockHttpServletRequest("GET", "/play");
            badRequest.setCookies(new Cookie(PlayerKeys.COOKIE, bad));
            MockHttpServletResponse badResponse = new MockHttpServletResponse();

            filter.doFilter(badRequest, badResponse, pageChain());

            String key =
                    PlayerKeys.of(badRequest.getSession(false)).orElseThrow().key();
            assertThat(key).as(bad).matches("[0-9a-f]{32}");
            assertThat(badResponse.getCookie(PlayerKeys.COOKIE).getValue())
                    .as(bad)
                    .isEqualTo(key);
        }
    }

    @Test
    void a_browser_that_lost_its_cookie_but_kept_its_session_gets_the_session_key_back() throws Exception {
        MockHttpSession session = new MockHttpSession();
        session.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, KEY);
        request.setSession(session);

        filter();

        assertThat(response.getCookie(PlayerKeys.COOKIE).getValue()).isEqualTo(KEY);
    }

    @Test
    void the_cookie_wins_over_an_older_key_in_the_session() throws Exception {
        MockHttpSession session = new MockHttpSession();
        session.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, PlayerKeys.random().key());
        request.setSession(session);
        request.setCookies(new Cookie(PlayerKeys.COOKIE, KEY));

        filter();

        assertThat(keyInSession()).isEqualTo(KEY);
    }

    @Test
    void only_well_formed_keys_are_read_from_the_session() {
        MockHttpSession session = new MockHttpSession();
        session.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, "not a key");

        assertThat(PlayerKeys.of(session)).isEmpty();
        assertThat(PlayerKeys.of((HttpSession) null)).isEmpty();
    }
}
