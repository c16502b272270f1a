package org.calcoolation.base.data;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.h2.mvstore.DataUtils;
import org.jspecify.annotations.Nullable;

/**
 * The chunks an H2 store file holds, found by reading every block: what a crash left in the file,
 * whether or not H2's own chain of chunks reaches it. A chunk counts only when its header and its
 * checksummed footer agree, so a chunk the crash cut off half written is not one. And a copy of such
 * a file that H2 opens, without its recovery mode, at the version of a chunk chosen.
 */
final class StoreChunks {

    static final int BLOCK = 4096;
    private static final int FOOTER = 128;

    /** One chunk: its version, where it lies, and when it was written (milliseconds since the store was made). */
    record Chunk(long version, int id, long block, int blocks, long time) {}

    private StoreChunks() {}

    /** Every whole chunk in the file, in the order they lie. */
    static List<Chunk> in(Path file) throws IOException {
        List<Chunk> chunks = new ArrayList<>();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long blocks = channel.size() / BLOCK;
            ByteBuffer header = ByteBuffer.allocate(BLOCK);
            for (long block = 2; block < blocks; block++) {
                header.clear();
                channel.read(header, block * BLOCK);
                if (!startsWith(header.array(), "chunk:")) continue;
                Map<String, String> fields = fields(header.array(), BLOCK);
                if (fields == null) continue;
                int length = (int) DataUtils.readHexLong(fields, "len", 0);
                long version = DataUtils.readHexLong(fields, "version", -1);
                int id = (int) DataUtils.readHexLong(fields, "chunk", -1);
                if (length <= 0 || version < 0 || block + length > blocks) continue;
                if (!footerAgrees(channel, block + length, id, length, version)) continue;
                chunks.add(new Chunk(version, id, block, length, DataUtils.readHexLong(fields, "time", 0)));
                block += length - 1;
            }
        }
        return chunks;
    }

    private static boolean footerAgrees(FileChannel channel, long endBlock, int id, int length, long version)
            throws IOException {
        ByteBuffer footer = ByteBuffer.allocate(FOOTER);
        channel.read(footer, endBlock * BLOCK - FOOTER);
        Map<String, String> fields = fields(footer.array(), FOOTER);
        if (fields == null || !fields.containsKey("fletcher")) return false;
        String line = new String(footer.array(), StandardCharsets.ISO_8859_1);
        int checked = line.lastIndexOf(",fletcher:");
        byte[] covered = line.substring(0, checked).getBytes(StandardCharsets.ISO_8859_1);
        long fletcher = DataUtils.readHexLong(fields, "fletcher", 0);
        return (DataUtils.getFletcher32(covered, 0, covered.length) & 0xffffffffL) == (fletcher & 0xffffffffL)
                && DataUtils.readHexLong(fields, "chunk", -1) == id
                && DataUtils.readHexLong(fields, "len", -1) == length
                && DataUtils.readHexLong(fields, "version", -1) == version;
    }

    /**
     * Copies {@code file} to {@code copy} as it would be had {@code newest} been the last chunk
     * written: every chunk of a later version blanked, and the file header naming {@code newest}.
     * H2 then opens the copy at that version by itself, reading pages as strictly as always (its
     * recovery mode would read a page it cannot read as empty), or falls back to an older one.
     */
    static void rollBack(Path file, Path copy, List<Chunk> chunks, Chunk newest) throws IOException {
        Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
        try (FileChannel channel = FileChannel.open(copy, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            for (Chunk later : chunks) {
                if (later.version() <= newest.version() || later.equals(newest)) continue;
                channel.write(ByteBuffer.allocate(later.blocks() * BLOCK), later.block() * BLOCK);
            }
            ByteBuffer first = ByteBuffer.allocate(BLOCK);
            channel.read(first, 0);
            byte[] header = header(first.array(), newest);
            ByteBuffer both = ByteBuffer.allocate(2 * BLOCK);
            both.put(header).position(BLOCK);
            both.put(header).rewind();
            channel.write(both, 0);
        }
    }

    /** The file header as H2 writes it (both copies alike), naming {@code newest} and not marked clean. */
    private static byte[] header(byte[] block, Chunk newest) throws IOException {
        int end = 0;
        while (end < BLOCK && block[end] != '\n' && block[end] != 0) end++;
        StringBuilder line = new StringBuilder();
        for (String field :
                new String(block, 0, end, StandardCharsets.ISO_8859_1).trim().split(",")) {
            String key = field.substring(0, Math.max(0, field.indexOf(':')));
            String value = field.substring(field.indexOf(':') + 1);
            switch (key) {
                case "chunk" -> DataUtils.appendMap(line, key, newest.id());
                case "block" -> DataUtils.appendMap(line, key, newest.block());
                case "version" -> DataUtils.appendMap(line, key, newest.version());
                case "clean", "fletcher", "" -> {}
                default -> DataUtils.appendMap(line, key, value);
            }
        }
        if (!line.toString().startsWith("H:")) throw new IOException("the file header cannot be read: " + line);
        byte[] covered = line.toString().getBytes(StandardCharsets.ISO_8859_1);
        DataUtils.appendMap(line, "fletcher", DataUtils.getFletcher32(covered, 0, covered.length));
        return line.append('\n').toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The first line of a block as H2's {@code key:value,...} fields; null when it is not one. */
    private static @Nullable Map<String, String> fields(byte[] bytes, int limit) {
        int end = 0;
        while (end < limit && bytes[end] != '\n' && bytes[end] != 0) end++;
        try {
            return DataUtils.parseMap(new String(bytes, 0, end, StandardCharsets.ISO_8859_1).trim());
        } catch (RuntimeException notAChunk) {
            return null;
        }
    }

    private static boolean startsWith(byte[] bytes, String prefix) {
        for (int i = 0; i < prefix.length(); i++) if (bytes[i] != prefix.charAt(i)) return false;
        return true;
    }
}
