package org.calcoolation.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.catalina.connector.ClientAbortException;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessResourceFailureException;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/** Which failures are a crafted message (one warning line), a browser gone (one debug line) and which are ours (logged in full). */
class FriendlyErrorsTest {

    private static Throwable thrownAt(Throwable error, String... classes) {
        StackTraceElement[] frames = new StackTraceElement[classes.length];
        for (int i = 0; i < classes.length; i++) frames[i] = new StackTraceElement(classes[i], "call", null, -1);
        error.setStackTrace(frames);
        return error;
    }

    private static JacksonException notJson() {
        try {
            JsonMapper.builder().build().readTree("garbage");
            throw new AssertionError("garbage was read as JSON");
        } catch (JacksonException e) {
            return e;
        }
    }

    @Test
    void a_json_failure_while_vaadin_reads_a_message_is_a_malformed_message() {
        Throwable error = thrownAt(
                notJson(),
                "tools.jackson.databind.node.StringNode",
                "com.vaadin.flow.server.communication.ServerRpcHandler",
                "org.calcoolation.base.web.VaadinRoundTrips");

        assertThat(FriendlyErrors.isRefusedMessage(error)).isTrue();
        Throwable wrapped = thrownAt(
                new RuntimeException("wrapped", error),
                "com.vaadin.flow.server.communication.UidlRequestHandler",
                "org.calcoolation.base.web.VaadinRoundTrips");
        assertThat(FriendlyErrors.isRefusedMessage(wrapped)).isTrue();
    }

    @Test
    void a_json_failure_in_our_own_listener_is_ours() {
        Throwable error = thrownAt(
                notJson(),
                "tools.jackson.databind.ObjectMapper",
                "org.calcoolation.stats.ui.BestTimesView",
                "com.vaadin.flow.component.ComponentEventBus",
                "com.vaadin.flow.server.communication.rpc.EventRpcHandler");

        assertThat(FriendlyErrors.isRefusedMessage(error)).isFalse();
    }

    @Test
    void a_call_vaadin_does_not_know_or_a_field_missing_is_a_crafted_message() {
        Throwable unknown = thrownAt(
                new IllegalArgumentException("Unsupported event type: zzz"),
                "com.vaadin.flow.server.communication.ServerRpcHandler",
                "org.calcoolation.base.web.VaadinRoundTrips");
        Throwable missing = thrownAt(
                new NullPointerException("no attachId"),
                "com.vaadin.flow.server.communication.rpc.AttachExistingElementRpcHandler",
                "com.vaadin.flow.server.communication.ServerRpcHandler");

        assertThat(FriendlyErrors.isRefusedMessage(unknown)).isTrue();
        assertThat(FriendlyErrors.isRefusedMessage(missing)).isTrue();
    }

    @Test
    void a_failure_outside_the_handling_of_a_message_is_ours() {
        Throwable writing = thrownAt(
                new IllegalStateException("a bug"),
                "com.vaadin.flow.server.communication.UidlWriter",
                "org.calcoolation.base.web.VaadinRoundTrips");

        assertThat(FriendlyErrors.isRefusedMessage(writing)).isFalse();
    }

    @Test
    void a_connection_the_browser_reset_or_broke_is_a_hang_up_however_it_is_wrapped() {
        assertThat(FriendlyErrors.isHangUp(new ClientAbortException(new IOException("Connection reset by peer"))))
                .isTrue();
        assertThat(FriendlyErrors.isHangUp(new UncheckedIOException(new IOException("Broken pipe"))))
                .isTrue();
        assertThat(FriendlyErrors.isHangUp(new RuntimeException("wrapped", new EOFException())))
                .isTrue();
    }

    @Test
    void a_database_connection_reset_or_a_bug_is_ours() {
        assertThat(FriendlyErrors.isHangUp(
                        new DataAccessResourceFailureException("gone", new IOException("Connection reset by peer"))))
                .isFalse();
        assertThat(FriendlyErrors.isHangUp(new IllegalStateException("a bug"))).isFalse();
    }
}
