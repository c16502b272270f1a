package org.calcoolation.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.jspecify.annotations.Nullable;
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

    /** Failures in a row and the time of the last; the {@value #MAX_FAILURES}th locks for {@link #LOCK} from then. */
    private record Failures(int count, Instant last) {
        boolean isLocked() {
            return count >= MAX_FAILURES;
        }

        boolean isLockedAt(Instant now) {
            return isLocked() && now.isBefore(last.plus(LOCK));
        }
    }

    private final Map<String, Failures> failures = new ConcurrentHashMap<>();
    private final Clock clock;

    LoginAttempts(Clock clock) {
        this.clock = clock;
    }

    boolean isLocked(@Nullable String username, String address) {
        Instant now = clock.instant();
        return lockedAt(nameKey(username), now) || lockedAt(addressKey(address), now);
    }

    void failed(@Nullable String username, String address) {
        Instant now = clock.instant();
        count(nameKey(username), now);
        count(addressKey(address), now);
        if (failures.size() > TIDY_ABOVE) failures.values().removeIf(f -> f.last().plus(LOCK).isBefore(now));
    }

    void succeeded(@Nullable String username, String address) {
        failures.remove(nameKey(username));
        failures.remove(addressKey(address));
    }

    /** Forgets every count and lock, as a restart does. */
    void clear() {
        failures.clear();
    }

    private boolean lockedAt(String key, Instant now) {
        Failures f = failures.get(key);
        return f != null && f.isLockedAt(now);
    }

    private void count(String key, Instant now) {
        // A lock that has run out starts a fresh count.
        failures.merge(key, new Failures(1, now), (before, first) -> before.isLocked() ? first : new Failures(before.count() + 1, now));
    }

    private static String nameKey(@Nullable String username) {
        return "name:" + (username == null ? "" : username.strip().toLowerCase(Locale.ROOT));
    }

    private static String addressKey(String address) {
        return "address:" + address;
    }
}
