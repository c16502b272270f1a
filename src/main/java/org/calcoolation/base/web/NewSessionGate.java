package org.calcoolation.base.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Who may open a new session. Each costs the heap a Vaadin UI and a game, about 170 KB, for its
 * probation at least; so a request that would open one is refused
 * <ul>
 * <li>with "Very busy" (503, try again in a minute) while the heap is nearly full of live things
 * ({@link MemoryPressure}): the players already here play on, and the memory comes back as the
 * sessions nobody claimed end;
 * <li>with "Too many requests" (429) when its address already holds
 * {@code calcoolation.sessions.new-per-address} (60) sessions on probation ({@link NewSessions}):
 * one address cannot take the memory that thousands of visitors share. A person's browser holds
 * one, and its page claims it within seconds; 60 is a classroom behind one address, all at once.
 * This one is switched off with the rate limits.
 * </ul>
 * Runs after the rate limit, before a session is made.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 42)
class NewSessionGate extends OncePerRequestFilter {

    static final int RETRY_AFTER_SECONDS = 60;

    private static final Logger log = LoggerFactory.getLogger(NewSessionGate.class);
    private static final long LOG_EVERY_NANOS = 60_000_000_000L;

    private final MemoryPressure memory;
    private final NewSessions sessions;
    private final int perAddress;
    private final boolean limitsEnabled;
    /** When each kind of refusal was last logged: one line a minute each, however many are refused. */
    private final ConcurrentMap<Integer, Long> lastLogged = new ConcurrentHashMap<>();

    NewSessionGate(
            MemoryPressure memory,
            NewSessions sessions,
            @Value("${calcoolation.sessions.new-per-address:60}") int perAddress,
            @Value("${calcoolation.rate-limit.enabled:true}") boolean limitsEnabled) {
        this.memory = memory;
        this.sessions = sessions;
        this.perAddress = perAddress;
        this.limitsEnabled = limitsEnabled;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (!PageRequests.opensSession(request)) {
            chain.doFilter(request, response);
            return;
        }
        if (memory.isHigh()) {
            refuse(response, 503, "Refusing new visitors for a while: the heap is nearly full of live sessions");
            return;
        }
        String address = request.getRemoteAddr();
        if (limitsEnabled && sessions.onProbation(address) >= perAddress) {
            refuse(
                    response,
                    429,
                    "Refusing new sessions from " + RateLimits.keyOf(address) + " for a while: " + perAddress
                            + " of its sessions are on probation");
            return;
        }
        chain.doFilter(request, response);
    }

    private void refuse(HttpServletResponse response, int status, String why) throws IOException {
        if (dueToLog(status)) log.warn(why);
        response.setHeader(HttpHeaders.RETRY_AFTER, Integer.toString(RETRY_AFTER_SECONDS));
        response.setHeader(HttpHeaders.CONNECTION, "close");
        ErrorPages.write(response, status);
    }

    private boolean dueToLog(int status) {
        long now = System.nanoTime();
        Long last = lastLogged.get(status);
        if (last != null && now - last < LOG_EVERY_NANOS) return false;
        return last == null ? lastLogged.putIfAbsent(status, now) == null : lastLogged.replace(status, last, now);
    }
}
