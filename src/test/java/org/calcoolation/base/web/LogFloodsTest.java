package org.calcoolation.base.web;

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
        Logger store = logger("org.calcoolation.game.store.GameStore");
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
                        "999 more lines of org.calcoolation.game.store.GameStore like the next were left out in the last minute",
                        "Game 1000 could not be saved (3 tries): closed");
    }

    @Test
    void other_kinds_lines_without_a_trace_and_information_pass() {
        Logger store = logger("org.calcoolation.game.store.GameStore");
        Logger view = logger("org.calcoolation.base.ui.ErrorView");
        Logger guard = logger("org.calcoolation.base.web.RequestGuard");
        store.error("Game {} could not be saved", 1, new IllegalStateException());
        store.error("Game {} could not be read back", 1, new IllegalStateException());
        view.error("Game {} could not be saved", 1, new IllegalStateException());
        // Refusals from five addresses: the first of each address is written.
        for (int i = 0; i < 5; i++)
            guard.warn("Refused {} from {}: {} {}", "a body of 70000 bytes", "10.0.0." + i, "POST", "/?v-r=uidl");
        for (int i = 0; i < 5; i++) store.info("Rated {}", i);

        assertThat(written.list).hasSize(3 + 5 + 5);
    }

    private final LogFloods filter() {
        return (LogFloods) context.getTurboFilterList().getFirst();
    }

    @Test
    void two_thousand_refusals_from_one_address_write_a_line_of_each_kind_and_after_the_minute_their_counts() {
        Logger guard = logger(RequestGuard.class.getName());
        Logger vaadin = logger("com.vaadin.flow.server.communication.UidlRequestHandler");
        for (int i = 0; i < 2000; i++) {
            switch (i % 3) {
                case 0 -> vaadin.warn("Invalid security key received from {}", "10.0.0.7");
                case 1 -> vaadin.warn("Message ID sync error. Expected: {}, received: {}", 0, 99);
                default ->
                    guard.warn(
                            "Refused {} from {}: {} {}",
                            "a Vaadin message that is not JSON",
                            "10.0.0.7",
                            "POST",
                            "/?v-r=uidl&v-uiId=0");
            }
        }
        assertThat(written.list)
                .extracting(ILoggingEvent::getFormattedMessage)
                .containsExactly(
                        "Invalid security key received from 10.0.0.7",
                        "Message ID sync error. Expected: 0, received: 99",
                        "Refused a Vaadin message that is not JSON from 10.0.0.7: POST /?v-r=uidl&v-uiId=0");

        now.addAndGet(RefusalWindows.WINDOW.toNanos());
        filter().sweep(context);

        // Outside a request (as here) a line without an address counts under "an unknown address".
        assertThat(written.list.subList(3, written.list.size()))
                .extracting(ILoggingEvent::getFormattedMessage)
                .containsExactlyInAnyOrder(
                        "666 more refused requests of kind token from 10.0.0.7 in the last minute were counted, not written",
                        "666 more refused requests of kind message_id from an unknown address in the last minute were counted, not written",
                        "665 more refused requests of kind guard from 10.0.0.7 in the last minute were counted, not written");
        assertThat(filter().refused(Refusal.Kind.TOKEN)).isEqualTo(667);
        assertThat(filter().refused(Refusal.Kind.GUARD)).isEqualTo(666);
    }

    @Test
    void a_refusal_after_its_minute_is_written_again_and_closes_the_window_before_it() {
        Logger vaadin = logger("com.vaadin.flow.server.communication.UidlRequestHandler");
        for (int i = 0; i < 10; i++) vaadin.warn("Invalid security key received from {}", "10.0.0.8");
        now.addAndGet(RefusalWindows.WINDOW.toNanos());
        vaadin.warn("Invalid security key received from {}", "10.0.0.8");

        assertThat(written.list)
                .extracting(ILoggingEvent::getFormattedMessage)
                .containsExactly(
                        "Invalid security key received from 10.0.0.8",
                        "9 more refused requests of kind token from 10.0.0.8 in the last minute were counted, not written",
                        "Invalid security key received from 10.0.0.8");
    }

    @Test
    void refusals_from_ever_new_addresses_past_the_open_windows_are_counted_together() {
        Logger vaadin = logger("com.vaadin.flow.server.communication.UidlRequestHandler");
        int addresses = RefusalWindows.WINDOWS + 500;
        for (int i = 0; i < addresses; i++)
            vaadin.warn(
                    "Invalid security key received from {}",
                    "10." + (i >> 16) + "." + (i >> 8 & 255) + "." + (i & 255));

        assertThat(written.list).hasSize(RefusalWindows.WINDOWS + 1);
        now.addAndGet(RefusalWindows.WINDOW.toNanos());
        filter().sweep(context);
        assertThat(written.list.getLast().getFormattedMessage())
                .isEqualTo(
                        "499 more refused requests of kind token from other addresses in the last minute were counted, not written");
    }
}
