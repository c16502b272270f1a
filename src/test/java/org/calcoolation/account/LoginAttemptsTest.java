package org.calcoolation.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.calcoolation.HandClock;
import org.junit.jupiter.api.Test;

/** The lockout's counting and timing, on a clock the test moves. */
class LoginAttemptsTest {

    private static final String HOME = "192.0.2.1";

    private final HandClock clock = new HandClock();
    private final LoginAttempts attempts = new LoginAttempts(clock);

    private void failTimes(int times, String name, String address) {
        for (int i = 0; i < times; i++) attempts.failed(name, address);
    }

    @Test
    void four_failures_in_a_row_do_not_lock_and_the_fifth_does() {
        failTimes(LoginAttempts.MAX_FAILURES - 1, "ada", HOME);
        assertThat(attempts.isLocked("ada", HOME)).isFalse();

        attempts.failed("ada", HOME);
        assertThat(attempts.isLocked("ada", HOME)).isTrue();
    }

    @Test
    void the_name_is_locked_from_every_address_and_the_address_for_every_name() {
        failTimes(LoginAttempts.MAX_FAILURES, "ada", HOME);

        assertThat(attempts.isLocked("ADA ", "198.51.100.7")).as("same name, any case, elsewhere").isTrue();
        assertThat(attempts.isLocked("bob", HOME)).as("same address, another name").isTrue();
        assertThat(attempts.isLocked("bob", "198.51.100.7")).isFalse();
    }

    @Test
    void a_lock_runs_out_after_its_time_and_the_next_failure_counts_from_one() {
        failTimes(LoginAttempts.MAX_FAILURES, "ada", HOME);

        clock.advance(LoginAttempts.LOCK.minusSeconds(1));
        assertThat(attempts.isLocked("ada", HOME)).isTrue();
        clock.advance(Duration.ofSeconds(1));
        assertThat(attempts.isLocked("ada", HOME)).isFalse();

        attempts.failed("ada", HOME);
        assertThat(attempts.isLocked("ada", HOME)).as("one failure after the lock is not five").isFalse();
    }

    @Test
    void a_success_clears_the_count_of_its_name_and_address() {
        failTimes(LoginAttempts.MAX_FAILURES - 1, "ada", HOME);
        attempts.succeeded("ada", HOME);

        attempts.failed("ada", HOME);
        assertThat(attempts.isLocked("ada", HOME)).isFalse();
    }

    @Test
    void a_missing_name_counts_as_the_empty_name() {
        failTimes(LoginAttempts.MAX_FAILURES, null, "198.51.100.7");

        assertThat(attempts.isLocked("", "203.0.113.9")).isTrue();
    }
}
