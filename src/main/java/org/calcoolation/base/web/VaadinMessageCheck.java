package org.calcoolation.base.web;

import jakarta.servlet.http.HttpServletResponse;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * What {@link RequestGuard} lets through to Vaadin of a message's body: the JSON Vaadin's client
 * writes, in the few fields Vaadin reads before it checks anything, and no more calls of an event
 * than a feature's {@link MessageLimit} allows.
 */
final class VaadinMessageCheck {

    private static final ObjectMapper JSON = JsonMapper.builder().build();

    /** Vaadin's client writes a push message's length in decimal; ten digits would pass any cap. */
    private static final int MAX_LENGTH_DIGITS = 9;

    /** The features' limits on calls of one event a message (the grid's moves, game.ui). */
    private final List<MessageLimit> limits;

    VaadinMessageCheck(List<MessageLimit> limits) {
        this.limits = List.copyOf(limits);
    }

    /** Why a message is refused, and with which status. */
    record Problem(int status, String what) {
        static Problem malformed(String what) {
            return new Problem(HttpServletResponse.SC_BAD_REQUEST, what);
        }
    }

    /**
     * What is wrong with a message as Vaadin's client sends one to the push address, over a socket
     * or in a long poll's post: its length in decimal, a bar, and the message, whole. The length
     * must be the message's own: Vaadin keeps a message declared longer than what came, and adds
     * the next frame or post to it, up to the length declared (two thousand million characters).
     */
    @Nullable
    Problem problemWithFramed(String text) {
        int bar = text.indexOf('|');
        if (bar < 1
                || bar > MAX_LENGTH_DIGITS
                || !text.substring(0, bar).chars().allMatch(c -> c >= '0' && c <= '9'))
            return Problem.malformed("a push message without its length");
        String message = text.substring(bar + 1);
        int declared = Integer.parseInt(text.substring(0, bar));
        if (declared != message.length())
            return Problem.malformed(
                    "a push message declared " + declared + " characters long, sent with " + message.length());
        return problemWith(message.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * What is wrong with a Vaadin message, in the few fields Vaadin reads before it checks anything
     * (400), or in how many calls of a limited event it carries (413); null if nothing.
     */
    @Nullable
    Problem problemWith(byte[] body) {
        JsonNode message;
        try {
            message = JSON.readTree(body);
        } catch (JacksonException notJson) {
            return Problem.malformed("a Vaadin message that is not JSON");
        }
        if (message == null || !message.isObject())
            return Problem.malformed("a Vaadin message that is not a JSON object");
        for (String number : new String[] {"syncId", "clientId"}) {
            JsonNode field = message.get(number);
            if (field != null && !field.isIntegralNumber())
                return Problem.malformed("a Vaadin message whose " + number + " is not a number");
        }
        JsonNode token = message.get("csrfToken");
        if (token != null && !token.isString()) return Problem.malformed("a Vaadin message whose token is not text");
        JsonNode rpc = message.get("rpc");
        if (rpc == null) return null;
        if (!rpc.isArray()) return Problem.malformed("a Vaadin message whose calls are not a list");
        Map<String, Integer> events = new HashMap<>();
        for (JsonNode call : rpc) {
            if (!call.isObject()) return Problem.malformed("a Vaadin message with a call that is not an object");
            JsonNode node = call.get("node");
            if (node != null && !node.isIntegralNumber())
                return Problem.malformed("a Vaadin message naming a node that is not a number");
            JsonNode event = call.get("event");
            if (event != null && event.isString()) events.merge(event.asString(), 1, Integer::sum);
        }
        for (MessageLimit limit : limits) {
            int count = events.getOrDefault(limit.event(), 0);
            if (count > limit.max())
                return new Problem(
                        HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE,
                        "a Vaadin message with " + count + " " + limit.event() + " events (at most " + limit.max()
                                + ")");
        }
        return null;
    }
}
