package org.calcoolation.account.signin;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import org.calcoolation.base.web.PushMessageCheck;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Ends, on every app node, the sessions signed in with an old password. A session remembers the
 * account's {@code session_version} from when it signed in; a new password raises the number in the
 * database. {@link SignedInSessions} ends the sessions of the node that made the change at once;
 * this filter finds the others: a request of a signed-in session looks the number up again when
 * its last look is {@link #CHECK_EVERY} old, so a click or a key costs no query, and a session on
 * another node ends at its first request {@link #CHECK_EVERY} after the change or later. So does a
 * session of a deleted account. The browser then lands on the login page, which says why: a page
 * load is sent there at once; a round trip of an open page gets Vaadin's "session expired", the
 * page reloads, and that load is sent there. Runs before Spring Security, which then sees no one.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 40)
class SessionVersions extends OncePerRequestFilter implements PushMessageCheck {

    static final Duration CHECK_EVERY = Duration.ofSeconds(5);
    /** Where the login page is sent with this parameter, which tells it to say why. */
    static final String ENDED_PAGE = AccountSecurity.LOGIN + "?ended";

    static final String VERSION = "calcoolation.sessionVersion";
    private static final String CHECKED_AT = "calcoolation.sessionVersionCheckedAt";
    /** In the new session of a browser whose session ended in a round trip: its next page load goes to {@link #ENDED_PAGE}. */
    static final String ENDED = "calcoolation.sessionEnded";

    /** The account's session version, or none if the account is gone. */
    interface Lookup {
        OptionalLong current(long account);
    }

    private final Lookup lookup;
    private final LongSupplier millis;

    @Autowired
    SessionVersions(JdbcTemplate jdbc) {
        this(
                account -> jdbc.query(
                        "SELECT session_version FROM player WHERE id = ?",
                        rows -> rows.next() ? OptionalLong.of(rows.getLong(1)) : OptionalLong.empty(),
                        account),
                System::currentTimeMillis);
    }

    SessionVersions(Lookup lookup, LongSupplier millis) {
        this.lookup = lookup;
        this.millis = millis;
    }

    /** Called as the session signs in: the number it signed in with, looked up now. */
    void signedIn(HttpSession session, long account) {
        lookup.current(account).ifPresent(version -> remember(session, version));
    }

    /** The number a session now holds, as after a new password set in that very session. */
    void remember(HttpSession session, long version) {
        session.setAttribute(VERSION, version);
        session.setAttribute(CHECKED_AT, millis.getAsLong());
    }

    /** The session's next request looks its number up, however recent its last look. */
    void checkAtNextRequest(HttpSession session) {
        session.removeAttribute(CHECKED_AT);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        HttpSession session = request.getSession(false);
        boolean ended;
        try {
            if (session != null && isPageLoad(request) && session.getAttribute(ENDED) != null) {
                session.removeAttribute(ENDED);
                response.sendRedirect(request.getContextPath() + ENDED_PAGE);
                return;
            }
            ended = session != null && isStale(session);
            if (ended) session.invalidate();
        } catch (IllegalStateException endedMeanwhile) {
            // SignedInSessions ends an account's sessions on a thread of its own, and this one ended while its
            // request was being checked: without this catch the request failed (a 500, once in a CI run).
            ended = true;
        }
        if (ended) {
            if (isPageLoad(request)) {
                response.sendRedirect(request.getContextPath() + ENDED_PAGE);
                return;
            }
            request.getSession(true).setAttribute(ENDED, true);
        }
        chain.doFilter(request, response);
    }

    /**
     * A message over the page's push socket, which this filter never sees: a stale session ends there
     * too, and the message is not read. The page's client then finds its session expired and reloads,
     * as a signed-out visitor (a socket has no answer to start the new session that would say why).
     */
    @Override
    public boolean admits(HttpSession session) {
        try {
            if (!isStale(session)) return true;
            session.invalidate();
        } catch (IllegalStateException endedMeanwhile) {
            // ended already, by SignedInSessions or another message
        }
        return false;
    }

    /** True if the session is signed in with an old number or to a deleted account; looks only every {@link #CHECK_EVERY}. */
    private boolean isStale(HttpSession session) {
        if (!(session.getAttribute(SignedInSessions.ACCOUNT) instanceof Long account)) return false;
        long now = millis.getAsLong();
        // A time from the future (another clock, a restored session) counts as due.
        if (session.getAttribute(CHECKED_AT) instanceof Long checked
                && now >= checked
                && now - checked < CHECK_EVERY.toMillis()) return false;
        OptionalLong current = lookup.current(account);
        if (current.isEmpty()) return true;
        if (session.getAttribute(VERSION) instanceof Long signedInWith && signedInWith != current.getAsLong())
            return true;
        remember(session, current.getAsLong());
        return false;
    }

    /** A browser asking for a page (not a round trip, a script or an image), which can be sent to another. */
    private static boolean isPageLoad(HttpServletRequest request) {
        String accept = request.getHeader(HttpHeaders.ACCEPT);
        return "GET".equals(request.getMethod()) && accept != null && accept.contains("text/html");
    }
}
