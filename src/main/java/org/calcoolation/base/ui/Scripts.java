package org.calcoolation.base.ui;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.zip.CRC32;

/**
 * The app's own scripts, from {@code frontend/scripts}, served as static files. Their addresses
 * carry a checksum of their content, so that no browser keeps an older script after a release.
 */
public final class Scripts {

    private static final Map<String, String> URLS = new ConcurrentHashMap<>();
    private static final Map<String, String> TEXTS = new ConcurrentHashMap<>();

    private Scripts() {}

    /** The address of {@code frontend/scripts/<file>}, such as {@code scripts/page.js?v=1a2b3c4d}. */
    public static String url(String file) {
        return URLS.computeIfAbsent(file, f -> "scripts/" + f + "?v=" + checksum("META-INF/resources/scripts/" + f));
    }

    /**
     * The text of {@code frontend/scripts/<file>}, for a script that a page must run inline, before
     * its first paint.
     */
    public static String text(String file) {
        return TEXTS.computeIfAbsent(
                file, f -> new String(read("META-INF/resources/scripts/" + f), StandardCharsets.UTF_8));
    }

    private static String checksum(String resource) {
        CRC32 crc = new CRC32();
        crc.update(read(resource));
        return Long.toHexString(crc.getValue());
    }

    private static byte[] read(String resource) {
        try (InputStream in = Scripts.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException(resource + " is missing from the build");
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
