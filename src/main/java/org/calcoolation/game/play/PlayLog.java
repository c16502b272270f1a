package org.calcoolation.game.play;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Everything a player did in a game, in order, with the play time of each: digits, erasures and
 * notes (as {@link Moves} packs them, a revealed digit marked), undo, redo, restarts, checks, hints
 * and giving up. Unlike {@link MoveHistory}, which drops undone moves once another is made and trims
 * itself, this only grows: a replay unfolds from it. Eight bytes an event in the database (the event,
 * then its play time in milliseconds, {@link MoveHistory#UNKNOWN_TIME} for a move not timed, which
 * only games stored before every move was timed have), so a 9×9 solve of 200 events takes 1.6 KB. It stops at {@link #MAX_EVENTS} and says so.
 * Not thread-safe, as the game that holds it.
 */
final class PlayLog {

    /** At most 160 KB a game: a 12×12 with every note written and struck out takes about 4,000. */
    static final int MAX_EVENTS = 20_000;

    /**
     * The events that are not moves use the kinds {@link Moves} leaves free (bits 0–2): 5 an undo,
     * 6 a redo, 7 help or a restart, which one in the digit's bits (4–7).
     */
    private static final int UNDO = 5, REDO = 6, MARK = 7;

    /** What a {@link #MARK} event was. */
    enum Mark {
        RESTART,
        CHECK,
        HINT,
        GAVE_UP
    }

    /** One event, decoded: a move (packed as {@link Moves} packs it), an undo, a redo or a mark. */
    sealed interface Event {
        record Played(int packed) implements Event {}

        record Undone() implements Event {}

        record Redone() implements Event {}

        record Marked(Mark mark) implements Event {}
    }

    private int[] events = new int[16];
    private int[] times = new int[16];
    private int count;
    private boolean full;

    void played(int packedMove, long playMillis) {
        add(packedMove, playMillis);
    }

    void undone(long playMillis) {
        add(UNDO, playMillis);
    }

    void redone(long playMillis) {
        add(REDO, playMillis);
    }

    void marked(Mark mark, long playMillis) {
        add(MARK | mark.ordinal() << 4, playMillis);
    }

    private void add(int event, long playMillis) {
        if (count == MAX_EVENTS) {
            full = true;
            return;
        }
        if (count == events.length) {
            events = Arrays.copyOf(events, events.length * 2);
            times = Arrays.copyOf(times, events.length);
        }
        events[count] = event;
        times[count++] = playMillis < 0 ? MoveHistory.UNKNOWN_TIME : (int) Math.min(playMillis, Integer.MAX_VALUE);
    }

    int size() {
        return count;
    }

    /** Whether events came after the log was full and were not kept: a replay ends early. */
    boolean isFull() {
        return full || count == MAX_EVENTS;
    }

    Event event(int i) {
        int event = events[checked(i)];
        return switch (event & 7) {
            case UNDO -> new Event.Undone();
            case REDO -> new Event.Redone();
            case MARK -> {
                int mark = (event >>> 4) & 15;
                if (mark >= Mark.values().length)
                    throw new IllegalArgumentException("event " + event + " marks nothing known");
                yield new Event.Marked(Mark.values()[mark]);
            }
            default -> new Event.Played(event);
        };
    }

    /** The play time of event {@code i} in milliseconds, {@link MoveHistory#UNKNOWN_TIME} if not timed. */
    int time(int i) {
        return times[checked(i)];
    }

    private int checked(int i) {
        if (i < 0 || i >= count) throw new IndexOutOfBoundsException(i);
        return i;
    }

    /** Eight bytes an event, big-endian: the event, then its time. */
    byte[] encode() {
        ByteBuffer bytes = ByteBuffer.allocate(count * 8);
        for (int i = 0; i < count; i++) bytes.putInt(events[i]).putInt(times[i]);
        return bytes.array();
    }

    /** The log {@link #encode} wrote; an empty one for {@code null} (a game stored before logs were kept). */
    static PlayLog decode(byte @Nullable [] stored) {
        PlayLog log = new PlayLog();
        if (stored == null) return log;
        if (stored.length % 8 != 0 || stored.length / 8 > MAX_EVENTS)
            throw new IllegalArgumentException("a play log of " + stored.length + " bytes");
        ByteBuffer bytes = ByteBuffer.wrap(stored);
        while (bytes.hasRemaining()) {
            int event = bytes.getInt();
            log.add(event, bytes.getInt());
        }
        return log;
    }
}
