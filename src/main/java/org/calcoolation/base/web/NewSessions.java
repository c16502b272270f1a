package org.calcoolation.base.web;

import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * The sessions on probation (see {@link SessionProbationFilter}) by the address that opened them:
 * a session leaves the count when its page sends a heartbeat or when it ends. A session on probation
 * is one no open page has claimed yet, so what one address may hold of them bounds what a script
 * there can make the server keep, whatever its rate.
 */
@Component
class NewSessions implements HttpSessionListener {

    /** The session attribute holding the address that opened a session still on probation. */
    private static final String OPENED_BY = "calcoolation.probationAddress";

    /** Sessions on probation by address; an address leaves with its last one, so idle ones cost nothing. */
    private final Map<String, Integer> onProbation = new ConcurrentHashMap<>();

    void opened(HttpSession session, String address) {
        String key = RateLimits.keyOf(address);
        try {
            session.setAttribute(OPENED_BY, key);
        } catch (IllegalStateException invalidated) {
            return; // ended within its own request (a logout): nothing to count
        }
        onProbation.merge(key, 1, Integer::sum);
    }

    /**
     * The session's page sent a heartbeat: it is a person's, no longer on probation. Synchronized with
     * {@link #sessionDestroyed} so that a session ending meanwhile is not counted out twice.
     */
    synchronized void claimed(HttpSession session) {
        try {
            if (session.getAttribute(OPENED_BY) instanceof String key) {
                session.removeAttribute(OPENED_BY);
                release(key);
            }
        } catch (IllegalStateException invalidated) {
            // sessionDestroyed counts it out
        }
    }

    int onProbation(String address) {
        return onProbation.getOrDefault(RateLimits.keyOf(address), 0);
    }

    @Override
    public synchronized void sessionDestroyed(HttpSessionEvent event) {
        if (event.getSession().getAttribute(OPENED_BY) instanceof String key) release(key);
    }

    private void release(String key) {
        onProbation.computeIfPresent(key, (address, count) -> count <= 1 ? null : count - 1);
    }
}
