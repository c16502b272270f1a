package org.calcoolation.base.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * At most {@code calcoolation.rate-limit.in-flight} requests of one address under way at once (20;
 * an IPv6 address by its /64); the next gets 429 at once, before its body is read. A request holds
 * one of Tomcat's 200 threads while it reads its body, and a body can come a byte every few seconds:
 * without this, 220 slow uploads from one address held every thread and nobody else was answered.
 * A person's page has one or two requests under way; several people behind one address stay far below.
 * Switched off with the other limits ({@code calcoolation.rate-limit.enabled=false}).
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 10)
class InFlightLimit extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(InFlightLimit.class);

    private final boolean enabled;
    private final int limit;
    /** Requests under way by address; an address leaves with its last request, so idle ones cost nothing. */
    private final Map<String, Integer> underWay = new ConcurrentHashMap<>();

    InFlightLimit(
            @Value("${calcoolation.rate-limit.enabled:true}") boolean enabled,
            @Value("${calcoolation.rate-limit.in-flight:20}") int limit) {
        this.enabled = enabled;
        this.limit = limit;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!enabled) {
            chain.doFilter(request, response);
            return;
        }
        String address = RateLimits.keyOf(request.getRemoteAddr());
        // Only a request let in is counted: a refused one counted for the moment of its refusal
        // would make the address's count pass the limit and turn away one of its own that was due in.
        boolean[] admitted = new boolean[1];
        underWay.compute(address, (a, n) -> {
            int now = n == null ? 0 : n;
            if (now >= limit) return n;
            admitted[0] = true;
            return now + 1;
        });
        if (!admitted[0]) {
            log.warn("Refused a request from {}: {} under way at once", address, limit);
            response.setHeader("Connection", "close");
            response.setHeader("Retry-After", "5");
            ErrorPages.write(response, 429);
            return;
        }
        try {
            chain.doFilter(request, response);
        } finally {
            underWay.computeIfPresent(address, (a, n) -> n == 1 ? null : n - 1);
        }
    }

    /** Requests under way from the address now, for tests. */
    int underWay(String address) {
        return underWay.getOrDefault(RateLimits.keyOf(address), 0);
    }
}
