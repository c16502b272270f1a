package org.calcoolation.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class PushConnectGateTest {

    private final AtomicLong now = new AtomicLong(1_000);
    private final PushConnectGate gate = new PushConnectGate(now::get);

    @Test
    void a_second_connect_for_a_page_is_refused_while_the_first_is_set_up_and_let_in_after() {
        PushConnectGate.Mark first = gate.tryMark("page");
        assertThat(first).isNotNull();
        assertThat(gate.tryMark("page"))
                .as("a second connect while the first is set up")
                .isNull();
        assertThat(gate.tryMark("other page")).as("another page's connect").isNotNull();
        gate.release("page", first);
        assertThat(gate.tryMark("page")).as("the page reconnecting after").isNotNull();
    }

    @Test
    void a_mark_held_too_long_is_taken_over_and_its_late_release_frees_nothing() {
        PushConnectGate.Mark stuck = gate.tryMark("page");
        now.addAndGet(PushConnectGate.STALE_NANOS + 1);
        PushConnectGate.Mark next = gate.tryMark("page");
        assertThat(next).as("a connect after the first was stuck too long").isNotNull();
        gate.release("page", stuck);
        assertThat(gate.tryMark("page"))
                .as("a third while the second is set up")
                .isNull();
        gate.release("page", next);
        assertThat(gate.settingUp()).isZero();
    }
}
