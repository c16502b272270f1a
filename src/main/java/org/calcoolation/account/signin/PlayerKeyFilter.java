package org.calcoolation.account.signin;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;
import org.calcoolation.account.PlayerRef;
import org.jspecify.annotations.Nullable;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Gives every browser that has an HTTP session a player key, and hands it to the session. A request
 * that brings a well-formed {@value PlayerKeys#COOKIE} cookie keeps it; one without (or with a
 * malformed one) gets the key its session already has, or a new random one, in a fresh long-lived
 * cookie.
 *
 * <p>Lazy: this filter never makes a session. The key goes into a session when the page that
 * needs one makes it (Vaadin's, or the login's), so that style sheets, scripts and error pages cost
 * no session and send no cookie. Runs before Spring Security and Vaadin, for every request.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 50)
class PlayerKeyFilter extends OncePerRequestFilter {

    /** The longest lifetime browsers accept for a cookie. */
    static final Duration COOKIE_LIFETIME = Duration.ofDays(400);

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        KeyedRequest keyed = new KeyedRequest(request, response, cookie(request));
        keyed.fromCookie.ifPresent(key -> request.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, key.key()));
        HttpSession existing = request.getSession(false);
        if (existing != null) keyed.give(existing);
        chain.doFilter(keyed, response);
    }

    /** The request as the rest of the chain sees it: a session made through it gets the player key at once. */
    private static final class KeyedRequest extends HttpServletRequestWrapper {

        private final HttpServletResponse response;
        private final Optional<PlayerRef.Guest> fromCookie;
        /** The session last given the key, so that the many later calls cost one comparison. */
        private @Nullable HttpSession given;
        /** The key of this request once chosen: a session made anew after a logout gets the same. */
        private @Nullable String key;

        KeyedRequest(HttpServletRequest request, HttpServletResponse response, Optional<PlayerRef.Guest> fromCookie) {
            super(request);
            this.response = response;
            this.fromCookie = fromCookie;
        }

        @Override
        public HttpSession getSession() {
            return getSession(true);
        }

        @Override
        public @Nullable HttpSession getSession(boolean create) {
            HttpSession session = super.getSession(create);
            if (session != null && session != given) give(session);
            return session;
        }

        /** The cookie's key wins; else the session's; else a new one, sent as a cookie. Once per request. */
        void give(HttpSession session) {
            given = session;
            boolean first = key == null;
            String chosen = key != null
                    ? key
                    : fromCookie
                            .or(() -> PlayerKeys.of(session))
                            .orElseGet(PlayerKeys::random)
                            .key();
            key = chosen;
            if (!chosen.equals(session.getAttribute(PlayerKeys.SESSION_ATTRIBUTE)))
                session.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, chosen);
            setAttribute(PlayerKeys.SESSION_ATTRIBUTE, chosen);
            if (first && fromCookie.isEmpty() && !response.isCommitted())
                response.addHeader(HttpHeaders.SET_COOKIE, cookieFor(chosen, isSecure()));
        }
    }

    /** The first well-formed player key among the cookies; a loop, as this runs for every request. */
    private static Optional<PlayerRef.Guest> cookie(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        if (cookies == null) return Optional.empty();
        for (Cookie cookie : cookies) {
            if (!PlayerKeys.COOKIE.equals(cookie.getName())) continue;
            Optional<PlayerRef.Guest> key = PlayerKeys.valid(cookie.getValue());
            if (key.isPresent()) return key;
        }
        return Optional.empty();
    }

    private static String cookieFor(String key, boolean secure) {
        return ResponseCookie.from(PlayerKeys.COOKIE, key)
                .path("/")
                .maxAge(COOKIE_LIFETIME)
                .httpOnly(true)
                .secure(secure)
                .sameSite("Lax")
                .build()
                .toString();
    }
}
