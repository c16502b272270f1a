package org.calcoolation.base.web;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The per-address rate limits, {@code calcoolation.rate-limit.*}: each kind allows {@code count}
 * requests at once and then {@code count} per {@code per}. The defaults, in application.properties,
 * are generous: a person loading a page makes two page requests (the document and Vaadin's first
 * request).
 *
 * @param addresses how many addresses each kind remembers at most
 */
@ConfigurationProperties("calcoolation.rate-limit")
record RateLimitProperties(
        @DefaultValue("true") boolean enabled,
        Rule pages,
        Rule newGames,
        Rule imports,
        Rule puzzleChecks,
        Rule registrations,
        Rule logins,
        @DefaultValue("50000") long addresses) {

    RateLimitProperties {
        if (pages == null
                || newGames == null
                || imports == null
                || puzzleChecks == null
                || registrations == null
                || logins == null) {
            throw new IllegalArgumentException("every calcoolation.rate-limit rule needs a count and a period");
        }
    }

    /** {@code count} requests, refilled evenly over {@code per}. */
    record Rule(long count, Duration per) {
        Rule {
            if (count < 1 || per.isNegative() || per.isZero())
                throw new IllegalArgumentException("a rate limit needs a count and a period");
        }
    }
}
