package org.calcoolation.base.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A new HTTP session lives only {@code calcoolation.sessions.probation} (2 minutes) without a
 * request, until its page sends Vaadin's heartbeat (every 10 seconds from an open page); from then
 * on it has the full session timeout. A page shown to a person sends one within seconds, so nobody
 * notices; a script that loads pages and goes away leaves sessions (a Vaadin UI, some 170 KB each)
 * that go within minutes instead of half an hour.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 45)
class SessionProbationFilter extends OncePerRequestFilter {

    private final int probationSeconds;
    private final NewSessions newSessions;

    SessionProbationFilter(
            @Value("${calcoolation.sessions.probation:2m}") Duration probation, NewSessions newSessions) {
        this.probationSeconds = Math.toIntExact(probation.toSeconds());
        this.newSessions = newSessions;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        HttpSession before = request.getSession(false);
        if (before != null && isHeartbeat(request) && before.getMaxInactiveInterval() == probationSeconds) {
            before.setMaxInactiveInterval(request.getServletContext().getSessionTimeout() * 60);
            newSessions.claimed(before);
        }
        try {
            chain.doFilter(request, response);
        } finally {
            HttpSession made = request.getSession(false);
            if (made != null && made != before && made.isNew()) shorten(made, request.getRemoteAddr());
        }
    }

    private void shorten(HttpSession session, String address) {
        try {
            session.setMaxInactiveInterval(probationSeconds);
        } catch (IllegalStateException invalidated) {
            return; // ended within the request (a logout): nothing to shorten
        }
        newSessions.opened(session, address);
    }

    /** Vaadin's heartbeat, told by its query string alone so that no request body is read here. */
    private static boolean isHeartbeat(HttpServletRequest request) {
        String query = request.getQueryString();
        return query != null && query.contains("v-r=heartbeat");
    }
}
