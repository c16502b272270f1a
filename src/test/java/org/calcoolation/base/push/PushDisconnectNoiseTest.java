package org.calcoolation.base.push;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PushDisconnectNoiseTest {

    private final LoggerContext context = new LoggerContext();
    private final ListAppender<ILoggingEvent> written = new ListAppender<>();

    @BeforeEach
    void aContextWithTheFilter() {
        PushDisconnectNoise filter = new PushDisconnectNoise();
        filter.start();
        context.addTurboFilter(filter);
        written.setContext(context);
        written.start();
        context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).addAppender(written);
    }

    @Test
    void atmospheres_failed_cancel_of_a_closed_push_connection_is_left_out_and_its_other_errors_pass() {
        Logger atmosphere = context.getLogger(PushDisconnectNoise.LOGGER);
        // As Atmosphere 3.0.5 logs it when a page's socket closed under its clean-up (seen in CI).
        atmosphere.error(
                "Failed to cancel resource: {}",
                "b65136d1-582d-42ec-8546-44bace3b2582",
                new IllegalStateException("Message will not be sent because the WebSocket session has been closed"));
        atmosphere.error("Atmosphere is misconfigured and will not work. BroadcasterFactory is null");
        context.getLogger("org.calcoolation.game.store.GameStore").error("Failed to cancel resource: {}", "x");

        assertThat(written.list)
                .extracting(ILoggingEvent::getFormattedMessage)
                .containsExactly(
                        "Atmosphere is misconfigured and will not work. BroadcasterFactory is null",
                        "Failed to cancel resource: x");
    }
}
