package org.calcoolation.club;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * An invite link's token: 192 random bits, base64url, 32 characters. Only its SHA-256 is stored, so
 * the table read by someone else opens no club; a guess has 2^-192 of a chance per club.
 */
final class InviteTokens {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Pattern WELL_FORMED = Pattern.compile("[A-Za-z0-9_-]{32}");

    private InviteTokens() {}

    static String random() {
        byte[] bits = new byte[24];
        RANDOM.nextBytes(bits);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bits);
    }

    /** Whether the text could be a token at all: anything else is refused before the database is asked. */
    static boolean wellFormed(String token) {
        return WELL_FORMED.matcher(token).matches();
    }

    static String hash(String token) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException everyJavaHasIt) {
            throw new IllegalStateException(everyJavaHasIt);
        }
    }
}
