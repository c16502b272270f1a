package org.calcoolation.account.signin;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.calcoolation.account.PlayerService;
import org.calcoolation.account.signin.TooManyAttempts.Reason;
import org.calcoolation.base.data.JobLocks;
import org.jspecify.annotations.Nullable;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

/**
 * The sign-in rule, counted in the database (table {@code login_failure}) so that every app node
 * agrees. Two counts for each attempt:
 * <ul>
 * <li>per user name and remote address: the {@value #PAIR_FAILURES}th failure in a row locks that
 * pair for {@link #PAIR_LOCK}. The rightful owner at another address is not affected, nor another
 * player at this address.
 * <li>per user name, from every address: after {@value #NAME_FAILURES} failures (counting starts
 * over after {@link #NAME_QUIET} without one) the name may be tried once per {@link #NAME_PACE},
 * wherever from. It slows rather than locks: guessing stays slow even from many addresses, and an
 * address the name signed in from within {@link #TRUSTED} is not slowed at all, so that an attacker
 * elsewhere cannot keep the owner out.
 * </ul>
 * An attempt is counted as a failure before its password is checked, and cleared if it succeeds:
 * so a burst of simultaneous attempts cannot slip past a count that has not yet gone up. Failures
 * of a name before an account took it are forgotten when the account signs in, so that registering
 * always signs the new player in. A success clears its pair.
 *
 * <p>A browser that signed in to the account before and shows its {@linkplain DeviceCookies device
 * cookie} is counted by that device instead (OWASP's device cookies): per name and device, locked
 * for {@link #PAIR_LOCK} at the {@value #PAIR_FAILURES}th failure in a row, and neither slowed by
 * the name's failures elsewhere nor adding to them. Guesses from any number of addresses then
 * cannot keep the owner out, while a stranger's browser stays under both counts above.
 */
@Component
class LoginAttempts {

    static final int PAIR_FAILURES = 5;
    static final Duration PAIR_LOCK = Duration.ofMinutes(5);
    static final int NAME_FAILURES = 10;
    static final Duration NAME_PACE = Duration.ofMinutes(1);
    static final Duration NAME_QUIET = Duration.ofMinutes(15);
    static final Duration TRUSTED = Duration.ofDays(30);
    /** Rows whose last failure is older than this (and that no sign-in keeps) are deleted; longer than every rule above. */
    static final Duration FORGET_AFTER = Duration.ofHours(1);

    /** The address of the row that counts a name's failures from everywhere; no remote address looks like it. */
    static final String EVERYWHERE = "*";
    /** The start of the address of a row that counts a device's failures; no remote address looks like it either. */
    static final String DEVICE = "device:";

    private static final int KEY_LENGTH = 64;

    /** The outcome of {@link #begin}: go on and check the password, or wait. */
    sealed interface Attempt {}

    /**
     * Counted as a failure until {@link #succeeded} clears it; {@code address} is the row's, a
     * device's for a device, and {@code trusted} says that the name's count from everywhere was left alone.
     */
    record Counted(String name, String address, boolean trusted) implements Attempt {}

    record Refused(Reason reason, Duration waitFor) implements Attempt {}

    /** One row of {@code login_failure}, or an empty one. */
    private record Row(
            int failures,
            @Nullable Instant lastFailure,
            @Nullable Instant signedIn) {
        static final Row NONE = new Row(0, null, null);

        Optional<Instant> lockedUntil(int threshold, Duration lock, Instant now) {
            if (failures < threshold || lastFailure == null) return Optional.empty();
            Instant until = lastFailure.plus(lock);
            return now.isBefore(until) ? Optional.of(until) : Optional.empty();
        }

        boolean trustedAt(Instant now) {
            return signedIn != null && signedIn.isAfter(now.minus(TRUSTED));
        }
    }

    private final JdbcTemplate jdbc;
    private final PlayerService players;
    private final Clock clock;
    private final JobLocks jobs;

    LoginAttempts(JdbcTemplate jdbc, PlayerService players, Clock clock, JobLocks jobs) {
        this.jdbc = jdbc;
        this.players = players;
        this.clock = clock;
        this.jobs = jobs;
    }

    /** Counts an attempt of the name from the address, unless the rule says to wait; then nothing is counted. */
    Attempt begin(@Nullable String username, String address) {
        return begin(username, address, Optional.empty());
    }

    /**
     * Counts an attempt of the name from the address, or from the device if the browser showed the
     * account's device cookie (by its nonce), unless the rule says to wait; then nothing is counted.
     */
    Attempt begin(@Nullable String username, String address, Optional<String> device) {
        if (device.isPresent()) return beginOnDevice(nameKey(username), addressKey(DEVICE + device.get()));
        String name = nameKey(username);
        String at = addressKey(address);
        Instant now = now();
        Map<String, Row> rows = read(name, at);
        if (rows.values().stream().anyMatch(row -> row.failures() > 0) && forgetFailuresBeforeTheAccount(username))
            rows = read(name, at);
        Optional<Refused> refused = refusal(rows, at, now);
        if (refused.isPresent()) return refused.get();

        boolean trusted = rows.getOrDefault(at, Row.NONE).trustedAt(now);
        // Another attempt may have taken the last try since the read: the claims decide.
        if (!claimPair(name, at, now)) return new Refused(Reason.THIS_NAME_FROM_HERE, PAIR_LOCK);
        if (!trusted && !claimName(name, now)) {
            jdbc.update(
                    "UPDATE login_failure SET failures = failures - 1 WHERE username_key = ? AND address = ? AND failures > 0",
                    name,
                    at);
            return new Refused(Reason.THIS_NAME_LATELY, NAME_PACE);
        }
        return new Counted(name, at, trusted);
    }

    /** A browser that signed in before: only its own failures in a row count, and lock it alone. */
    private Attempt beginOnDevice(String name, String device) {
        Instant now = now();
        Optional<Instant> locked =
                read(name, device).getOrDefault(device, Row.NONE).lockedUntil(PAIR_FAILURES, PAIR_LOCK, now);
        if (locked.isPresent()) return new Refused(Reason.THIS_NAME_FROM_HERE, Duration.between(now, locked.get()));
        if (!claimPair(name, device, now)) return new Refused(Reason.THIS_NAME_FROM_HERE, PAIR_LOCK);
        return new Counted(name, device, true);
    }

    /** The password was right: the pair starts over and is trusted; the name's count loses this attempt. */
    void succeeded(Counted attempt) {
        jdbc.update(
                "UPDATE login_failure SET failures = 0, last_failure_at = NULL, signed_in_at = ? WHERE username_key = ? AND address = ?",
                time(now()),
                attempt.name(),
                attempt.address());
        if (!attempt.trusted()) {
            jdbc.update(
                    "UPDATE login_failure SET failures = failures - 1 WHERE username_key = ? AND address = ? AND failures > 0",
                    attempt.name(),
                    EVERYWHERE);
        }
    }

    /** What {@link #begin} would refuse now, without counting anything. */
    Optional<Refused> refusal(@Nullable String username, String address) {
        return refusal(read(nameKey(username), addressKey(address)), addressKey(address), now());
    }

    private static Optional<Refused> refusal(Map<String, Row> rows, String at, Instant now) {
        Row pair = rows.getOrDefault(at, Row.NONE);
        Optional<Instant> locked = pair.lockedUntil(PAIR_FAILURES, PAIR_LOCK, now);
        if (locked.isPresent())
            return Optional.of(new Refused(Reason.THIS_NAME_FROM_HERE, Duration.between(now, locked.get())));
        if (pair.trustedAt(now)) return Optional.empty();
        return rows.getOrDefault(EVERYWHERE, Row.NONE)
                .lockedUntil(NAME_FAILURES, NAME_PACE, now)
                .map(until -> new Refused(Reason.THIS_NAME_LATELY, Duration.between(now, until)));
    }

    /** The pair's row and the name's count from everywhere, by address. */
    private Map<String, Row> read(String name, String at) {
        Map<String, Row> rows = new HashMap<>();
        jdbc.query(
                "SELECT address, failures, last_failure_at, signed_in_at FROM login_failure WHERE username_key = ? AND address IN (?, ?)",
                row -> {
                    rows.put(
                            row.getString(1),
                            new Row(
                                    row.getInt(2),
                                    instant(row.getObject(3, OffsetDateTime.class)),
                                    instant(row.getObject(4, OffsetDateTime.class))));
                },
                name,
                at,
                EVERYWHERE);
        return rows;
    }

    /** One more failure for the pair, unless it is locked; a lock that has run out starts a fresh count. */
    private boolean claimPair(String name, String at, Instant now) {
        return claim(
                """
                UPDATE login_failure
                   SET failures = CASE WHEN failures >= ? THEN 1 ELSE failures + 1 END, last_failure_at = ?
                 WHERE username_key = ? AND address = ? AND (failures < ? OR last_failure_at IS NULL OR last_failure_at <= ?)
                """,
                new Object[] {PAIR_FAILURES, time(now), name, at, PAIR_FAILURES, time(now.minus(PAIR_LOCK))},
                name,
                at,
                now);
    }

    /** One more failure for the name, unless it is slowed and its last try is too recent; a quiet spell starts a fresh count. */
    private boolean claimName(String name, Instant now) {
        return claim(
                """
                UPDATE login_failure
                   SET failures = CASE WHEN last_failure_at IS NULL OR last_failure_at <= ? THEN 1 ELSE failures + 1 END, last_failure_at = ?
                 WHERE username_key = ? AND address = ? AND (failures < ? OR last_failure_at IS NULL OR last_failure_at <= ?)
                """,
                new Object[] {
                    time(now.minus(NAME_QUIET)), time(now), name, EVERYWHERE, NAME_FAILURES, time(now.minus(NAME_PACE))
                },
                name,
                EVERYWHERE,
                now);
    }

    /** The conditional update, or a first row; two nodes inserting the same row at once find out by its key. */
    private boolean claim(String update, Object[] arguments, String name, String at, Instant now) {
        if (jdbc.update(update, arguments) == 1) return true;
        try {
            jdbc.update(
                    "INSERT INTO login_failure (username_key, address, failures, last_failure_at) VALUES (?, ?, 1, ?)",
                    name,
                    at,
                    time(now));
            return true;
        } catch (DuplicateKeyException there) {
            return jdbc.update(update, arguments) == 1;
        }
    }

    /**
     * Failures of a name from before the account with that name existed guarded nothing: whoever
     * registers a name someone tried is signed in all the same. True if some were forgotten.
     */
    private boolean forgetFailuresBeforeTheAccount(@Nullable String username) {
        return players.findByUsername(username)
                .map(player -> jdbc.update(
                                "UPDATE login_failure SET failures = 0, last_failure_at = NULL WHERE username_key = ? AND last_failure_at < ?",
                                nameKey(username),
                                time(player.createdAt()))
                        > 0)
                .orElse(false);
    }

    /** Every ten minutes, on one app node. */
    @Scheduled(fixedDelay = 10, initialDelay = 1, timeUnit = TimeUnit.MINUTES)
    void forgetOldOnOneNode() {
        jobs.runOnOneNode("login-failures-forget-old", Duration.ofMinutes(5), this::forgetOld);
    }

    /** Deletes the rows that no rule needs any more, so that the table stays small whatever is tried. */
    int forgetOld() {
        Instant now = now();
        return jdbc.update("""
                DELETE FROM login_failure
                 WHERE (last_failure_at IS NULL OR last_failure_at < ?) AND (signed_in_at IS NULL OR signed_in_at < ?)
                """, time(now.minus(FORGET_AFTER)), time(now.minus(TRUSTED)));
    }

    /** Forgets every count, lock and trusted address; for tests. */
    void clear() {
        jdbc.update("DELETE FROM login_failure");
    }

    /** The clock's time to the microsecond, as the database keeps it, so that what is compared is what was stored. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    private static String nameKey(@Nullable String username) {
        String key = username == null ? "" : username.strip().toLowerCase(Locale.ROOT);
        // No account has a name this long: a longer one is cut, and shares its row with others like it.
        return key.length() > KEY_LENGTH ? key.substring(0, KEY_LENGTH) : key;
    }

    private static String addressKey(String address) {
        return address.length() > KEY_LENGTH ? address.substring(0, KEY_LENGTH) : address;
    }

    private static OffsetDateTime time(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }

    private static @Nullable Instant instant(@Nullable OffsetDateTime time) {
        return time == null ? null : time.toInstant();
    }
}
