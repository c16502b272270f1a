package org.calcoolation.base.web;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Service;

/**
 * Per-address rate limits, one token bucket per address and kind of request: a bucket holds
 * {@code count} tokens and refills them evenly over {@code per}, so a burst up to the count passes
 * and after it one request per {@code per/count}. The defaults (see {@link RateLimitProperties})
 * are far above what a person does, even several behind one address; they stop a script.
 *
 * <p>The buckets live in one size-bounded map per kind whose entries expire once the bucket would
 * be full again, so that a flood of addresses costs bounded memory (evicting a bucket only forgives
 * its address). An IPv6 address counts by its /64 network, which one subscriber usually has whole.
 */
@Service
@EnableConfigurationProperties(RateLimitProperties.class)
public class RateLimits {

    /** What is limited. */
    public enum Kind {
        /** Pages: a document GET or Vaadin's first request of a page, which makes its UI. */
        PAGE,
        /** New puzzles generated on request. */
        NEW_GAME,
        /** Puzzles imported by Keen ID or share link. */
        IMPORT,
        /** Puzzles entered in the editor (/create) and judged by the solver, once per change. */
        PUZZLE_CHECK,
        /** Registrations, and new display names tried on the account page: both tell which names are taken. */
        REGISTRATION,
        /** Posts of the login form. */
        LOGIN
    }

    /** Whether a request may go on; if not, how long until it would. */
    public sealed interface Verdict {
        record Allowed() implements Verdict {}

        record Refused(Duration retryAfter) implements Verdict {}
    }

    private static final Verdict ALLOWED = new Verdict.Allowed();

    private final boolean enabled;
    private final Map<Kind, RateLimitProperties.Rule> rules = new EnumMap<>(Kind.class);
    private final Map<Kind, Cache<String, Bucket>> buckets = new EnumMap<>(Kind.class);

    RateLimits(RateLimitProperties properties) {
        this.enabled = properties.enabled();
        rules.put(Kind.PAGE, properties.pages());
        rules.put(Kind.NEW_GAME, properties.newGames());
        rules.put(Kind.IMPORT, properties.imports());
        rules.put(Kind.PUZZLE_CHECK, properties.puzzleChecks());
        rules.put(Kind.REGISTRATION, properties.registrations());
        rules.put(Kind.LOGIN, properties.logins());
        rules.forEach((kind, rule) -> buckets.put(
                kind,
                Caffeine.newBuilder()
                        .maximumSize(properties.addresses())
                        .expireAfterAccess(rule.per())
                        .build()));
    }

    /** Takes one token of this kind for the address, if it has one. */
    public Verdict take(Kind kind, String address) {
        if (!enabled) return ALLOWED;
        RateLimitProperties.Rule rule = rules.get(kind);
        Bucket bucket = buckets.get(kind)
                .get(
                        keyOf(address),
                        key -> Bucket.builder()
                                .addLimit(limit -> limit.capacity(rule.count()).refillGreedy(rule.count(), rule.per()))
                                .build());
        ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
        return probe.isConsumed() ? ALLOWED : new Verdict.Refused(Duration.ofNanos(probe.getNanosToWaitForRefill()));
    }

    /** Whether the address may do this now; takes a token if so. */
    public boolean allows(Kind kind, String address) {
        return take(kind, address) instanceof Verdict.Allowed;
    }

    /** The key of an address: itself, or for IPv6 its /64 network. */
    static String keyOf(String address) {
        if (address.indexOf(':') < 0) return address;
        try {
            byte[] bytes = InetAddress.ofLiteral(address).getAddress();
            if (bytes.length != 16) return address;
            return InetAddress.getByAddress(Arrays.copyOf(Arrays.copyOf(bytes, 8), 16))
                            .getHostAddress() + "/64";
        } catch (IllegalArgumentException | UnknownHostException e) {
            return address;
        }
    }
}
