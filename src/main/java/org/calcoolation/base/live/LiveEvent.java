package org.calcoolation.base.live;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Something that happened on the site, for the pages of every node: its {@code kind} (what
 * subscribers ask for, e.g. {@code game}), the {@code key} of the thing it happened to (a game's id,
 * a rung's id) and a short {@code payload} (a version, an id). Ids only: the receiver reads the rest
 * from the database. Encoded whole, it fits PostgreSQL's {@code NOTIFY} payload, under {@value #MAX_BYTES}
 * bytes.
 */
public record LiveEvent(String kind, String key, String payload) {

    /** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
    public static final int MAX_BYTES = 7999;

    private static final Pattern KIND = Pattern.compile("[a-z][a-z0-9.-]{0,39}");
    private static final char SEPARATOR = '\n';

    public LiveEvent {
        if (!KIND.matcher(kind).matches())
            throw new IllegalArgumentException("an event's kind is a short lower-case word, not \"" + kind + "\"");
        if (key.indexOf(SEPARATOR) >= 0) throw new IllegalArgumentException("an event's key is one line");
        int bytes = (kind + SEPARATOR + key + SEPARATOR + payload).getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_BYTES)
            throw new IllegalArgumentException("an event carries ids, under " + (MAX_BYTES + 1)
                    + " bytes; this one has " + bytes + ": send less and let the receiver read the rest");
    }

    /** As it travels: kind, key and payload on lines of their own (the payload may hold more lines). */
    String encoded() {
        return kind + SEPARATOR + key + SEPARATOR + payload;
    }

    /** The event in a notification's text; empty for text that is not one (another program's NOTIFY). */
    static Optional<LiveEvent> decode(String text) {
        int first = text.indexOf(SEPARATOR);
        int second = first < 0 ? -1 : text.indexOf(SEPARATOR, first + 1);
        if (second < 0) return Optional.empty();
        try {
            return Optional.of(new LiveEvent(
                    text.substring(0, first), text.substring(first + 1, second), text.substring(second + 1)));
        } catch (IllegalArgumentException notOurs) {
            return Optional.empty();
        }
    }
}
