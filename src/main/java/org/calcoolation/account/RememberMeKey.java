package org.calcoolation.account;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;

import org.jspecify.annotations.Nullable;

/**
 * The secret that signs "remember me" cookies. It must stay the same across restarts, or every
 * cookie stops working: the {@code calcoolation.remember-me-key} property if set, else a random
 * key written once to {@code remember-me.key} in the data folder and read from there afterwards.
 */
final class RememberMeKey {

    static final String FILE = "remember-me.key";

    private RememberMeKey() {}

    static String resolve(@Nullable String configured, Path dataDir) {
        if (configured != null && !configured.isBlank()) return configured;
        Path file = dataDir.resolve(FILE);
        try {
            if (!Files.exists(file)) create(file);
            String key = Files.readString(file, StandardCharsets.US_ASCII).strip();
            if (key.isEmpty()) throw new IllegalStateException(file + " is empty; delete it to have a new key made");
            return key;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or write the remember-me key " + file.toAbsolutePath(), e);
        }
    }

    private static void create(Path file) throws IOException {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        Files.createDirectories(file.toAbsolutePath().getParent());
        try {
            Files.writeString(file, Base64.getEncoder().encodeToString(bytes), StandardCharsets.US_ASCII,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException madeMeanwhile) {
            return;
        }
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException notPosix) {
            // Windows: the folder's own permissions apply.
        }
    }
}
