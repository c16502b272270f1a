package org.calcoolation.account.signin;

import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.calcoolation.account.AccountDeleted;
import org.calcoolation.account.PasswordChanged;
import org.calcoolation.base.data.JobLocks;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.security.web.authentication.rememberme.JdbcTokenRepositoryImpl;
import org.springframework.security.web.authentication.rememberme.PersistentTokenRepository;
import org.springframework.stereotype.Component;

/**
 * The "keep me logged in" tokens, in table {@code persistent_logins} through Spring Security's
 * {@link JdbcTokenRepositoryImpl}, keyed by account id (see {@link #keyOf}). A new password or a
 * deleted account deletes the account's tokens in the same transaction as the change; tokens
 * unused for {@link AccountSecurity#REMEMBER_ME} are deleted on a schedule.
 */
@Component
class RememberMeTokens {

    private final JdbcTokenRepositoryImpl repository = new JdbcTokenRepositoryImpl();
    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final JobLocks jobs;

    RememberMeTokens(JdbcTemplate jdbc, Clock clock, JobLocks jobs) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.jobs = jobs;
        repository.setJdbcTemplate(jdbc);
    }

    PersistentTokenRepository repository() {
        return repository;
    }

    /** What the tokens' {@code username} column holds: the account id, which, unlike a name, is never given to another account. */
    static String keyOf(long accountId) {
        return Long.toString(accountId);
    }

    static Optional<Long> accountOf(String key) {
        try {
            return Optional.of(Long.parseLong(key));
        } catch (NumberFormatException notAnId) {
            return Optional.empty();
        }
    }

    /** Ends every browser kept logged in to the account. */
    void forget(long accountId) {
        repository.removeUserTokens(keyOf(accountId));
    }

    /** Ends one browser kept logged in to the account: the one whose cookie holds this series. */
    void forget(long accountId, String series) {
        jdbc.update("DELETE FROM persistent_logins WHERE username = ? AND series = ?", keyOf(accountId), series);
    }

    // Plain listeners: they run in the transaction of the change, so that both happen or neither.
    @EventListener
    void passwordChanged(PasswordChanged event) {
        forget(event.playerId());
    }

    /** Every browser kept logged in but this one, whose cookie's series is kept. */
    @EventListener
    void otherSessionsEnded(OtherSessionsEnded event) {
        jdbc.update(
                "DELETE FROM persistent_logins WHERE username = ? AND series <> ?",
                keyOf(event.playerId()),
                event.keptSeries().orElse(""));
    }

    @EventListener
    void accountDeleted(AccountDeleted event) {
        forget(event.playerId());
    }

    /** Every hour, on one app node. */
    @Scheduled(fixedDelay = 1, initialDelay = 1, timeUnit = TimeUnit.HOURS)
    void forgetExpiredOnOneNode() {
        jobs.runOnOneNode("remember-me-forget-expired", Duration.ofMinutes(30), this::forgetExpired);
    }

    /** Deletes tokens unused for longer than they are valid; the table holds no dead rows for long. */
    int forgetExpired() {
        // Spring writes last_used as a Timestamp of the JVM's clock; compare likewise.
        return jdbc.update(
                "DELETE FROM persistent_logins WHERE last_used < ?",
                Timestamp.from(clock.instant().minus(AccountSecurity.REMEMBER_ME)));
    }

    /** When each browser kept logged in to the account last used its cookie, oldest first; never the series or token, which are secrets. */
    List<Instant> lastUses(long accountId) {
        return jdbc.query(
                "SELECT last_used FROM persistent_logins WHERE username = ? ORDER BY last_used",
                (row, n) -> row.getTimestamp(1).toInstant(),
                keyOf(accountId));
    }

    /** How many browsers are kept logged in to the account; for tests. */
    int count(long accountId) {
        Integer count = jdbc.queryForObject(
                "SELECT COUNT(*) FROM persistent_logins WHERE username = ?", Integer.class, keyOf(accountId));
        return count == null ? 0 : count;
    }
}
