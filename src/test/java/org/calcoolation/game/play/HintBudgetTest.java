package org.calcoolation.game.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import org.calcoolation.engine.solve.Hint;
import org.junit.jupiter.api.Test;

/** The solver's work for hints is bounded per game: three in a row, then one every two seconds. */
class HintBudgetTest {

    private static final Instant T = Instant.parse("2026-11-25T10:00:00Z");

    private final AtomicInteger worked = new AtomicInteger();
    private final HintProgress hints = new HintProgress();

    private HintProgress.Press press(int digit, Instant at) {
        return hints.press(
                new int[] {digit},
                entries -> {
                    worked.incrementAndGet();
                    return new Hint.Complete();
                },
                at);
    }

    @Test
    void forty_hints_for_forty_boards_in_one_moment_work_out_three() {
        int refused = 0;
        for (int i = 0; i < 40; i++) {
            if (press(i, T).hint() instanceof Hint.Unavailable unavailable) {
                refused++;
                assertThat(unavailable.reason()).isEqualTo(HintProgress.TOO_SOON);
            }
        }
        assertThat(worked).hasValue(HintProgress.BURST);
        assertThat(refused).isEqualTo(40 - HintProgress.BURST);
    }

    /** The probe's message: 40 times a digit, Hint, the digit cleared, Hint. */
    @Test
    void forty_rounds_of_digit_hint_clear_hint_work_out_three() {
        for (int i = 0; i < 40; i++) {
            press(5, T);
            press(0, T);
        }
        assertThat(worked).hasValue(HintProgress.BURST);
    }

    @Test
    void a_person_asking_every_two_seconds_is_never_refused_and_a_press_on_the_same_digits_costs_nothing() {
        for (int i = 0; i < 30; i++) {
            Instant at = T.plus(HintProgress.REFILL.multipliedBy(i));
            assertThat(press(i, at).hint()).isNotInstanceOf(Hint.Unavailable.class);
            assertThat(press(i, at.plusMillis(300)).hint())
                    .as("the next level, worked out before")
                    .isNotInstanceOf(Hint.Unavailable.class);
        }
        assertThat(worked).hasValue(30);
    }

    @Test
    void the_budget_comes_back_with_time() {
        for (int i = 0; i < 3; i++) press(i, T);
        assertThat(press(9, T.plusMillis(500)).hint()).isInstanceOf(Hint.Unavailable.class);
        assertThat(press(9, T.plus(Duration.ofSeconds(2))).hint()).isNotInstanceOf(Hint.Unavailable.class);
    }
}
