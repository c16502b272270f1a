package org.calcoolation.account;

import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Gives every browser a player key and hands it to the session. A request that brings a
 * well-formed {@value PlayerKeys#COOKIE} cookie keeps it; one without (or with a malformed one)
 * gets the key its session already has, or a new random one, in a fresh long-lived cookie.
 * Runs before Spring Security and Vaadin, for every request.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 50)
class PlayerKeyFilter extends OncePerRequestFilter {

    /** The longest lifetime browsers accept for a cookie. */
    static final Duration COOKIE_LIFETIME = Duration.ofDays(400);

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Optional<PlayerRef.Guest> fromCookie = cookie(request);
        HttpSession session = request.getSession();
        String key = fromCookie.or(() -> PlayerKeys.of(session)).orElseGet(PlayerKeys::random).key();
        if (fromCookie.isEmpty()) response.addHeader(HttpHeaders.SET_COOKIE, cookieFor(key, request.isSecure()));
        if (!key.equals(session.getAttribute(PlayerKeys.SESSION_ATTRIBUTE))) session.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, key);
        request.setAttribute(PlayerKeys.SESSION_ATTRIBUTE, key);
        chain.doFilter(request, response);
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
        return ResponseCookie.from(PlayerKeys.COOKIE, key).path("/").maxAge(COOKIE_LIFETIME).httpOnly(true).secure(secure)
                .sameSite("Lax").build().toString();
    }
}
