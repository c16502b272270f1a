package org.calcoolation.base.web;

import com.vaadin.flow.server.VaadinRequest;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A log line that says a request was refused, ours or Vaadin's, by logger and message pattern: what
 * one address can make the server write as often as it likes. {@link LogFloods} counts these by
 * kind and address a minute instead of writing each ({@link RefusalWindows}). Vaadin's lines are
 * matched by their text; {@code RefusalLogTest} sends the real server the refusals it words.
 *
 * @param addressArgument which argument of the line is the address; -1: the line names none, so
 *     the address of the request being handled is taken
 */
record Refusal(Kind kind, String logger, String format, int addressArgument) {

    enum Kind {
        /**
         * Our filter in front of everything: a body over its cap, not JSON, an unknown request type, too many moves;
         * and the same checks of a message over a push socket.
         */
        GUARD,
        /** Tomcat's own: a bad request line or header, an address too long. */
        TOMCAT,
        IN_FLIGHT,
        /** A call Vaadin refused while reading it (base.ui.FriendlyErrors). */
        CRAFTED,
        TOKEN,
        MESSAGE_ID,
        TOO_LARGE;

        final String tag = name().toLowerCase(Locale.ROOT);
    }

    private static final String UIDL = "com.vaadin.flow.server.communication.UidlRequestHandler",
            PUSH = "com.vaadin.flow.server.communication.PushHandler",
            BAD_TOKEN = "Invalid security key received from {}",
            BAD_ID = "Message ID sync error. Expected: {}, received: {}";

    static final List<Refusal> LINES = List.of(
            new Refusal(Kind.GUARD, RequestGuard.class.getName(), "Refused {} from {}: {} {}", 1),
            new Refusal(Kind.GUARD, PushMessageGuard.class.getName(), "Refused {} from {}: over its push socket", 1),
            new Refusal(
                    Kind.TOMCAT,
                    SiteErrorReportValve.class.getName(),
                    "Tomcat refused a request from {} with status {}",
                    0),
            new Refusal(
                    Kind.IN_FLIGHT,
                    InFlightLimit.class.getName(),
                    "Refused a request from {}: {} under way at once",
                    0),
            new Refusal(
                    Kind.CRAFTED,
                    "org.calcoolation.base.ui.FriendlyErrors",
                    "Refused a crafted Vaadin message: {}",
                    -1),
            new Refusal(Kind.TOKEN, UIDL, BAD_TOKEN, 0),
            new Refusal(Kind.TOKEN, PUSH, BAD_TOKEN, 0),
            new Refusal(Kind.MESSAGE_ID, UIDL, BAD_ID, -1),
            new Refusal(Kind.MESSAGE_ID, PUSH, BAD_ID, -1),
            new Refusal(
                    Kind.TOO_LARGE,
                    VaadinServletConfig.LeanUidlHandler.class.getName(),
                    "Rejected a request with a body larger than the configured maximum of {} characters",
                    -1));

    /** The refusal a line says, if it says one. */
    static @Nullable Refusal of(String logger, @Nullable String format) {
        if (format == null) return null;
        for (Refusal refusal : LINES) {
            if (refusal.format.equals(format) && refusal.logger.equals(logger)) return refusal;
        }
        return null;
    }

    /** Who was refused, as the limits count an address (an IPv6 address by its /64). */
    String address(Object @Nullable [] arguments) {
        Object named = addressArgument >= 0 && arguments != null && arguments.length > addressArgument
                ? arguments[addressArgument]
                : null;
        if (named != null) return RateLimits.keyOf(String.valueOf(named));
        VaadinRequest request = VaadinRequest.getCurrent();
        return request == null ? "an unknown address" : RateLimits.keyOf(request.getRemoteAddr());
    }
}
