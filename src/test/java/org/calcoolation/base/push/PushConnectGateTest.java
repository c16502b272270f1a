package org.calcoolation.base.push;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class PushConnectGateTest {

    private final AtomicLong now = new AtomicLong(1_000);
    private final PushConnectGate gate = new PushConnectGate(now::get);

    @Test
    void a_second_connect_for_a_page_is_refused_while_the_first_is_set_up_and_let_in_after() {
        PushConnectGate.Mark first = gate.tryMark("page", "session");
        assertThat(first).isNotNull();
        assertThat(gate.tryMark("page", "session"))
                .as("a second connect while the first is set up")
                .isNull();
        assertThat(gate.tryMark("page", null))
                .as("the same page without a session cookie")
                .isNull();
        assertThat(gate.tryMark("other page", "other session"))
                .as("another page's connect")
                .isNotNull();
        gate.release(first);
        assertThat(gate.tryMark("page", "session"))
                .as("the page reconnecting after")
                .isNotNull();
    }

    @Test
    void a_session_has_at_most_four_connects_set_up_at_once_over_its_pages() {
        List<PushConnectGate.Mark> marks = new ArrayList<>();
        for (int page = 0; page < PushConnectGate.SESSION_CONNECTS; page++)
            marks.add(gate.tryMark("page " + page, "session"));
        assertThat(marks).doesNotContainNull();
        assertThat(gate.tryMark("one page more", "session"))
                .as("a fifth page of the session")
                .isNull();
        assertThat(gate.tryMark("another session's page", "other")).isNotNull();
        gate.release(marks.getFirst());
        assertThat(gate.tryMark("one page more", "session"))
                .as("the fifth once one is set up")
                .isNotNull();
    }

    @Test
    void a_mark_held_too_long_is_taken_over_and_its_late_release_frees_nothing() {
        PushConnectGate.Mark stuck = gate.tryMark("page", "session");
        now.addAndGet(PushConnectGate.STALE_NANOS + 1);
        PushConnectGate.Mark next = gate.tryMark("page", "session");
        assertThat(next).as("a connect after the first was stuck too long").isNotNull();
        gate.release(stuck);
        assertThat(gate.tryMark("page", "session"))
                .as("a third while the second is set up")
                .isNull();
        gate.release(next);
        assertThat(gate.settingUp()).isZero();
    }
}
