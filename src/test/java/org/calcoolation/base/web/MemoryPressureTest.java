package org.calcoolation.base.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** When the heap counts as full, and how often a full collection is asked for to find out. */
class MemoryPressureTest {

    private static final long HEAP = 1_000_000;

    private final AtomicInteger asked = new AtomicInteger();
    private final AtomicLong now = new AtomicLong();
    private final MemoryPressure memory = new MemoryPressure(0.8, () -> HEAP, asked::incrementAndGet, now::get);

    @Test
    void only_a_full_collection_says_the_heap_is_full() {
        memory.collected(900_000, false);
        assertThat(memory.isHigh()).as("after a young collection").isFalse();

        memory.collected(900_000, true);
        assertThat(memory.isHigh()).isTrue();

        memory.collected(500_000, true);
        assertThat(memory.isHigh()).isFalse();
    }

    @Test
    void a_young_collection_over_the_limit_asks_for_a_full_one_at_most_every_ten_seconds() {
        memory.collected(900_000, false);
        assertThat(asked).hasValue(1);

        later(9);
        memory.collected(900_000, false);
        assertThat(asked).hasValue(1);

        later(1);
        memory.collected(900_000, false);
        assertThat(asked).hasValue(2);

        later(60);
        memory.collected(700_000, false);
        assertThat(asked).as("under the limit").hasValue(2);
    }

    @Test
    void while_the_heap_is_full_a_full_collection_is_asked_for_at_most_every_thirty_seconds() {
        memory.collected(900_000, true);
        assertThat(memory.isHigh()).isTrue();
        assertThat(asked).hasValue(1);

        later(29);
        assertThat(memory.isHigh()).isTrue();
        assertThat(asked).hasValue(1);

        later(1);
        assertThat(memory.isHigh()).isTrue();
        assertThat(asked).hasValue(2);
    }

    @Test
    void a_limit_of_one_switches_the_check_off() {
        MemoryPressure off = new MemoryPressure(1, () -> HEAP, asked::incrementAndGet, now::get);
        off.collected(HEAP, true);
        off.collected(HEAP, false);

        assertThat(off.isHigh()).isFalse();
        assertThat(asked).hasValue(0);
    }

    private void later(int seconds) {
        now.addAndGet(TimeUnit.SECONDS.toNanos(seconds));
    }
}
