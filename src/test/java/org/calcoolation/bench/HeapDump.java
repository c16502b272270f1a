package org.calcoolation.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The bytes of all objects in an HPROF heap dump, as the running JVM lays them out (12-byte
 * headers, 4-byte compressed references, sizes rounded to 8). A dump written by
 * {@code jcmd PID GC.heap_dump} holds only live objects, after a full collection, so the
 * difference between two dumps is what the objects made in between still hold. Class histograms
 * ({@code GC.class_histogram}) taken at the same moments wander by megabytes; these sums do not.
 * Reads dumps of up to 2 GB, more than the benchmark makes.
 */
final class HeapDump {

    private static final int HEADER = 12;
    private static final int ARRAY_HEADER = 16;
    private static final int REFERENCE = 4;

    /** A class's super class and the in-memory bytes of the fields it declares itself. */
    private record ClassLayout(long superId, int ownFieldBytes) {}

    private final ByteBuffer buffer;
    private int idSize;
    private final Map<Long, ClassLayout> classes = new HashMap<>();
    private final Map<Long, Long> instances = new HashMap<>();
    private long arrayBytes;

    private HeapDump(ByteBuffer buffer) {
        this.buffer = buffer;
    }

    static long objectBytes(Path dump) throws IOException {
        try (FileChannel channel = FileChannel.open(dump)) {
            MappedByteBuffer mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size());
            return new HeapDump(mapped).read();
        }
    }

    private long read() {
        while (buffer.get() != 0) {
            // the format's name, "JAVA PROFILE 1.0.2", ends with a zero byte
        }
        idSize = buffer.getInt();
        buffer.getLong(); // time stamp
        while (buffer.hasRemaining()) {
            int tag = buffer.get() & 0xff;
            buffer.getInt(); // time
            int length = buffer.getInt();
            int end = buffer.position() + length;
            if (tag == 0x0C || tag == 0x1C) readHeap(end);
            buffer.position(end);
        }
        long total = arrayBytes;
        for (Map.Entry<Long, Long> entry : instances.entrySet())
            total += entry.getValue() * instanceSize(entry.getKey());
        return total;
    }

    private void readHeap(int end) {
        while (buffer.position() < end) {
            int subTag = buffer.get() & 0xff;
            switch (subTag) {
                case 0xFF, 0x05, 0x07 -> skip(idSize);
                case 0x01 -> skip(2 * idSize);
                case 0x04, 0x06 -> skip(idSize + 4);
                case 0x02, 0x03, 0x08 -> skip(idSize + 8);
                case 0x20 -> readClass();
                case 0x21 -> {
                    skip(idSize + 4);
                    instances.merge(id(), 1L, Long::sum);
                    skip(buffer.getInt());
                }
                case 0x22 -> {
                    skip(idSize + 4);
                    int length = buffer.getInt();
                    skip(idSize + (long) length * idSize);
                    arrayBytes += align(ARRAY_HEADER + (long) length * REFERENCE);
                }
                case 0x23 -> {
                    skip(idSize + 4);
                    int length = buffer.getInt();
                    int elementSize = valueSize(buffer.get());
                    skip((long) length * elementSize);
                    arrayBytes += align(ARRAY_HEADER + (long) length * elementSize);
                }
                default ->
                    throw new IllegalStateException(
                            "unknown heap dump record " + Integer.toHexString(subTag) + " at " + buffer.position());
            }
        }
    }

    private void readClass() {
        long classId = id();
        skip(4);
        long superId = id();
        skip(5L * idSize + 4); // loader, signers, protection domain, two reserved; the dump's own instance size
        int constants = buffer.getShort() & 0xffff;
        for (int i = 0; i < constants; i++) {
            skip(2);
            skip(valueSize(buffer.get()));
        }
        int statics = buffer.getShort() & 0xffff;
        for (int i = 0; i < statics; i++) {
            skip(idSize);
            skip(valueSize(buffer.get()));
        }
        int fields = buffer.getShort() & 0xffff;
        int bytes = 0;
        for (int i = 0; i < fields; i++) {
            skip(idSize);
            int type = buffer.get();
            bytes += type == 2 ? REFERENCE : valueSize(type);
        }
        classes.put(classId, new ClassLayout(superId, bytes));
    }

    private long instanceSize(long classId) {
        long bytes = HEADER;
        for (long id = classId; id != 0; ) {
            ClassLayout layout = classes.get(id);
            if (layout == null) break;
            bytes += layout.ownFieldBytes();
            id = layout.superId();
        }
        return align(bytes);
    }

    private int valueSize(int type) {
        return switch (type) {
            case 2 -> idSize;
            case 4, 8 -> 1;
            case 5, 9 -> 2;
            case 6, 10 -> 4;
            case 7, 11 -> 8;
            default -> throw new IllegalStateException("unknown value type " + type);
        };
    }

    private long id() {
        return idSize == 8 ? buffer.getLong() : buffer.getInt() & 0xffffffffL;
    }

    private void skip(long bytes) {
        buffer.position(Math.toIntExact(buffer.position() + bytes));
    }

    private static long align(long bytes) {
        return (bytes + 7) & ~7L;
    }
}
