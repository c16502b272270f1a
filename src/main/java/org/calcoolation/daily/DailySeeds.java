package org.calcoolation.daily;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The seeds of the daily puzzles: HMAC-SHA256, keyed by the site's secret, of the day and slot. The
 * seed rule alone is public (it is in the jar), so without the secret nobody can make a day's
 * puzzles before it is out; with it, an operator can make any day again (the {@code daily} command).
 */
public final class DailySeeds {

    /** 32 bytes, written as 64 hexadecimal digits. */
    public static final int SECRET_BYTES = 32;

    private static final HexFormat HEX = HexFormat.of();

    private final SecretKeySpec key;

    private DailySeeds(byte[] secret) {
        this.key = new SecretKeySpec(secret, "HmacSHA256");
    }

    /** The seeds under a secret of 64 hexadecimal digits; a clear message for anything else. */
    public static DailySeeds of(String hexSecret) {
        String trimmed = hexSecret.strip();
        if (trimmed.length() != 2 * SECRET_BYTES || !trimmed.chars().allMatch(HexFormat::isHexDigit)) {
            throw new IllegalArgumentException(
                    "a daily secret is " + 2 * SECRET_BYTES + " hexadecimal digits (" + SECRET_BYTES + " bytes)");
        }
        return new DailySeeds(HEX.parseHex(trimmed.toLowerCase()));
    }

    /** A new secret from the system's strong random source. */
    static String newSecret(SecureRandom random) {
        byte[] secret = new byte[SECRET_BYTES];
        random.nextBytes(secret);
        return HEX.formatHex(secret);
    }

    /** The seed of one rung of one day. */
    public long seed(LocalDate day, LadderRung slot) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            byte[] digest = mac.doFinal(
                    ("calcoolation daily " + day + " slot " + slot.index()).getBytes(StandardCharsets.US_ASCII));
            return ByteBuffer.wrap(digest).getLong();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
