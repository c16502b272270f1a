package org.calcoolation.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Component;

/**
 * Failed sign-ins in a row, counted in memory per user name (in lower case) and per remote
 * address. The {@value #MAX_FAILURES}th failure in a row locks that name or address for
 * {@link #LOCK}; a successful sign-in clears the counts of its name and address. Counts are lost
 * on restart, which is fine for slowing down guessing.
 */
@Component
class LoginAttempts {

    static final int MAX_FAILURES = 5;
    static final Duration LOCK = Duration.ofMinutes(5);
    /** Above this many remembered names and addresses, forget those whose last failure is old. */
    private static final int TIDY_ABOVE = 10_000;

    private record Failures(int count, Instant last, Instant lockedUntil) {}

    private final Map<String, Failures> failures = new ConcurrentHashMap<>();
    private final Clock clock;

    LoginAttempts(Clock clock) {
        this.clock = clock;
    }

    boolean isLocked(String username, String address) {
        Instant now = clock.instant();
        return lockedAt(nameKey(username), now) || lockedAt(addressKey(address), now);
    }

    void failed(String username, String address) {
        Instant now = clock.instant();
        count(nameKey(username), now);
        count(addressKey(address), now);
        if (failures.size() > TIDY_ABOVE) failures.values().removeIf(f -> f.last().plus(LOCK).isBefore(now));
    }

    void succeeded(String username, String address) {
        failures.remove(nameKey(username));
        failures.remove(addressKey(address));
    }

    /** Forgets every count and lock, as a restart does. */
    void clear() {
        failures.clear();
    }

    private boolean lockedAt(String key, Instant now) {
        Failures f = failures.get(key);
        return f != null && f.lockedUntil() != null && now.isBefore(f.lockedUntil());
    }

    private void count(String key, Instant now) {
        failures.compute(key, (k, before) -> {
            // A lock that has run out starts a fresh count.
            int count = before == null || before.lockedUntil() != null ? 1 : before.count() + 1;
            return new Failures(count, now, count >= MAX_FAILURES ? now.plus(LOCK) : null);
        });
    }

    private static String nameKey(String username) {
        return "name:" + (username == null ? "" : username.strip().toLowerCase(Locale.ROOT));
    }

    private static String addressKey(String address) {
        return "address:" + address;
    }
}
