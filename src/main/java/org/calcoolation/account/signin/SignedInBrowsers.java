package org.calcoolation.account.signin;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import jakarta.servlet.http.HttpSessionEvent;
import jakarta.servlet.http.HttpSessionListener;
import java.io.IOException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.calcoolation.account.SignedInPlayer;
import org.calcoolation.base.data.JobLocks;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.event.EventListener;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.security.authentication.event.InteractiveAuthenticationSuccessEvent;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The browsers signed in to each account, in table {@code signed_in_session} so that the account
 * page lists those of every node: when each signed in, when it was last seen (to within {@link
 * #SEEN_EVERY}), the address the server saw it come from, and what the browser says it is.
 */
@Component
@Order(Ordered.HIGHEST_PRECEDENCE + 41) // after SessionVersions, which may end the session
class SignedInBrowsers extends OncePerRequestFilter implements HttpSessionListener {

    /** The session attribute with the session's row key. */
    static final String KEY = "calcoolation.signedInBrowser";

    private static final String SEEN_AT = "calcoolation.signedInBrowserSeenAt";
    /** A request moves "last seen" at most this often: a click costs no write. */
    static final Duration SEEN_EVERY = Duration.ofMinutes(5);

    /** A browser signed in to an account, as the account page lists it. */
    record Row(String key, Instant signedInAt, Instant lastSeenAt, String address, String browser) {}

    private static final SecureRandom random = new SecureRandom();

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final JobLocks jobs;
    private final Duration sessionTimeout;

    SignedInBrowsers(
            JdbcTemplate jdbc,
            Clock clock,
            JobLocks jobs,
            @Value("${server.servlet.session.timeout:30m}") Duration sessionTimeout) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.jobs = jobs;
        this.sessionTimeout = sessionTimeout;
    }

    /** Form login and remember-me both publish this, in the request that signed in, after the session id changed. */
    @EventListener
    void signedIn(InteractiveAuthenticationSuccessEvent event) {
        if (!(event.getAuthentication().getPrincipal() instanceof SignedInPlayer player)) return;
        if (!(RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes)) return;
        HttpServletRequest request = attributes.getRequest();
        signedIn(request.getSession(true), request, player.account().id());
    }

    /** The session signed in to the account, from this request. */
    void signedIn(HttpSession session, HttpServletRequest request, long account) {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String key = HexFormat.of().formatHex(bytes);
        Instant now = clock.instant();
        jdbc.update(
                "INSERT INTO signed_in_session (session_key, player_id, signed_in_at, last_seen_at, address, browser) VALUES (?, ?, ?, ?, ?, ?)",
                key,
                account,
                time(now),
                time(now),
                clip(request.getRemoteAddr(), 64),
                BrowserNames.of(request.getHeader("User-Agent")));
        session.setAttribute(KEY, key);
        session.setAttribute(SEEN_AT, now);
    }

    /** A request of a signed-in session: its row's "last seen" moves if it is {@link #SEEN_EVERY} old. */
    void seen(HttpSession session) {
        if (!(session.getAttribute(KEY) instanceof String key)) return;
        Instant now = clock.instant();
        if (session.getAttribute(SEEN_AT) instanceof Instant at
                && at.plus(SEEN_EVERY).isAfter(now)) return;
        session.setAttribute(SEEN_AT, now);
        jdbc.update("UPDATE signed_in_session SET last_seen_at = ? WHERE session_key = ?", time(now), key);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        HttpSession session = request.getSession(false);
        if (session != null) {
            try {
                seen(session);
            } catch (IllegalStateException ended) {
                // ended by another request meanwhile: nothing to see
            }
        }
        chain.doFilter(request, response);
    }

    /** A session ended: logged out, timed out, or ended by a new password. */
    @Override
    public void sessionDestroyed(HttpSessionEvent event) {
        if (event.getSession().getAttribute(KEY) instanceof String key)
            jdbc.update("DELETE FROM signed_in_session WHERE session_key = ?", key);
    }

    /** Deletes the account's rows but this session's. */
    void forgetAllBut(long account, String key) {
        jdbc.update("DELETE FROM signed_in_session WHERE player_id = ? AND session_key <> ?", account, key);
    }

    /** The account's browsers, last seen first. */
    List<Row> of(long account) {
        return jdbc.query(
                "SELECT session_key, signed_in_at, last_seen_at, address, browser FROM signed_in_session WHERE player_id = ? "
                        + "ORDER BY last_seen_at DESC",
                (row, n) -> new Row(
                        row.getString(1),
                        row.getObject(2, OffsetDateTime.class).toInstant(),
                        row.getObject(3, OffsetDateTime.class).toInstant(),
                        row.getString(4),
                        row.getString(5)),
                account);
    }

    @Scheduled(fixedDelay = 1, initialDelay = 1, timeUnit = TimeUnit.HOURS)
    void forgetDeadOnOneNode() {
        jobs.runOnOneNode("signed-in-browsers-forget-dead", Duration.ofMinutes(30), this::forgetDead);
    }

    /** Deletes the rows no session can still be behind: a node that stopped hard never deleted its own. */
    int forgetDead() {
        return jdbc.update(
                "DELETE FROM signed_in_session WHERE last_seen_at < ?",
                time(clock.instant().minus(sessionTimeout).minus(SEEN_EVERY)));
    }

    private static String clip(@Nullable String value, int max) {
        if (value == null || value.isEmpty()) return "unknown";
        return value.length() <= max ? value : value.substring(0, max);
    }

    private static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
