package org.calcoolation.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class BudgetTest {

    /** A clock that moves on by a fixed stretch each time it is read, and counts the readings. */
    static final class SteppingClock extends Clock {
        private final Duration step;
        private Instant now = Instant.parse("2026-11-23T12:00:00Z");
        int readings;

        SteppingClock(Duration step) {
            this.step = step;
        }

        @Override
        public Instant instant() {
            readings++;
            now = now.plus(step);
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }

    @Test
    void a_budget_of_steps_runs_out_within_one_clock_reading_of_its_limit() {
        Budget budget = Budget.of(100_000, Duration.ofHours(1), new SteppingClock(Duration.ZERO));
        long spent = 0;

        try {
            while (true) {
                budget.spend();
                spent++;
            }
        } catch (Budget.Exhausted e) {
            assertThat(e).hasMessage("gave up after 100000 steps");
        }

        assertThat(spent).isBetween(100_000L, 100_000L + 4096);
        assertThat(budget.spent()).isEqualTo(spent + 1);
    }

    @Test
    void steps_spent_in_bulk_count_as_many() {
        Budget budget = Budget.of(1_000, Duration.ofHours(1), new SteppingClock(Duration.ZERO));

        budget.spend(300);
        budget.spend(300);

        assertThat(budget.spent()).isEqualTo(600);
        assertThatThrownBy(() -> budget.spend(5_000)).isInstanceOf(Budget.Exhausted.class);
    }

    @Test
    void the_clock_ends_a_budget_whose_steps_would_last_and_is_read_only_now_and_then() {
        SteppingClock clock = new SteppingClock(Duration.ofMillis(100));
        Budget budget = Budget.of(Long.MAX_VALUE, Duration.ofSeconds(1), clock);

        assertThatThrownBy(() -> {
                    while (true) budget.spend();
                })
                .isInstanceOf(Budget.Exhausted.class)
                .hasMessage("gave up after 1000 ms");

        // Once when the budget is made, then each 4096 steps: 100 ms a reading, so eleven more pass a second.
        assertThat(clock.readings).isEqualTo(12);
        assertThat(budget.spent()).isEqualTo(11 * 4096L);
    }

    @Test
    void a_budget_of_steps_alone_ends_by_its_count_and_says_so() {
        Budget budget = Budget.ofSteps(1_000);

        budget.spend(900);

        assertThatThrownBy(() -> budget.spend(5_000))
                .isInstanceOf(Budget.Exhausted.class)
                .hasMessage("gave up after 1000 steps");
    }

    @Test
    void an_unlimited_budget_goes_on() {
        Budget budget = Budget.unlimited();

        for (int i = 0; i < 10_000_000; i++) budget.spend();

        assertThat(budget.spent()).isEqualTo(10_000_000);
    }

    @Test
    void a_budget_needs_some_steps_and_some_time() {
        Clock clock = new SteppingClock(Duration.ZERO);
        assertThatThrownBy(() -> Budget.of(0, Duration.ofSeconds(1), clock))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Budget.of(10, Duration.ZERO, clock)).isInstanceOf(IllegalArgumentException.class);
    }
}
