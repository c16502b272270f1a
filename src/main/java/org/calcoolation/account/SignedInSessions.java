package org.calcoolation.account;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;

import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The HTTP sessions each player is signed in with, so that a new password ends the others: someone
 * who changes it because another person knows it wants that person out, not only their remember-me
 * cookie (which the new hash already voids). The session the change is made in stays. An ended
 * session's open pages find it gone at their next click and reload, signed out.
 */
@Component
class SignedInSessions implements HttpSessionListener {

    /** The session attribute that says whose the session is, so that its end finds its set at once. */
    private static final String USER = "calcoolation.signedInAs";

    private final Map<String, Set<HttpSession>> byUser = new ConcurrentHashMap<>();

    /** Form login and remember-me both publish this, in the request that signed in, after the session id changed. */
    @EventListener
    void signedIn(InteractiveAuthenticationSuccessEvent event) {
        currentSession(true).ifPresent(session -> {
            String user = Player.keyOf(event.getAuthentication().getName());
            session.setAttribute(USER, user);
            byUser.compute(user, (key, sessions) -> {
                Set<HttpSession> known = sessions == null ? ConcurrentHashMap.newKeySet() : sessions;
                known.add(session);
                return known;
            });
        });
    }

    @TransactionalEventListener
    void passwordChanged(PasswordChanged event) {
        Set<HttpSession> sessions = byUser.getOrDefault(Player.keyOf(event.username()), Set.of());
        Optional<String> current = currentSession(false).map(HttpSession::getId);
        for (HttpSession session : Set.copyOf(sessions)) {
            if (current.isPresent() && isSame(session, current.get())) continue;
            try {
                // Its listeners run now, this one's sessionDestroyed among them.
                session.invalidate();
            } catch (IllegalStateException alreadyEnded) {
                // ended on its own in the meantime
            }
        }
    }

    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        if (!(event.getSession().getAttribute(USER) instanceof String user)) return;
        byUser.computeIfPresent(user, (key, sessions) -> {
            sessions.remove(event.getSession());
            return sessions.isEmpty() ? null : sessions;
        });
    }

    /** How many sessions are known for this user name; for tests. */
    int count(String username) {
        return byUser.getOrDefault(Player.keyOf(username), Set.of()).size();
    }

    private static boolean isSame(HttpSession session, String currentId) {
        try {
            return session.getId().equals(currentId);
        } catch (IllegalStateException ended) {
            return false;
        }
    }

    private static Optional<HttpSession> currentSession(boolean create) {
        return RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes request
                ? Optional.ofNullable(request.getRequest().getSession(create))
                : Optional.empty();
    }
}
