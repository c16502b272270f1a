package org.calcoolation.base;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LogFloodsTest {

    private final AtomicLong now = new AtomicLong();
    private final LoggerContext context = new LoggerContext();
    private final ListAppender<ILoggingEvent> written = new ListAppender<>();

    @BeforeEach
    void aContextWithTheFilter() {
        LogFloods filter = new LogFloods(now::get);
        filter.start();
        context.addTurboFilter(filter);
        written.setContext(context);
        written.start();
        context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).addAppender(written);
    }

    private Logger logger(String name) {
        return context.getLogger(name);
    }

    @Test
    void a_thousand_failures_of_one_kind_in_a_minute_write_one_line_and_then_a_count() {
        Logger store = logger("org.calcoolation.game.GameStore");
        for (int i = 0; i < 1000; i++)
            store.warn("Game {} could not be saved ({} tries): {}", i, 2, "closed", new IllegalStateException());

        assertThat(written.list).hasSize(1);
        assertThat(written.list.getFirst().getFormattedMessage())
                .isEqualTo("Game 0 could not be saved (2 tries): closed");
        assertThat(written.list.getFirst().getThrowableProxy())
                .as("the first keeps its trace")
                .isNotNull();

        now.addAndGet(LogFloods.WINDOW.toNanos());
        store.warn("Game {} could not be saved ({} tries): {}", 1000, 3, "closed", new IllegalStateException());

        assertThat(written.list)
                .extracting(ILoggingEvent::getFormattedMessage)
                .containsExactly(
                        "Game 0 could not be saved (2 tries): closed",
                        "999 more lines of org.calcoolation.game.GameStore like the next were left out in the last minute",
                        "Game 1000 could not be saved (3 tries): closed");
    }

    @Test
    void other_kinds_lines_without_a_trace_and_information_pass() {
        Logger store = logger("org.calcoolation.game.GameStore");
        Logger view = logger("org.calcoolation.base.ui.ErrorView");
        Logger guard = logger("org.calcoolation.base.RequestGuard");
        store.error("Game {} could not be saved", 1, new IllegalStateException());
        store.error("Game {} could not be read back", 1, new IllegalStateException());
        view.error("Game {} could not be saved", 1, new IllegalStateException());
        for (int i = 0; i < 5; i++) guard.warn("Refused {} from {}", "a body of 70000 bytes", "10.0.0." + i);
        for (int i = 0; i < 5; i++) store.info("Rated {}", i);

        assertThat(written.list).hasSize(3 + 5 + 5);
    }
}
