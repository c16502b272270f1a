package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.calcoolation.base.web.RateLimitProperties.Rule;
import org.calcoolation.base.web.RateLimits.Kind;
import org.junit.jupiter.api.Test;

class RateLimitsTest {

    private static RateLimits limits(boolean enabled) {
        Rule three = new Rule(3, Duration.ofHours(1));
        return new RateLimits(new RateLimitProperties(enabled, three, three, three, three, three, three, 100));
    }

    @Test
    void each_address_and_kind_has_its_own_bucket() {
        RateLimits limits = limits(true);
        for (int i = 0; i < 3; i++)
            assertThat(limits.allows(Kind.NEW_GAME, "192.0.2.1")).isTrue();

        assertThat(limits.allows(Kind.NEW_GAME, "192.0.2.1")).isFalse();
        assertThat(limits.take(Kind.NEW_GAME, "192.0.2.1"))
                .isInstanceOfSatisfying(
                        RateLimits.Verdict.Refused.class,
                        refused -> assertThat(refused.retryAfter())
                                .isPositive()
                                .isLessThanOrEqualTo(Duration.ofMinutes(20)));
        assertThat(limits.allows(Kind.IMPORT, "192.0.2.1")).as("another kind").isTrue();
        assertThat(limits.allows(Kind.NEW_GAME, "192.0.2.2"))
                .as("another address")
                .isTrue();
    }

    @Test
    void an_ipv6_address_counts_by_its_64_network() {
        assertThat(RateLimits.keyOf("2001:db8:1:2:aaaa::1"))
                .isEqualTo(RateLimits.keyOf("2001:db8:1:2:bbbb::9"))
                .isNotEqualTo(RateLimits.keyOf("2001:db8:1:3::1"));
        assertThat(RateLimits.keyOf("192.0.2.7")).isEqualTo("192.0.2.7");
        assertThat(RateLimits.keyOf("not an address")).isEqualTo("not an address");
    }

    @Test
    void switched_off_it_allows_everything() {
        RateLimits limits = limits(false);
        for (int i = 0; i < 10; i++)
            assertThat(limits.allows(Kind.LOGIN, "192.0.2.1")).isTrue();
    }
}
