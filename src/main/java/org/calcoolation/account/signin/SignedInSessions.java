package org.calcoolation.account.signin;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.GuestSignedIn;
import org.calcoolation.account.PasswordChanged;
import org.calcoolation.account.SignedInPlayer;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionalEventListener;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The HTTP sessions each account is signed in with, by account id. A new password ends the
 * account's other sessions: someone who changes it because another person knows it wants that
 * person out, not only their remember-me cookie (which the new hash already voids). A deleted
 * account ends all of them at once, so that no session outlives its account. An ended session's
 * open pages find it gone at their next click and reload, signed out. The sessions of other app
 * nodes end by the account's session version in the database ({@link SessionVersions}).
 *
 * <p>Signing in is also when a guest's games become the account's: this publishes
 * {@link GuestSignedIn} for the browser's guest key.
 */
@Component
class SignedInSessions implements HttpSessionListener {

    /** The session attribute that says whose the session is, so that its end finds its set at once. */
    static final String ACCOUNT = "calcoolation.signedInAccount";

    private final Map<Long, Set<HttpSession>> byAccount = new ConcurrentHashMap<>();
    private final ApplicationEventPublisher events;
    private final SessionVersions versions;
    private final Executor ender;

    SignedInSessions(
            ApplicationEventPublisher events,
            SessionVersions versions,
            @Qualifier("applicationTaskExecutor") Executor ender) {
        this.events = events;
        this.versions = versions;
        this.ender = ender;
    }

    /** Form login and remember-me both publish this, in the request that signed in, after the session id changed. */
    @EventListener
    void signedIn(InteractiveAuthenticationSuccessEvent event) {
        if (!(event.getAuthentication().getPrincipal() instanceof SignedInPlayer player)) return;
        long id = player.account().id();
        currentRequest().ifPresent(request -> {
            HttpSession session = request.getSession(true);
            session.setAttribute(ACCOUNT, id);
            versions.signedIn(session, id);
            if (request.getAttribute(PlayerRememberMeServices.SERIES) instanceof String series) {
                session.setAttribute(PlayerRememberMeServices.SERIES, series);
                endEarlierOfThisBrowser(id, series, session.getId());
            }
            byAccount.computeIfAbsent(id, key -> ConcurrentHashMap.newKeySet()).add(session);
            PlayerKeys.of(request).ifPresent(guest -> events.publishEvent(new GuestSignedIn(guest, player.account())));
        });
    }

    /** The other sessions of this node end now, and those of other nodes by {@link SessionVersions}; this one takes the new number. */
    @TransactionalEventListener
    void passwordChanged(PasswordChanged event) {
        Optional<HttpSession> current = currentRequest().map(r -> r.getSession(false));
        current.ifPresent(session -> versions.remember(session, event.sessionVersion()));
        end(event.playerId(), current.map(HttpSession::getId).orElse(null));
    }

    /** As for a new password: this session takes the new number, the others end. */
    @TransactionalEventListener
    void otherSessionsEnded(OtherSessionsEnded event) {
        passwordChanged(new PasswordChanged(event.playerId(), event.sessionVersion()));
    }

    @TransactionalEventListener
    void accountDeleted(AccountDeleted event) {
        end(event.playerId(), null);
    }

    /** Ends every session of the account, as when a copied remember-me cookie shows that someone else may be in one. */
    void endAll(long account) {
        end(account, null);
    }

    /**
     * Ends the account's sessions, but the one with id {@code keep}, on another thread: ended from
     * within a Vaadin request, another session's Vaadin state finds the request's own current and
     * asserts a lock it does not hold (seen once Push was on). Until that thread gets to it, a
     * request of the session looks up its number in the database at once and ends it there.
     */
    private void end(long account, @Nullable String keep) {
        endWhere(account, session -> !isSame(session, keep));
    }

    /**
     * A remember-me cookie signed this browser in again: its earlier sessions, signed in with the same
     * cookie's series, are ones it no longer holds (it dropped their cookie, or was restarted), and end
     * now rather than at their timeout, so that the account page lists the browser once. Only the
     * holder of the series' current token signs in with it: a copy used first is caught as a copy at
     * the owner's next use. Sessions of other nodes stay listed until their timeout.
     */
    private void endEarlierOfThisBrowser(long account, String series, String current) {
        endWhere(account, session -> !isSame(session, current) && series.equals(seriesOf(session)));
    }

    private static @Nullable Object seriesOf(HttpSession session) {
        try {
            return session.getAttribute(PlayerRememberMeServices.SERIES);
        } catch (IllegalStateException ended) {
            return null;
        }
    }

    private void endWhere(long account, Predicate<HttpSession> ends) {
        for (HttpSession session : Set.copyOf(byAccount.getOrDefault(account, Set.of()))) {
            if (!ends.test(session)) continue;
            try {
                versions.checkAtNextRequest(session);
            } catch (IllegalStateException alreadyEnded) {
                forget(account, session);
                continue;
            }
            ender.execute(() -> {
                try {
                    // Its listeners run now, this one's sessionDestroyed among them.
                    session.invalidate();
                } catch (IllegalStateException alreadyEnded) {
                    forget(account, session);
                }
            });
        }
    }

    private void forget(long account, HttpSession session) {
        byAccount.getOrDefault(account, ConcurrentHashMap.newKeySet()).remove(session);
    }

    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        if (!(event.getSession().getAttribute(ACCOUNT) instanceof Long account)) return;
        byAccount.computeIfPresent(account, (key, sessions) -> {
            sessions.remove(event.getSession());
            return sessions.isEmpty() ? null : sessions;
        });
    }

    /** How many sessions are known for this account; for tests. */
    int count(long account) {
        return byAccount.getOrDefault(account, Set.of()).size();
    }

    private static boolean isSame(HttpSession session, @Nullable String keep) {
        try {
            return session.getId().equals(keep);
        } catch (IllegalStateException ended) {
            return false;
        }
    }

    private static Optional<HttpServletRequest> currentRequest() {
        return RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes
                ? Optional.of(attributes.getRequest())
                : Optional.empty();
    }
}
